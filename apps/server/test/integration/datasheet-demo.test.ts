/**
 * What the datasheet domain's demo data (SEED_DEMO=1) holds, read back through the API: every library and at
 * least 20 makers and 300 sheets; grids of 30–40 rows that keep the grid's rules; values in the ranges of their
 * resin and filler in either unit system; headline columns as the datasheet module computes them; imperial
 * sheets that read as their SI twins. How the seeded catalogue behaves is datasheet-demo-catalogue.test.ts.
 */
import {
  type ConditionParts,
  conditionLabel,
  conditionParts,
  datasheetResource,
  resourcePaths,
  units,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineOf, type SourceRow } from '../../src/modules/datasheet/headline.ts';
import {
  type Domain,
  getSheet,
  indexOf,
  type Property,
  readDomain,
  type Sheet,
  sheetQuestions,
} from './datasheet-demo-read.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let domain: Domain;
let index: ReturnType<typeof indexOf>;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' } });
  token = await t.login();
  domain = await readDomain(t, token);
  index = indexOf(domain);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const {
  headerCode,
  categoryOf,
  featuresOf,
  fillersOf,
  isFlameRetardant,
  conditionOf,
  metricOf,
  isImperial,
  siValue,
  rowsOf,
  loadOf,
} = sheetQuestions(() => index);

