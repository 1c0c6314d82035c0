/**
 * Writes the maker-like PDFs of test/support/maker-pdfs.ts to files, for the browser suite (which uploads one)
 * and for `npm run bench:pdf -- <folder>` (which scores the reader on them against their truth, truth.json):
 *
 *   node --import tsx apps/server/test/support/maker-pdf-main.ts <folder> [name …]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makerPdf, makerPdfs, renderMakerPdf } from './maker-pdfs.ts';

const [folderArg, ...names] = process.argv.slice(2);
if (!folderArg) {
  process.stderr.write('usage: maker-pdf-main.ts <folder> [name …]\n');
  process.exit(2);
}
const folder = resolve(folderArg);
mkdirSync(folder, { recursive: true });
const sheets = names.length > 0 ? names.map(makerPdf) : makerPdfs;
const truth: Record<string, unknown> = {};
for (const sheet of sheets) {
  writeFileSync(join(folder, `${sheet.name}.pdf`), await renderMakerPdf(sheet));
  truth[`${sheet.name}.pdf`] = sheet.truth;
}
writeFileSync(join(folder, 'truth.json'), `${JSON.stringify(truth, null, 1)}\n`);
process.stdout.write(`${sheets.length} PDFs and truth.json in ${folder}\n`);
