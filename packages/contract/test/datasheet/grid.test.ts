import { describe, expect, it } from 'vitest';
import {
  type HeaderRule,
  type MetricRule,
  type PropertyRowInput,
  propertyRowKey,
  validateGrid,
} from '../../src/index.ts';

const header = (rule: HeaderRule): [number, HeaderRule] => [rule.id, rule];
const headers = new Map([
  header({
    id: 1,
    name_zh: '拉伸强度',
    name_en: 'Tensile strength',
    quantity: 'stress',
    value_kind: 'number',
    has_state: false,
  }),
  header({
    id: 2,
    name_zh: '阻燃等级',
    name_en: 'Flammability',
    quantity: 'rating',
    value_kind: 'text',
    has_state: false,
  }),
  header({
    id: 3,
    name_zh: '熔体温度',
    name_en: 'Melt temperature',
    quantity: 'temperature',
    value_kind: 'range',
    has_state: false,
  }),
  header({
    id: 4,
    name_zh: '缺口冲击强度',
    name_en: 'Notched impact',
    quantity: 'energy_per_area',
    value_kind: 'number',
    has_state: true,
  }),
  header({
    id: 5,
    name_zh: '介电常数',
    name_en: 'Dielectric constant',
    quantity: 'dimensionless',
    value_kind: 'number',
    has_state: false,
  }),
]);
const metric = (rule: MetricRule): [number, MetricRule] => [rule.id, rule];
const metrics = new Map([
  metric({ id: 10, symbol: 'MPa', quantity: 'stress' }),
  metric({ id: 11, symbol: '°C', quantity: 'temperature' }),
  metric({ id: 12, symbol: 'kJ/m²', quantity: 'energy_per_area' }),
  metric({ id: 13, symbol: 'psi', quantity: 'stress' }),
]);
const lookups = { headers, metrics };

const tensile: PropertyRowInput = {
  header_id: 1,
  standard_id: 100,
  condition_id: 200,
  value: 80,
  metric_id: 10,
};

/** The grid's problems as [row, field, English message], the shape every test asserts on. */
function problemsOf(rows: PropertyRowInput[]) {
  return validateGrid(rows, lookups).map((p) => [p.row, p.field, p.message.en]);
}

