/**
 * The demo datasheet domain as plain data, every reference by code or key rather than by id: what the
 * generator produces and the writer resolves into rows. Being free of ids and times, it is also what the
 * determinism of the generator is judged on.
 */
import type { ConditionParts, Quantity } from '@console/contract';

export type UnitSystem = 'si' | 'imperial';
export type PropertyState = 'dry' | 'conditioned';

export interface NamedRow {
  code: string;
  name_zh: string;
  name_en: string;
  description?: string;
}

export interface HeaderSpec {
  code: string;
  name_zh: string;
  name_en: string;
  root: string;
  quantity: Quantity;
  /** Unit codes of the catalogue: the default metric (SI) and what imperial sheets write. */
  unit: { si: string; imperial: string } | null;
  value_kind: 'number' | 'range' | 'text';
  better: 'higher' | 'lower' | 'none';
  has_state?: boolean;
  smart?: boolean;
  attach?: boolean;
  /** Test methods by system, by standard code. */
  standard?: { iso?: string; astm?: string; gb?: string };
}

export interface SmartEntry {
  header: string;
  name_zh: string;
  name_en: string;
  widget: 'range' | 'minimum' | 'maximum' | 'options';
  unit?: string;
  min?: number;
  max?: number;
  step?: number;
  choices?: string;
}

export interface StandardSpec {
  code: string;
  organisation: string;
  title_zh: string;
  title_en: string;
}

export interface CategorySpec {
  code: string;
  name_zh: string;
  name_en: string;
  children?: readonly CategorySpec[];
}

export interface FillerSpec extends NamedRow {
  abbreviation: string;
}

export interface OriginSpec {
  raw: string;
  /** The canonical row (header or standard code) it is already mapped to. */
  mapped?: string;
  ignored?: boolean;
  seen_count: number;
  source: string;
}

export interface TrademarkSpec {
  name: string;
  /** Resins (category codes) sold under it. */
  resins: readonly string[];
}

export interface CompanySpec {
  key: string;
  name_zh: string;
  name_en: string;
  short_name: string;
  country: string;
  region: 'global' | 'china' | 'asia_pacific' | 'europe' | 'americas';
  /** Sheets written in imperial units (ASTM methods), as North-American makers publish them. */
  imperial?: boolean;
  trademarks: readonly TrademarkSpec[];
  /** How its grades are named (see grades.ts). */
  style: string;
  prefix: string;
}

export interface DemoProperty {
  header: string;
  standard: string | null;
  /** Key of a condition in `conditions`. */
  condition: string | null;
  state: PropertyState | null;
  value: number | null;
  value_min: number | null;
  value_max: number | null;
  value_text: string;
  /** Unit code; null for text rows. */
  metric: string | null;
}

export interface DemoSheet {
  grade: string;
  company: string;
  trademark: string | null;
  /** Level-3 category code. */
  category: string;
  fillers: { filler: string; percent: number }[];
  features: string[];
  appliances: string[];
  processing_modes: string[];
  form: string | null;
  colour: string;
  region: CompanySpec['region'];
  remarks: string;
  status: number;
  enabled: boolean;
  system: UnitSystem;
  /** Days before the seed's `now`: when the sheet was added and last changed. */
  created_days_ago: number;
  updated_days_ago: number;
  properties: DemoProperty[];
}

export interface DemoData {
  headerRoots: readonly NamedRow[];
  headers: readonly HeaderSpec[];
  smartEntries: readonly SmartEntry[];
  headerOrigins: readonly OriginSpec[];
  standards: readonly StandardSpec[];
  standardOrigins: readonly OriginSpec[];
  conditions: Readonly<Record<string, ConditionParts>>;
  appliances: readonly NamedRow[];
  fillers: readonly FillerSpec[];
  features: readonly NamedRow[];
  processingModes: readonly NamedRow[];
  forms: readonly NamedRow[];
  categories: readonly CategorySpec[];
  companies: readonly CompanySpec[];
  sheets: readonly DemoSheet[];
}
