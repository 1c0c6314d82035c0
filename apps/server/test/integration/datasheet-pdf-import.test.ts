/**
 * A maker's PDF datasheet through the import (issue 24), over HTTP on a real database: a sheet generated with
 * pdfkit in a maker's layout — two grades side by side, film values as MD/TD pairs under a footnote, a
 * condition inside a property's name, a split method (`ASTM D 1505`), `g/cc` — is dry-run (the rows listed,
 * nothing written), imported (two cached sheets, their rows with the page and boxes they were read from),
 * given its category and approved (two published sheets holding the printed values). The files the import
 * must refuse are refused with a clear message and without the server's memory growing: JavaScript, 2,000
 * pages, a damaged file; a sheet with no readable table says it needs hand entry.
 */
import type { CacheSource, ImportReport, ResourcePage, ResourceRow } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type DatasheetLibrary, makeDatasheetLibrary } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { importFile, multipart } from './import-fixtures.ts';
import { damagedPdf, longPdf, makerSheet, pdfWithJavaScript, proseSheet } from './pdf-fixtures.ts';

let t: TestApp;
let token: string;
let lib: DatasheetLibrary;
let api: ReturnType<typeof caller>;
let conditions: { md: number; td: number; at23: number };
let d1505: number;
let lldpe: number;
/** A film's tensile strength: a PE sheet states no dry/conditioned state (the library's PA66 header needs one). */
let filmTensile: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  api = caller(t, token);
  lib = await makeDatasheetLibrary(t, token);
  conditions = {
    md: await api.add('/ds/condition', { direction: 'MD' }),
    td: await api.add('/ds/condition', { direction: 'TD' }),
    at23: await api.add('/ds/condition', { temperature: 23 }),
  };
  filmTensile = await api.add('/v1_header', {
    name_zh: '薄膜拉伸强度',
    name_en: 'Film tensile strength',
    code: 'film_tensile_strength',
    root_id: lib.roots.mechanical,
    quantity: 'stress',
    default_metric_id: lib.metrics.MPa,
    better: 'higher',
    sort: 9,
  });
  // The sheet's title names its polymer; the category library knows it by its abbreviation.
  lldpe = await api.add('/v1_categories', { name_zh: 'LLDPE', name_en: 'LLDPE', level: 1 });
  d1505 = await api.add('/v1_standard', {
    code: 'ASTM D1505',
    organisation: 'ASTM',
    title_en: 'Density of plastics by the density-gradient technique',
    title_zh: 'Density of plastics by the density-gradient technique',
  });
});
afterAll(async () => {
  await t.close();
});

const PDF = 'application/pdf';
const GRADES = ['XP-100', 'XP-200'] as const;

const sheet = () =>
  makerSheet(GRADES, [
    ['Density @ 23°C', 'ASTM D 1505', 'g/cc', '0.921', '0.935'],
    ['Tensile Strength at Break', 'ASTM D638', 'psi', '3300/2200*', '3,500/2,400*'],
    ['Elongation at Break', 'ASTM D638', '%', '180/490*', '200/510*'],
  ]);

