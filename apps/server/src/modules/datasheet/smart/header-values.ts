/**
 * Every sheet's value of one header (`item/header`), read-only: each stated value with its unit and the
 * same value in the quantity's base unit (the metric's factor and offset; a range counts by its middle),
 * sorted by a whitelisted column and paged, and the distribution of the base-unit values. Reads the
 * property rows themselves, not the search's copy of them.
 */
import {
  datasheetEndpoints,
  type HeaderValueRow,
  type HeaderValues,
  type headerResource,
  isConvertibleQuantity,
  ResultCode,
  type RowOf,
  unitsOf,
} from '@console/contract';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import { queryRows } from '../../../db/index.ts';
import type { ResourceEngine } from '../../../engine/index.ts';
import type { ServeEndpoint } from '../../../http/endpoint.ts';

type Header = RowOf<typeof headerResource>;

/** A numeric column: a string from node-postgres, a number from PGlite; null when empty. */
type Numeric = string | number | null;

/** A value's row as the query below reads it (the ids are `serial`, so numbers on both drivers). */
interface ValueRow {
  id: number;
  datasheet_id: number;
  dsno: string;
  grade: string;
  company: string;
  value: Numeric;
  value_min: Numeric;
  value_max: Numeric;
  value_text: string | null;
  state: string | null;
  unit: string;
  base: Numeric;
  condition: string;
  standard: string;
}

/** `count(*)` is a bigint: a string from node-postgres. */
interface Summary {
  count: string | number;
  numeric: string | number;
  min: Numeric;
  max: Numeric;
  q1: Numeric;
  median: Numeric;
  q3: Numeric;
}

const num = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/**
 * The stated number in the base unit: the value, else the middle of the range, else its one bound. Values on
 * a scale (Shore A and D, a rating) have no common base and stay unconverted.
 */
const convertedValue = sql`(coalesce(p.value, (p.value_min + p.value_max) / 2, p.value_min, p.value_max) * m.factor + m."offset")`;

const orderBy: Record<string, SQL> = {
  base: sql`base`,
  grade: sql`d.grade`,
  company: sql`company`,
  dsno: sql`d.dsno`,
};

export function headerValueRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  const { db } = engine;
  serve(datasheetEndpoints.headerValues, async (query) => {
    const [header] = await queryRows<Pick<Header, 'id' | 'name_zh' | 'name_en' | 'quantity'>>(
      db,
      sql`select id, name_zh, name_en, quantity from header where id = ${query.id}`,
    );
    if (!header) {
      throw new AppError(ResultCode.notFound, {
        zh: `表头不存在（ID ${query.id}）`,
        en: `No header with id ${query.id}`,
      });
    }
    const { quantity } = header;
    const baseValue = isConvertibleQuantity(quantity) ? convertedValue : sql`null::numeric`;
    const from = sql`from datasheet_properties p join datasheet d on d.id = p.parent_id
      left join metric m on m.id = p.metric_id left join company c on c.id = d.company_id
      left join condition cd on cd.id = p.condition_id left join standard st on st.id = p.standard_id
      where p.header_id = ${query.id}`;
    const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
    const [rows, [summary]] = await Promise.all([
      queryRows<ValueRow>(
        db,
        sql`select p.id, d.id as datasheet_id, d.dsno, d.grade, coalesce(c.name_zh, '') as company,
              p.value, p.value_min, p.value_max, p.value_text, p.state, coalesce(m.symbol, '') as unit,
              ${baseValue} as base, coalesce(cd.label, '') as condition, coalesce(st.code, '') as standard
            ${from}
            order by ${orderBy[query.sort] ?? sql`base`} ${direction} nulls last, p.id ${direction}
            limit ${query.size} offset ${(query.page - 1) * query.size}`,
      ),
      queryRows<Summary>(
        db,
        sql`select count(*) as count, count(${baseValue}) as numeric, min(${baseValue}) as min, max(${baseValue}) as max,
              percentile_cont(0.25) within group (order by ${baseValue}) as q1,
              percentile_cont(0.5) within group (order by ${baseValue}) as median,
              percentile_cont(0.75) within group (order by ${baseValue}) as q3
            ${from}`,
      ),
    ]);
    const answer: HeaderValues = {
      header: {
        id: header.id,
        name_zh: header.name_zh,
        name_en: header.name_en,
        quantity,
        base_unit: unitsOf(quantity)[0]?.symbol ?? '',
      },
      total: Number(summary?.count ?? 0),
      rows: rows.map(
        (row): HeaderValueRow => ({
          ...row,
          value: num(row.value),
          value_min: num(row.value_min),
          value_max: num(row.value_max),
          value_text: row.value_text ?? '',
          base: num(row.base),
        }),
      ),
      summary: {
        count: Number(summary?.count ?? 0),
        numeric: Number(summary?.numeric ?? 0),
        min: num(summary?.min),
        q1: num(summary?.q1),
        median: num(summary?.median),
        q3: num(summary?.q3),
        max: num(summary?.max),
      },
    };
    return answer;
  });
}
