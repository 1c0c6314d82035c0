/**
 * The list query protocol of every family (`GET {base}/list` and `/export`): page, size, sort and the
 * declared filters. Anything not declared is refused, so no client text ever reaches SQL as a name.
 */
import {
  MAX_PAGE_SIZE,
  RANGE_FROM_SUFFIX,
  RANGE_TO_SUFFIX,
  type ResourceDef,
  type ResourceField,
  ResultCode,
} from '@console/contract';
import { AppError } from '../core/errors.ts';
import type { LocalText } from '../core/messages.ts';

export type FilterValue =
  | { op: 'eq'; field: ResourceField; value: string | number | boolean }
  | { op: 'contains'; field: ResourceField; value: string }
  | { op: 'in'; field: ResourceField; values: (string | number)[] }
  | { op: 'range'; field: ResourceField; from?: number | Date | string; to?: number | Date | string }
  /** A reference to a tree family: the row's target is one of `ids` or below one of them. */
  | { op: 'subtree'; field: ResourceField; ids: number[] };

export interface ListQuery {
  page: number;
  size: number;
  sort: { field: string; order: 'asc' | 'desc' };
  filters: FilterValue[];
}

/** Longest filter text; a longer one is refused rather than truncated. */
const MAX_FILTER_LENGTH = 200;
/** Most values of one enum filter. */
const MAX_ENUM_VALUES = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO date-time that says which instant it is: `Z` or an offset, never a wall time of unknown zone. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

function invalid(zh: string, en: string): AppError {
  return new AppError(ResultCode.invalid, { zh, en });
}

function label(field: ResourceField): LocalText {
  return field.label;
}

function parseInteger(field: ResourceField, raw: string): number {
  if (!/^-?\d{1,15}$/.test(raw)) {
    throw invalid(`${label(field).zh}: 应为整数`, `${label(field).en}: must be a whole number`);
  }
  return Number(raw);
}

function parseNumber(field: ResourceField, raw: string): number {
  if (!/^-?\d{1,15}(\.\d{1,10})?$/.test(raw)) {
    throw invalid(`${label(field).zh}: 应为数字`, `${label(field).en}: must be a number`);
  }
  return Number(raw);
}

function parseBoolean(field: ResourceField, raw: string): boolean {
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw invalid(`${label(field).zh}: 应为 true 或 false`, `${label(field).en}: must be true or false`);
}

function parseInstant(field: ResourceField, raw: string, edge: 'from' | 'to'): Date | string {
  if (field.kind === 'date') {
    if (!DAY.test(raw)) {
      throw invalid(`${label(field).zh}: 日期格式应为 YYYY-MM-DD`, `${label(field).en}: must be YYYY-MM-DD`);
    }
    return raw;
  }
  // A bare day (kept for API callers) covers the whole day in the server's time zone: from its first instant
  // to its last. The console sends the edges of the person's own local day as instants with their offset.
  const day = DAY.test(raw);
  const text = day ? `${raw}T${edge === 'from' ? '00:00:00.000' : '23:59:59.999'}` : plusFromQuery(raw);
  const date = new Date(text);
  if ((!day && !INSTANT.test(text)) || Number.isNaN(date.getTime())) {
    throw invalid(
      `${label(field).zh}: 应为 YYYY-MM-DD 或带时区的时间（如 2026-11-20T00:00:00+08:00）`,
      `${label(field).en}: must be YYYY-MM-DD or a date-time with its offset (e.g. 2026-11-20T00:00:00+08:00)`,
    );
  }
  return date;
}

/** An unencoded `+` of an offset arrives as a space (`…T00:00:00 08:00`): read it as the `+` it was. */
function plusFromQuery(raw: string): string {
  return raw.replace(/ (\d{2}:\d{2})$/, '+$1');
}

/** The field whose kind a filter value takes: a children filter compares one of its child fields. */
function comparedField(field: ResourceField): ResourceField {
  if (field.kind !== 'children') return field;
  const child = field.fields.find((f) => f.name === field.filterField);
  if (!child) throw new Error(`${field.name}: filterField names no child field`);
  return child;
}

/** One scalar value of a filter, typed by the field's kind. */
function parseScalar(declared: ResourceField, raw: string): string | number | boolean {
  const field = comparedField(declared);
  switch (field.kind) {
    case 'integer':
    case 'reference':
    case 'multiReference':
      return parseInteger(field, raw);
    case 'decimal':
      return parseNumber(field, raw);
    case 'boolean':
      return parseBoolean(field, raw);
    case 'enum': {
      const option = field.options.find((o) => String(o.value) === raw);
      if (!option) {
        const allowed = field.options.map((o) => String(o.value)).join(', ');
        throw invalid(
          `${label(field).zh}: 取值必须是 ${allowed} 之一`,
          `${label(field).en}: must be one of ${allowed}`,
        );
      }
      return option.value;
    }
    default:
      return raw;
  }
}