describe('a maker-like PDF datasheet', () => {
  let report: ImportReport;

  it('dry run: lists a row per grade, property and direction, all resolved, and writes nothing', async () => {
    const before = (await api.get<ResourcePage>('/ds/cache/list?size=1')).body.data.total;
    const dry = await importFile(t, token, await sheet(), true, { filename: 'xp-film.pdf', type: PDF });
    expect(dry).toMatchObject({ rows: 10, sheets: 2, error_rows: 0, unmapped_rows: 4, cache_ids: [] });
    // Everything resolves through the libraries (g/cc, ASTM D 1505, 23°C, MD, TD) but the maker's own name for
    // tensile strength, which the dry run reports once per row.
    expect(dry.unmapped).toMatchObject({
      header: { 'Tensile Strength at Break': 4 },
      unit: {},
      standard: {},
    });
    // Each grade's rows together: XP-100's five, then XP-200's.
    expect(dry.lines.map((line) => `${line.grade}|${line.header}`)).toEqual([
      'XP-100|Density',
      'XP-100|Tensile Strength at Break',
      'XP-100|Tensile Strength at Break',
      'XP-100|Elongation at Break',
      'XP-100|Elongation at Break',
      'XP-200|Density',
      'XP-200|Tensile Strength at Break',
      'XP-200|Tensile Strength at Break',
      'XP-200|Elongation at Break',
      'XP-200|Elongation at Break',
    ]);
    expect(dry.lines.every((line) => line.outcome === 'unmapped' || line.outcome === 'create')).toBe(true);
    expect((await api.get<ResourcePage>('/ds/cache/list?size=1')).body.data.total).toBe(before);
  });

  it('import: two cached sheets with the printed values, their conditions and where each was read', async () => {
    // The property names are the maker's: mapped once, as any import's spellings are.
    for (const [raw, target] of [
      ['Tensile Strength at Break', filmTensile],
      ['Elongation at Break', lib.headers.elongation],
    ] as const) {
      const mapped = await api.post('/ds/cache/map', { kind: 'header', raw, target_id: target });
      expect(mapped.body.code, mapped.body.msg).toBe(0);
    }
    report = await importFile(t, token, await sheet(), false, { filename: 'xp-film.pdf', type: PDF });
    expect(report).toMatchObject({ rows: 10, sheets: 2, error_rows: 0, unmapped_rows: 0 });
    expect(report.cache_ids).toHaveLength(2);
    const [first, second] = await Promise.all(
      report.cache_ids.map(async (id) => (await api.get<ResourceRow>(`/ds/cache/get?id=${id}`)).body.data),
    );
    expect(first).toMatchObject({
      grade: 'XP-100',
      company_id: lib.company,
      category_raw: 'LLDPE',
      category_id: lldpe,
      source: 'xp-film.pdf',
    });
    expect(second).toMatchObject({ grade: 'XP-200', company_id: lib.company });
    const rows = (first?.rows ?? []) as ResourceRow[];
    expect(
      rows.map((r) => [r.header_id, r.standard_id, r.condition_id, r.value_raw, r.unit_raw, r.metric_id]),
    ).toEqual([
      [lib.headers.density, d1505, conditions.at23, '0.921', 'g/cc', lib.metrics.gcm3],
      [filmTensile, lib.standards.astmD638, conditions.md, '3300', 'psi', lib.metrics.psi],
      [filmTensile, lib.standards.astmD638, conditions.td, '2200', 'psi', lib.metrics.psi],
      [lib.headers.elongation, lib.standards.astmD638, conditions.md, '180', '%', lib.metrics.percent],
      [lib.headers.elongation, lib.standards.astmD638, conditions.td, '490', '%', lib.metrics.percent],
    ]);
    expect(((second?.rows ?? []) as ResourceRow[]).map((r) => r.value_raw)).toEqual([
      '0.935',
      '3,500',
      '2,400',
      '200',
      '510',
    ]);

    const { body } = await api.get<CacheSource | null>(`/ds/cache/source?id=${report.cache_ids[0]}`);
    expect(body.code, body.msg).toBe(0);
    const source = body.data as CacheSource;
    expect(source).toMatchObject({ file: 'xp-film.pdf', extractor: 'rules' });
    expect(source.pages.map((p) => p.page)).toEqual([1]);
    expect(source.pages[0]?.items.some((item) => item.s.includes('3300/2200'))).toBe(true);
    expect(source.marks.map((m) => m.line)).toEqual(rows.map((r) => r.line));
    // The value's box is where the value was printed: on the line of its property, in its grade's column.
    const density = source.marks[0];
    const printed = source.pages[0]?.items.find((item) => item.s === '0.921');
    expect(density?.boxes[0]?.[0]).toBeCloseTo(printed?.x ?? -1, 0);
    expect(source.marks.every((m) => m.unsure === null)).toBe(true);
    // A sheet imported from a spreadsheet has no source.
    const none = await api.get<CacheSource | null>('/ds/cache/source?id=999999');
    expect(none.body).toMatchObject({ code: 0, data: null });
  });

  it('approve: each grade becomes a published sheet holding the values as printed', async () => {
    const review = await api.get<{ problems: unknown[] }>(`/ds/cache/review?id=${report.cache_ids[0]}`);
    expect(review.body.data.problems).toEqual([]);
    const approved = await api.post('/ds/cache/approve_all', { ids: report.cache_ids });
    expect(approved.body.code, approved.body.msg).toBe(0);
    expect(approved.body.data).toMatchObject({ approved: report.cache_ids, skipped: [] });
    const cached = (await api.get<ResourceRow>(`/ds/cache/get?id=${report.cache_ids[1]}`)).body.data;
    const published = (await api.get<ResourceRow>(`/ds/get?id=${cached.datasheet_id}`)).body.data;
    expect(published).toMatchObject({
      grade: 'XP-200',
      company_id: lib.company,
      category_id: lldpe,
    });
    const values = (published.properties as ResourceRow[]).map((p) => [
      p.header_id,
      p.condition_id,
      p.value ?? p.value_min,
      p.metric_id,
    ]);
    expect(values).toEqual(
      expect.arrayContaining([
        [lib.headers.density, conditions.at23, 0.935, lib.metrics.gcm3],
        [filmTensile, conditions.md, 3500, lib.metrics.psi],
        [filmTensile, conditions.td, 2400, lib.metrics.psi],
        [lib.headers.elongation, conditions.md, 200, lib.metrics.percent],
        [lib.headers.elongation, conditions.td, 510, lib.metrics.percent],
      ]),
    );
    expect(values).toHaveLength(5);
  });
});

describe('PDFs the import refuses', () => {
  async function refused(data: Buffer, filename: string): Promise<string> {
    const { body } = await t.call(token, {
      method: 'POST',
      url: '/api/ds/cache/import?dry_run=1',
      ...multipart(filename, PDF, data),
    });
    expect(body.code).toBe(2);
    return body.msg;
  }

  it('refuses JavaScript, 2,000 pages and a damaged file with messages saying so, memory bounded', async () => {
    const rss = process.memoryUsage().rss;
    expect(await refused(pdfWithJavaScript(), 'script.pdf')).toContain('JavaScript');
    expect(await refused(await longPdf(), 'long.pdf')).toMatch(/2,000 页|IMPORT_MAX_PDF_PAGES/);
    expect(await refused(damagedPdf(), 'damaged.pdf')).toContain('损坏');
    expect(await refused(Buffer.from('not a pdf at all'), 'renamed.pdf')).toContain('%PDF');
    // The reading happens in a worker whose heap is capped; the server itself holds only the answer.
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);
    const runs = await api.get<ResourcePage>('/ds/cache/import_run/list?file=long.pdf');
    expect(runs.body.data.list[0]).toMatchObject({ file: 'long.pdf' });
  }, 120_000);

  it('says a sheet without a readable table needs hand entry (no assistant configured)', async () => {
    const message = await refused(await proseSheet(), 'prose.pdf');
    expect(message).toContain('手工录入');
    expect(message).toContain('AI_BASE_URL');
  });
});
