/**
 * The 13 makers' sheets the reader was developed on, read through the PDF worker and the splitter and scored
 * against their typed truth (bench/pdf-truth/tds-samples.json): every row found, right on property, condition,
 * method, unit and value. The sheets are third-party documents kept beside the repository in
 * ../shared/tds-samples/, never in it: where that folder is absent (a clone of the repository alone) the test
 * is skipped and says so. The layout classes themselves are checked on sheets the project makes
 * (pdf-maker-layouts.test.ts), which every clone has.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportLimits } from '../../src/config.ts';
import { extractPdfText } from '../../src/modules/datasheet/cache/pdf-import/extract.ts';
import { splitSheet } from '../../src/modules/datasheet/cache/pdf-import/sheet.ts';
import { scoreSheet, type TruthRow } from '../support/pdf-truth.ts';

const folder = join(import.meta.dirname, '../../../../../shared/tds-samples');
const present = existsSync(folder);
const truths: Record<string, TruthRow[]> = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../bench/pdf-truth/tds-samples.json'), 'utf8'),
);
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

if (!present)
  console.warn(
    `pdf-development-sheets: skipped — ${folder} is absent (the makers' sheets are kept beside the repository, never in it)`,
  );

describe(
  present
    ? 'the development sheets of ../shared/tds-samples/'
    : 'the development sheets (skipped: ../shared/tds-samples/ is absent from this checkout)',
  () => {
    it.skipIf(!present)(
      'reads every row of every sheet right, as the truth has it',
      async () => {
        let rows = 0;
        for (const [file, truth] of Object.entries(truths)) {
          const split = splitSheet(await extractPdfText(join(folder, file), limits), { makers: [] });
          const found = split.records.map(({ record: r }) => ({
            grade: r.grade,
            header: r.header,
            standard: r.standard,
            condition: r.condition,
            value: r.value,
            unit: r.unit,
          }));
          const score = scoreSheet(found, truth);
          expect({ file, found: score.found, whole: score.whole }).toEqual({
            file,
            found: truth.length,
            whole: truth.length,
          });
          rows += truth.length;
        }
        expect(rows).toBe(176);
      },
      120_000,
    );
  },
);
