/**
 * An import's sheets are written staged (`staged`, with the run's id): batch by batch, each batch a
 * transaction, invisible to every list, count and export (the family's `stagedField`) and to the review calls.
 * When the whole file has been read, one transaction shows them all: they leave the staging, the raw spellings
 * no library knows are recorded in their origin libraries, each sheet's addition is audited, and the run is
 * closed as done. Both give the event loop a turn between statements (`breather`). A run that fails or dies before that leaves nothing anyone sees, and its staged sheets are
 * removed (runs.ts).
 */
import {
  type CachedRow,
  type CacheMapKind,
  CacheStatus,
  datasheetCacheResource,
  ImportRunStatus,
  type LocalName,
  OriginStatus,
} from '@console/contract';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../core/actor.ts';
import { queryRows } from '../../../db/index.ts';
import type { Tx } from '../../../engine/index.ts';
import {
  childTableOf,
  familyTable,
  showStaged,
  type WriteDeps,
  writeTransaction,
} from '../../../engine/index.ts';
import { refreshChecks } from './checks.ts';
import type { CacheLibraries } from './libraries.ts';
import { originTableOf } from './libraries.ts';
import { type SheetSourceDraft, sweepSources, writeSource } from './pdf-import/source.ts';
import { closeRun, noteProgress, type RunCounts, stopped } from './runs.ts';

const rowsField = datasheetCacheResource.fields.find((field) => field.name === 'rows');
if (rowsField?.kind !== 'children') throw new Error('datasheet_cache declares its rows as children');

/** Sheets shown (and audited) per statement when the import ends. */
const PUBLISH_CHUNK = 500;

/** A turn of the event loop: PGlite's statements resolve without one, so a run of them holds every request. */
export const breather = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface SheetRows {
  key: string;
  grade: string;
  company_raw: string;
  company_id: number | null;
  category_raw: string;
  category_id: number | null;
  rows: (CachedRow & { line: number })[];
  /** A sheet read from a PDF: the pages and where each row was read (pdf-import/source.ts). */
  source?: SheetSourceDraft;
}

export class Stager {
  /** The staged sheet of each sheet key, with its rows so far. */
  readonly #written = new Map<string, { id: number; rows: number }>();

  constructor(
    private readonly deps: WriteDeps,
    private readonly runId: number,
    private readonly file: string,
    private readonly libraries: CacheLibraries,
  ) {}

  /** Sheets staged so far. */
  get sheets(): number {
    return this.#written.size;
  }

