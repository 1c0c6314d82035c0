import { describe, expect, it } from 'vitest';
import {
  convert,
  isConvertibleQuantity,
  preferredUnitCode,
  Quantity,
  quantityCodes,
  roundForDisplay,
  roundSignificant,
  UnitConversionError,
  type UnitDef,
  unitByCode,
  unitBySpelling,
  units,
  unitsOf,
} from '../../src/index.ts';

function unit(code: string): UnitDef {
  const def = unitByCode(code);
  if (!def) throw new Error(`test expects unit ${code} in the catalogue`);
  return def;
}

/** Relative tolerance 1e-9, measured against max(1, |expected|) so that values at zero are held to 1e-9 too. */
const TOLERANCE = 1e-9;
function expectNear(actual: number, expected: number) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(TOLERANCE * Math.max(1, Math.abs(expected)));
}

const samples = [-273.15, -40, -1.5, 0, 0.001, 1, 23, 1234.5, 2.5e6];

describe('unit catalogue', () => {
  it('gives every unit a unique code', () => {
    const codes = units.map((u) => u.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('puts every unit in a declared quantity, with names in both languages', () => {
    for (const u of units) {
      expect(Object.keys(Quantity)).toContain(u.quantity);
      expect(u.name.zh.length * u.name.en.length).toBeGreaterThan(0);
      expect(u.code).toMatch(/^[\x21-\x7e]+$/);
    }
  });

  it('never lets one spelling name two units', () => {
    const seen = new Map<string, string>();
    for (const u of units) {
      for (const text of new Set([u.code, u.symbol, ...(u.aliases ?? [])])) {
        const key = text.replace(/\s+/g, '');
        if (!key) continue;
        const other = seen.get(key);
        if (other !== undefined && other !== u.code) throw new Error(`${text} names ${other} and ${u.code}`);
        seen.set(key, u.code);
      }
    }
  });

  it('reads the spellings of Chinese sites and datasheets', () => {
    expect(unitBySpelling('kg/cm²')?.code).toBe('kgf/cm2');
    expect(unitBySpelling('℃')?.code).toBe('degC');
    expect(unitBySpelling('g/10 min')?.code).toBe('g/10min');
    expect(unitBySpelling('g/10min')?.code).toBe('g/10min');
    expect(unitBySpelling('kg·cm/cm')?.code).toBe('kgf.cm/cm');
    expect(unitBySpelling('lb/in²')?.code).toBe('psi');
    expect(unitBySpelling('mPa')).toBeUndefined();
  });

  it('reads the force-per-length spellings of film sheets (tear strength), and mm printed as "Mm"', () => {
    expect(unitBySpelling('Kg/cm')?.code).toBe('kgf/cm');
    expect(unitBySpelling('kg/cm')?.code).toBe('kgf/cm');
    expect(unitBySpelling('g/mil')?.code).toBe('gf/mil');
    expect(unitBySpelling('N/mm')?.quantity).toBe('force_per_length');
    expect(unitBySpelling('N/mm2')?.quantity).toBe('stress');
    expect(unitBySpelling('Mm')?.code).toBe('mm');
  });
});

describe('convert', () => {
  const convertible = quantityCodes.filter(isConvertibleQuantity);

  it.each(convertible)('round-trips every ordered pair of %s units within 1e-9', (quantity) => {
    const members = unitsOf(quantity);
    for (const from of members) {
      for (const to of members) {
        for (const value of samples) {
          expectNear(convert(convert(value, from, to), to, from), value);
        }
      }
    }
  });

  it.each(convertible)('agrees with itself through a third %s unit', (quantity) => {
    const members = unitsOf(quantity);
    for (const a of members) {
      for (const b of members) {
        for (const c of members) {
          const direct = convert(23, a, c);
          expectNear(convert(convert(23, a, b), b, c), direct);
        }
      }
    }
  });

  it.each([
    [1, 'MPa', 'psi', 145.0377],
    [1, 'ksi', 'MPa', 6.894757],
    [1, 'kgf/cm2', 'MPa', 0.0980665],
    [100, 'degC', 'degF', 212],
    [-40, 'degC', 'degF', -40],
    [23, 'degC', 'degF', 73.4],
    [0, 'degC', 'K', 273.15],
    [32, 'degF', 'degC', 0],
    [1, 'ft.lbf/in2', 'kJ/m2', 2.1015],
    [1, 'kgf.cm/cm2', 'kJ/m2', 0.980665],
    [1, 'ft.lbf/in', 'J/m', 53.38],
    [1, 'kgf.cm/cm', 'J/m', 9.80665],
    [1, 'g/cm3', 'lb/in3', 0.036127],
    [1000, 'kg/m3', 'g/cm3', 1],
    [1, 'kV/mm', 'V/mil', 25.4],
    [1, 'in', 'mm', 25.4],
    [1, 'mil', 'um', 25.4],
    [1, 'lbf', 'N', 4.448222],
    [1, 'lb', 'kg', 0.4535924],
    [2, 'in/min', 'mm/min', 50.8],
    [1, 'ohm.m', 'ohm.cm', 100],
    [1e-4, '1/K', '1/degF', 5.5556e-5],
    [1, '1/degF', '1/K', 1.8],
    [80, '1e-6/K', '1/K', 8e-5],
    [1, 'BTU.in/(h.ft2.degF)', 'W/(m.K)', 0.1442279],
    [120, 'degC/h', 'degF/h', 216],
    [10, 'degC/min', 'degC/h', 600],
    [0.004, 'in/in', '%', 0.4],
    [1, 'ft.lbf', 'J', 1.355818],
    [1, 'kgf/cm', 'N/mm', 0.980665],
    [1, 'lbf/in', 'N/mm', 0.1751268],
    [100, 'gf/mil', 'N/mm', 38.60886],
    [1, 'kN/m', 'N/mm', 1],
    [1000, 'gf', 'N', 9.80665],
  ])('%s %s in %s is %s', (value, from, to, expected) => {
    const result = convert(value, unit(from), unit(to));
    // The references are printed to 4–7 digits: agree to 5e-5 of the value (to 1e-12 at 0).
    expect(Math.abs(result - expected)).toBeLessThanOrEqual(
      expected === 0 ? 1e-12 : 5e-5 * Math.abs(expected),
    );
  });

  it('gives exactly 0 °C for 32 °F, not float noise', () => {
    expect(convert(32, unit('degF'), unit('degC'))).toBe(0);
  });

  it('converts rows of the metric table, which carry only quantity, factor and offset', () => {
    const kelvinRow = { quantity: 'temperature', factor: 1, offset: -273.15 };
    const fahrenheitRow = { quantity: 'temperature', factor: 5 / 9, offset: -160 / 9 };
    expectNear(convert(373.15, kelvinRow, fahrenheitRow), 212);
  });

  it('refuses to convert across quantities, naming both units in both languages', () => {
    const attempt = () => convert(1, unit('MPa'), unit('degC'));
    expect(attempt).toThrow(UnitConversionError);
    expect(attempt).toThrow('Cannot convert MPa (stress) to °C (temperature)');
    try {
      attempt();
    } catch (error) {
      expect((error as UnitConversionError).localized.zh).toContain('应力');
      expect((error as UnitConversionError).localized.zh).toContain('温度');
    }
  });

  it('keeps hardness scales apart: the same scale passes, different scales throw', () => {
    expect(convert(80, unit('shoreD'), unit('shoreD'))).toBe(80);
    expect(() => convert(80, unit('shoreA'), unit('shoreD'))).toThrow(/different hardness scales/);
  });

  it('refuses a metric row without a usable factor', () => {
    expect(() =>
      convert(1, { quantity: 'stress', factor: 0, offset: 0, symbol: 'MPa?' }, unit('psi')),
    ).toThrow(/no valid conversion factor/);
  });
});

describe('preferredUnitCode', () => {
  it.each(quantityCodes.filter(isConvertibleQuantity))(
    'gives %s a unit of its own in both systems',
    (quantity) => {
      for (const system of ['si', 'imperial'] as const) {
        const code = preferredUnitCode(quantity, system);
        expect(code, `${quantity} in ${system}`).toBeDefined();
        const def = unit(code ?? '');
        expect(def.quantity).toBe(quantity);
        expect(def.system === 'both' || def.system === system).toBe(true);
      }
    },
  );

  it('follows the usual choices of each system', () => {
    expect(preferredUnitCode('stress', 'imperial')).toBe('psi');
    expect(preferredUnitCode('temperature', 'imperial')).toBe('degF');
    expect(preferredUnitCode('energy_per_area', 'imperial')).toBe('ft.lbf/in2');
    expect(preferredUnitCode('energy_per_length', 'si')).toBe('J/m');
    expect(preferredUnitCode('density', 'imperial')).toBe('lb/in3');
    expect(preferredUnitCode('mass_flow_rate', 'imperial')).toBe('g/10min');
  });

  it('has no preferred unit for scales and unknown quantities', () => {
    expect(preferredUnitCode('hardness', 'si')).toBeUndefined();
    expect(preferredUnitCode('rating', 'imperial')).toBeUndefined();
    expect(preferredUnitCode('toString', 'si')).toBeUndefined();
  });
});

describe('roundForDisplay', () => {
  it.each([
    [145.0377, undefined, '145'],
    [7251.887, undefined, '7252'],
    [0.036127, undefined, '0.03613'],
    [2.1015, undefined, '2.102'],
    [50.000000001, undefined, '50'],
    [1.2, undefined, '1.2'],
    [-0, undefined, '0'],
    [1e15, undefined, '1E+15'],
    [2.5e16, undefined, '2.5E+16'],
    [8.0e-5, undefined, '8E-5'],
    [-40, undefined, '-40'],
    [1450377.4, undefined, '1450000'],
    [73.4, 3, '73.4'],
    [261.0652, 3, '261'],
  ])('%d (%s significant) → %s', (value, significant, shown) => {
    expect(roundForDisplay(value, significant)).toBe(shown);
  });

  it('turns -0 into 0 also as a number', () => {
    expect(Object.is(roundSignificant(-0), 0)).toBe(true);
    expect(Object.is(roundSignificant(-0.00001, 4), -0.00001)).toBe(true);
  });
});
