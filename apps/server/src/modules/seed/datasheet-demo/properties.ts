/**
 * A grade's property grid as one sheet writes it: which rows (ISO rows on SI sheets, ASTM rows on imperial
 * ones), their standard, condition, dry/conditioned state and unit, values rounded as datasheets print them.
 * Imperial values are the SI values converted with the contract's `convert`, so a grade reads the same in
 * either system.
 */
import { convert, roundSignificant, unitByCode } from '@console/contract';
import { headers } from './headers.ts';
import type { DemoProperty, HeaderSpec, PropertyState, UnitSystem } from './model.ts';
import type { Random } from './random.ts';
import type { AnchoredProperty } from './resins.ts';
import type { Truth } from './truth.ts';

/** Rows a grid has at most and at least. */
export const GRID_ROWS = { min: 30, max: 40 } as const;

interface Candidate {
  header: string;
  condition: string | null;
  state: PropertyState | null;
  value?: number;
  range?: readonly [number, number];
  text?: string;
  /** A hardness scale other than the header's default. */
  unit?: string;
  /** Kept on every sheet; the others are drawn until the grid has its size. */
  core: boolean;
}

const headerByCode = new Map(headers.map((header) => [header.code, header]));

function headerOf(code: string): HeaderSpec {
  const header = headerByCode.get(code);
  if (!header) throw new Error(`no demo header ${code}`);
  return header;
}

const decimals = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
/** Whole numbers from 10 up, one decimal below: how strengths, elongations and impacts are printed. */
const printed = (value: number) => (Math.abs(value) >= 10 ? Math.round(value) : decimals(value, 1));

/** How each header's values are printed on an SI sheet. */
function typical(code: string, value: number): number {
  switch (code) {
    case 'density':
    case 'shrinkage_parallel':
    case 'shrinkage_normal':
    case 'thermal_conductivity':
      return decimals(value, 2);
    case 'tensile_modulus':
    case 'flexural_modulus':
      return roundSignificant(value, 3);
    case 'mfr':
    case 'mvr':
    case 'water_absorption':
    case 'moisture_absorption':
    case 'clte_parallel':
    case 'clte_normal':
    case 'izod_notched_astm':
      return roundSignificant(value, 2);
    case 'volume_resistivity':
    case 'surface_resistivity':
    case 'dissipation_factor':
      return roundSignificant(value, 1);
    case 'relative_permittivity':
    case 'haze':
      return decimals(value, 1);
    case 'rti_elec':
    case 'rti_mech':
      return Math.round(value / 5) * 5;
    case 'tensile_strength':
    case 'flexural_strength':
    case 'elongation_break':
    case 'tensile_strain_yield':
    case 'charpy_notched':
    case 'charpy_unnotched':
    case 'izod_notched':
      return printed(value);
    default:
      return Math.round(value);
  }
}

/** Significant digits of a converted imperial value, as ASTM sheets print them. */
const IMPERIAL_DIGITS = 4;

function stateRows(
  truth: Truth,
  property: AnchoredProperty,
  header: string,
  condition: string,
  core: boolean,
  conditionedCore = core,
): Candidate[] {
  const hygroscopic = truth.profile.hygroscopic ?? false;
  const rows: Candidate[] = [{ header, condition, state: 'dry', value: truth.dry[property], core }];
  const conditioned = truth.conditioned[property];
  if (hygroscopic && conditioned !== undefined) {
    rows.push({ header, condition, state: 'conditioned', value: conditioned, core: conditionedCore });
  }
  return rows;
}

