/**
 * The stored verdict of cached sheets: after any change to a sheet, its rows or the libraries it names, the
 * server recomputes its problems (the contract's cacheProblems) and writes their count and whether it passes.
 */
import {
  blockingProblems,
  type CachedRow,
  type CachedSheet,
  type CachedSheetRow,
  cacheProblems,
  datasheetCacheResource,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/index.ts';
import type { Tx } from '../../../engine/index.ts';
import { getRows } from '../../../engine/index.ts';
import { refreshFlags } from '../plausibility/index.ts';
import type { CacheLibraries } from './libraries.ts';

export function cachedSheetOf(row: CachedSheetRow): CachedSheet {
  return {
    grade: row.grade,
    company_id: row.company_id,
    category_id: row.category_id,
    rows: row.rows.map(
      (r): CachedRow => ({
        header_raw: r.header_raw,
        header_id: r.header_id,
        standard_raw: r.standard_raw,
        standard_id: r.standard_id,
        condition_raw: r.condition_raw,
        condition_id: r.condition_id,
        state: r.state,
        value_raw: r.value_raw,
        unit_raw: r.unit_raw,
        metric_id: r.metric_id,
      }),
    ),
  };
}

/**
 * Rewrites problems and checks_passed of the sheets `ids` (pending or not: the verdict is what it is), and their
 * flagged values (which never block an approval).
 */
export async function refreshChecks(
  tx: Tx,
  ids: readonly number[],
  libraries: CacheLibraries,
): Promise<void> {
  for (let start = 0; start < ids.length; start += 200) {
    const rows = await getRows(tx, datasheetCacheResource, ids.slice(start, start + 200));
    for (const row of rows) {
      const problems = cacheProblems(cachedSheetOf(row), libraries.grid);
      const blocking = blockingProblems(problems, libraries.enabled);
      // raw write: the server's verdict on the sheet (read-only fields), recomputed after each change; no one's edit
      await tx.execute(
        sql`update datasheet_cache set problems = ${problems.length}, checks_passed = ${blocking.length === 0}
            where id = ${row.id}`,
      );
      // A turn of the event loop: on PGlite a run of statements resolves without one, holding every request.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    await refreshFlags(tx, 'cache', ids.slice(start, start + 200));
  }
}

/**
 * Every pending sheet's id (to approve them all); with `staged`, also those an import is still staging (after a
 * change of the checks in force, so they show with the right verdict).
 */
export async function pendingIds(tx: Tx, { staged = false }: { staged?: boolean } = {}): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    staged
      ? sql`select id from datasheet_cache where status = 0`
      : sql`select id from datasheet_cache where status = 0 and not staged`,
  );
  return rows.map((row) => row.id);
}
