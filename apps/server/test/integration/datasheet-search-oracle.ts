/**
 * The generated sheets of the parametric-search test and the brute-force filter it compares the server
 * with: sheets with values in SI and imperial units, single values and min–max ranges, dry and conditioned,
 * ratings at two thicknesses, fillers and features; random queries over them; and the filter, written from the
 * contract's words, not from the server's SQL. Seeded, so every run makes the same sheets and queries.
 */
import type { SearchCondition, SmartQueryInput } from '@console/contract';
import { mulberry32 as random } from '../../src/modules/seed/datasheet-demo/random.ts';
import type { DatasheetLibrary } from './datasheet-fixtures.ts';

const rnd = random(20260101);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
const round2 = (value: number) => Math.round(value * 100) / 100;

export interface Unit {
  id: number;
  code: string;
  factor: number;
  offset: number;
}
export interface Row {
  header_id: number;
  condition_id?: number;
  state?: string;
  value?: number;
  value_min?: number;
  value_max?: number;
  value_text?: string;
  metric_id?: number;
}
export interface Sheet {
  id: number;
  dsno: string;
  company_id: number;
  category_id: number;
  fillers: { filler_id: number; percent: number }[];
  features: number[];
  properties: Row[];
}

/** What the generated sheets are made of, and the sheets once stored (their ids and DSNOs). */
export interface SearchWorld {
  lib: DatasheetLibrary & { conditions: { t30: number } };
  units: Record<string, Unit>;
  /** Thickness in mm of each thickness condition. */
  thickness: Record<number, number>;
  companies: number[];
  sheets: Sheet[];
}

/** A number in base units written in either unit of a pair, as a single value or a min–max range. */
function numberRow(
  header_id: number,
  base: number,
  spread: number,
  pair: [Unit, Unit],
  extra: Partial<Row>,
): Row {
  const u = pick(pair);
  const inUnit = (b: number) => round2((b - u.offset) / u.factor);
  if (rnd() < 0.25) {
    const lo = base - rnd() * spread;
    return {
      header_id,
      metric_id: u.id,
      value_min: inUnit(lo),
      value_max: inUnit(lo + rnd() * spread),
      ...extra,
    };
  }
  return { header_id, metric_id: u.id, value: inUnit(base), ...extra };
}

export function generateSheet(world: SearchWorld): Omit<Sheet, 'id' | 'dsno'> {
  const { lib, units, companies } = world;
  const { headers, conditions } = lib;
  const properties: Row[] = [];
  if (rnd() < 0.9) {
    properties.push(
      numberRow(headers.density, 0.9 + rnd() * 1.1, 0.1, [units.gcm3, units.lbin3] as [Unit, Unit], {}),
    );
  }
  for (const state of ['dry', 'conditioned']) {
    if (rnd() < 0.8) {
      properties.push(
        numberRow(headers.tensile, 20 + rnd() * 230, 20, [units.MPa, units.psi] as [Unit, Unit], {
          state,
          condition_id: conditions.c23,
        }),
      );
    }
  }
  for (const condition_id of [conditions.hdt18, conditions.hdt045]) {
    if (rnd() < 0.7) {
      properties.push(
        numberRow(headers.hdt, 50 + rnd() * 250, 15, [units.degC, units.degF] as [Unit, Unit], {
          condition_id,
        }),
      );
    }
  }
  for (const condition_id of [conditions.t15, conditions.t30]) {
    if (rnd() < 0.6) {
      properties.push({
        header_id: headers.ul94,
        condition_id,
        value_text: pick(['HB', 'V-2', 'V-1', 'V-0', '5VA']),
      });
    }
  }
  const fillers =
    rnd() < 0.6
      ? [{ filler_id: pick([lib.fillers.glass, lib.fillers.talc]), percent: pick([10, 15, 20, 30, 40, 50]) }]
      : [];
  const features = [lib.features.flameRetardant, lib.features.highFlow].filter(() => rnd() < 0.4);
  return {
    company_id: pick(companies),
    category_id: pick([lib.categories.pa66, lib.categories.pa6, lib.categories.pbt]),
    fillers,
    features,
    properties,
  };
}

// --- the brute-force filter, written from the contract's words, not from the server's SQL ---

const base = (units: Record<string, Unit>, row: Row, side: 'lo' | 'hi'): number | null => {
  const u = Object.values(units).find((x) => x.id === row.metric_id);
  const f = u?.factor ?? 1;
  const o = u?.offset ?? 0;
  const single = row.value ?? (side === 'lo' ? row.value_min : row.value_max);
  if (single !== undefined) return single * f + o;
  if ((side === 'lo' ? row.value_max : row.value_min) !== undefined)
    return side === 'lo' ? -Infinity : Infinity;
  return null;
};