  /** Stages a batch (new sheets, or rows joining a sheet this import staged) in one transaction. */
  async write(batch: readonly SheetRows[], counts: RunCounts): Promise<void> {
    if (batch.length === 0) return;
    const sheetTable = familyTable(datasheetCacheResource);
    const child = childTableOf(datasheetCacheResource, rowsField as never);
    await this.deps.db.transaction(async (tx) => {
      const touched = new Set<number>();
      for (const sheet of batch) {
        let target = this.#written.get(sheet.key);
        if (!target) {
          // raw write: an import stages thousands of sheets, unseen until shown (and audited) in #show
          const [inserted] = await tx
            .insert(sheetTable)
            .values({
              grade: sheet.grade,
              company_raw: sheet.company_raw,
              company_id: sheet.company_id,
              category_raw: sheet.category_raw,
              category_id: sheet.category_id,
              status: CacheStatus.pending,
              source: this.file.slice(0, 255),
              import_run_id: this.runId,
              staged: true,
            })
            .returning({ id: sheetTable.id });
          if (!inserted) throw new Error('a staged sheet was not inserted');
          target = { id: inserted.id, rows: 0 };
          this.#written.set(sheet.key, target);
        }
        const start = target.rows;
        // raw write: the staged sheet's rows, as above
        await tx
          .insert(child.table)
          .values(
            sheet.rows.map((row, index) => ({ ...row, parent_id: target.id, position: start + index })),
          );
        target.rows += sheet.rows.length;
        if (sheet.source) await writeSource(tx, target.id, sheet.source);
        touched.add(target.id);
        await breather();
      }
      await refreshChecks(tx, [...touched], this.libraries);
      // Refused when the run was closed meanwhile (taken for dead): nothing more is staged for it.
      await noteProgress(tx, this.runId, { ...counts, sheets: this.#written.size });
    });
  }

  /**
   * Shows every staged sheet of the run at once and closes the run as done; the sheets' ids, in file order.
   * One transaction, worked through PUBLISH_CHUNK sheets at a time with a turn of the event loop between: on
   * PGlite every statement runs on the server's own thread, and one statement over 50,000 sheets would leave
   * every other request (the health check too) waiting for seconds.
   */
  async publish(actor: Actor, counts: RunCounts, message: LocalName): Promise<number[]> {
    // writeTransaction forgets the lists remembered as large, which may have grown past their marks.
    return writeTransaction(this.deps, async (inTx) => {
      const { tx } = inTx;
      const [run] = await queryRows<{ status: number }>(
        tx,
        sql`select status from import_run where id = ${this.runId} for update`,
      );
      if (run?.status !== ImportRunStatus.running) throw stopped();
      const staged = await queryRows<{ id: number }>(
        tx,
        sql`select id from ${sql.identifier(datasheetCacheResource.table)}
            where import_run_id = ${this.runId} and staged order by id`,
      );
      const ids = staged.map((row) => row.id);
      for (let at = 0; at < ids.length; at += PUBLISH_CHUNK) {
        await this.#show(tx, actor, ids.slice(at, at + PUBLISH_CHUNK));
        await breather();
      }
      await sweepSources(tx);
      await closeRun(inTx, actor, this.runId, counts, message);
      return ids;
    });
  }

  /** Takes some of the run's sheets out of the staging (audited as added), and records their spellings. */
  async #show(tx: Tx, actor: Actor, ids: readonly number[]): Promise<void> {
    const shown = await showStaged(tx, datasheetCacheResource, actor, ids, [
      'grade',
      'company_raw',
      'source',
    ]);
    await this.#rememberSpellings(tx, sql`${`{${shown.join(',')}}`}::int[]`);
  }

  /**
   * Records each raw spelling of the sheets `some` no library knows in its origin library (or counts it again
   * there), so it can be mapped once for every later import: one statement per kind.
   */
  async #rememberSpellings(tx: Tx, some: SQL): Promise<void> {
    const cache = sql.identifier(datasheetCacheResource.table);
    const rows = sql.identifier(getTableName(childTableOf(datasheetCacheResource, rowsField as never).table));
    const spellings: Record<CacheMapKind, SQL> = {
      header: sql`select r.header_raw as raw, count(*) as times from ${rows} r
                  where r.parent_id = any(${some}) and r.header_id is null and r.header_raw <> ''
                  group by r.header_raw`,
      standard: sql`select r.standard_raw as raw, count(*) as times from ${rows} r
                    where r.parent_id = any(${some}) and r.standard_id is null and r.standard_raw <> ''
                    group by r.standard_raw`,
      company: sql`select c.company_raw as raw, count(*) as times from ${cache} c
                   where c.id = any(${some}) and c.company_id is null and c.company_raw <> ''
                   group by c.company_raw`,
      unit: sql`select r.unit_raw as raw, count(*) as times from ${rows} r
                where r.parent_id = any(${some}) and r.metric_id is null and r.unit_raw <> ''
                group by r.unit_raw`,
    };
    for (const kind of Object.keys(spellings) as CacheMapKind[]) {
      const table = sql.identifier(originTableOf(kind));
      // raw write: a bulk import counts the spellings it met, thousands at once, in one statement per library
      await tx.execute(sql`
        insert into ${table} (raw, status, seen_count, source)
        select s.raw, ${OriginStatus.unmapped}, s.times, ${this.file.slice(0, 200)}
        from (${spellings[kind]}) s
        on conflict (raw) do update set seen_count = ${table}.seen_count + excluded.seen_count`);
    }
  }
}
