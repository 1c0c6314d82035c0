/**
 * A sheet's flagged values (`value_flag`), rewritten after every change of its values: a published sheet's grid
 * (datasheet_properties) or a cached sheet's rows as resolved (datasheet_cache_rows, the import's review). Each
 * numeric value with a header is judged by the contract's rules against its header's hard range and its family's
 * statistics (stats.ts); the family is the one the sheet's category names (the 材料名称 library), for a cached
 * sheet without a resolved category the one its raw category or grade names. A flag already there for the same
 * row and value keeps its state (checked stays checked); flags of values gone or now plausible are removed.
 */
import {
  contractFamilyNames,
  type FlagReason,
  FlagState,
  familyMatcher,
  hdtAboveMelting,
  type JudgedValue,
  judgeValue,
  type LocalName,
  roundForDisplay,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/index.ts';
import type { Tx } from '../../../engine/index.ts';
import { readFamilyNames } from '../polymer-families.ts';
import { statsFor } from './stats.ts';

type Owner = 'datasheet' | 'cache';

interface ValueRow {
  sheet_id: number;
  header_id: number;
  key: string;
  value: number;
  code: string;
  name_zh: string;
  name_en: string;
  quantity: string;
  unit: string;
  factor: number;
  offset: number;
}

interface SheetOf {
  id: number;
  category_id: number | null;
  /** Glass, minerals, carbon … (a published sheet's fillers; a cached sheet's grade naming one: PP-GF30, T20). */
  filled: boolean;
  /** What else names the family when the category does not: a cached sheet's raw category, its grade. */
  text: string;
}

interface Flag {
  key: string;
  header_id: number;
  value_shown: string;
  reason: FlagReason;
  why: LocalName;
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

const header = sql`h.code, h.name_zh, h.name_en, h.quantity, coalesce(m.symbol, '') as unit,
  coalesce(m.factor, 1)::float8 as factor, coalesce(m."offset", 0)::float8 as "offset"`;

async function valuesOf(tx: Tx, owner: Owner, ids: readonly number[]): Promise<ValueRow[]> {
  if (owner === 'datasheet')
    return queryRows<ValueRow>(
      tx,
      sql`select p.parent_id as sheet_id, p.header_id, p.value::float8 as value, ${header},
          concat_ws('|', p.header_id, p.standard_id, p.condition_id, p.state, p.value) as key
        from datasheet_properties p join header h on h.id = p.header_id left join metric m on m.id = p.metric_id
        where p.parent_id in (${list(ids)}) and p.value is not null`,
    );
  // A cached value as printed: a plain number only ("0.905", "-40"); "<0.1" and ranges say no single value.
  const rows = await queryRows<ValueRow & { raw: string }>(
    tx,
    sql`select r.parent_id as sheet_id, r.header_id, r.value_raw as raw, ${header},
        concat_ws('|', r.header_id, r.standard_raw, r.condition_raw, r.state, r.value_raw, r.unit_raw) as key
      from datasheet_cache_rows r join header h on h.id = r.header_id left join metric m on m.id = r.metric_id
      where r.parent_id in (${list(ids)}) and r.value_raw ~ '^\\s*-?[0-9]+([.,][0-9]+)?\\s*$'`,
  );
  return rows.map((row) => ({ ...row, value: Number(row.raw.trim().replace(',', '.')) }));
}

/** A grade naming a filler and its share, as makers write them: GF30, LGF40, GB20, CF15, MD20, T20, TD40, 玻纤. */
const FILLED_GRADE = '(^|[^a-z])(l?gf|gb|cf|mf|md|t|td|ca|m)[ -]?[0-9]{1,2}([^0-9]|$)|玻纤|填充|碳纤';

async function sheetsOf(tx: Tx, owner: Owner, ids: readonly number[]): Promise<SheetOf[]> {
  return queryRows<SheetOf>(
    tx,
    owner === 'datasheet'
      ? sql`select id, category_id, grade as text,
            exists (select 1 from datasheet_fillers f where f.parent_id = datasheet.id) as filled
          from datasheet where id in (${list(ids)})`
      : sql`select id, category_id, concat_ws(' ', category_raw, grade) as text,
            grade ~* ${FILLED_GRADE} as filled
          from datasheet_cache where id in (${list(ids)})`,
  );
}

/** The polymer family each category names (by the material names library as the transaction sees it), and back. */
export async function categoryFamilies(tx: Pick<Tx, 'execute'>) {
  // Before the library is seeded (the demo seed runs first), the contract's table.
  const names = await readFamilyNames(tx);
  const families = familyMatcher(names.length > 0 ? names : contractFamilyNames());
  const categories = await queryRows<{ id: number; names: string }>(
    tx,
    sql`select id, concat_ws(' ', name_zh, name_en, code) as names from category`,
  );
  const familyOfCategory = new Map<number, string>();
  const categoriesOf = new Map<string, number[]>();
  for (const c of categories) {
    const code = families.mentions(c.names)[0]?.code;
    if (!code) continue;
    familyOfCategory.set(c.id, code);
    categoriesOf.set(code, [...(categoriesOf.get(code) ?? []), c.id]);
  }
  return { families, familyOfCategory, categoriesOf };
}

/** Rewrites the flags of the sheets `ids` (published sheets or cached ones). */
export async function refreshFlags(tx: Tx, owner: Owner, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const { families, familyOfCategory, categoriesOf } = await categoryFamilies(tx);
  const values = await valuesOf(tx, owner, ids);
  // The flags held, read for the whole batch at once: a sheet with none held and none found costs no statement.
  const column = sql.identifier(owner === 'datasheet' ? 'datasheet_id' : 'cache_id');
  const heldBySheet = new Map<number, Held[]>();
  for (const row of await queryRows<Held & { sheet: number }>(
    tx,
    sql`select id, row_key, ${column} as sheet from value_flag where ${column} in (${list(ids)})`,
  ))
    heldBySheet.set(row.sheet, [...(heldBySheet.get(row.sheet) ?? []), row]);
  for (const sheet of await sheetsOf(tx, owner, ids)) {
    const family =
      (sheet.category_id !== null ? familyOfCategory.get(sheet.category_id) : undefined) ??
      families.mentions(sheet.text)[0]?.code ??
      '';
    const own = values.filter((v) => v.sheet_id === sheet.id);
    const judged: JudgedValue[] = own.map((v) => ({
      header: { code: v.code, name_zh: v.name_zh, name_en: v.name_en, quantity: v.quantity },
      value: v.value,
      unit: v.unit,
      base: v.value * v.factor + v.offset,
      factor: v.factor,
      offset: v.offset,
    }));
    const stats = await statsFor(tx, family, sheet.filled, categoriesOf.get(family) ?? [], [
      ...new Set(own.map((v) => v.header_id)),
    ]);
    const label = !family ? '—' : sheet.filled ? { zh: `${family} 填充级`, en: `filled ${family}` } : family;
    const flags = new Map<string, Flag>();
    const shown = (v: ValueRow) =>
      v.unit ? `${roundForDisplay(v.value, 6)} ${v.unit}` : roundForDisplay(v.value, 6);
    own.forEach((v, i) => {
      const input = judged[i];
      const verdict = input && judgeValue(input, label, stats.get(v.header_id));
      if (verdict)
        flags.set(v.key, { key: v.key, header_id: v.header_id, value_shown: shown(v), ...verdict });
    });
    for (const { index, why } of hdtAboveMelting(judged)) {
      const v = own[index];
      if (v && !flags.has(v.key))
        flags.set(v.key, {
          key: v.key,
          header_id: v.header_id,
          value_shown: shown(v),
          reason: 'hdt_above_melting',
          why,
        });
    }
    const held = heldBySheet.get(sheet.id) ?? [];
    if (held.length > 0 || flags.size > 0)
      await writeFlags(tx, owner, sheet.id, family, [...flags.values()], held);
  }
  if (owner === 'cache')
    await tx.execute(sql`update datasheet_cache c set open_flags = (select count(*) from value_flag f
        where f.cache_id = c.id and f.state = ${FlagState.open})
      where c.id in (${list(ids)})`);
}

interface Held {
  id: number;
  row_key: string;
}

async function writeFlags(
  tx: Tx,
  owner: Owner,
  sheetId: number,
  family: string,
  flags: Flag[],
  held: readonly Held[],
): Promise<void> {
  const column = sql.identifier(owner === 'datasheet' ? 'datasheet_id' : 'cache_id');
  const wanted = new Map(flags.map((f) => [f.key.slice(0, 200), f]));
  const gone = held.filter((h) => !wanted.has(h.row_key)).map((h) => h.id);
  // raw write: the server's verdict on a sheet's values, rewritten with them (staff's checks go through the engine)
  if (gone.length > 0) await tx.execute(sql`delete from value_flag where id in (${list(gone)})`);
  const kept = new Set(held.map((h) => h.row_key));
  for (const [key, flag] of wanted) {
    if (kept.has(key)) {
      await tx.execute(sql`update value_flag set reason = ${flag.reason}, why_zh = ${flag.why.zh.slice(0, 400)},
        why_en = ${flag.why.en.slice(0, 400)}, family = ${family} where ${column} = ${sheetId} and row_key = ${key}`);
      continue;
    }
    await tx.execute(sql`insert into value_flag (${column}, header_id, family, value_shown, reason, why_zh, why_en,
        row_key, state)
      values (${sheetId}, ${flag.header_id}, ${family}, ${flag.value_shown.slice(0, 100)}, ${flag.reason},
        ${flag.why.zh.slice(0, 400)}, ${flag.why.en.slice(0, 400)}, ${key}, ${FlagState.open})`);
  }
}
