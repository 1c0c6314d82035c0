/**
 * `GET /ds/export_rows`: datasheets in the import layout (the contract's IMPORT_COLUMNS, English titles), one
 * row per property value, written as a stream a batch of sheets at a time. Every cell is the name the import
 * resolves back to the same row (maker and category by name, header by name, standard by code, condition by
 * label, unit by symbol), so export → edit → import → approve changes only the values edited. The file is
 * written off the request thread, as every export is (engine/xlsx.ts).
 */
import {
  datasheetEndpoints,
  datasheetResource,
  type EndpointParsed,
  formatImportValue,
  IMPORT_COLUMNS,
  type ImportRecord,
  importColumnTitles,
  MAX_ROWS_EXPORT_SHEETS,
  type RowOf,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/index.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import {
  exportIdBatches,
  getRows,
  parseListQuery,
  type Reader,
  sendXlsx,
  type WriteRows,
  type XlsxRow,
} from '../../engine/index.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';

/** Sheets read per batch. */
const BATCH = 200;

/** Most sheets one file holds (the contract's bound of the call). */
export { MAX_ROWS_EXPORT_SHEETS };

interface Names {
  header: Map<number, string>;
  standard: Map<number, string>;
  condition: Map<number, string>;
  metric: Map<number, string>;
}

async function libraryNames(db: Reader): Promise<Names> {
  const rows = await queryRows<{ kind: keyof Names; id: number; name: string | null }>(
    db,
    sql`select 'header' as kind, id, coalesce(name_zh, name_en, code) as name from header
        union all select 'standard', id, code from standard
        union all select 'condition', id, label from condition
        union all select 'metric', id, symbol from metric`,
  );
  const names: Names = { header: new Map(), standard: new Map(), condition: new Map(), metric: new Map() };
  for (const row of rows) if (row.name) names[row.kind].set(row.id, row.name);
  return names;
}

/** The import records of one sheet, its property rows in their order. */
export function sheetRecords(sheet: RowOf<typeof datasheetResource>, names: Names): ImportRecord[] {
  const name = (map: Map<number, string>, id: number | null | undefined) =>
    id === null || id === undefined ? '' : (map.get(id) ?? '');
  const properties = sheet.properties ?? [];
  return properties.map((row) => ({
    grade: sheet.grade,
    company: sheet.$labels?.company_id ?? '',
    category: sheet.$labels?.category_id ?? '',
    header: name(names.header, row.header_id),
    standard: name(names.standard, row.standard_id),
    condition: name(names.condition, row.condition_id),
    state: row.state ?? '',
    value: formatImportValue(row),
    unit: name(names.metric, row.metric_id),
  }));
}

/** Ids of the sheets to export: those named, else those the list's filters select, in the list's order. */
async function* sheetIds(
  db: Reader,
  { ids, ...filters }: EndpointParsed<typeof datasheetEndpoints.rowsExport>,
): AsyncGenerator<number[]> {
  if (ids) {
    for (let start = 0; start < ids.length; start += BATCH) yield ids.slice(start, start + BATCH);
    return;
  }
  const list = parseListQuery(datasheetResource, filters, ['ids']);
  yield* exportIdBatches(db, datasheetResource, list, BATCH, MAX_ROWS_EXPORT_SHEETS);
}

export function rowsExportRoute(serve: ServeEndpoint, engine: ResourceEngine): void {
  const { db } = engine;
  serve(datasheetEndpoints.rowsExport, async (query, _request, reply) => {
    const batches = sheetIds(db, query);
    // The first batch is read before the first byte, so a bad filter still answers the JSON envelope.
    const first = await batches.next();
    const names = await libraryNames(db);
    const sheet = {
      name: 'datasheets',
      columns: IMPORT_COLUMNS.map((column) => ({
        header: importColumnTitles[column].en,
        width: column === 'header' || column === 'condition' ? 28 : 16,
      })),
    };
    const writeSheets = async (write: WriteRows, ids: number[]) => {
      const rows = await getRows(db, datasheetResource, ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const out: XlsxRow[] = [];
      for (const id of ids) {
        const found = byId.get(id);
        if (!found) continue;
        for (const record of sheetRecords(found, names))
          out.push(IMPORT_COLUMNS.map((column) => record[column]));
      }
      await write(out);
    };
    const fill = async (write: WriteRows) => {
      if (!first.done) await writeSheets(write, first.value);
      for await (const ids of batches) await writeSheets(write, ids);
    };
    return sendXlsx(reply, { ascii: 'datasheet-rows.xlsx' }, sheet, fill, { export: 'datasheet rows' });
  });
}
