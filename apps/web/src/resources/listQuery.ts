/**
 * The state of a list screen (page, size, sort, filters) and its two encodings: the console URL's query
 * (what reload and back restore) and the API query of `GET {base}/list` and `/export`. Pure.
 */
import {
  PAGE_SIZES,
  RANGE_FROM_SUFFIX,
  RANGE_TO_SUFFIX,
  type ResourceDef,
  type ResourceField,
} from '@console/contract';

export type SortOrder = 'asc' | 'desc';
export interface ListSort {
  field: string;
  order: SortOrder;
}

export interface RangeValue<T> {
  from?: T;
  to?: T;
}

/**
 * A filter's value by the field's filter kind: exact / contains → string (booleans `true|false`, references
 * the id); enum → the chosen option values; range → numbers; dateRange → days `YYYY-MM-DD`.
 */
export type FilterValue = string | readonly (string | number)[] | RangeValue<number> | RangeValue<string>;

export interface ListQuery {
  page: number;
  size: number;
  /** null: the declaration's default sort. */
  sort: ListSort | null;
  filters: Readonly<Record<string, FilterValue>>;
}

export const DEFAULT_PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function defaultPageSize(def: ResourceDef): number {
  const size = def.pageSize ?? DEFAULT_PAGE_SIZE;
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

export function emptyListQuery(def: ResourceDef): ListQuery {
  return { page: 1, size: defaultPageSize(def), sort: null, filters: {} };
}

/** The filters a person sets: a view's preset fields are fixed by the view, not offered. */
export function filterableFields(def: ResourceDef): ResourceField[] {
  return def.fields.filter((f) => f.filter && !f.secret && !(def.preset && f.name in def.preset));
}

/** Filters whose values are row ids (references, links, child rows' references, subtrees). */
function takesIds(field: ResourceField): boolean {
  return (
    field.filter === 'subtree' ||
    field.kind === 'reference' ||
    field.kind === 'multiReference' ||
    field.kind === 'children'
  );
}

/** Fields the list can be sorted by: the declared sortable ones. */
export function isSortable(def: ResourceDef, name: string): boolean {
  return def.fields.some((f) => f.name === name && f.sortable && !f.secret);
}

/** `-created_at` → created_at desc; `name` → name asc; anything not sortable → null. */
export function parseSort(def: ResourceDef, raw: string | null): ListSort | null {
  if (!raw) return null;
  const desc = raw.startsWith('-');
  const field = desc ? raw.slice(1) : raw;
  return isSortable(def, field) ? { field, order: desc ? 'desc' : 'asc' } : null;
}

export function formatSort(sort: ListSort): string {
  return sort.order === 'desc' ? `-${sort.field}` : sort.field;
}

export function effectiveSort(def: ResourceDef, query: ListQuery): ListSort {
  return query.sort ?? def.defaultSort;
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

function number(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

function day(raw: string | null): string | undefined {
  return raw !== null && DAY.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
}

/** The option values of an enum field in their declared type (numbers stay numbers). */
function enumValues(field: ResourceField, raw: string): (string | number)[] {
  if (takesIds(field))
    return raw
      .split(',')
      .filter((part) => /^\d+$/.test(part))
      .map(Number);
  if (field.kind !== 'enum') return raw.split(',').filter(Boolean);
  const wanted = new Set(raw.split(','));
  return field.options.filter((o) => wanted.has(String(o.value))).map((o) => o.value);
}

function readFilter(field: ResourceField, params: URLSearchParams): FilterValue | undefined {
  const name = field.name;
  switch (field.filter) {
    case 'exact':
    case 'contains': {
      const value = params.get(name);
      if (value === null || value === '') return undefined;
      if (field.kind === 'boolean' && value !== 'true' && value !== 'false') return undefined;
      return value;
    }
    case 'enum':
    case 'subtree': {
      const raw = params.get(name);
      const values = raw ? enumValues(field, raw) : [];
      return values.length ? values : undefined;
    }
    case 'range': {
      const from = number(params.get(name + RANGE_FROM_SUFFIX));
      const to = number(params.get(name + RANGE_TO_SUFFIX));
      return from === undefined && to === undefined ? undefined : { from, to };
    }
    case 'dateRange': {
      const from = day(params.get(name + RANGE_FROM_SUFFIX));
      const to = day(params.get(name + RANGE_TO_SUFFIX));
      return from === undefined && to === undefined ? undefined : { from, to };
    }
    default:
      return undefined;
  }
}

/**
 * Filters a screen opens with, by field name (see ResourceExtension.defaultFilters). A field the URL names, even
 * empty (`status=`), is the person's choice and overrides its default.
 */
export type DefaultFilters = Readonly<Record<string, FilterValue>>;

function namedInUrl(field: ResourceField, params: URLSearchParams): boolean {
  return (
    params.has(field.name) ||
    params.has(field.name + RANGE_FROM_SUFFIX) ||
    params.has(field.name + RANGE_TO_SUFFIX)
  );
}

/** Reads the console URL's query; anything invalid or unknown falls back to the defaults. */
export function parseListQuery(
  def: ResourceDef,
  params: URLSearchParams,
  defaults: DefaultFilters = {},
): ListQuery {
  const sizeParam = positiveInt(params.get('size'));
  const size =
    sizeParam !== undefined && (PAGE_SIZES as readonly number[]).includes(sizeParam)
      ? sizeParam
      : defaultPageSize(def);
  const filters: Record<string, FilterValue> = {};
  for (const field of filterableFields(def)) {
    const value = readFilter(field, params);
    const fallback = defaults[field.name];
    if (value !== undefined) filters[field.name] = value;
    else if (fallback !== undefined && !namedInUrl(field, params)) filters[field.name] = fallback;
  }
  return {
    page: positiveInt(params.get('page')) ?? 1,
    size,
    sort: parseSort(def, params.get('sort')),
    filters,
  };
}

/** A filter's `name → value` pairs in the console's own notation (days stay days). */
function filterEntries(field: ResourceField, value: FilterValue): [string, string][] {
  if (typeof value === 'string') return value === '' ? [] : [[field.name, value]];
  if (Array.isArray(value)) return value.length ? [[field.name, value.join(',')]] : [];
  const range = value as RangeValue<number | string>;
  const out: [string, string][] = [];
  if (range.from !== undefined && range.from !== '')
    out.push([field.name + RANGE_FROM_SUFFIX, String(range.from)]);
  if (range.to !== undefined && range.to !== '') out.push([field.name + RANGE_TO_SUFFIX, String(range.to)]);
  return out;
}

const sameEntries = (a: [string, string][], b: [string, string][]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The console URL's query: only what differs from the defaults, so a plain visit keeps a plain URL. A filter
 * with a default that the person emptied is written empty (`status=`), so it stays empty on reload.
 */
export function toSearchParams(
  def: ResourceDef,
  query: ListQuery,
  defaults: DefaultFilters = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of filterableFields(def)) {
    const value = query.filters[field.name];
    const entries = value === undefined ? [] : filterEntries(field, value);
    const fallback = defaults[field.name];
    if (fallback !== undefined) {
      if (sameEntries(entries, filterEntries(field, fallback))) continue;
      if (entries.length === 0) params.set(field.name, '');
    }
    for (const [k, v] of entries) params.set(k, v);
  }
  if (query.sort && formatSort(query.sort) !== formatSort(def.defaultSort)) {
    params.set('sort', formatSort(query.sort));
  }
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== defaultPageSize(def)) params.set('size', String(query.size));
  return params;
}

/** An instant as ISO 8601 in the browser's local time with its offset: `2024-03-01T00:00:00.000+08:00`. */
export function localIsoString(date: Date): string {
  const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/**
 * Start (00:00:00.000) or end (23:59:59.999) of a day in the browser's time zone, as an instant with its
 * offset: the server reads it exactly, whatever its own zone (a bare day would be the server's day).
 */
export function dayBoundary(dayText: string, end: boolean): string {
  const [y, m, d] = dayText.split('-').map(Number) as [number, number, number];
  const date = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d, 0, 0, 0, 0);
  return localIsoString(date);
}

/** Filters only, as the API reads them (for `/list` and `/export`). */
export function apiFilterParams(def: ResourceDef, query: ListQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(def.preset ?? {})) out[name] = String(value);
  for (const field of filterableFields(def)) {
    const value = query.filters[field.name];
    if (value === undefined) continue;
    for (const [key, text] of filterEntries(field, value)) {
      // A day range on a datetime field covers whole days: from its first to its last millisecond.
      if (field.filter === 'dateRange' && field.kind === 'datetime') {
        out[key] = dayBoundary(text, key.endsWith(RANGE_TO_SUFFIX));
      } else {
        out[key] = text;
      }
    }
  }
  return out;
}

/** The API query of `GET {base}/list`: page, size, sort always explicit, then the filters. */
export function toApiQuery(def: ResourceDef, query: ListQuery): Record<string, string | number> {
  return {
    page: query.page,
    size: query.size,
    sort: formatSort(effectiveSort(def, query)),
    ...apiFilterParams(def, query),
  };
}

/** The API query of `GET {base}/export`: the same filters and sort, without paging. */
export function toExportQuery(def: ResourceDef, query: ListQuery): Record<string, string> {
  return { sort: formatSort(effectiveSort(def, query)), ...apiFilterParams(def, query) };
}
