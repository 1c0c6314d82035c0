/**
 * The choices of the grid's pickers, built once from the libraries: each option carries a `search` text
 * (both names, code, symbol) that typing filters locally, without a call per keystroke. Disabled library
 * rows are not offered; a row that already names one still shows its name (see `choiceLabel`).
 */
import {
  conditionLabel,
  hasConditionParts,
  type Locale,
  type PropertyState,
  propertyStates,
} from '@console/contract';
import type { LibraryIndex } from '../libraries.ts';

export interface PickOption {
  value: number | string;
  label: string;
  search: string;
}
export interface PickGroup {
  label: string;
  search: string;
  options: PickOption[];
}

const lower = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ').toLowerCase();

/** Typing filters by every word: "拉伸 iso" finds 拉伸强度 under ISO; groups match by their name too. */
export function matches(input: string, option: { search?: string } | undefined): boolean {
  const words = input.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = option?.search ?? '';
  return words.every((word) => haystack.includes(word));
}

/** Rows without the switch (older servers) count as enabled. */
const offered = (row: { enabled?: boolean }) => row.enabled !== false;

export function headerLabel(index: LibraryIndex, id: number, locale: Locale): string {
  const header = index.headers.get(id);
  return header ? (locale === 'zh' ? header.name_zh : header.name_en) : `#${id}`;
}

/** Headers grouped by root, in the libraries' order (roots by their sort, headers by theirs). */
export function headerOptions(index: LibraryIndex, locale: Locale): PickGroup[] {
  const groups = new Map<number | null, PickGroup>();
  const rootOrder = [...index.lists.roots].sort((a, b) => a.sort - b.sort || a.id - b.id);
  for (const root of rootOrder) {
    const label = locale === 'zh' ? root.name_zh : root.name_en;
    groups.set(root.id, { label, search: lower(root.name_zh, root.name_en), options: [] });
  }
  const headers = index.lists.headers.filter(offered).sort((a, b) => a.sort - b.sort || a.id - b.id);
  for (const header of headers) {
    const key = header.root_id !== null && groups.has(header.root_id) ? header.root_id : null;
    let group = groups.get(key);
    if (!group) {
      group = { label: locale === 'zh' ? '未分组' : 'No group', search: '', options: [] };
      groups.set(key, group);
    }
    const other = locale === 'zh' ? header.name_en : header.name_zh;
    group.options.push({
      value: header.id,
      label: locale === 'zh' ? header.name_zh : header.name_en,
      search: lower(header.name_zh, header.name_en, header.code, other, group.search),
    });
  }
  return [...groups.values()].filter((group) => group.options.length > 0);
}

export function standardOptions(index: LibraryIndex, locale: Locale): PickOption[] {
  return index.lists.standards.filter(offered).map((standard) => ({
    value: standard.id,
    label: standard.code,
    search: lower(standard.code, locale === 'zh' ? standard.title_zh : standard.title_en, standard.title_en),
  }));
}

/** Conditions labelled from their parts in SI (as they were measured), else by their stored label. */
export function conditionText(index: LibraryIndex, id: number, locale: Locale): string {
  const condition = index.conditions.get(id);
  if (!condition) return `#${id}`;
  return hasConditionParts(condition)
    ? conditionLabel(condition, { system: 'si', locale })
    : (condition.label ?? `#${id}`);
}

export function conditionOptions(index: LibraryIndex, locale: Locale): PickOption[] {
  return index.lists.conditions.map((condition) => {
    const label = conditionText(index, condition.id, locale);
    return { value: condition.id, label, search: lower(label, condition.label) };
  });
}

/** Only the units of the header's quantity: a stress never gets °C. */
export function metricOptions(index: LibraryIndex, quantity: string | undefined): PickOption[] {
  if (!quantity) return [];
  return index
    .metricsOf(quantity)
    .filter(offered)
    .map((metric) => ({
      value: metric.id,
      label: metric.symbol,
      search: lower(metric.symbol, metric.code, metric.name_zh, metric.name_en),
    }));
}

export function stateOptions(locale: Locale): PickOption[] {
  return (Object.keys(propertyStates) as PropertyState[]).map((state) => ({
    value: state,
    label: propertyStates[state][locale],
    search: lower(propertyStates[state].zh, propertyStates[state].en, state),
  }));
}

/** The name of a chosen row whatever its state (a disabled header an old sheet still names). */
export function choiceLabel(
  index: LibraryIndex,
  cell: 'header' | 'standard' | 'condition' | 'metric',
  id: number,
  locale: Locale,
): string {
  switch (cell) {
    case 'header':
      return headerLabel(index, id, locale);
    case 'standard':
      return index.standards.get(id)?.code ?? `#${id}`;
    case 'condition':
      return conditionText(index, id, locale);
    case 'metric':
      return index.metrics.get(id)?.symbol ?? `#${id}`;
  }
}
