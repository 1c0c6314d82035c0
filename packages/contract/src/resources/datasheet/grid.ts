/**
 * The rules of a datasheet's property grid. The server refuses a grid with problems; the web grid shows the
 * same problems while staff type, so both read them from here.
 */
import type { LocalName } from '../../routes.ts';
import { Quantity } from './units.ts';

export type ValueKind = 'number' | 'range' | 'text';
export type PropertyState = 'dry' | 'conditioned';

/** Dry as moulded (d.a.m.) or conditioned (ISO 1110, 70 °C / 62 % r.h.), for properties water changes (PA). */
export const propertyStates: Readonly<Record<PropertyState, LocalName>> = {
  dry: { zh: '干态', en: 'Dry' },
  conditioned: { zh: '调湿态', en: 'Conditioned' },
};

/** What the grid needs to know of a header (the property). */
export interface HeaderRule {
  id: number;
  name_zh: string;
  name_en: string;
  /** A Quantity code; the metrics of its values must measure it. */
  quantity: string;
  /**
   * 'number': a single value, or a range with both ends (a typical spread such as 1.2~1.4);
   * 'range': min and/or max (one end alone is a bound: "≥ 260"); 'text': words only ("V-0", "HB").
   */
  value_kind: ValueKind;
  /** Dry and conditioned values differ (polyamides), so each row says which it is. */
  has_state: boolean;
}

export interface MetricRule {
  id: number;
  symbol: string;
  quantity: string;
}

export interface PropertyRowInput {
  header_id: number;
  standard_id?: number | null;
  condition_id?: number | null;
  state?: PropertyState | null;
  value?: number | null;
  value_min?: number | null;
  value_max?: number | null;
  value_text?: string | null;
  metric_id?: number | null;
}

export interface GridProblem {
  /** 0-based index of the row in the grid. */
  row: number;
  field: keyof PropertyRowInput;
  /** Names the row (1-based, as staff count) and its header. */
  message: LocalName;
}

export interface GridLookups {
  headers: ReadonlyMap<number, HeaderRule>;
  metrics: ReadonlyMap<number, MetricRule>;
}

/** Quantities whose values carry no unit: a UL94 class, a dielectric constant. */
const metricFreeQuantities: ReadonlySet<string> = new Set<Quantity>(['rating', 'dimensionless']);

export function quantityNeedsMetric(quantity: string): boolean {
  return !metricFreeQuantities.has(quantity);
}

/**
 * What makes two rows the same property: header, standard, condition and state. A value under ISO 527 and
 * one under ASTM D638, or at 23 °C and at −30 °C, are different properties and never merged.
 */
export function propertyRowKey(
  row: Pick<PropertyRowInput, 'header_id' | 'standard_id' | 'condition_id' | 'state'>,
): string {
  return [row.header_id, row.standard_id ?? '', row.condition_id ?? '', row.state ?? ''].join('|');
}

const numberFields = ['value', 'value_min', 'value_max'] as const;
const isSet = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;
const quantityName = (quantity: string): LocalName =>
  quantity in Quantity ? Quantity[quantity as Quantity] : { zh: quantity, en: quantity };

function checkMetric(row: PropertyRowInput, header: HeaderRule, metrics: GridLookups['metrics'], say: Say) {
  const quantity = quantityName(header.quantity);
  if (!isSet(row.metric_id)) {
    if (header.value_kind !== 'text' && quantityNeedsMetric(header.quantity)) {
      say('metric_id', `缺少单位（${quantity.zh}）`, `needs a unit of ${quantity.en}`);
    }
    return;
  }
  const metric = metrics.get(row.metric_id);
  if (!metric) {
    say('metric_id', `单位 #${row.metric_id} 不存在`, `unit #${row.metric_id} does not exist`);
  } else if (metric.quantity !== header.quantity) {
    say(
      'metric_id',
      `单位 ${metric.symbol} 不是${quantity.zh}的单位`,
      `${metric.symbol} is not a unit of ${quantity.en}`,
    );
  }
}

