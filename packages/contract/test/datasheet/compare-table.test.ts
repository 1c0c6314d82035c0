import { describe, expect, it } from 'vitest';
import { compareSheets, compareTable } from '../../src/index.ts';
import { H, lookups, M, S, sheet, tensile } from './compare-fixture.ts';

describe('compareTable', () => {
  it('writes a heading row and one row of strings per property, empty where a sheet lacks it', () => {
    const sheets = [
      sheet('A', [
        tensile(50),
        { header_id: H.charpy, standard_id: S.iso179, state: 'dry', value: 5, metric_id: M.kJm2 },
      ]),
      sheet('B', [tensile(7252, M.psi)]),
    ];
    const rows = compareSheets(sheets, lookups, 'si');
    expect(compareTable(rows, sheets, 'en')).toEqual([
      ['Group', 'Property', 'Standard', 'Condition', 'State', 'Unit', 'G-A (A)', 'G-B (B)'],
      ['Mechanical', 'Tensile strength', 'ISO 527-2', '23 °C, 50 mm/min', '', 'MPa', '50', '50'],
      ['Mechanical', 'Notched Charpy', 'ISO 179/1eA', '', 'Dry', 'kJ/m²', '5', ''],
    ]);
    expect(compareTable(rows, sheets, 'zh')[2]).toEqual([
      '机械',
      '缺口冲击强度',
      'ISO 179/1eA',
      '',
      '干态',
      'kJ/m²',
      '5',
      '',
    ]);
  });
});
