/**
 * The server refuses a property grid the contract's rules refuse (a metric of the wrong quantity, a number
 * where the header takes text, min > max, two rows with one header, standard, condition and state), naming
 * the first problem's row, before anything is written.
 */
import {
  datasheetResource,
  type GridLookups,
  headerResource,
  metricResource,
  type PropertyRowInput,
  ResultCode,
  validateGrid,
} from '@console/contract';
import { inArray } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { Tx } from '../../engine/index.ts';
import { familyTable, readTogether } from '../../engine/index.ts';

const propertiesField = datasheetResource.fields.find((field) => field.name === 'properties');

async function lookups(tx: Tx, rows: readonly PropertyRowInput[]): Promise<GridLookups> {
  const headerIds = [...new Set(rows.map((row) => row.header_id))];
  const metricIds = [
    ...new Set(rows.map((row) => row.metric_id).filter((id): id is number => typeof id === 'number')),
  ];
  const header = familyTable(headerResource);
  const metric = familyTable(metricResource);
  const [headers, metrics] = await readTogether(tx, [
    () =>
      headerIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({
              id: header.id,
              name_zh: header.name_zh,
              name_en: header.name_en,
              quantity: header.quantity,
              value_kind: header.value_kind,
              has_state: header.has_state,
            })
            .from(header)
            .where(inArray(header.id, headerIds)),
    () =>
      metricIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({ id: metric.id, symbol: metric.symbol, quantity: metric.quantity })
            .from(metric)
            .where(inArray(metric.id, metricIds)),
  ]);
  return {
    headers: new Map(headers.map((row) => [row.id, row])),
    metrics: new Map(metrics.map((row) => [row.id, row])),
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
