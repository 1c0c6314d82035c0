/**
 * Writes the demo sheets in bulk, holding what adding each through the engine would have stored: the add
 * validator's values, a DSNO drawn from the sequence, child rows in their positions, links, and the headline
 * columns read back from the stored grids by the datasheet module's own code.
 */
import { type ChildrenField, datasheetResource, type MultiReferenceField } from '@console/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/index.ts';
import type { Tx } from '../../../engine/index.ts';
import { childTableOf, familyTable, isScalar, joinTableOf, tableOf } from '../../../engine/index.ts';
import { DSNO_SEQUENCE, formatDsno } from '../../datasheet/datasheets.ts';
import { headlinesOf } from '../../datasheet/headline.ts';
import { markJudged, refreshFlags } from '../../datasheet/plausibility/index.ts';
import { refreshSearchValues } from '../../datasheet/search/values.ts';
import { accepted, idMap, insertMany, insertReturning } from './bulk.ts';
import type { DemoSheet } from './model.ts';
import type { LibraryIds } from './write-libraries.ts';

const DAY_MS = 86_400_000;

/** `count` DSNOs drawn from the sequence, in the order drawn (read as text: a bigint differs by driver). */
async function drawDsnos(tx: Tx, count: number): Promise<string[]> {
  const rows = await queryRows<{ n: string }>(
    tx,
    sql`select nextval(${DSNO_SEQUENCE}::regclass)::text as n from generate_series(1, ${count})`,
  );
  return rows
    .map((row) => Number(row.n))
    .sort((a, b) => a - b)
    .map(formatDsno);
}

function input(sheet: DemoSheet, ids: LibraryIds): Record<string, unknown> {
  return {
    grade: sheet.grade,
    company_id: ids.company(sheet.company),
    trademark_id: sheet.trademark === null ? null : ids.trademark(sheet.company, sheet.trademark),
    category_id: ids.category(sheet.category),
    fillers: sheet.fillers.map((row) => ({ filler_id: ids.filler(row.filler), percent: row.percent })),
    features: sheet.features.map(ids.feature),
    appliances: sheet.appliances.map(ids.appliance),
    processing_modes: sheet.processing_modes.map(ids.processingMode),
    form_id: sheet.form === null ? null : ids.form(sheet.form),
    colour: sheet.colour,
    region: sheet.region,
    remarks: sheet.remarks,
    status: sheet.status,
    enabled: sheet.enabled,
    properties: sheet.properties.map((row) => ({
      header_id: ids.header(row.header),
      standard_id: row.standard === null ? null : ids.standard(row.standard),
      condition_id: row.condition === null ? null : ids.condition(row.condition),
      state: row.state,
      value: row.value,
      value_min: row.value_min,
      value_max: row.value_max,
      value_text: row.value_text,
      metric_id: row.metric === null ? null : ids.metric(row.metric),
    })),
  };
}

/** Writes the headline columns of many sheets in one statement, leaving their update times as they are. */
async function writeHeadlines(tx: Tx, sheetIds: readonly number[]): Promise<void> {
  const headlines = await headlinesOf(tx, sheetIds);
  const table = familyTable(datasheetResource);
  const values = sql.join(
    [...headlines].map(
      ([id, headline]) =>
        sql`(${id}, ${headline.density}, ${headline.tensile_strength}, ${headline.hdt}, ${headline.ul94})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${table} as d set
      ${sql.identifier(table.density.name)} = v.density::numeric,
      ${sql.identifier(table.tensile_strength.name)} = v.tensile_strength::numeric,
      ${sql.identifier(table.hdt.name)} = v.hdt::numeric,
      ${sql.identifier(table.ul94.name)} = v.ul94::text
    from (values ${values}) as v(id, density, tensile_strength, hdt, ul94)
    where d.id = v.id::int`);
}

export async function writeSheets(
  tx: Tx,
  sheets: readonly DemoSheet[],
  ids: LibraryIds,
  now: Date,
): Promise<number[]> {
  const def = datasheetResource;
  const dsnos = await drawDsnos(tx, sheets.length);
  const values = sheets.map((sheet) => accepted(def, input(sheet, ids)));
  const scalars = new Set<string>(def.fields.filter(isScalar).map((field) => field.name));
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const rows = values.map((value, index) => {
    const sheet = sheets[index] as DemoSheet;
    return {
      ...Object.fromEntries(Object.entries(value).filter(([name]) => scalars.has(name))),
      dsno: dsnos[index],
      created_at: at(sheet.created_days_ago),
      updated_at: at(sheet.updated_days_ago),
    };
  });
  const idOf = idMap(await insertReturning(tx, tableOf(def.key), rows, 'dsno'));
  const sheetIds = dsnos.map((dsno) => idOf(dsno));

  for (const field of def.fields) {
    if (field.kind === 'children') {
      const child = childTableOf(def, field as ChildrenField);
      const childRows = values.flatMap((value, index) =>
        ((value[field.name] ?? []) as Record<string, unknown>[]).map((row, position) => ({
          ...row,
          parent_id: sheetIds[index],
          position,
        })),
      );
      await insertMany(tx, child.table, childRows);
    } else if (field.kind === 'multiReference') {
      const join = joinTableOf(def, field as MultiReferenceField);
      const links = values.flatMap((value, index) =>
        ((value[field.name] ?? []) as number[]).map((target) => ({
          [join.owner.name]: sheetIds[index],
          [join.target.name]: target,
        })),
      );
      await insertMany(tx, join.table, links);
    }
  }
  await writeHeadlines(tx, sheetIds);
  await refreshSearchValues(tx, sheetIds);
  // Their implausible values, judged as a save through the engine would (issue 36).
  await refreshFlags(tx, 'datasheet', sheetIds);
  await markJudged(tx);
  return sheetIds;
}
