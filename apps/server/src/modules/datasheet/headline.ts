/**
 * A sheet's headline columns (density, tensile strength, HDT at 1.8 MPa, UL94) read from its property grid
 * after every change, converted to the unit each column is named in, so lists show, sort and filter them
 * without reading the grid.
 */
import {
  conditionResource,
  convert,
  datasheetResource,
  headerResource,
  headlineSources,
  metricResource,
  type RowOf,
  UL94_CLASSES,
  unitByCode,
} from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/index.ts';
import type { Tx } from '../../engine/index.ts';
import { childRowsTable, familyTable } from '../../engine/index.ts';

/**
 * A grid row a headline may be read from, as stored: its header's code, condition load and unit. Read in raw
 * SQL, its numeric columns (values, load, the unit's factor and offset) are strings as the drivers hand them over.
 */
export interface SourceRow {
  code: string;
  state: string | null;
  value: string | number | null;
  value_min: string | number | null;
  value_max: string | number | null;
  value_text: string;
  load_stress: string | number | null;
  quantity: string | null;
  factor: string | number | null;
  offset: string | number | null;
}

const num = (value: string | number | null): number | null =>
  value === null || value === '' ? null : Number(value);

/** The row's number (a range gives its lower end) in the headline's unit; null when it cannot be read. */
function inUnit(row: SourceRow, unitCode: string): number | null {
  const value = num(row.value) ?? num(row.value_min) ?? num(row.value_max);
  const unit = unitByCode(unitCode);
  if (value === null || !unit || row.quantity !== unit.quantity) return null;
  const from = { quantity: row.quantity, factor: Number(row.factor), offset: Number(row.offset ?? 0) };
  return convert(value, from, unit);
}

/** Dry rows first: a headline is the dry-as-moulded value where a sheet gives both. */
const dryFirst = (a: SourceRow, b: SourceRow) =>
  Number(a.state === 'conditioned') - Number(b.state === 'conditioned');

/** A sheet's headline columns, as its row has them. */
export type Headline = Pick<RowOf<typeof datasheetResource>, 'density' | 'tensile_strength' | 'hdt' | 'ul94'>;

export function headlineOf(rows: readonly SourceRow[]): Headline {
  const of = (code: string) => rows.filter((row) => row.code === code).sort(dryFirst);
  const first = (candidates: SourceRow[], unit: string) =>
    candidates.map((row) => inUnit(row, unit)).find((value) => value !== null) ?? null;
  const { density, tensile_strength, hdt, ul94 } = headlineSources;
  const ulClasses = of(ul94.header)
    .map((row) => row.value_text.trim().toUpperCase())
    .filter((text): text is (typeof UL94_CLASSES)[number] =>
      (UL94_CLASSES as readonly string[]).includes(text),
    );
  const best = UL94_CLASSES.find((ulClass) => ulClasses.includes(ulClass));
  const round = (value: number | null, places: number) =>
    value === null ? null : Math.round(value * 10 ** places) / 10 ** places;
  return {
    density: round(first(of(density.header), density.unit), 3),
    tensile_strength: round(first(of(tensile_strength.header), tensile_strength.unit), 1),
    hdt: round(
      first(
        of(hdt.header).filter((row) => Math.abs((num(row.load_stress) ?? 0) - hdt.loadStress) < 0.005),
        hdt.unit,
      ),
      1,
    ),
    ul94: best ?? '',
  };
}

/** The rows of the given sheets' grids that headlines are read from, per sheet, in grid order. */
async function sourceRows(tx: Tx, sheetIds: readonly number[]): Promise<Map<number, SourceRow[]>> {
  const bySheet = new Map<number, SourceRow[]>(sheetIds.map((id) => [id, []]));
  if (sheetIds.length === 0) return bySheet;
  const grid = childRowsTable(datasheetResource, 'properties');
  const header = familyTable(headerResource);
  const condition = familyTable(conditionResource);
  const metric = familyTable(metricResource);
  const codes = Object.values(headlineSources).map((source) => source.header);
  const list = (values: readonly (string | number)[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const rows = await queryRows<SourceRow & { sheet_id: number }>(
    tx,
    sql`select p.parent_id as sheet_id, h.code, p.state, p.value, p.value_min, p.value_max, p.value_text,
          c.load_stress, m.quantity, m.factor, m."offset"
        from ${grid} p
        join ${header} h on h.id = p.header_id
        left join ${condition} c on c.id = p.condition_id
        left join ${metric} m on m.id = p.metric_id
        where p.parent_id in (${list(sheetIds)}) and h.code in (${list(codes)})
        order by p.parent_id, p.position, p.id`,
  );
  for (const { sheet_id, ...row } of rows) bySheet.get(sheet_id)?.push(row);
  return bySheet;
}

/** The headline columns of the given sheets, read from their grids as stored. */
export async function headlinesOf(tx: Tx, sheetIds: readonly number[]): Promise<Map<number, Headline>> {
  const sources = await sourceRows(tx, sheetIds);
  return new Map([...sources].map(([id, rows]) => [id, headlineOf(rows)]));
}

/** Reads the grid of `sheetId` as stored and writes its headline columns. */
export async function refreshHeadline(tx: Tx, sheetId: number): Promise<void> {
  const headline = (await headlinesOf(tx, [sheetId])).get(sheetId) ?? headlineOf([]);
  const table = familyTable(datasheetResource);
  // raw write: the sheet's own write (its afterWrite) storing columns read from the grid it just wrote
  await tx.update(table).set(headline).where(eq(table.id, sheetId));
}