function candidates(truth: Truth, system: UnitSystem, random: Random): Candidate[] {
  const { profile, shares, dry } = truth;
  const rows: Candidate[] = [];
  const add = (row: Candidate | null | false) => {
    if (row) rows.push(row);
  };
  const unfilled = shares.total === 0;
  const hygroscopic = profile.hygroscopic ?? false;
  const byVolume = ['pa6', 'pa66', 'pbt'].includes(profile.resin);
  const flows = profile.resin !== 'pps' || unfilled;
  const flow = profile.flow.condition;

  add({ header: 'density', condition: null, state: null, value: truth.density, core: true });
  add(flows && { header: 'mfr', condition: flow, state: null, value: truth.mfr, core: !byVolume });
  add(flows && { header: 'mvr', condition: flow, state: null, value: truth.mvr, core: byVolume });
  const parallel = dry.shrinkage_parallel;
  add({
    header: 'shrinkage_parallel',
    condition: null,
    state: null,
    ...(random.chance(0.25) ? { range: [parallel * 0.85, parallel * 1.15] as const } : { value: parallel }),
    core: true,
  });
  add({ header: 'shrinkage_normal', condition: null, state: null, value: dry.shrinkage_normal, core: true });
  add({ header: 'water_absorption', condition: 't23', state: null, value: truth.water, core: hygroscopic });
  add({
    header: 'moisture_absorption',
    condition: 't23_rh50',
    state: null,
    value: truth.moisture,
    core: hygroscopic,
  });

  const pull = unfilled ? 't23_v50' : 't23_v5';
  rows.push(...stateRows(truth, 'tensile_modulus', 'tensile_modulus', 't23_v1', true));
  rows.push(...stateRows(truth, 'tensile_strength', 'tensile_strength', pull, true));
  if (truth.strainYield !== null) {
    add({
      header: 'tensile_strain_yield',
      condition: pull,
      state: 'dry',
      value: truth.strainYield,
      core: false,
    });
  }
  rows.push(...stateRows(truth, 'elongation_break', 'elongation_break', pull, true));
  rows.push(...stateRows(truth, 'flexural_modulus', 'flexural_modulus', 't23_v2', true));
  rows.push(...stateRows(truth, 'flexural_strength', 'flexural_strength', 't23_v2', false));
  add({
    header: 'hardness',
    condition: 't23',
    state: null,
    value: truth.hardness,
    unit: profile.hardness.unit,
    core: false,
  });

  if (system === 'si') {
    rows.push(...stateRows(truth, 'charpy_notched', 'charpy_notched', 't23', true));
    add({ header: 'charpy_notched', condition: 'tm30', state: 'dry', value: truth.charpyCold, core: true });
    // A ductile unfilled resin does not break unnotched: such sheets leave the row out.
    if (dry.charpy_unnotched > 1)
      rows.push(...stateRows(truth, 'charpy_unnotched', 'charpy_unnotched', 't23', false));
    add({ header: 'izod_notched', condition: 't23', state: 'dry', value: truth.izod, core: false });
    add({ header: 'izod_notched_astm', condition: 't23', state: 'dry', value: truth.izodAstm, core: false });
  } else {
    add({ header: 'izod_notched_astm', condition: 't23', state: 'dry', value: truth.izodAstm, core: true });
    if (hygroscopic) {
      const factor = (truth.conditioned.charpy_notched ?? dry.charpy_notched) / dry.charpy_notched;
      add({
        header: 'izod_notched_astm',
        condition: 't23',
        state: 'conditioned',
        value: truth.izodAstm * factor,
        core: true,
      });
    }
    add({
      header: 'izod_notched_astm',
      condition: 'tm40',
      state: 'dry',
      value: truth.izodAstmCold,
      core: true,
    });
  }

  add({ header: 'hdt', condition: 'load_045', state: null, value: dry.hdt_045, core: true });
  add({ header: 'hdt', condition: 'load_18', state: null, value: dry.hdt_18, core: true });
  add({ header: 'vicat', condition: 'vicat_b50', state: null, value: dry.vicat, core: true });
  if (profile.resin === 'pp' || profile.resin === 'abs') {
    // The lighter 10 N load softens later, yet never past the melting point.
    const a50 = Math.min(dry.vicat + (profile.resin === 'pp' ? 55 : 5), (profile.melting ?? 999) - 6);
    add({ header: 'vicat', condition: 'vicat_a50', state: null, value: a50, core: false });
  }
  if (profile.melting) {
    const melting = profile.melting + random.int(-2, 2);
    add({ header: 'melting_temperature', condition: 'dsc_10', state: null, value: melting, core: true });
  }
  add({ header: 'clte_parallel', condition: null, state: null, value: dry.clte_parallel, core: false });
  add({ header: 'clte_normal', condition: null, state: null, value: dry.clte_normal, core: false });
  add({ header: 'rti_elec', condition: 'thick_15', state: null, value: truth.rti[0], core: false });
  add({ header: 'rti_mech', condition: 'thick_15', state: null, value: truth.rti[1], core: false });
  add({
    header: 'thermal_conductivity',
    condition: null,
    state: null,
    value: truth.conductivity,
    core: false,
  });

  add(truth.cti !== null && { header: 'cti', condition: null, state: null, value: truth.cti, core: true });
  add(
    truth.dielectric !== null && {
      header: 'dielectric_strength',
      condition: 'thick_1',
      state: null,
      value: truth.dielectric,
      core: false,
    },
  );
  add({
    header: 'volume_resistivity',
    condition: null,
    state: null,
    value: truth.volumeResistivity,
    core: false,
  });
  add({
    header: 'surface_resistivity',
    condition: null,
    state: null,
    value: truth.surfaceResistivity,
    core: false,
  });
  add(
    truth.permittivity !== null && {
      header: 'relative_permittivity',
      condition: 'freq_1m',
      state: null,
      value: truth.permittivity,
      core: false,
    },
  );
  add(
    truth.dissipation !== null && {
      header: 'dissipation_factor',
      condition: 'freq_1m',
      state: null,
      value: truth.dissipation,
      core: false,
    },
  );

  for (const [index, [condition, flameClass]] of truth.ul94.entries()) {
    add({ header: 'ul94', condition, state: null, text: flameClass, core: index === 0 });
  }
  add({ header: 'gwfi', condition: 'thick_15', state: null, value: truth.gwfi, core: false });
  add({ header: 'gwit', condition: 'thick_15', state: null, value: truth.gwit, core: false });
  add({ header: 'loi', condition: null, state: null, value: truth.loi, core: false });
  add(
    truth.lightTransmission !== null && {
      header: 'light_transmission',
      condition: 'thick_2',
      state: null,
      value: truth.lightTransmission,
      core: true,
    },
  );
  add(
    truth.haze !== null && {
      header: 'haze',
      condition: 'thick_2',
      state: null,
      value: truth.haze,
      core: false,
    },
  );

  const { drying } = profile;
  if (drying) {
    add({
      header: 'drying_temperature',
      condition: null,
      state: null,
      range: [drying[0], drying[1]],
      core: true,
    });
    add({ header: 'drying_time', condition: null, state: null, range: [drying[2], drying[3]], core: false });
  }
  const shift = random.pick([-10, 0, 0, 10]);
  add({
    header: 'melt_temperature',
    condition: null,
    state: null,
    range: [profile.melt[0] + shift, profile.melt[1] + shift],
    core: true,
  });
  const mould = unfilled ? profile.mould : profile.mouldFilled;
  add({ header: 'mould_temperature', condition: null, state: null, range: mould, core: true });
  return rows;
}

