/**
 * A sheet as people read it: ids resolved to names (category path, filler shares, library rows). Shared by
 * compare, its export and the PDF.
 */
import {
  type CompareData,
  type ComparedSheet,
  categoryResource,
  datasheetResource,
  fillerResource,
  type PropertyRowInput,
  type ResourceRow,
} from '@console/contract';
import { inArray } from 'drizzle-orm';
import { getRows, type Reader, selectionOf, treeOptions } from '../../engine/read.ts';
import { requireColumn, tableOf } from '../../engine/tables.ts';

/** Every category's path of names, root first (a few hundred rows: read whole). */
export async function categoryPaths(db: Reader, locale: 'zh' | 'en' = 'zh'): Promise<Map<number, string[]>> {
  const rows = await treeOptions(db, categoryResource);
  const names =
    locale === 'en'
      ? new Map(
          (await db.select(selectionOf(categoryResource)).from(tableOf(categoryResource.key))).map((row) => [
            Number(row.id),
            String(row.name_en || row.name_zh),
          ]),
        )
      : new Map(rows.map((row) => [row.value, row.label]));
  const parentOf = new Map(rows.map((row) => [row.value, row.parent]));
  const paths = new Map<number, string[]>();
  for (const row of rows) {
    const path: string[] = [];
    const seen = new Set<number>();
    let at: number | null | undefined = row.value;
    while (at !== null && at !== undefined && !seen.has(at)) {
      seen.add(at);
      path.unshift(names.get(at) ?? String(at));
      at = parentOf.get(at);
    }
    paths.set(row.value, path);
  }
  return paths;
}

interface FillerShare {
  filler_id: number;
  percent: number | null;
}

/** Each sheet's fillers with their shares, named by abbreviation where the filler has one (GF, T …). */
export async function fillerShares(
  db: Reader,
  sheets: readonly ResourceRow[],
  locale: 'zh' | 'en' = 'zh',
): Promise<Map<number, { name: string; percent: number | null }[]>> {
  const shares = new Map(sheets.map((sheet) => [sheet.id, (sheet.fillers ?? []) as FillerShare[]]));
  const ids = [...new Set([...shares.values()].flatMap((rows) => rows.map((row) => row.filler_id)))];
  const table = tableOf(fillerResource.key);
  const fillers =
    ids.length === 0
      ? []
      : await db
          .select(selectionOf(fillerResource))
          .from(table)
          .where(inArray(requireColumn(table, 'id'), ids));
  const nameOf = new Map(
    fillers.map((row) => [
      Number(row.id),
      String(row.abbreviation || (locale === 'en' ? row.name_en || row.name_zh : row.name_zh)),
    ]),
  );
  return new Map(
    [...shares].map(([sheetId, rows]) => [
      sheetId,
      rows.map((row) => ({
        name: nameOf.get(row.filler_id) ?? String(row.filler_id),
        percent: row.percent === null ? null : Number(row.percent),
      })),
    ]),
  );
}

/** "GF 30%". */
export function fillerText(share: { name: string; percent: number | null }): string {
  return share.percent === null ? share.name : `${share.name} ${share.percent}%`;
}

const DSNO_LIST = /^DS\d{8}$/;

/** The sheets named by DSNO, in the order asked, with their grids; DSNOs not found are listed. */
export async function loadComparedSheets(db: Reader, dsnos: readonly string[]): Promise<CompareData> {
  const wanted = dsnos.filter((dsno) => DSNO_LIST.test(dsno));
  const table = tableOf(datasheetResource.key);
  const found =
    wanted.length === 0
      ? []
      : await db
          .select({ id: requireColumn(table, 'id'), dsno: requireColumn(table, 'dsno') })
          .from(table)
          .where(inArray(requireColumn(table, 'dsno'), wanted));
  const rows = await getRows(
    db,
    datasheetResource,
    found.map((row) => row.id as number),
  );
  const byDsno = new Map(rows.map((row) => [String(row.dsno), row]));
  const [paths, fillers] = await Promise.all([categoryPaths(db), fillerShares(db, rows)]);
  const sheets: ComparedSheet[] = [];
  for (const dsno of dsnos) {
    const row = byDsno.get(dsno);
    if (!row) continue;
    const labels = row.$labels ?? {};
    sheets.push({
      id: row.id,
      dsno,
      grade: String(row.grade),
      company: String(labels.company_id ?? ''),
      trademark: String(labels.trademark_id ?? ''),
      category: paths.get(Number(row.category_id)) ?? [],
      fillers: (fillers.get(row.id) ?? []).map(fillerText),
      ul94: String(row.ul94 ?? ''),
      updated_at: row.updated_at,
      properties: (row.properties ?? []) as PropertyRowInput[],
    });
  }
  return { sheets, missing: dsnos.filter((dsno) => !byDsno.has(dsno)) };
}
