/**
 * Rows that need not be written before an answer leaves (the access log, the records of who viewed a sheet),
 * queued in memory and inserted in batches: one round trip for up to `batchRows`, on a short timer, as soon as
 * a batch is full, and on close, so a graceful shutdown loses none. The queue is bounded: while the database
 * cannot take rows, the newest beyond the bound are dropped and counted in the server log rather than filling
 * the memory. A failed write never turns a served request into an error.
 */

import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, shapedRows } from './index.ts';

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

/** A serial column's values are of its integer type (`serial` is no type an array can be cast to). */
const serialTypes: Record<string, string> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
};

/**
 * The batch as one insert whose text depends only on the table and the columns given: each column's values as
 * one array parameter, `unnest`ed into rows. Its text is the same for every batch, so it is prepared once per
 * connection; drizzle's own insert builds and numbers a parameter per value of every row (under the calls'
 * load, most of what the batches cost the server). Undefined when the rows do not all give the same columns
 * (a column left out takes its default, which an array cannot say) or a column is itself an array.
 */
function unnestInsert(
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): { shape: string; build: () => SQL; values: Record<string, unknown[]> } | undefined {
  const [first] = rows;
  if (!first) return undefined;
  const given = Object.keys(first).filter((key) => first[key] !== undefined);
  if (rows.some((row) => Object.keys(row).filter((key) => row[key] !== undefined).length !== given.length))
    return undefined;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const types: string[] = [];
  const values: Record<string, unknown[]> = {};
  for (const [index, key] of given.entries()) {
    const column = columns[key];
    if (!column) return undefined;
    // Without its length or precision: an explicit cast to varchar(n) would cut a longer text silently,
    // where the insert's own assignment refuses it, as drizzle's insert did.
    const declared = column.getSQLType().replace(/\s*\([^)]*\)/g, '');
    const type = serialTypes[declared] ?? declared;
    if (type.endsWith(']')) return undefined;
    const columnValues: unknown[] = [];
    for (const row of rows) {
      const value = row[key];
      if (value === undefined) return undefined;
      columnValues.push(value === null ? null : column.mapToDriverValue(value));
    }
    types.push(type);
    values[`c${index}`] = columnValues;
  }
  const name = getTableName(table);
  const build = () => {
    const names = given.map((key) => sql.identifier((columns[key] as PgColumn).name));
    const arrays = types.map((type, index) => sql`${sql.placeholder(`c${index}`)}::${sql.raw(type)}[]`);
    return sql`insert into ${sql.identifier(name)} (${sql.join(names, sql`, `)})
      select * from unnest(${sql.join(arrays, sql`, `)})`;
  };
  return { shape: `batch:${name}(${given.join(',')})`, build, values };
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
      const statement = unnestInsert(this.table, rows as Record<string, unknown>[]);
      if (statement) await shapedRows(this.db, statement.shape, statement.build, statement.values);
      else await this.db.insert(this.table).values(rows);
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
