/**
 * Maker-like PDFs of the layout classes (test/support/maker-pdfs.ts: made with pdfkit, nothing read from
 * outside the repository) through the import over HTTP on a real database, no assistant configured: a title
 * naming two grades over one value column gives two cached sheets, each with every row and where it was read;
 * the other classes (labelled and footnoted MD / TD pairs, degrees drawn as a raised "o", value before unit,
 * heads on two lines, no heads at all, and the classes of maker-pdfs-grouped, -pages and -film) arrive as the
 * rows of their truth; a table over a page break is one sheet whose source keeps both pages.
 */
import type { CacheSource, ImportReport, ResourceRow } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makerPdf, renderMakerPdf } from '../support/maker-pdfs.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { importFile } from './import-fixtures.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

const PDF = 'application/pdf';
const get = async <T>(url: string) =>
  (await t.call<T>(token, { method: 'GET', url: `/api${url}` })).body.data;

describe('PDFs of the layout classes through the import', () => {
  it('two grades sharing one table: two cached sheets, each with every row', async () => {
    const sheet = makerPdf('two-grades');
    const report: ImportReport = await importFile(t, token, await renderMakerPdf(sheet), false, {
      filename: 'two-grades.pdf',
      type: PDF,
    });
    expect(report).toMatchObject({ rows: 6, sheets: 2, error_rows: 0 });
    expect(report.cache_ids).toHaveLength(2);
    const cached = await Promise.all(
      report.cache_ids.map((id) => get<ResourceRow>(`/ds/cache/get?id=${id}`)),
    );
    expect(cached.map((c) => c.grade)).toEqual(['NX2210', 'NX2230']);
    for (const each of cached) {
      expect((each.rows as ResourceRow[]).map((r) => [r.header_raw, r.value_raw, r.unit_raw])).toEqual([
        ['Melt Index', '2.0', 'g/10 min'],
        ['Density', '0.918', 'g/cm³'],
        ['Haze', '9', '%'],
      ]);
      const source = await get<CacheSource>(`/ds/cache/source?id=${each.id}`);
      expect(source).toMatchObject({ file: 'two-grades.pdf', extractor: 'rules' });
      expect(source.marks).toHaveLength(3);
      expect(source.marks.every((m) => m.boxes.length === 2 && m.unsure === null)).toBe(true);
    }
  });

  it('the other layout classes: the dry run lists the rows of their truth', async () => {
    for (const name of [
      'film-pairs',
      'method-conditions',
      'value-before-unit',
      'european-two-line-heads',
      'headless-sections',
      'bilingual-heads-conditions',
      'grouped-rows',
      'value-unit-method',
      'units-in-names',
      'film-directions-at',
      'chinese-numbered',
      'dot-leaders',
    ]) {
      const sheet = makerPdf(name);
      const dry: ImportReport = await importFile(t, token, await renderMakerPdf(sheet), true, {
        filename: `${name}.pdf`,
        type: PDF,
      });
      expect(dry).toMatchObject({ rows: sheet.truth.length, sheets: 1, error_rows: 0 });
      expect(dry.lines.map((l) => `${l.grade}|${l.header}`)).toEqual(
        sheet.truth.map((r) => `${r.grade}|${r.header}`),
      );
    }
  });

  it('a table over a page break: one sheet of every row, its family from the title, both pages kept', async () => {
    const sheet = makerPdf('over-page-break');
    const report: ImportReport = await importFile(t, token, await renderMakerPdf(sheet), false, {
      filename: 'over-page-break.pdf',
      type: PDF,
    });
    expect(report).toMatchObject({ rows: sheet.truth.length, sheets: 1, error_rows: 0 });
    const [id] = report.cache_ids;
    const cached = await get<ResourceRow>(`/ds/cache/get?id=${id}`);
    expect(cached).toMatchObject({ grade: 'HX3120', category_raw: 'PP' });
    expect((cached.rows as ResourceRow[]).map((r) => [r.header_raw, r.value_raw])).toEqual(
      sheet.truth.map((r) => [r.header, r.value]),
    );
    const source = await get<CacheSource>(`/ds/cache/source?id=${id}`);
    expect(source.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(source.marks.filter((m) => m.page === 2)).toHaveLength(3);
  });
});
