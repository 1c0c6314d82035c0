/**
 * The datasheet domain's demo rows (issue 8 §4): the libraries, fictional makers with their trade marks, and
 * a few hundred sheets with full property grids, generated deterministically and written in bulk inside the
 * seed's transaction; then UL yellow cards and certificates for some of those sheets; prices, substitute pairs, access requests
 * and views (xref.ts); search presets and raw UL rows waiting to be matched (smart.ts).
 */
import type { Tx } from '../../../engine/index.ts';
import { anyRows } from './bulk.ts';
import { writeChemicalDemo } from './chemicals.ts';
import { generateDatasheetDemo } from './generate.ts';
import { HISTORY_DAYS } from './sheets.ts';
import { writeSmartDemo } from './smart.ts';
import { writeUlAndCertificates } from './ul-and-certificates.ts';
import { writeLibraries } from './write-libraries.ts';
import { writeSheets } from './write-sheets.ts';
import { writeXrefDemo } from './xref.ts';

export { DEMO_SEED, generateDatasheetDemo } from './generate.ts';
export type { DemoData } from './model.ts';

/** Families the demo writes into; any row in them means the domain is someone's data already. */
const demoFamilies = [
  'metric',
  'header_root',
  'header',
  'standard',
  'condition',
  'filler',
  'category',
  'company',
  'datasheet',
  'chemical_class',
] as const;

const DAY_MS = 86_400_000;

export interface DatasheetDemoResult {
  sheets: number;
  skipped: boolean;
}

/**
 * Writes the demo datasheet domain in the caller's transaction. Fictional rows never mix with real ones: when
 * the domain already holds rows (an import, or an earlier seed whose admin was removed), nothing is written.
 */
export async function seedDatasheetDemo(tx: Tx, now: Date): Promise<DatasheetDemoResult> {
  if (await anyRows(tx, demoFamilies)) return { sheets: 0, skipped: true };
  const data = generateDatasheetDemo();
  // The libraries predate the oldest sheet.
  const librariesAt = new Date(now.getTime() - (HISTORY_DAYS + 30) * DAY_MS);
  const ids = await writeLibraries(tx, data, librariesAt, now);
  const sheetIds = await writeSheets(tx, data.sheets, ids, now);
  await writeUlAndCertificates(tx, now);
  await writeChemicalDemo(tx, ids, librariesAt);
  await writeXrefDemo(tx, now);
  await writeSmartDemo(tx, now);
  return { sheets: sheetIds.length, skipped: false };
}
