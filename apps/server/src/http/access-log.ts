import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { accessLog } from '../db/schema/index.ts';

const MAX_PATH = 2000;
const MAX_USER_AGENT = 500;

/**
 * Writes one `access_log` row per guarded request (refused ones too), after the answer left, so the
 * person never waits for it. A failed write is only logged: it must not turn a served request into an error.
 */
export function registerAccessLog(app: FastifyInstance, db: Db): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.is404 || request.routeOptions.config.access === 'public') return;
    try {
      await db.insert(accessLog).values({
        admin_id: request.admin?.uid ?? null,
        method: request.method,
        path: request.url.slice(0, MAX_PATH),
        status: reply.statusCode,
        ip: request.ip.slice(0, 64),
        user_agent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
        duration_ms: Math.round(reply.elapsedTime),
      });
    } catch (err) {
      request.log.error({ err }, 'access log write failed');
    }
  });
}