function written(
  candidate: Candidate,
  header: HeaderSpec,
  system: UnitSystem,
): Omit<DemoProperty, 'standard'> {
  const row = {
    header: candidate.header,
    condition: candidate.condition,
    state: candidate.state,
    value: null as number | null,
    value_min: null as number | null,
    value_max: null as number | null,
    value_text: candidate.text ?? '',
    metric: null as string | null,
  };
  if (candidate.text !== undefined || !header.unit) return row;
  const siCode = candidate.unit ?? header.unit.si;
  const code = candidate.unit ?? header.unit[system];
  row.metric = code;
  const si = unitByCode(siCode);
  const target = unitByCode(code);
  if (!si || !target) throw new Error(`unit ${siCode} or ${code} is not in the catalogue`);
  if (si.quantity !== header.quantity || target.quantity !== header.quantity) {
    throw new Error(
      `header ${header.code} measures ${header.quantity}, not ${si.quantity} / ${target.quantity}`,
    );
  }
  const show = (value: number) => {
    const rounded = typical(header.code, value);
    return code === siCode ? rounded : roundSignificant(convert(rounded, si, target), IMPERIAL_DIGITS);
  };
  if (candidate.range) {
    row.value_min = show(candidate.range[0]);
    row.value_max = show(candidate.range[1]);
  } else if (candidate.value !== undefined) row.value = show(candidate.value);
  return row;
}

export interface GridOptions {
  system: UnitSystem;
  /** Chinese makers often cite the GB/T equivalents of the ISO methods. */
  gb: boolean;
}

function standardOf(header: HeaderSpec, { system, gb }: GridOptions): string | null {
  const methods = header.standard;
  if (!methods) return null;
  if (system === 'imperial') return methods.astm ?? methods.iso ?? null;
  return (gb ? methods.gb : undefined) ?? methods.iso ?? methods.astm ?? null;
}

/** The grid of one sheet: the core rows and enough of the others for 30–40 rows, in header order. */
export function gridOf(truth: Truth, options: GridOptions, random: Random): DemoProperty[] {
  const all = candidates(truth, options.system, random);
  const core = all.filter((row) => row.core);
  const optional = all.filter((row) => !row.core);
  if (all.length < GRID_ROWS.min || core.length > GRID_ROWS.max) {
    throw new Error(`a ${truth.profile.label} grid has ${core.length} core rows of ${all.length}`);
  }
  const size = random.int(Math.max(GRID_ROWS.min, core.length), Math.min(GRID_ROWS.max, all.length));
  const kept = new Set([...core, ...random.sample(optional, size - core.length)]);
  const order = new Map(headers.map((header, index) => [header.code, index]));
  return all
    .filter((row) => kept.has(row))
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (order.get(a.row.header) ?? 0) - (order.get(b.row.header) ?? 0) || a.index - b.index)
    .map(({ row }) => {
      const header = headerOf(row.header);
      return { ...written(row, header, options.system), standard: standardOf(header, options) };
    });
}
