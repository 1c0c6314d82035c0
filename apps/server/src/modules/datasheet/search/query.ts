/**
 * The parametric search: the query's units converted, its sheets counted (where.ts, count.ts), sorted and
 * paged, and the values each condition matched on the page's sheets read from the per-row copy
 * (datasheet_search_value).
 */
import {
  datasheetResource,
  type headerResource,
  type MatchedValue,
  type metricResource,
  type RangeCondition,
  type RatingCondition,
  ResultCode,
  type RowOf,
  type SmartQuery,
  type SmartResult,
  type SmartResultRow,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import { type Db, queryRows } from '../../../db/index.ts';
import { requireColumn, tableOf } from '../../../engine/index.ts';
import type { CacheStore } from '../../../integrations/cache/index.ts';
import { familyNames } from '../polymer-families.ts';
import { totalOf } from './count.ts';
import { type BaseRange, rangeMatch, ratingMatch, sheetsOf, slotsOf, whereOf } from './where.ts';

/** A metric's conversion as raw SQL reads it: `numeric` columns are strings from node-postgres. */
type UnitRow = Pick<RowOf<typeof metricResource>, 'code' | 'quantity'> & {
  factor: string | number;
  offset: string | number;
};
type HeaderRow = Pick<RowOf<typeof headerResource>, 'id' | 'quantity' | 'value_kind'>;

function refuse(zh: string, en: string): AppError {
  return new AppError(ResultCode.invalid, { zh, en });
}

/** Converts each range's bounds to its header's base unit through the metric table, refusing a wrong unit. */
export async function baseRanges(db: Db, query: SmartQuery): Promise<BaseRange[]> {
  const ranges = query.conditions.filter((c): c is RangeCondition => c.kind === 'range');
  if (ranges.length === 0) return [];
  const list = (values: readonly (string | number)[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const [units, headers] = await Promise.all([
    queryRows<UnitRow>(
      db,
      sql`select code, quantity, factor, "offset" from metric where code in (${list(ranges.map((r) => r.unit))})`,
    ),
    queryRows<HeaderRow>(
      db,
      sql`select id, quantity, value_kind from header where id in (${list(ranges.map((r) => r.header_id))})`,
    ),
  ]);
  return ranges.map((condition) => {
    const header = headers.find((row) => row.id === condition.header_id);
    if (!header) refuseHeader(condition.header_id);
    const unit = units.find((row) => row.code === condition.unit);
    if (!unit) throw refuse(`没有单位 ${condition.unit}`, `No unit ${condition.unit}`);
    if (unit.quantity !== header?.quantity) {
      throw refuse(
        `单位 ${condition.unit} 不能用于该性能（${header?.quantity}）`,
        `Unit ${condition.unit} does not measure this property (${header?.quantity})`,
      );
    }
    const factor = Number(unit.factor);
    const offset = Number(unit.offset ?? 0);
    const toBase = (value: number | undefined) => (value === undefined ? undefined : value * factor + offset);
    return { condition, lo: toBase(condition.min), hi: toBase(condition.max), factor, offset };
  });
}

function refuseHeader(id: number): never {
  throw refuse(`性能表头 ${id} 不存在`, `No property header ${id}`);
}

interface SheetRow {
  id: number;
  dsno: string;
  grade: string;
  company: string | null;
  category: string | null;
  ul94: string;
  updated_at: string | Date;
}

interface MatchRow {
  sheet_id: number;
  lo: number | null;
  hi: number | null;
  rating: string;
  /** A condition's numeric thickness, read in raw SQL: a string as node-postgres and PGlite hand it over. */
  thickness: string | number | null;
}

const sortable = new Set<string>(
  datasheetResource.fields
    .filter((field) => 'sortable' in field && field.sortable)
    .map((field) => field.name),
);

/**
 * The categories a polymer family typed by any of its names stands for: those whose name or code names the family
 * or one under it (the category tree names families as makers do: "PP", "聚酰胺 PA"). A name no family has is
 * refused, naming it.
 */
async function familyCategories(db: Db, cache: CacheStore | undefined, typed: string): Promise<number[]> {
  const families = await familyNames(db, cache);
  const [named] = families.mentions(typed);
  if (!named) throw refuse(`没有名为 ${typed} 的材料`, `No polymer family is named ${typed}`);
  const codes = new Set(families.withChildren(named.code).map((f) => f.code));
  const categories = await queryRows<{ id: number; names: string }>(
    db,
    sql`select id, concat_ws(' ', name_zh, name_en, code) as names from category`,
  );
  return categories.filter((c) => families.mentions(c.names).some((m) => codes.has(m.code))).map((c) => c.id);
}

/** The sheets matching the query, sorted and paged, with the value each condition matched per sheet. */
export async function smartSearch(
  db: Db,
  query: SmartQuery,
  locale: 'zh' | 'en',
  cache?: CacheStore,
): Promise<SmartResult> {
  const [ranges, slots, family] = await Promise.all([
    baseRanges(db, query),
    slotsOf(db, query),
    query.family === undefined ? undefined : familyCategories(db, cache, query.family),
  ]);
  const where = whereOf(query, ranges, slots, family);
  // The sort column is one of the contract's whitelist, checked again against the family's sortable fields.
  if (!sortable.has(query.sort)) throw refuse(`不能按 ${query.sort} 排序`, `Cannot sort by ${query.sort}`);
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  // NULLS LAST only where a null can be: on a column that has none it would keep PostgreSQL from reading
  // the sheets in order from the column's index (updated_at, the default) and make it sort them all.
  const nulls = requireColumn(tableOf(datasheetResource.key), query.sort).notNull ? sql`` : sql`nulls last`;
  const order = sql`${sql.identifier(query.sort)} ${direction} ${nulls}, s.id ${direction}`;
  const name = sql.identifier(locale === 'zh' ? 'name_zh' : 'name_en');
  const [count, sheets] = await Promise.all([
    totalOf(db, where),
    queryRows<SheetRow>(
      db,
      sql`select s.id, s.dsno, s.grade, co.${name} as company, ca.${name} as category, s.ul94, s.updated_at
        from (select s.* from datasheet s where ${sheetsOf(where)}
              order by ${order} limit ${query.size} offset ${(query.page - 1) * query.size}) s
        left join company co on co.id = s.company_id
        left join category ca on ca.id = s.category_id
        order by ${order}`,
    ),
  ]);
  const ids = sheets.map((row) => row.id);
  const matched = await matchedValues(db, query, ranges, ids);
  const rows: SmartResultRow[] = sheets.map((row) => ({
    id: row.id,
    dsno: row.dsno,
    grade: row.grade,
    company: row.company ?? '',
    category: row.category ?? '',
    ul94: row.ul94,
    updated_at: new Date(row.updated_at).toISOString(),
    matched: query.conditions.map((_, index) => matched[index]?.get(row.id) ?? null),
  }));
  return count.estimated ? { total: count.total, total_estimated: true, rows } : { total: count.total, rows };
}

/** Per condition, per sheet of the page: the first row meeting it, in the condition's unit. */
async function matchedValues(
  db: Db,
  query: SmartQuery,
  ranges: readonly BaseRange[],
  ids: readonly number[],
): Promise<Map<number, MatchedValue>[]> {
  if (ids.length === 0) return query.conditions.map(() => new Map());
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  let rangeIndex = 0;
  return Promise.all(
    query.conditions.map(async (condition) => {
      const range = condition.kind === 'range' ? ranges[rangeIndex++] : undefined;
      const match = range ? rangeMatch(range) : ratingMatch(condition as RatingCondition);
      const rows = await queryRows<MatchRow>(
        db,
        sql`select distinct on (v.sheet_id) v.sheet_id, v.lo, v.hi, v.rating, c.thickness
          from datasheet_search_value v left join condition c on c.id = v.condition_id
          where v.sheet_id in (${idList}) and ${match}
          order by v.sheet_id, v.lo, v.rating`,
      );
      const inUnit = (base: number | null) => {
        if (base === null || !range || !Number.isFinite(base)) return null;
        return (base - range.offset) / range.factor;
      };
      return new Map(
        rows.map((row) => [
          row.sheet_id,
          {
            min: inUnit(row.lo),
            max: inUnit(row.hi),
            text: row.rating,
            thickness: row.thickness === null ? null : Number(row.thickness),
          },
        ]),
      );
    }),
  );
}
