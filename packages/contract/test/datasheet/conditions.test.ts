import { describe, expect, it } from 'vitest';
import { conditionLabel, conditionParts, hasConditionParts, unitByCode } from '../../src/index.ts';

describe('conditionLabel', () => {
  it('joins the parts in one fixed order with ", ", whatever order the object has', () => {
    expect(conditionLabel({ speed: 50, temperature: 23 })).toBe('23 °C, 50 mm/min');
    expect(conditionLabel({ load_mass: 2.16, temperature: 230 })).toBe('230 °C, 2.16 kg');
    expect(
      conditionLabel(
        {
          thickness: 1.5,
          frequency: 1e6,
          heating_rate: 120,
          speed: 5,
          load_force: 50,
          load_mass: 5,
          load_stress: 1.8,
          humidity: 50,
          temperature: 23,
        },
        { locale: 'en' },
      ),
    ).toBe('23 °C, 50 % r.h., 1.8 MPa, 5 kg, 50 N, 5 mm/min, 120 °C/h, 1 MHz, 1.5 mm');
  });

  it('gives an empty label for no parts, null parts and non-numbers', () => {
    expect(conditionLabel({})).toBe('');
    expect(conditionLabel({ temperature: null, speed: null, thickness: undefined })).toBe('');
    expect(conditionLabel({ temperature: Number.NaN }, { system: 'imperial' })).toBe('');
    expect(hasConditionParts({ temperature: null })).toBe(false);
    expect(hasConditionParts({ thickness: 0 })).toBe(true);
  });

  describe('each part, SI and imperial', () => {
    it.each([
      ['temperature', 23, '23 °C', '73.4 °F'],
      ['temperature', -30, '-30 °C', '-22 °F'],
      ['temperature', 0, '0 °C', '32 °F'],
      ['load_stress', 1.8, '1.8 MPa', '261 psi'],
      ['load_stress', 1.82, '1.82 MPa', '264 psi'],
      ['load_stress', 0.455, '0.455 MPa', '66 psi'],
      ['load_mass', 2.16, '2.16 kg', '2.16 kg'],
      ['load_force', 50, '50 N', '11.2 lbf'],
      ['speed', 50, '50 mm/min', '1.97 in/min'],
      ['speed', 50.8, '50.8 mm/min', '2 in/min'],
      ['thickness', 1.5, '1.5 mm', '0.0591 in'],
      ['thickness', 3.2, '3.2 mm', '0.126 in'],
      ['heating_rate', 120, '120 °C/h', '216 °F/h'],
      ['heating_rate', 50, '50 °C/h', '90 °F/h'],
      ['heating_rate', 600, '10 °C/min', '18 °F/min'],
      ['frequency', 100, '100 Hz', '100 Hz'],
      ['frequency', 1000, '1 kHz', '1 kHz'],
      ['frequency', 1e6, '1 MHz', '1 MHz'],
      ['frequency', 2.45e9, '2.45 GHz', '2.45 GHz'],
    ] as const)('%s %d: "%s" / "%s"', (key, value, si, imperial) => {
      expect(conditionLabel({ [key]: value }, { system: 'si' })).toBe(si);
      expect(conditionLabel({ [key]: value }, { system: 'imperial' })).toBe(imperial);
    });

    it('words humidity in the chosen language, in both systems', () => {
      expect(conditionLabel({ humidity: 50 }, { locale: 'zh' })).toBe('相对湿度 50 %');
      expect(conditionLabel({ humidity: 50 }, { locale: 'en' })).toBe('50 % r.h.');
      expect(conditionLabel({ humidity: 50 }, { locale: 'en', system: 'imperial' })).toBe('50 % r.h.');
    });
  });

  it('converts every part of an imperial label at once', () => {
    expect(conditionLabel({ temperature: 23, speed: 50.8, thickness: 1.5 }, { system: 'imperial' })).toBe(
      '73.4 °F, 2 in/min, 0.0591 in',
    );
    expect(conditionLabel({ temperature: 230, load_mass: 2.16 }, { system: 'imperial' })).toBe(
      '446 °F, 2.16 kg',
    );
  });

  it('drops float noise from stored values but keeps their entered digits', () => {
    expect(conditionLabel({ temperature: 0.1 + 0.2 })).toBe('0.3 °C');
    expect(conditionLabel({ load_stress: 0.455 })).toBe('0.455 MPa');
  });

  it('stores each part in a catalogued unit and shows it imperially in a unit of the same quantity', () => {
    for (const part of conditionParts) {
      const stored = unitByCode(part.unit);
      expect(stored, part.key).toBeDefined();
      if (part.imperial) expect(unitByCode(part.imperial)?.quantity).toBe(stored?.quantity);
    }
  });
});
