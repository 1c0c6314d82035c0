/**
 * What the parametric search form offers, read in one call by the advanced search: the smart headers in the
 * order of their entries, the units chosen under `smart/unit` with the default system, and the presets.
 * The rules here (which unit a new condition starts in, which quantities would be left without a unit) are
 * shared by the unit screen, the search form and the server.
 */
import { z } from 'zod';
import type { SearchCondition, SmartQuery } from './search.ts';
import { smartQuerySchema } from './search.ts';
import { preferredUnitCode, type UnitSystem } from './units.ts';

/** The setting key holding the search's default unit system (`si` or `imperial`). */
export const SEARCH_DEFAULT_SYSTEM_SETTING = 'datasheet.search.default_system';
export const unitSystemSchema = z.enum(['si', 'imperial']);

export function parseDefaultSystem(value: unknown): UnitSystem {
  const parsed = unitSystemSchema.safeParse(value);
  return parsed.success ? parsed.data : 'si';
}

/** One enabled metric with the choice made for it. */
export interface SmartUnitChoice {
  metric_id: number;
  code: string;
  symbol: string;
  name_zh: string;
  name_en: string;
  quantity: string;
  system: UnitSystem | 'both';
  offered: boolean;
}

/** `GET /ds/smart/units`: every enabled metric, by quantity in catalogue order, and the default system. */
export interface SmartUnitsView {
  default_system: UnitSystem;
  units: SmartUnitChoice[];
}

export const smartUnitsSaveSchema = z.strictObject({
  default_system: unitSystemSchema,
  offered: z
    .array(z.strictObject({ metric_id: z.number().int().positive(), offered: z.boolean() }))
    .max(2000),
});
export type SmartUnitsSave = z.infer<typeof smartUnitsSaveSchema>;

/** Quantities that have enabled units but none offered: the search could not ask for them. */
export function quantitiesWithoutUnits(units: readonly Pick<SmartUnitChoice, 'quantity' | 'offered'>[]) {
  const offered = new Map<string, boolean>();
  for (const unit of units) offered.set(unit.quantity, (offered.get(unit.quantity) ?? false) || unit.offered);
  return [...offered].filter(([, any]) => !any).map(([quantity]) => quantity);
}

/** `POST /ds/smart/options/order`: every smart header entry's id, in the order wanted. */
export const smartOrderSchema = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1).max(1000),
});

/** The gap between two entries' `sort` after a reorder, so one can later be put between two by hand. */
export const SMART_ORDER_STEP = 10;

export interface SmartOptionUnit {
  code: string;
  symbol: string;
  quantity: string;
  system: UnitSystem | 'both';
}

export interface SmartOptionHeader {
  /** The header's id (what a condition names). */
  id: number;
  /** The search label of its entry. */
  name_zh: string;
  name_en: string;
  quantity: string;
  value_kind: string;
  /** For a rating header: the classes offered (the entry's choices). */
  choices: string[];
}

export interface SmartPreset {
  id: number;
  name_zh: string;
  name_en: string;
  query: SmartQuery;
}

/** `GET /ds/smart/options`. */
export interface SmartOptions {
  default_system: UnitSystem;
  headers: SmartOptionHeader[];
  units: SmartOptionUnit[];
  presets: SmartPreset[];
}

/** The offered units of a quantity, in the order given. */
export function offeredUnitsOf(quantity: string | undefined, units: readonly SmartOptionUnit[]) {
  return units.filter((unit) => unit.quantity === quantity);
}

/**
 * The unit a new condition on this quantity starts in: the default system's preferred unit when it is
 * offered, else the first offered unit of that system (or of both), else the first offered one.
 */
export function defaultUnitOf(
  quantity: string | undefined,
  units: readonly SmartOptionUnit[],
  system: UnitSystem,
): string | undefined {
  if (!quantity) return undefined;
  const offered = offeredUnitsOf(quantity, units);
  const preferred = preferredUnitCode(quantity, system);
  return (
    offered.find((unit) => unit.code === preferred)?.code ??
    offered.find((unit) => unit.system === system || unit.system === 'both')?.code ??
    offered[0]?.code
  );
}

/** A new condition on a header, as the form starts it. */
export function startCondition(
  header: SmartOptionHeader,
  units: readonly SmartOptionUnit[],
  system: UnitSystem,
): SearchCondition {
  if (header.value_kind === 'text') {
    return { kind: 'rating', header_id: header.id, any_of: [header.choices.at(-1) ?? 'V-0'] };
  }
  return {
    kind: 'range',
    header_id: header.id,
    unit: defaultUnitOf(header.quantity, units, system) ?? '',
    min: 0,
  };
}

/**
 * A stored query (a preset's or a saved search's) checked as the search reads it: the query, or the reason
 * it is refused, in both languages.
 */
export function checkStoredQuery(
  text: string,
): { ok: true; query: SmartQuery } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = smartQuerySchema.safeParse(json);
  if (parsed.success) return { ok: true, query: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, reason: issue ? `${issue.path.join('.') || 'query'}: ${issue.message}` : 'invalid' };
}
