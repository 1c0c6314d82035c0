/**
 * Each layout class as a real PDF (made with pdfkit by test/support/maker-pdfs.ts, nothing read from outside
 * the repository) through the import's own reader: the PDF worker (pdf.js) and the row splitter. Every row of
 * each sheet's truth is found as written there, and nothing else: where pdf.js splits and places the text of a
 * real file (a raised "o" on a line of its own, a head row in another order) is what the typed pages of
 * pdf-splitter-columns and pdf-splitter-cells stand for.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportLimits } from '../../src/config.ts';
import { extractPdfText } from '../../src/modules/datasheet/cache/pdf-import/extract.ts';
import { splitSheet } from '../../src/modules/datasheet/cache/pdf-import/sheet.ts';
import { makerPdfs, renderMakerPdf } from '../support/maker-pdfs.ts';

const folder = mkdtempSync(join(tmpdir(), 'console-maker-pdfs-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const limits: ImportLimits = {
  fileBytes: 50 * 1024 * 1024,
  inflatedBytes: 200 * 1024 * 1024,
  stringsBytes: 50 * 1024 * 1024,
  rows: 10_000,
  columns: 100,
  cellChars: 10_000,
  pdfPages: 20,
  assistant: null,
};

describe('maker-like PDFs of each layout class', () => {
  for (const sheet of makerPdfs) {
    it(`${sheet.name}: ${sheet.layout}`, async () => {
      const path = join(folder, `${sheet.name}.pdf`);
      writeFileSync(path, await renderMakerPdf(sheet));
      const split = splitSheet(await extractPdfText(path, limits), { makers: [] });
      const found = split.records.map(({ record: r }) => ({
        grade: r.grade,
        header: r.header,
        standard: r.standard,
        condition: r.condition,
        value: r.value,
        unit: r.unit,
      }));
      expect(found).toEqual(sheet.truth);
      expect(split.records.every((r) => r.boxes.length > 0)).toBe(true);
      // The polymer family its title names, as the contract's table knows it, on each row.
      expect(split.category).toBe(sheet.family ?? '');
      expect(split.records.every((r) => r.record.category === split.category)).toBe(true);
      // Loading pdf.js in its worker and the 10 MB font takes seconds on a loaded machine; this only names a hang.
    }, 60_000);
  }
});