describe('datasheet demo data', () => {
  it('seeds every library, at least 20 makers with their trade marks and at least 300 sheets', () => {
    expect(domain.headerRoots.map((row) => row.code)).toEqual([
      'physical',
      'mechanical',
      'impact',
      'thermal',
      'electrical',
      'flammability',
      'optical',
      'processing',
    ]);
    // One metric per catalogue unit, its factor and offset the catalogue's (to the column's 15 decimals).
    expect(domain.metrics).toHaveLength(units.length);
    for (const unit of units) {
      const metric = domain.metrics.find((row) => row.code === unit.code);
      expect(metric, unit.code).toMatchObject({ quantity: unit.quantity, system: unit.system });
      expect(Number(metric?.factor)).toBeCloseTo(unit.factor, 12);
      expect(Number(metric?.offset)).toBeCloseTo(unit.offset, 12);
    }
    expect(domain.headers.length).toBeGreaterThanOrEqual(38);
    const headerCodes = domain.headers.map((row) => row.code);
    expect(headerCodes).toEqual(
      expect.arrayContaining(['density', 'tensile_strength', 'hdt', 'ul94', 'cti']),
    );
    for (const header of domain.headers) {
      if (header.default_metric_id === null) continue;
      expect(index.need(index.metrics, header.default_metric_id).quantity, String(header.code)).toBe(
        header.quantity,
      );
    }
    expect(domain.headers.filter((row) => row.attach).length).toBeGreaterThanOrEqual(5);
    expect(domain.smartEntries.length).toBeGreaterThanOrEqual(10);
    for (const entry of domain.smartEntries)
      expect(index.need(index.headers, entry.header_id).smart).toBe(true);
    expect(domain.standards.length).toBeGreaterThanOrEqual(40);
    expect(domain.standards.map((row) => row.code)).toEqual(
      expect.arrayContaining(['ISO 527-2', 'ISO 179/1eA', 'ASTM D638', 'IEC 60112', 'UL 94', 'GB/T 1040.2']),
    );
    expect(domain.standards.every((row) => String(row.title_zh) && String(row.title_en))).toBe(true);

    // Condition labels are the ones the condition hook writes from the parts.
    for (const condition of domain.conditions) {
      const parts: ConditionParts = Object.fromEntries(
        conditionParts.map((part) => [part.key, (condition[part.key] as number | null) ?? null]),
      );
      expect(condition.label).toBe(conditionLabel(parts));
    }
    expect(domain.conditions.map((row) => row.label)).toEqual(
      expect.arrayContaining([
        '23 °C',
        '23 °C, 50 mm/min',
        '-30 °C',
        '1.8 MPa',
        '0.45 MPa',
        '275 °C, 2.16 kg',
        '50 N, 50 °C/h',
        '1.5 mm',
      ]),
    );

    expect(domain.appliances.length).toBeGreaterThanOrEqual(7);
    expect(domain.fillers.map((row) => row.name_zh)).toEqual(
      expect.arrayContaining(['玻璃纤维', '玻纤', '滑石粉', '滑石']),
    );
    expect(domain.features.length).toBeGreaterThanOrEqual(7);
    expect(domain.processingModes.length).toBeGreaterThanOrEqual(4);
    expect(domain.forms.length).toBeGreaterThanOrEqual(4);

    // A three-level tree, each category under one a level up, with leaves no sheet uses yet.
    for (const category of domain.categories) {
      if (category.level === 1) expect(category.parent_id).toBeNull();
      else expect(index.need(index.categories, category.parent_id).level).toBe(Number(category.level) - 1);
    }
    const leaves = domain.categories.filter((row) => row.level === 3);
    const used = new Set(domain.sheets.map((sheet) => sheet.category_id));
    expect(
      leaves
        .filter((leaf) => used.has(leaf.id))
        .map((leaf) => leaf.code)
        .sort(),
    ).toEqual(['abs', 'pa6', 'pa66', 'pbt', 'pc', 'pom', 'pp', 'pps']);
    expect(leaves.some((leaf) => !used.has(leaf.id))).toBe(true);

    expect(domain.companies.length).toBeGreaterThanOrEqual(20);
    for (const company of domain.companies) {
      expect(String(company.name_zh)).toMatch(/^【演示】/);
      expect(company.name_en).not.toBe('');
      expect(company.website).toMatch(/^https:\/\/example-[a-z]+\.com$/);
      const marks = domain.trademarks.filter((row) => row.company_id === company.id);
      expect(marks.length, String(company.name_en)).toBeGreaterThanOrEqual(1);
      expect(marks.length).toBeLessThanOrEqual(3);
    }
    expect(domain.sheets.length).toBeGreaterThanOrEqual(300);
    expect(domain.sheets.every((sheet) => String(sheet.remarks).startsWith('【演示】'))).toBe(true);
  });

  it('gives every sheet 30–40 property rows that keep the grid rules', () => {
    for (const sheet of domain.sheets) {
      expect(sheet.properties.length, String(sheet.grade)).toBeGreaterThanOrEqual(30);
      expect(sheet.properties.length).toBeLessThanOrEqual(40);
      const keys = new Set<string>();
      for (const row of sheet.properties) {
        const header = index.need(index.headers, row.header_id);
        const where = `${String(sheet.grade)} ${String(header.code)}`;
        const numbers = [row.value, row.value_min, row.value_max].filter((value) => value !== null);
        if (numbers.length > 0) {
          // Every numeric row's unit measures its header's quantity.
          expect(metricOf(row)?.quantity, where).toBe(header.quantity);
        }
        if (header.value_kind === 'text') {
          expect(row.value_text, where).not.toBe('');
          expect(numbers, where).toEqual([]);
        } else if (header.value_kind === 'range') {
          expect(row.value_min, where).not.toBeNull();
          expect(Number(row.value_min)).toBeLessThanOrEqual(Number(row.value_max));
        } else {
          expect(row.value !== null || (row.value_min !== null && row.value_max !== null), where).toBe(true);
        }
        if (header.has_state) expect(['dry', 'conditioned'], where).toContain(row.state);
        else expect(row.state, where).toBeNull();
        expect(row.standard_id === null || index.standards.has(row.standard_id), where).toBe(true);
        const key = `${row.header_id}/${row.condition_id}/${row.state}`;
        expect(keys.has(key), `${where} repeats ${key}`).toBe(false);
        keys.add(key);
      }
    }
  });

  it('writes values in the ranges of their resin and filler, whichever system the sheet uses', () => {
    const sheetsOf = (category: string, where: (sheet: Sheet) => boolean) => {
      const found = domain.sheets.filter((sheet) => categoryOf(sheet) === category && where(sheet));
      expect(found.length, category).toBeGreaterThan(0);
      return found;
    };
    const glass30 = (sheet: Sheet) => {
      const fillers = fillersOf(sheet);
      return (
        fillers.length === 1 &&
        fillers[0]?.code.startsWith('glass_fib') === true &&
        fillers[0]?.percent === 30
      );
    };
    const plain = (sheet: Sheet) =>
      !isFlameRetardant(sheet) && !featuresOf(sheet).includes('impact_modified');
    const pa66gf30 = sheetsOf('pa66', (sheet) => glass30(sheet) && plain(sheet));
    expect(pa66gf30.some(isImperial)).toBe(true);
    for (const sheet of pa66gf30) {
      for (const row of rowsOf(sheet, 'density')) expect(siValue(row)).toBeGreaterThan(1.3);
      for (const row of rowsOf(sheet, 'density')) expect(siValue(row)).toBeLessThan(1.45);
      const tensile = (state: string) => rowsOf(sheet, 'tensile_strength', (row) => row.state === state);
      for (const row of tensile('dry')) expect(siValue(row)).toBeGreaterThan(170);
      for (const row of tensile('dry')) expect(siValue(row)).toBeLessThan(210);
      expect(tensile('conditioned').length, String(sheet.grade)).toBe(1);
      for (const row of tensile('conditioned')) expect(siValue(row)).toBeGreaterThan(110);
      for (const row of tensile('conditioned')) expect(siValue(row)).toBeLessThan(150);
      const hdt = rowsOf(sheet, 'hdt', (row) => loadOf(row) === 1.8);
      expect(hdt.length).toBe(1);
      for (const row of hdt) expect(siValue(row)).toBeGreaterThan(238);
      for (const row of hdt) expect(siValue(row)).toBeLessThan(262);
    }
    for (const sheet of sheetsOf('pp', (sheet) => sheet.fillers.length === 0 && plain(sheet))) {
      for (const row of rowsOf(sheet, 'density')) expect(siValue(row)).toBeCloseTo(0.9, 1);
      for (const row of rowsOf(sheet, 'tensile_strength')) expect(siValue(row)).toBeGreaterThan(27);
      for (const row of rowsOf(sheet, 'tensile_strength')) expect(siValue(row)).toBeLessThan(40);
      for (const row of rowsOf(sheet, 'hdt', (r) => loadOf(r) === 1.8))
        expect(siValue(row)).toBeGreaterThan(48);
      for (const row of rowsOf(sheet, 'hdt', (r) => loadOf(r) === 1.8)) expect(siValue(row)).toBeLessThan(62);
    }
    // Flame-retardant grades are V-0 at 1.5 mm, the others HB (PPS burns V-0 without additives).
    for (const sheet of domain.sheets) {
      const [at15] = rowsOf(sheet, 'ul94', (row) => conditionOf(row)?.thickness === 1.5);
      const expected = isFlameRetardant(sheet) || categoryOf(sheet) === 'pps' ? 'V-0' : 'HB';
      expect(at15?.value_text, String(sheet.grade)).toBe(expected);
    }
    // CTI 600 for unfilled polyamide and PBT; brominated flame retardants bring it down.
    for (const category of ['pa6', 'pa66', 'pbt']) {
      for (const sheet of sheetsOf(
        category,
        (sheet) => sheet.fillers.length === 0 && !isFlameRetardant(sheet),
      )) {
        for (const row of rowsOf(sheet, 'cti')) expect(row.value).toBe(600);
      }
    }
    const fr = domain.sheets.filter(
      (sheet) => isFlameRetardant(sheet) && !featuresOf(sheet).includes('halogen_free_fr'),
    );
    expect(fr.length).toBeGreaterThan(0);
    for (const sheet of fr)
      for (const row of rowsOf(sheet, 'cti')) expect(Number(row.value)).toBeLessThan(600);
    // Polyamides give dry and conditioned values, conditioned lower in strength and stiffness.
    for (const sheet of domain.sheets.filter((s) => ['pa6', 'pa66'].includes(categoryOf(s)))) {
      for (const code of ['tensile_strength', 'tensile_modulus']) {
        const [dry] = rowsOf(sheet, code, (row) => row.state === 'dry');
        const [conditioned] = rowsOf(sheet, code, (row) => row.state === 'conditioned');
        if (!dry || !conditioned) throw new Error(`${String(sheet.grade)} lacks ${code} dry/conditioned`);
        expect(siValue(conditioned)).toBeLessThan(siValue(dry));
      }
    }
    // Every sheet: a plastic's density, HDT under 0.45 MPa no lower than under 1.8 MPa.
    for (const sheet of domain.sheets) {
      const [density] = rowsOf(sheet, 'density');
      expect(siValue(density as Property)).toBeGreaterThan(0.85);
      expect(siValue(density as Property)).toBeLessThan(2.1);
      const [low] = rowsOf(sheet, 'hdt', (row) => loadOf(row) === 0.45);
      const [high] = rowsOf(sheet, 'hdt', (row) => loadOf(row) === 1.8);
      expect(siValue(low as Property)).toBeGreaterThanOrEqual(siValue(high as Property));
      // Nothing softens above its melting point.
      for (const melting of rowsOf(sheet, 'melting_temperature')) {
        for (const row of [...rowsOf(sheet, 'hdt'), ...rowsOf(sheet, 'vicat')]) {
          expect(siValue(row), String(sheet.grade)).toBeLessThan(siValue(melting));
        }
      }
    }
    // A few rows give a range rather than one value.
    const ranged = domain.sheets.flatMap((sheet) =>
      rowsOf(sheet, 'shrinkage_parallel', (row) => row.value === null && row.value_min !== null),
    );
    expect(ranged.length).toBeGreaterThan(10);
  });

  it('fills the headline columns with what the datasheet module reads from the grid', async () => {
    const sourceOf = (row: Property): SourceRow => {
      const metric = metricOf(row);
      return {
        code: headerCode(row),
        state: row.state,
        value: row.value,
        value_min: row.value_min,
        value_max: row.value_max,
        value_text: row.value_text,
        load_stress: (conditionOf(row)?.load_stress as number | null | undefined) ?? null,
        quantity: metric ? String(metric.quantity) : null,
        factor: metric ? Number(metric.factor) : null,
        offset: metric ? Number(metric.offset) : null,
      };
    };
    for (const sheet of domain.sheets) {
      const expected = headlineOf(sheet.properties.map(sourceOf));
      expect(expected.density, String(sheet.grade)).not.toBeNull();
      expect(expected.tensile_strength).not.toBeNull();
      expect(expected.hdt).not.toBeNull();
      expect(expected.ul94).not.toBe('');
      expect({
        density: sheet.density,
        tensile_strength: sheet.tensile_strength,
        hdt: sheet.hdt,
        ul94: sheet.ul94,
      }).toEqual(expected);
    }
    // The engine's own refresh after an edit leaves the seeded headline as it was.
    const samples = [
      domain.sheets.find(isImperial),
      ...domain.sheets.filter((s) => !isImperial(s)).slice(0, 2),
    ];
    for (const sheet of samples) {
      if (!sheet) throw new Error('no sample sheet');
      const { body } = await t.call<Sheet>(token, {
        method: 'POST',
        url: `/api${resourcePaths(datasheetResource).update}`,
        payload: { id: sheet.id, remarks: `${String(sheet.remarks)}（已复核）` },
      });
      expect(body.code, body.msg).toBe(0);
      const after = await getSheet(t, token, sheet.id);
      for (const column of ['density', 'tensile_strength', 'hdt', 'ul94']) {
        expect(after[column], column).toEqual(sheet[column]);
      }
      expect(after.properties).toEqual(sheet.properties);
    }
  });

  it('writes about a tenth of the sheets in imperial units, and a grade reads the same in both systems', () => {
    const imperial = domain.sheets.filter(isImperial);
    expect(imperial.length / domain.sheets.length).toBeGreaterThan(0.05);
    expect(imperial.length / domain.sheets.length).toBeLessThan(0.2);
    const codeOfMetric = (row: Property | undefined) => (row ? metricOf(row)?.code : undefined);
    for (const sheet of imperial) {
      expect(codeOfMetric(rowsOf(sheet, 'density')[0])).toBe('lb/in3');
      expect(codeOfMetric(rowsOf(sheet, 'tensile_strength')[0])).toBe('psi');
      expect(codeOfMetric(rowsOf(sheet, 'hdt')[0])).toBe('degF');
      expect(
        String(index.need(index.standards, rowsOf(sheet, 'tensile_strength')[0]?.standard_id).code),
      ).toBe('ASTM D638');
    }
    const twins = imperial.flatMap((sheet) =>
      domain.sheets
        .filter(
          (other) =>
            other.grade === sheet.grade && other.company_id === sheet.company_id && !isImperial(other),
        )
        .map((other) => [sheet, other] as const),
    );
    expect(twins.length).toBeGreaterThanOrEqual(3);
    for (const [inImperial, inSi] of twins) {
      for (const column of ['density', 'tensile_strength', 'hdt']) {
        const a = Number(inImperial[column]);
        const b = Number(inSi[column]);
        expect(Math.abs(a - b) / b, `${String(inSi.grade)} ${column}`).toBeLessThan(0.002);
      }
    }
  });
});
