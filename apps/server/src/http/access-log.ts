/**
 * The access log: one `access_log` row per guarded request (refused ones too), written after the answer left,
 * so the person never waits for it. Rows are queued in memory and inserted in batches (one round trip for up
 * to `batchRows`), on a short timer, as soon as a batch is full, and on close, so a graceful shutdown loses
 * none. The queue is bounded: while the database cannot take rows, the newest beyond the bound are dropped and
 * counted in the server log rather than filling the memory. A failed write never turns a served request into
 * an error.
 */
import { accessLogResource } from '@console/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { accessLog } from '../db/schema/index.ts';

type AccessLogRow = typeof accessLog.$inferInsert;

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

export interface AccessLogOptions {
  /** Rows per insert, and the queue length that starts one at once. */
  batchRows: number;
  /** Most rows waiting; beyond it new rows are dropped (and counted) until the database takes them again. */
  maxQueued: number;
  /** How long a row waits at most before its batch is written (after a failed write: four times as long). */
  flushMs: number;
}

const defaults: AccessLogOptions = { batchRows: 500, maxQueued: 20_000, flushMs: 250 };

/** The database refused the rows themselves (SQLSTATE class 22 data or 23 integrity): retrying cannot help. */
function refusedRows(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^2[23]/.test(e.code)) return true;
  }
  return false;
}

export class AccessLogWriter {
  readonly #options: AccessLogOptions;
  #queue: AccessLogRow[] = [];
  /** A batch whose write failed (the database was unreachable): written first at the next flush. */
  #retry: AccessLogRow[] | null = null;
  #writing: Promise<boolean> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: Partial<AccessLogOptions> = {},
  ) {
    this.#options = { ...defaults, ...options };
  }

  /** Rows not yet written. */
  get pending(): number {
    return this.#queue.length + (this.#retry?.length ?? 0);
  }

  add(row: AccessLogRow): void {
    if (this.pending >= this.#options.maxQueued) {
      this.#dropped += 1;
      return;
    }
    this.#queue.push(row);
    if (this.#queue.length >= this.#options.batchRows) void this.flush();
    else this.#schedule(this.#options.flushMs);
  }

  #schedule(ms: number): void {
    this.#timer ??= setTimeout(() => {
      this.#timer = null;
      void this.flush();
    }, ms).unref();
  }

  /**
   * Writes every row queued so far, batch after batch, and resolves once they are in the database; if the
   * database cannot be reached, resolves with the rows still queued (a timer tries again). Never rejects.
   */
  async flush(): Promise<void> {
    while (this.pending > 0 || this.#writing) {
      const written = await (this.#writing ?? this.#writeNext());
      if (!written) {
        this.#schedule(this.#options.flushMs * 4);
        return;
      }
    }
    if (this.#dropped > 0) {
      this.log.error({ dropped: this.#dropped }, 'access log: rows dropped while the queue was full');
      this.#dropped = 0;
    }
  }

  #writeNext(): Promise<boolean> {
    const rows = this.#retry ?? this.#queue.splice(0, this.#options.batchRows);
    this.#retry = null;
    const writing = (async () => {
      try {
        return await this.#write(rows);
      } finally {
        this.#writing = null;
      }
    })();
    this.#writing = writing;
    return writing;
  }

  async #write(rows: AccessLogRow[]): Promise<boolean> {
    try {
      await this.db.insert(accessLog).values(rows);
      return true;
    } catch (err) {
      if (!refusedRows(err)) {
        this.log.warn({ err, rows: rows.length }, 'access log: write failed; retrying');
        this.#retry = rows;
        return false;
      }
      // One bad row must not take the others with it: write them one by one, dropping only what is refused.
      for (const [index, row] of rows.entries()) {
        try {
          await this.db.insert(accessLog).values(row);
        } catch (rowErr) {
          if (!refusedRows(rowErr)) {
            this.#retry = rows.slice(index);
            return false;
          }
          this.log.error({ err: rowErr, path: row.path }, 'access log: a row was refused; dropped');
        }
      }
      return true;
    }
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
  app.addHook('onClose', async () => {
    await writer.flush();
    if (writer.pending > 0) app.log.error({ rows: writer.pending }, 'access log: rows not written at close');
  });
}
