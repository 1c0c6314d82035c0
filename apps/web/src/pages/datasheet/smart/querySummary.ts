/**
 * A stored query as a person reads it ("拉伸强度 ≥ 120 MPa · UL94 ∈ V-0/5VA ≤ 1.5 mm"), for the saved
 * searches' and presets' lists, where the JSON the URL carries would say little.
 */
import { checkStoredQuery, type SearchCondition } from '@console/contract';

export interface SummaryNames {
  header: (id: number) => string;
  unit: (code: string) => string;
}

function condition(c: SearchCondition, names: SummaryNames): string {
  const header = names.header(c.header_id);
  if (c.kind === 'rating') {
    const at = c.max_thickness === undefined ? '' : ` ≤ ${c.max_thickness} mm`;
    return `${header} ∈ ${c.any_of.join('/')}${at}`;
  }
  const unit = names.unit(c.unit);
  if (c.min !== undefined && c.max !== undefined) return `${header} ${c.min}–${c.max} ${unit}`;
  if (c.min !== undefined) return `${header} ≥ ${c.min} ${unit}`;
  return `${header} ≤ ${c.max} ${unit}`;
}

/** The conditions in order, then how many other filters the query has; the raw text when it does not read. */
export function summariseQuery(text: string, names: SummaryNames, others: (n: number) => string): string {
  const checked = checkStoredQuery(text);
  if (!checked.ok) return text;
  const { query } = checked;
  const parts = query.conditions.map((c) => condition(c, names));
  const filters =
    (query.category_id ? 1 : 0) +
    (query.family ? 1 : 0) +
    (query.company_id ? 1 : 0) +
    (query.features?.length ?? 0) +
    (query.fillers?.length ?? 0);
  if (filters > 0) parts.push(others(filters));
  return parts.join(' · ') || '—';
}
