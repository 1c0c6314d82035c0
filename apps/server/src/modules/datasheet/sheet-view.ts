/**
 * A sheet as people read it: ids resolved to names (category path, filler shares, library rows). Shared by
 * compare, its export and the PDF.
 */
import {
  type CompareData,
  type ComparedSheet,
  categoryResource,
  DSNO_PATTERN,
  datasheetResource,
  fillerResource,
  type RowOf,
  treePaths,
} from '@console/contract';
import { inArray } from 'drizzle-orm';
import { familyTable, getRows, type Reader } from '../../engine/index.ts';

/** Every category's path of names, root first (a few hundred rows: read whole, once). */
export async function categoryPaths(db: Reader, locale: 'zh' | 'en' = 'zh'): Promise<Map<number, string[]>> {
  const table = familyTable(categoryResource);
  const rows = await db
    .select({ value: table.id, parent: table.parent_id, name_zh: table.name_zh, name_en: table.name_en })
    .from(table);
  const nameOf = new Map(rows.map((row) => [row.value, (locale === 'en' && row.name_en) || row.name_zh]));
  const ids = treePaths(rows);
  return new Map([...ids].map(([id, path]) => [id, path.map((step) => nameOf.get(step) ?? String(step))]));
}

/** Each sheet's fillers with their shares, named by abbreviation where the filler has one (GF, T …). */
export async function fillerShares(
  db: Reader,
  sheets: readonly Pick<RowOf<typeof datasheetResource>, 'id' | 'fillers'>[],
  locale: 'zh' | 'en' = 'zh',
): Promise<Map<number, { name: string; percent: number | null }[]>> {
  const shares = new Map(sheets.map((sheet) => [sheet.id, sheet.fillers ?? []]));
  const ids = [...new Set([...shares.values()].flatMap((rows) => rows.map((row) => row.filler_id)))];
  const table = familyTable(fillerResource);
  const fillers =
    ids.length === 0
      ? []
      : await db
          .select({
            id: table.id,
            abbreviation: table.abbreviation,
            name_zh: table.name_zh,
            name_en: table.name_en,
          })
          .from(table)
          .where(inArray(table.id, ids));
  const nameOf = new Map(
    fillers.map((row) => [
      row.id,
      row.abbreviation || (locale === 'en' ? row.name_en || row.name_zh : row.name_zh),
    ]),
  );
  return new Map(
    [...shares].map(([sheetId, rows]) => [
      sheetId,
      rows.map((row) => ({
        name: nameOf.get(row.filler_id) ?? String(row.filler_id),
        percent: row.percent,
      })),
    ]),
  );
}

/** "GF 30%". */
export function fillerText(share: { name: string; percent: number | null }): string {
  return share.percent === null ? share.name : `${share.name} ${share.percent}%`;
}

/** The sheets named by DSNO, in the order asked, with their grids; DSNOs not found are listed. */
export async function loadComparedSheets(db: Reader, dsnos: readonly string[]): Promise<CompareData> {
  const wanted = dsnos.filter((dsno) => DSNO_PATTERN.test(dsno));
  const table = familyTable(datasheetResource);
  const found =
    wanted.length === 0
      ? []
      : await db.select({ id: table.id }).from(table).where(inArray(table.dsno, wanted));
  const rows = await getRows(
    db,
    datasheetResource,
    found.map((row) => row.id),
  );
  const byDsno = new Map(rows.map((row) => [row.dsno, row]));
  const [paths, fillers] = await Promise.all([categoryPaths(db), fillerShares(db, rows)]);
  const sheets: ComparedSheet[] = [];
  for (const dsno of dsnos) {
    const row = byDsno.get(dsno);
    if (!row) continue;
    const labels = row.$labels ?? {};
    sheets.push({
      id: row.id,
      dsno,
      grade: row.grade,
      company: labels.company_id ?? '',
      trademark: labels.trademark_id ?? '',
      category: paths.get(row.category_id) ?? [],
      fillers: (fillers.get(row.id) ?? []).map(fillerText),
      ul94: row.ul94,
      updated_at: row.updated_at,
      properties: row.properties ?? [],
    });
  }
  return { sheets, missing: dsnos.filter((dsno) => !byDsno.has(dsno)) };
}
