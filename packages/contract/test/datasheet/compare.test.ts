import { describe, expect, it } from 'vitest';
import { compareSheets, type PropertyRowInput } from '../../src/index.ts';
import { best, C, H, lookups, M, metrics, rowOf, S, sheet, shown, tensile } from './compare-fixture.ts';

describe('compareSheets', () => {
  it('keeps the same header under different standards or conditions in separate rows', () => {
    const rows = compareSheets(
      [
        sheet('A', [tensile(80), { ...tensile(75), condition_id: C.cold }]),
        sheet('B', [tensile(11600, M.psi, S.astmD638)]),
      ],
      lookups,
      'si',
    );
    expect(rows.map((row) => [row.standard?.code, row.condition?.label.en, shown(row)])).toEqual([
      ['ASTM D638', '23 °C, 50 mm/min', [null, '79.98']],
      ['ISO 527-2', '-30 °C', ['75', null]],
      ['ISO 527-2', '23 °C, 50 mm/min', ['80', null]],
    ]);
  });

  it('converts every sheet to the target system: psi and MPa side by side', () => {
    const sheets = [sheet('A', [tensile(50)]), sheet('B', [tensile(7252, M.psi)])];
    const si = rowOf(compareSheets(sheets, lookups, 'si'), H.tensile);
    expect(si.unit).toEqual({ code: 'MPa', symbol: 'MPa', metric_id: M.MPa });
    expect(shown(si)).toEqual(['50', '50']);
    expect(si.cells[1]?.value).toBeCloseTo(50.0008, 4);
    const imperial = rowOf(compareSheets(sheets, lookups, 'imperial'), H.tensile);
    expect(imperial.unit).toEqual({ code: 'psi', symbol: 'psi', metric_id: M.psi });
    expect(shown(imperial)).toEqual(['7252', '7252']);
    expect(imperial.differs).toBe(false);
  });

  it('converts both ends of a range, and temperatures with their offset', () => {
    const hdt = (props: Partial<PropertyRowInput>): PropertyRowInput => ({
      header_id: H.hdt,
      standard_id: S.iso75,
      condition_id: C.hdtLoad,
      ...props,
    });
    const sheets = [
      sheet('A', [hdt({ value: 200, metric_id: M.degC })]),
      sheet('B', [hdt({ value_min: 356, value_max: 392, metric_id: M.degF })]),
    ];
    const row = rowOf(compareSheets(sheets, lookups, 'si'), H.hdt);
    expect(row.unit?.symbol).toBe('°C');
    expect(shown(row)).toEqual(['200', '180–200']);
    expect(row.cells[1]).toMatchObject({ min: 180, max: 200 });
    expect(row.condition?.label.en).toBe('1.8 MPa');
    const imperial = rowOf(compareSheets(sheets, lookups, 'imperial'), H.hdt);
    expect(shown(imperial)).toEqual(['392', '356–392']);
    expect(imperial.condition?.label.en).toBe('261 psi');
  });

  it('uses a metric of the catalogue when the metric table lacks the preferred unit', () => {
    const charpy = (value: number, metric_id: number): PropertyRowInput => ({
      header_id: H.charpy,
      standard_id: S.iso179,
      state: 'dry',
      value,
      metric_id,
    });
    const withoutKJ = { ...lookups, metrics: new Map([...metrics].filter(([id]) => id !== M.kJm2)) };
    const row = rowOf(compareSheets([sheet('A', [charpy(1, M.ftlbin2)])], withoutKJ, 'si'), H.charpy);
    expect(row.unit).toEqual({ code: 'kJ/m2', symbol: 'kJ/m²' });
    expect(shown(row)).toEqual(['2.102']);
  });

  it("keeps a header's default metric when the target system prints it (drying time in h)", () => {
    const drying = (value: number, metric_id: number): PropertyRowInput => ({
      header_id: H.drying,
      value,
      metric_id,
    });
    const sheets = [sheet('A', [drying(4, M.h)]), sheet('B', [drying(180, M.min)])];
    for (const system of ['si', 'imperial'] as const) {
      const row = rowOf(compareSheets(sheets, lookups, system), H.drying);
      expect(row.unit?.code).toBe('h');
      expect(shown(row)).toEqual(['4', '3']);
    }
  });

  describe('best value', () => {
    it('marks the highest where higher is better, ties alike', () => {
      const rows = compareSheets(
        [sheet('A', [tensile(80)]), sheet('B', [tensile(90)]), sheet('C', [tensile(13053, M.psi)])],
        lookups,
        'si',
      );
      expect(best(rowOf(rows, H.tensile))).toEqual([false, true, true]);
    });

    it('marks the lowest where lower is better', () => {
      const shrink = (value: number): PropertyRowInput => ({
        header_id: H.shrinkage,
        value,
        metric_id: M.pct,
      });
      const rows = compareSheets([sheet('A', [shrink(0.5)]), sheet('B', [shrink(1.2)])], lookups, 'si');
      expect(best(rowOf(rows, H.shrinkage))).toEqual([true, false]);
    });

    it('ranks a range by its worse end, not its midpoint', () => {
      // Higher is better: 70–100 (worse end 70, midpoint 85) loses to 80.
      const higher = compareSheets(
        [
          sheet('A', [{ ...tensile(0), value: null, value_min: 70, value_max: 100 }]),
          sheet('B', [tensile(80)]),
        ],
        lookups,
        'si',
      );
      expect(best(rowOf(higher, H.tensile))).toEqual([false, true]);
      // Lower is better: 0.4–0.6 (worse end 0.6, midpoint 0.5) loses to 0.55.
      const shrink = (props: Partial<PropertyRowInput>): PropertyRowInput => ({
        header_id: H.shrinkage,
        metric_id: M.pct,
        ...props,
      });
      const lower = compareSheets(
        [sheet('A', [shrink({ value_min: 0.4, value_max: 0.6 })]), sheet('B', [shrink({ value: 0.55 })])],
        lookups,
        'si',
      );
      expect(best(rowOf(lower, H.shrinkage))).toEqual([false, true]);
    });

    it("marks nothing where the direction is 'none', for text, for one cell or when all cells tie", () => {
      const density = (value: number): PropertyRowInput => ({
        header_id: H.density,
        value,
        metric_id: M.gcm3,
      });
      const ul94 = (value_text: string): PropertyRowInput => ({
        header_id: H.ul94,
        standard_id: S.ul94,
        condition_id: C.thick,
        value_text,
      });
      const rows = compareSheets(
        [
          sheet('A', [density(1.14), ul94('V-0'), tensile(80)]),
          sheet('B', [density(1.36), ul94('HB'), tensile(80)]),
          sheet('C', [density(1.2)]),
        ],
        lookups,
        'si',
      );
      expect(best(rowOf(rows, H.density))).toEqual([false, false, false]);
      expect(best(rowOf(rows, H.ul94))).toEqual([false, false, null]);
      expect(best(rowOf(rows, H.tensile))).toEqual([false, false, null]);
      const single = compareSheets([sheet('A', [tensile(80)]), sheet('B', [])], lookups, 'si');
      expect(best(rowOf(single, H.tensile))).toEqual([false, null]);
    });
  });

  it('flags differences after conversion, a missing cell counting as one', () => {
    const rows = compareSheets(
      [
        sheet('A', [tensile(50), { header_id: H.density, value: 1.14, metric_id: M.gcm3 }]),
        sheet('B', [tensile(7252, M.psi), { header_id: H.density, value: 1.2, metric_id: M.gcm3 }]),
        sheet('C', [tensile(50)]),
      ],
      lookups,
      'si',
    );
    expect(rowOf(rows, H.tensile).differs).toBe(false);
    expect(rowOf(rows, H.density).differs).toBe(true);
    const missing = compareSheets([sheet('A', [tensile(50)]), sheet('B', [])], lookups, 'si');
    expect(rowOf(missing, H.tensile).differs).toBe(true);
    expect(rowOf(missing, H.tensile).cells).toEqual([{ value: 50, shown: '50', best: false }, null]);
  });

  it('shows a value of another hardness scale in its own unit, outside the ranking', () => {
    const hardness = (value: number, metric_id: number): PropertyRowInput => ({
      header_id: H.hardness,
      value,
      metric_id,
    });
    const rows = compareSheets(
      [
        sheet('A', [hardness(80, M.shoreD)]),
        sheet('B', [hardness(95, M.shoreA)]),
        sheet('C', [hardness(75, M.shoreD)]),
      ],
      lookups,
      'imperial',
    );
    const row = rowOf(rows, H.hardness);
    expect(row.unit?.code).toBe('shoreD');
    expect(shown(row)).toEqual(['80', '95 Shore A', '75']);
    expect(row.cells[1]?.unit_symbol).toBe('Shore A');
    expect(best(row)).toEqual([true, false, false]);
  });

  it('orders rows by root, header sort, standard, condition, then state', () => {
    const charpy = (state: 'dry' | 'conditioned', condition_id: number): PropertyRowInput => ({
      header_id: H.charpy,
      standard_id: S.iso179,
      condition_id,
      state,
      value: 5,
      metric_id: M.kJm2,
    });
    const rows = compareSheets(
      [
        sheet('A', [
          { header_id: H.ul94, standard_id: S.ul94, condition_id: C.thick, value_text: 'V-0' },
          charpy('conditioned', C.room),
          { header_id: H.hdt, standard_id: S.iso75, condition_id: C.hdtLoad, value: 200, metric_id: M.degC },
          charpy('dry', C.cold),
          tensile(80, M.MPa, S.iso527),
          { header_id: H.density, value: 1.14, metric_id: M.gcm3 },
          charpy('dry', C.room),
          tensile(80, M.MPa, S.astmD638),
          { header_id: H.drying, value: 4, metric_id: M.h },
          { header_id: 999, value: 1 },
        ]),
      ],
      lookups,
      'si',
    );
    expect(rows.map((row) => [row.root?.name.en, row.header.name.en, row.standard?.code, row.state])).toEqual(
      [
        ['Processing', 'Drying time', undefined, null],
        ['Physical', 'Density', undefined, null],
        ['Mechanical', 'Tensile strength', 'ASTM D638', null],
        ['Mechanical', 'Tensile strength', 'ISO 527-2', null],
        ['Mechanical', 'Notched Charpy', 'ISO 179/1eA', 'dry'],
        ['Mechanical', 'Notched Charpy', 'ISO 179/1eA', 'dry'],
        ['Mechanical', 'Notched Charpy', 'ISO 179/1eA', 'conditioned'],
        ['Thermal', 'HDT', 'ISO 75-2/A', null],
        ['Flammability', 'UL94', 'UL 94', null],
      ],
    );
    // Within Charpy, conditions go by temperature (−30 °C first), then dry before conditioned.
    expect(rows.slice(4, 7).map((row) => row.condition?.label.en)).toEqual([
      '-30 °C',
      '23 °C, 50 mm/min',
      '23 °C, 50 mm/min',
    ]);
  });

  it('labels conditions in the target system, and keeps the label of a condition without parts', () => {
    const rows = compareSheets(
      [sheet('A', [tensile(80), { ...tensile(80), condition_id: C.legacy }])],
      lookups,
      'imperial',
    );
    expect(rows.map((row) => row.condition?.label)).toEqual([
      { zh: '23°C, 2 in/min', en: '23°C, 2 in/min' },
      { zh: '73.4 °F, 1.97 in/min', en: '73.4 °F, 1.97 in/min' },
    ]);
  });
});
