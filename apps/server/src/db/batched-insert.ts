/**
 * Rows that need not be written before an answer leaves (the access log, the records of who viewed a sheet),
 * queued in memory and inserted in batches: one round trip for up to `batchRows`, on a short timer, as soon as
 * a batch is full, and on close, so a graceful shutdown loses none. The queue is bounded: while the database
 * cannot take rows, the newest beyond the bound are dropped and counted in the server log rather than filling
 * the memory. A failed write never turns a served request into an error.
 */

import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './index.ts';

export interface BatchedInsertOptions {
  /** Rows per insert, and the queue length that starts one at once. */
  batchRows: number;
  /** Most rows waiting; beyond it new rows are dropped (and counted) until the database takes them again. */
  maxQueued: number;
  /** How long a row waits at most before its batch is written (after a failed write: four times as long). */
  flushMs: number;
}

const defaults: BatchedInsertOptions = { batchRows: 500, maxQueued: 20_000, flushMs: 250 };

/** The database refused the rows themselves (SQLSTATE class 22 data or 23 integrity): retrying cannot help. */
function refusedRows(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^2[23]/.test(e.code)) return true;
  }
  return false;
}

export class BatchedInsert<Table extends PgTable> {
  readonly #options: BatchedInsertOptions;
  #queue: Table['$inferInsert'][] = [];
  /** A batch whose write failed (the database was unreachable): written first at the next flush. */
  #retry: Table['$inferInsert'][] | null = null;
  #writing: Promise<boolean> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly table: Table,
    /** What the rows are, in the server log's words ("access log"). */
    private readonly label: string,
    private readonly log: FastifyBaseLogger,
    options: Partial<BatchedInsertOptions> = {},
  ) {
    this.#options = { ...defaults, ...options };
  }

  /** Rows not yet written. */
  get pending(): number {
    return this.#queue.length + (this.#retry?.length ?? 0);
  }

  add(row: Table['$inferInsert']): void {
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
      this.log.error({ dropped: this.#dropped }, `${this.label}: rows dropped while the queue was full`);
      this.#dropped = 0;
    }
  }

  /** Writes what is queued at shutdown, and says in the server log what could not be. */
  async close(): Promise<void> {
    await this.flush();
    if (this.pending > 0) this.log.error({ rows: this.pending }, `${this.label}: rows not written at close`);
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

  async #write(rows: Table['$inferInsert'][]): Promise<boolean> {
    try {
      await this.db.insert(this.table).values(rows);
      return true;
    } catch (err) {
      if (!refusedRows(err)) {
        this.log.warn({ err, rows: rows.length }, `${this.label}: write failed; retrying`);
        this.#retry = rows;
        return false;
      }
      // One bad row must not take the others with it: write them one by one, dropping only what is refused.
      for (const [index, row] of rows.entries()) {
        try {
          await this.db.insert(this.table).values(row);
        } catch (rowErr) {
          if (!refusedRows(rowErr)) {
            this.#retry = rows.slice(index);
            return false;
          }
          this.log.error({ err: rowErr, row }, `${this.label}: a row was refused; dropped`);
        }
      }
      return true;
    }
  }
}
