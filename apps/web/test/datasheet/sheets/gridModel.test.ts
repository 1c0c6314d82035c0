import { describe, expect, it } from 'vitest';
import {
  checkGrid,
  emptyRow,
  fromStored,
  type GridRow,
  parseEntry,
  rowNamedIn,
  sortRows,
  withHeader,
} from '../../../src/pages/datasheet/sheets/grid/gridModel.ts';
import {
  choiceLabel,
  headerOptions,
  matches,
  metricOptions,
  standardOptions,
} from '../../../src/pages/datasheet/sheets/grid/gridOptions.ts';
import { indexLibraries } from '../../../src/pages/datasheet/sheets/libraries.ts';
import { libraries } from './sheetFixtures.ts';

const index = indexLibraries(libraries);
const rowOf = (seq: number, values: Partial<GridRow>): GridRow => ({ ...emptyRow(seq), ...values });

describe('the grid model', () => {
  it('reads a number, a spread of one value, full-width digits and nothing as typed', () => {
    expect(parseEntry('1.36')).toEqual({ value: 1.36, value_min: null, value_max: null });
    expect(parseEntry('1.2~1.4')).toEqual({ value: null, value_min: 1.2, value_max: 1.4 });
    expect(parseEntry('-40--20')).toEqual({ value: null, value_min: -40, value_max: -20 });
    expect(parseEntry('１．５')).toEqual({ value: 1.5, value_min: null, value_max: null });
    expect(parseEntry('1E+15')).toEqual({ value: 1e15, value_min: null, value_max: null });
    expect(parseEntry('')).toEqual({ value: null, value_min: null, value_max: null });
    expect(parseEntry('V-0').value).toBeNaN();
  });

  it('groups rows by root in root order, headers by their sort, one header’s rows in entry order', () => {
    const rows = [
      rowOf(1, { header_id: 16 }),
      rowOf(2, { header_id: 13 }),
      rowOf(3, {}),
      rowOf(4, { header_id: 12, state: 'conditioned' }),
      rowOf(5, { header_id: 11 }),
      rowOf(6, { header_id: 12, state: 'dry' }),
    ];
    expect(sortRows(rows, index).map((r) => r.seq)).toEqual([5, 4, 6, 2, 1, 3]);
  });

  it('pre-fills the header’s default unit, drops a state it has none of, moves a value between kinds', () => {
    const typed = rowOf(1, { entry: '280~300', state: 'dry', metric_id: 1 });
    const range = withHeader(typed, 15, index);
    expect(range).toMatchObject({ metric_id: 20, state: null, min: '280', max: '300', entry: '' });
    const back = withHeader(range, 14, index);
    expect(back).toMatchObject({ metric_id: 20, entry: '280~300', min: '', max: '' });
    // A unit of the new header's quantity is kept (psi stays on a stress).
    expect(withHeader(rowOf(1, { metric_id: 2 }), 12, index).metric_id).toBe(2);
    expect(withHeader(rowOf(1, { metric_id: 2 }), 16, index).metric_id).toBeNull();
  });

  it('sends rows in the order shown, without blank rows, ids kept only when asked', () => {
    const stored = { id: 5, header_id: 15, value_min: 280, value_max: 300, metric_id: 20 };
    expect(fromStored(stored, 1, index, true)).toMatchObject({ id: 5, min: '280', max: '300' });
    expect(fromStored(stored, 1, index, false)).not.toHaveProperty('id');
    const checked = checkGrid([fromStored(stored, 1, index, true), emptyRow(2)], index);
    expect(checked.rows).toEqual([
      {
        id: 5,
        header_id: 15,
        standard_id: null,
        condition_id: null,
        state: null,
        value: null,
        value_min: 280,
        value_max: 300,
        value_text: '',
        metric_id: 20,
      },
    ]);
    expect(checked.problems).toEqual([]);
  });

  it('names the problems of the contract’s rules on their cells, and a row left without a property', () => {
    const rows = [rowOf(1, { header_id: 12, entry: '50', metric_id: 20 }), rowOf(2, { entry: '12' })];
    const { problems } = checkGrid(rows, index);
    expect(problems.map((p) => [p.cell, p.message.zh])).toEqual([
      ['header', '第 2 行: 请选择性能'],
      ['state', '第 1 行 拉伸强度: 需要注明干态或调湿态'],
      ['metric', '第 1 行 拉伸强度: 单位 °C 不是应力的单位'],
    ]);
  });

  it('finds the row a server message names', () => {
    expect(rowNamedIn('第 3 行 拉伸强度: 缺少值')).toBe(3);
    expect(rowNamedIn('物性数据 第 12 行 数值: 不是数字')).toBe(12);
    expect(rowNamedIn('Row 4 Density: has no value')).toBe(4);
    expect(rowNamedIn('牌号: 不能为空')).toBeUndefined();
  });

  it('offers enabled library rows only, grouped by root, and still names a disabled one a row holds', () => {
    const withDisabled = indexLibraries({
      ...libraries,
      headers: libraries.headers.map((h) => (h.id === 13 ? { ...h, enabled: false } : h)),
      standards: libraries.standards.map((s) => (s.id === 5 ? { ...s, enabled: false } : s)),
      metrics: libraries.metrics.map((m) => (m.id === 3 ? { ...m, enabled: false } : m)),
    });
    const groups = headerOptions(withDisabled, 'zh');
    expect(groups.map((g) => [g.label, g.options.map((o) => o.label)])).toEqual([
      ['物理性能', ['密度']],
      ['机械性能', ['拉伸强度']],
      ['热性能', ['热变形温度', '加工温度']],
      ['阻燃性能', ['UL94 阻燃等级']],
    ]);
    expect(standardOptions(withDisabled, 'zh').map((o) => o.label)).not.toContain('ISO 178');
    expect(metricOptions(withDisabled, 'stress').map((o) => o.label)).toEqual(['MPa', 'psi']);
    expect(choiceLabel(withDisabled, 'header', 13, 'en')).toBe('Flexural modulus');
    expect(choiceLabel(withDisabled, 'metric', 3, 'zh')).toBe('GPa');
    // Typing filters by every word, in either language, group names included.
    const tensile = groups[1]?.options[0];
    expect(matches('tensile', tensile)).toBe(true);
    expect(matches('机械 拉伸', tensile)).toBe(true);
    expect(matches('拉伸 密度', tensile)).toBe(false);
  });
});