describe('validateGrid', () => {
  it('finds nothing wrong with a valid grid of every kind', () => {
    const rows: PropertyRowInput[] = [
      tensile,
      { ...tensile, standard_id: 101 }, // same header, another standard: another property
      { ...tensile, condition_id: 201, value: null, value_min: 60, value_max: 70, metric_id: 13 },
      { header_id: 2, standard_id: 102, condition_id: 202, value_text: 'V-0' },
      { header_id: 3, value_min: 260, metric_id: 11 },
      { header_id: 3, standard_id: 103, value_min: 260, value_max: 290, metric_id: 11 },
      { header_id: 4, state: 'dry', value: 5.5, metric_id: 12 },
      { header_id: 4, state: 'conditioned', value: 12, metric_id: 12 },
      { header_id: 5, value: 3.1 },
    ];
    expect(validateGrid(rows, lookups)).toEqual([]);
  });

  it('refuses an unknown header, naming the row and the id', () => {
    const [problem] = validateGrid([tensile, { header_id: 99, value: 1 }], lookups);
    expect(problem).toEqual({
      row: 1,
      field: 'header_id',
      message: { zh: '第 2 行: 表头 #99 不存在', en: 'Row 2: header #99 does not exist' },
    });
  });

  it('names the row and the header in both languages', () => {
    const [problem] = validateGrid(
      [tensile, { ...tensile, condition_id: 8 }, { ...tensile, condition_id: 9, metric_id: 11 }],
      lookups,
    );
    expect(problem).toEqual({
      row: 2,
      field: 'metric_id',
      message: {
        zh: '第 3 行 拉伸强度: 单位 °C 不是应力的单位',
        en: 'Row 3 Tensile strength: °C is not a unit of stress',
      },
    });
  });

  describe('numeric headers', () => {
    it('refuse an empty value', () => {
      expect(problemsOf([{ header_id: 1, metric_id: 10 }])).toEqual([
        [0, 'value', 'Row 1 Tensile strength: has no value'],
      ]);
      expect(problemsOf([{ header_id: 1, value_text: '  ', metric_id: 10 }])).toEqual([
        [0, 'value', 'Row 1 Tensile strength: has no value'],
      ]);
    });

    it('refuse a single value and a range together', () => {
      expect(problemsOf([{ ...tensile, value_min: 70, value_max: 90 }])).toEqual([
        [0, 'value', 'Row 1 Tensile strength: takes a single value or a range, not both'],
      ]);
    });

    it("refuse half a range on a 'number' header", () => {
      expect(problemsOf([{ ...tensile, value: null, value_min: 70 }])).toEqual([
        [0, 'value_max', 'Row 1 Tensile strength: a range needs both min and max'],
      ]);
      expect(problemsOf([{ ...tensile, value: null, value_max: 70 }])).toEqual([
        [0, 'value_min', 'Row 1 Tensile strength: a range needs both min and max'],
      ]);
    });

    it('refuse min greater than max', () => {
      expect(problemsOf([{ ...tensile, value: null, value_min: 90, value_max: 70 }])).toEqual([
        [0, 'value_min', 'Row 1 Tensile strength: min 90 is greater than max 70'],
      ]);
      expect(problemsOf([{ header_id: 3, value_min: 300, value_max: 260, metric_id: 11 }])).toEqual([
        [0, 'value_min', 'Row 1 Melt temperature: min 300 is greater than max 260'],
      ]);
    });

    it('refuse text', () => {
      expect(problemsOf([{ ...tensile, value: null, value_text: 'high' }])).toEqual([
        [0, 'value_text', 'Row 1 Tensile strength: takes a number, not text'],
      ]);
    });

    it('refuse a number that is not finite', () => {
      expect(problemsOf([{ ...tensile, value: Number.NaN }])).toEqual([
        [0, 'value', 'Row 1 Tensile strength: is not a valid number'],
      ]);
    });

    it('need a metric of their quantity, and a metric that exists', () => {
      expect(problemsOf([{ ...tensile, metric_id: null }])).toEqual([
        [0, 'metric_id', 'Row 1 Tensile strength: needs a unit of stress'],
      ]);
      expect(problemsOf([{ ...tensile, metric_id: 12 }])).toEqual([
        [0, 'metric_id', 'Row 1 Tensile strength: kJ/m² is not a unit of stress'],
      ]);
      expect(problemsOf([{ ...tensile, metric_id: 77 }])).toEqual([
        [0, 'metric_id', 'Row 1 Tensile strength: unit #77 does not exist'],
      ]);
    });

    it('need no metric when the quantity is dimensionless, but refuse one of another quantity', () => {
      expect(problemsOf([{ header_id: 5, value: 3.1 }])).toEqual([]);
      expect(problemsOf([{ header_id: 5, value: 3.1, metric_id: 10 }])).toEqual([
        [0, 'metric_id', 'Row 1 Dielectric constant: MPa is not a unit of dimensionless'],
      ]);
    });
  });

  describe("'range' headers", () => {
    it('take one end alone', () => {
      expect(problemsOf([{ header_id: 3, value_max: 290, metric_id: 11 }])).toEqual([]);
    });

    it('refuse a single value', () => {
      expect(problemsOf([{ header_id: 3, value: 270, metric_id: 11 }])).toEqual([
        [0, 'value', 'Row 1 Melt temperature: takes a range (min and/or max), not a single value'],
      ]);
    });

    it('refuse an empty value on the min field', () => {
      expect(problemsOf([{ header_id: 3, metric_id: 11 }])).toEqual([
        [0, 'value_min', 'Row 1 Melt temperature: has no value'],
      ]);
    });
  });

  describe('text headers', () => {
    it('refuse each number with "takes text"', () => {
      expect(problemsOf([{ header_id: 2, value_text: 'V-0', value: 0, value_max: 1 }])).toEqual([
        [0, 'value', 'Row 1 Flammability: takes text, not a number'],
        [0, 'value_max', 'Row 1 Flammability: takes text, not a number'],
      ]);
    });

    it('refuse an empty value on the text field', () => {
      expect(problemsOf([{ header_id: 2, value_text: '' }])).toEqual([
        [0, 'value_text', 'Row 1 Flammability: has no value'],
      ]);
    });

    it('refuse a metric of another quantity', () => {
      expect(problemsOf([{ header_id: 2, value_text: 'V-0', metric_id: 10 }])).toEqual([
        [0, 'metric_id', 'Row 1 Flammability: MPa is not a unit of rating'],
      ]);
    });
  });

  describe('state', () => {
    it('is required where the header has one', () => {
      expect(problemsOf([{ header_id: 4, value: 5, metric_id: 12 }])).toEqual([
        [0, 'state', 'Row 1 Notched impact: needs a state: dry or conditioned'],
      ]);
    });

    it('is refused where the header has none', () => {
      expect(problemsOf([{ ...tensile, state: 'dry' }])).toEqual([
        [0, 'state', 'Row 1 Tensile strength: has no dry/conditioned state'],
      ]);
    });

    it('must be dry or conditioned', () => {
      const row = { header_id: 4, value: 5, metric_id: 12, state: 'wet' } as unknown as PropertyRowInput;
      expect(problemsOf([row])).toEqual([
        [0, 'state', 'Row 1 Notched impact: state wet is not dry or conditioned'],
      ]);
    });
  });

  describe('duplicates', () => {
    it('refuse the same header, standard, condition and state twice, naming both rows', () => {
      const rows: PropertyRowInput[] = [
        { header_id: 4, state: 'dry', value: 5, metric_id: 12 },
        tensile,
        { header_id: 4, state: 'conditioned', value: 9, metric_id: 12 },
        { ...tensile, value: 85, metric_id: 13 },
      ];
      const problems = validateGrid(rows, lookups);
      expect(problems.map((p) => [p.row, p.field])).toEqual([[3, 'header_id']]);
      expect(problems[0]?.message).toEqual({
        zh: '第 4 行 拉伸强度: 与第 2 行重复（表头、标准、条件、状态均相同）',
        en: 'Row 4 Tensile strength: duplicates row 2 (same header, standard, condition and state)',
      });
    });

    it('treat a missing standard or condition as one value (null and undefined alike)', () => {
      const rows: PropertyRowInput[] = [
        { header_id: 1, value: 1, metric_id: 10 },
        { header_id: 1, standard_id: null, condition_id: null, value: 2, metric_id: 10 },
      ];
      expect(problemsOf(rows).map(([row, field]) => [row, field])).toEqual([[1, 'header_id']]);
      expect(propertyRowKey(rows[0] as PropertyRowInput)).toBe(propertyRowKey(rows[1] as PropertyRowInput));
    });
  });

  it('lists problems in row order', () => {
    const rows: PropertyRowInput[] = [{ header_id: 1 }, { header_id: 98 }, { header_id: 2 }];
    expect(validateGrid(rows, lookups).map((p) => p.row)).toEqual([0, 0, 1, 2]);
  });
});