function meets({ units, thickness }: SearchWorld, sheet: Sheet, condition: SearchCondition): boolean {
  if (condition.kind === 'rating') {
    return sheet.properties.some(
      (row) =>
        row.header_id === condition.header_id &&
        condition.any_of.map((x) => x.toUpperCase()).includes((row.value_text ?? '').toUpperCase()) &&
        (condition.max_thickness === undefined ||
          (row.condition_id !== undefined &&
            (thickness[row.condition_id] ?? Infinity) <= condition.max_thickness)),
    );
  }
  const u = units[
    condition.unit === 'g/cm3' ? 'gcm3' : condition.unit === 'lb/in3' ? 'lbin3' : condition.unit
  ] as Unit;
  const lo = condition.min === undefined ? undefined : condition.min * u.factor + u.offset;
  const hi = condition.max === undefined ? undefined : condition.max * u.factor + u.offset;
  return sheet.properties.some((row) => {
    if (row.header_id !== condition.header_id) return false;
    if (condition.condition_id !== undefined && row.condition_id !== condition.condition_id) return false;
    if (condition.state !== undefined && row.state !== condition.state) return false;
    const rowLo = base(units, row, 'lo');
    const rowHi = base(units, row, 'hi');
    if (rowLo === null || rowHi === null) return false;
    if (lo !== undefined && rowLo < lo) return false;
    return hi === undefined || rowHi <= hi;
  });
}

/** The sheets of `world` that `query` should find, in its order. */
export function bruteForce(world: SearchWorld, query: SmartQueryInput): Sheet[] {
  const { lib, sheets } = world;
  const subtree: Record<number, number[]> = {
    [lib.categories.pa]: [lib.categories.pa, lib.categories.pa66, lib.categories.pa6],
  };
  return sheets
    .filter((sheet) => {
      if (query.company_id !== undefined && sheet.company_id !== query.company_id) return false;
      if (
        query.category_id !== undefined &&
        !(subtree[query.category_id] ?? [query.category_id]).includes(sheet.category_id)
      ) {
        return false;
      }
      if ((query.features ?? []).some((feature) => !sheet.features.includes(feature))) return false;
      for (const filler of query.fillers ?? []) {
        const ok = sheet.fillers.some(
          (f) =>
            f.filler_id === filler.filler_id &&
            (filler.min === undefined || f.percent >= filler.min) &&
            (filler.max === undefined || f.percent <= filler.max),
        );
        if (!ok) return false;
      }
      return (query.conditions ?? []).every((condition) => meets(world, sheet, condition));
    })
    .sort((a, b) => (query.order === 'asc' ? 1 : -1) * a.dsno.localeCompare(b.dsno));
}

/** A random query: one to three conditions drawn from ranges in either unit, ratings, and sheet filters. */
export function randomQuery({ lib, units, companies }: SearchWorld): SmartQueryInput {
  const conditions: SearchCondition[] = [];
  const count = 1 + Math.floor(rnd() * 3);
  const bounds = (lowBase: number, width: number, u: Unit) => {
    const lo = lowBase + rnd() * width;
    const hi = lo + rnd() * width;
    const inU = (b: number) => round2((b - u.offset) / u.factor);
    const r = rnd();
    return r < 0.2 ? { min: inU(lo) } : r < 0.4 ? { max: inU(hi) } : { min: inU(lo), max: inU(hi) };
  };
  for (let i = 0; i < count; i++) {
    const which = pick(['density', 'tensile', 'hdt', 'ul94']);
    if (which === 'density') {
      const u = pick([units.gcm3, units.lbin3]) as Unit;
      conditions.push({
        kind: 'range',
        header_id: lib.headers.density,
        unit: u.code,
        ...bounds(0.9, 0.7, u),
      });
    } else if (which === 'tensile') {
      const u = pick([units.MPa, units.psi]) as Unit;
      const state = pick([undefined, 'dry', 'conditioned'] as const);
      conditions.push({
        kind: 'range',
        header_id: lib.headers.tensile,
        unit: u.code,
        ...bounds(20, 150, u),
        ...(state ? { state } : {}),
      });
    } else if (which === 'hdt') {
      const u = pick([units.degC, units.degF]) as Unit;
      const condition_id = pick([undefined, lib.conditions.hdt18, lib.conditions.hdt045]);
      conditions.push({
        kind: 'range',
        header_id: lib.headers.hdt,
        unit: u.code,
        ...bounds(50, 180, u),
        ...(condition_id ? { condition_id } : {}),
      });
    } else {
      const any_of = ['HB', 'V-2', 'V-1', 'V-0', '5VA'].filter(() => rnd() < 0.4);
      conditions.push({
        kind: 'rating',
        header_id: lib.headers.ul94,
        any_of: any_of.length ? any_of : ['v-0'],
        ...(rnd() < 0.5 ? { max_thickness: pick([1.5, 2, 3]) } : {}),
      });
    }
  }
  const query: SmartQueryInput = {
    conditions,
    sort: 'dsno',
    order: pick(['asc', 'desc'] as const),
    size: 100,
  };
  if (rnd() < 0.2) query.category_id = pick([lib.categories.pa, lib.categories.pbt]);
  if (rnd() < 0.15) query.company_id = pick(companies);
  if (rnd() < 0.15) query.features = [pick([lib.features.flameRetardant, lib.features.highFlow])];
  if (rnd() < 0.2)
    query.fillers = [{ filler_id: lib.fillers.glass, min: pick([10, 20]), max: pick([30, 50]) }];
  return query;
}