function parseRangeEdge(field: ResourceField, raw: string, edge: 'from' | 'to'): number | Date | string {
  if (field.kind === 'datetime' || field.kind === 'date') return parseInstant(field, raw, edge);
  return field.kind === 'integer' ? parseInteger(field, raw) : parseNumber(field, raw);
}

function single(key: string, value: unknown): string {
  if (Array.isArray(value))
    throw invalid(`参数 ${key} 只能出现一次`, `parameter ${key} may appear only once`);
  const text = String(value ?? '');
  if (text.length > MAX_FILTER_LENGTH) {
    throw invalid(`参数 ${key} 过长`, `parameter ${key} is too long`);
  }
  return text;
}

function pageNumber(key: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw invalid(`${key} 应为 1 到 ${max} 之间的整数`, `${key} must be a whole number from 1 to ${max}`);
  }
  return Number(raw);
}

/** Fields a list may be sorted by: the declared sortable ones and `id`. */
export function sortableFields(def: ResourceDef): string[] {
  return ['id', ...def.fields.filter((field) => field.sortable).map((field) => field.name)];
}

/**
 * Parses a list query string. Keys: `page`, `size`, `sort` (`field` / `-field`), and for each declared
 * filter: `field` (exact, contains, enum as `a,b`) or `field_from` / `field_to` (range, dateRange).
 * `extraKeys` are keys the caller reads itself (e.g. `q` of `/options`).
 */
export function parseListQuery(
  def: ResourceDef,
  query: Record<string, unknown>,
  extraKeys: readonly string[] = [],
): ListQuery {
  const filterKeys = new Map<string, { field: ResourceField; edge?: 'from' | 'to' }>();
  for (const field of def.fields) {
    if (!field.filter) continue;
    if (field.filter === 'range' || field.filter === 'dateRange') {
      filterKeys.set(`${field.name}${RANGE_FROM_SUFFIX}`, { field, edge: 'from' });
      filterKeys.set(`${field.name}${RANGE_TO_SUFFIX}`, { field, edge: 'to' });
    } else {
      filterKeys.set(field.name, { field });
    }
  }

  const ranges = new Map<ResourceField, { from?: number | Date | string; to?: number | Date | string }>();
  const filters: FilterValue[] = [];
  let page: string | undefined;
  let size: string | undefined;
  let sortText: string | undefined;
  for (const [key, rawValue] of Object.entries(query)) {
    const raw = single(key, rawValue);
    if (key === 'page') page = raw;
    else if (key === 'size') size = raw;
    else if (key === 'sort') sortText = raw;
    else if (extraKeys.includes(key)) continue;
    else {
      const target = filterKeys.get(key);
      if (!target) throw invalid(`不支持的筛选字段 ${key}`, `unknown filter ${key}`);
      if (raw === '') continue;
      const { field, edge } = target;
      if (edge) {
        const range = ranges.get(field) ?? {};
        range[edge] = parseRangeEdge(field, raw, edge);
        ranges.set(field, range);
      } else if (field.filter === 'contains') {
        filters.push({ op: 'contains', field, value: raw });
      } else if (field.filter === 'subtree') {
        const parts = raw.split(',').filter((part) => part !== '');
        if (parts.length > MAX_ENUM_VALUES) throw invalid(`${key} 取值过多`, `too many values for ${key}`);
        filters.push({ op: 'subtree', field, ids: parts.map((part) => parseInteger(field, part)) });
      } else if (field.filter === 'enum') {
        const parts = raw.split(',').filter((part) => part !== '');
        if (parts.length > MAX_ENUM_VALUES) throw invalid(`${key} 取值过多`, `too many values for ${key}`);
        filters.push({
          op: 'in',
          field,
          values: parts.map((part) => parseScalar(field, part) as string | number),
        });
      } else {
        filters.push({ op: 'eq', field, value: parseScalar(field, raw) });
      }
    }
  }
  for (const [field, range] of ranges) filters.push({ op: 'range', field, ...range });

  const sortable = sortableFields(def);
  let sort = { field: def.defaultSort.field, order: def.defaultSort.order } as ListQuery['sort'];
  if (sortText) {
    const descending = sortText.startsWith('-');
    const name = descending ? sortText.slice(1) : sortText;
    if (!sortable.includes(name)) throw invalid(`不支持按 ${name} 排序`, `cannot sort by ${name}`);
    sort = { field: name, order: descending ? 'desc' : 'asc' };
  }

  return {
    page: pageNumber('page', page, 1, 1_000_000),
    size: pageNumber('size', size, def.pageSize ?? 20, MAX_PAGE_SIZE),
    sort,
    filters,
  };
}
