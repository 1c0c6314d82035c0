/**
 * Approving a cached sheet, in the transaction of its declared `approve` transition: the grid its raw rows give (leaving out the rows a
 * disabled check lets through), published as a new datasheet, or merged into the published sheet of the same
 * company and grade (a row with the same header, standard, condition and state takes the new value; the
 * others are added; the sheet's other rows stay). The datasheet's own hooks check the grid as for any save.
 */
import {
  blockingProblems,
  type CacheDiff,
  type CachedSheetRow,
  cachedGrid,
  cacheProblems,
  DatasheetStatus,
  datasheetCacheResource,
  datasheetResource,
  type PropertyRowInput,
  propertyRowKey,
  ResultCode,
  rowsLeftOut,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../../core/actor.ts';
import { AppError } from '../../../core/errors.ts';
import { type Db, queryRows } from '../../../db/index.ts';
import type { Tx } from '../../../engine/index.ts';
import { addRow, getRow, type Reader, updateRow, type WriteDeps } from '../../../engine/index.ts';
import { cachedSheetOf } from './checks.ts';
import { describeDiff, diffLabels, valueWithUnit } from './diff.ts';
import type { CacheLibraries } from './libraries.ts';

export async function loadCached(tx: Reader, id: number) {
  const row = await getRow(tx, datasheetCacheResource, id);
  // A sheet an import is still staging is not there yet for the review calls.
  if (!row || row.staged === true) {
    throw new AppError(ResultCode.notFound, {
      zh: `待审核物性表不存在（ID ${id}）`,
      en: `No pending datasheet with id ${id}`,
    });
  }
  return row;
}

/** The published sheet of the same company and grade, if any (the oldest, when several). */
export async function mergeTarget(
  db: Pick<Db, 'execute'>,
  row: Readonly<Pick<CachedSheetRow, 'company_id' | 'grade'>>,
): Promise<{ id: number; dsno: string } | null> {
  if (row.company_id === null || row.company_id === undefined) return null;
  const [target] = await queryRows<{ id: number; dsno: string }>(
    db,
    sql`select id, dsno from datasheet where company_id = ${row.company_id} and lower(grade) = lower(${row.grade})
        order by id limit 1`,
  );
  return target ? { id: target.id, dsno: target.dsno } : null;
}

function gridToPublish(row: CachedSheetRow, libraries: CacheLibraries): PropertyRowInput[] {
  const sheet = cachedSheetOf(row);
  const problems = cacheProblems(sheet, libraries.grid);
  const blocking = blockingProblems(problems, libraries.enabled);
  if (blocking.length > 0) {
    const more = blocking.length - 1;
    throw new AppError(ResultCode.invalid, {
      zh: `「${sheet.grade}」未通过检查：${blocking[0]?.message.zh}${more > 0 ? `（另有 ${more} 处问题）` : ''}`,
      en: `"${sheet.grade}" fails a check: ${blocking[0]?.message.en}${more > 0 ? ` (and ${more} more problems)` : ''}`,
    });
  }
  return cachedGrid(sheet.rows, libraries.grid, rowsLeftOut(problems, libraries.enabled)).grid;
}

type PublishedRow = PropertyRowInput & { id?: number };

/** The merged grid: the published rows, each replaced by the cached row of the same key, then the new ones. */
function mergedGrid(published: readonly PublishedRow[], cached: readonly PropertyRowInput[]): PublishedRow[] {
  const byKey = new Map(cached.map((row) => [propertyRowKey(row), row]));
  const merged = published.map((row) => {
    const replacement = byKey.get(propertyRowKey(row));
    if (!replacement) return row;
    byKey.delete(propertyRowKey(row));
    return { ...replacement, id: row.id };
  });
  return [...merged, ...byKey.values()];
}

/**
 * Publishes a pending sheet, in the transaction of its `approve` transition (the engine has locked the row and
 * checked its state): a new datasheet, or its grid merged into the published sheet of the same company and
 * grade. The datasheet's writes go through the engine with its hooks and audit. Returns the sheet's id.
 */
export async function publishCached(
  deps: WriteDeps & { tx: Tx },
  admin: Actor,
  row: CachedSheetRow,
  libraries: CacheLibraries,
): Promise<number> {
  const grid = gridToPublish(row, libraries);
  const target = await mergeTarget(deps.tx, row);
  if (target) {
    const published = await getRow(deps.tx, datasheetResource, target.id);
    const properties = mergedGrid(published?.properties ?? [], grid);
    await updateRow(deps, datasheetResource, admin, { id: target.id, properties });
    return target.id;
  }
  const added = await addRow(deps, datasheetResource, admin, {
    grade: row.grade,
    company_id: row.company_id,
    category_id: row.category_id,
    region: 'global',
    status: DatasheetStatus.published,
    enabled: true,
    properties: grid,
  });
  return added.id;
}

/** What approving would change in the published sheet of the same company and grade. */
export async function diffCached(db: Db, id: number, libraries: CacheLibraries): Promise<CacheDiff> {
  const row = await loadCached(db, id);
  const target = await mergeTarget(db, row);
  const sheet = cachedSheetOf(row);
  const cached = cachedGrid(sheet.rows, libraries.grid).grid;
  const published: PublishedRow[] = target
    ? ((await getRow(db, datasheetResource, target.id))?.properties ?? [])
    : [];
  const labels = await diffLabels(db);
  const describe = (r: PropertyRowInput, before: string | null, after: string | null) =>
    describeDiff(r, before, after, libraries, labels);
  const withUnit = (r: PropertyRowInput | undefined) => valueWithUnit(r, labels);
  const byKey = new Map(cached.map((r) => [propertyRowKey(r), r]));
  const rows = published.map((r) => {
    const incoming = byKey.get(propertyRowKey(r));
    byKey.delete(propertyRowKey(r));
    return describe(r, withUnit(r), withUnit(incoming));
  });
  for (const r of byKey.values()) rows.push(describe(r, null, withUnit(r)));
  return { target, rows };
}
