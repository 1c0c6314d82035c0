/**
 * The access log: one `access_log` row per guarded request (refused ones too), written after the answer left,
 * so the person never waits for it, in batches (db/batched-insert.ts).
 */
import { accessLogResource } from '@console/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { BatchedInsert, type BatchedInsertOptions } from '../db/batched-insert.ts';
import type { Db } from '../db/index.ts';
import { accessLog } from '../db/schema/index.ts';

/** The longest value the declaration lets a column of the log hold (a text's max, an enum's length). */
function longest(name: string): number {
  const field = accessLogResource.fields.find((f) => f.name === name);
  const limit = field && ('max' in field ? field.max : 'length' in field ? field.length : undefined);
  if (limit === undefined) throw new Error(`access_log.${name} declares no longest value`);
  return limit;
}
const MAX_METHOD = longest('method');
const MAX_PATH = longest('path');
const MAX_IP = longest('ip');
const MAX_USER_AGENT = longest('user_agent');

export type AccessLogOptions = BatchedInsertOptions;

export class AccessLogWriter extends BatchedInsert<typeof accessLog> {
  constructor(db: Db, log: FastifyBaseLogger, options: Partial<AccessLogOptions> = {}) {
    super(db, accessLog, 'access log', log, options);
  }
}

/** Queues a row per guarded request once answered; the app's close writes what is left. */
export function registerAccessLog(app: FastifyInstance, writer: AccessLogWriter): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.is404 || request.routeOptions.config.access === 'public') return;
    writer.add({
      admin_id: request.admin?.uid ?? null,
      method: request.method.slice(0, MAX_METHOD),
      path: request.url.slice(0, MAX_PATH),
      status: reply.statusCode,
      // Typed as a string, but undefined once the client has gone (an aborted request): its socket has no
      // address left to read.
      ip: (request.ip ?? '').slice(0, MAX_IP),
      user_agent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
      duration_ms: Math.round(reply.elapsedTime),
      created_at: new Date(),
    });
  });
  app.addHook('onClose', () => writer.close());
}