function checkState(row: PropertyRowInput, header: HeaderRule, say: Say) {
  if (!isSet(row.state)) {
    if (header.has_state) say('state', '需要注明干态或调湿态', 'needs a state: dry or conditioned');
  } else if (!header.has_state) {
    say('state', '不区分干态/调湿态，不能注明状态', 'has no dry/conditioned state');
  } else if (!(row.state in propertyStates)) {
    say('state', `状态 ${row.state} 无效（干态或调湿态）`, `state ${row.state} is not dry or conditioned`);
  }
}

function checkValue(row: PropertyRowInput, header: HeaderRule, say: Say) {
  const hasText = typeof row.value_text === 'string' && row.value_text.trim() !== '';
  const given = numberFields.filter((field) => isSet(row[field]));
  for (const field of given) {
    if (!Number.isFinite(row[field])) say(field, '不是有效数字', 'is not a valid number');
  }

  if (header.value_kind === 'text') {
    for (const field of given) say(field, '只接受文本，不接受数值', 'takes text, not a number');
    if (!hasText && given.length === 0) say('value_text', '缺少值', 'has no value');
    return;
  }

  if (hasText) say('value_text', '只接受数值，不接受文本', 'takes a number, not text');
  const single = isSet(row.value);
  const ranged = isSet(row.value_min) || isSet(row.value_max);
  if (!single && !ranged) {
    if (!hasText) say(header.value_kind === 'range' ? 'value_min' : 'value', '缺少值', 'has no value');
    return;
  }
  if (header.value_kind === 'range' && single) {
    say(
      'value',
      '只接受范围（最小值和/或最大值），不接受单值',
      'takes a range (min and/or max), not a single value',
    );
  }
  if (header.value_kind === 'number') {
    if (single && ranged) {
      say('value', '单值与范围只能填一种', 'takes a single value or a range, not both');
    } else if (ranged && !(isSet(row.value_min) && isSet(row.value_max))) {
      say(
        isSet(row.value_min) ? 'value_max' : 'value_min',
        '范围需要同时填写最小值和最大值',
        'a range needs both min and max',
      );
    }
  }
  const { value_min: min, value_max: max } = row;
  if (isSet(min) && isSet(max) && min > max) {
    say('value_min', `最小值 ${min} 大于最大值 ${max}`, `min ${min} is greater than max ${max}`);
  }
}

type Say = (field: keyof PropertyRowInput, zh: string, en: string) => void;

/** Every problem of the grid, in row order; an empty list means the grid can be saved. */
export function validateGrid(
  rows: readonly PropertyRowInput[],
  { headers, metrics }: GridLookups,
): GridProblem[] {
  const problems: GridProblem[] = [];
  const firstRowOfKey = new Map<string, number>();
  rows.forEach((row, index) => {
    const n = index + 1;
    const header = headers.get(row.header_id);
    if (!header) {
      problems.push({
        row: index,
        field: 'header_id',
        message: {
          zh: `第 ${n} 行: 表头 #${row.header_id} 不存在`,
          en: `Row ${n}: header #${row.header_id} does not exist`,
        },
      });
      return;
    }
    const say: Say = (field, zh, en) =>
      problems.push({
        row: index,
        field,
        message: { zh: `第 ${n} 行 ${header.name_zh}: ${zh}`, en: `Row ${n} ${header.name_en}: ${en}` },
      });
    checkState(row, header, say);
    checkValue(row, header, say);
    checkMetric(row, header, metrics, say);

    const key = propertyRowKey(row);
    const first = firstRowOfKey.get(key);
    if (first === undefined) {
      firstRowOfKey.set(key, index);
    } else {
      say(
        'header_id',
        `与第 ${first + 1} 行重复（表头、标准、条件、状态均相同）`,
        `duplicates row ${first + 1} (same header, standard, condition and state)`,
      );
    }
  });
  return problems;
}
