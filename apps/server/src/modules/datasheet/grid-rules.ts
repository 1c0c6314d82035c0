/**
 * The server refuses a property grid the contract's rules refuse (a metric of the wrong quantity, a number
 * where the header takes text, min > max, two rows with one header, standard, condition and state), naming
 * the first problem's row, before anything is written.
 */
import {
  datasheetResource,
  type HeaderRule,
  type MetricRule,
  type PropertyRowInput,
  ResultCode,
  validateGrid,
} from '@console/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../engine/hooks.ts';
import { readTogether } from '../../engine/read.ts';
import { requireColumn, tableOf } from '../../engine/tables.ts';
import { AppError } from '../../http/envelope.ts';

const propertiesField = datasheetResource.fields.find((field) => field.name === 'properties');

async function lookups(tx: Tx, rows: readonly PropertyRowInput[]) {
  const headerIds = [...new Set(rows.map((row) => row.header_id))];
  const metricIds = [
    ...new Set(rows.map((row) => row.metric_id).filter((id): id is number => typeof id === 'number')),
  ];
  const headerTable = tableOf('header');
  const metricTable = tableOf('metric');
  const pick = (table: ReturnType<typeof tableOf>, names: string[]) =>
    Object.fromEntries(names.map((name) => [name, requireColumn(table, name)]));
  const [headers, metrics] = await readTogether(tx, [
    () =>
      headerIds.length === 0
        ? Promise.resolve([])
        : tx
            .select(pick(headerTable, ['id', 'name_zh', 'name_en', 'quantity', 'value_kind', 'has_state']))
            .from(headerTable)
            .where(inArray(requireColumn(headerTable, 'id'), headerIds)),
    () =>
      metricIds.length === 0
        ? Promise.resolve([])
        : tx
            .select(pick(metricTable, ['id', 'symbol', 'quantity']))
            .from(metricTable)
            .where(inArray(requireColumn(metricTable, 'id'), metricIds)),
  ]);
  return {
    headers: new Map(headers.map((row) => [Number(row.id), row as unknown as HeaderRule])),
    metrics: new Map(metrics.map((row) => [Number(row.id), row as unknown as MetricRule])),
  };
}

/** Throws the first problem of the grid `values.properties`, when the change sends one. */
export async function refuseBadGrid(tx: Tx, values: Record<string, unknown>): Promise<void> {
  if (!propertiesField || !Array.isArray(values.properties)) return;
  const rows = values.properties as PropertyRowInput[];
  const problems = validateGrid(rows, await lookups(tx, rows));
  const first = problems[0];
  if (!first) return;
  const more = problems.length - 1;
  throw new AppError(ResultCode.invalid, {
    zh: `${propertiesField.label.zh} ${first.message.zh}${more > 0 ? `（另有 ${more} 处问题）` : ''}`,
    en: `${propertiesField.label.en}: ${first.message.en}${more > 0 ? ` (and ${more} more problems)` : ''}`,
  });
}
