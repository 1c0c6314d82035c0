// The PDF datasheet import's reader on the makers' sheets in ../shared/tds-samples/ (never copied into the
// repository): per sheet and in total, the rows found; scored against the sheets' typed truth (truth.json in the
// folder, else bench/pdf-truth/<folder's name>.json), the rows of the truth read right by property, condition,
// method, unit and value and on all five (test/support/pdf-truth.ts says how rows pair and compare); the rows
// whose header, unit and standard resolve through the demo libraries without a hand mapping, the same once the
// spellings of the maker's earlier sheets have been mapped by hand (as staff map them on their first sheet of a
// maker); and the time per page (the worker reading the pages plus the splitter). Prints figures; asserts nothing.
//
//   npm run bench:pdf                       # every sheet of ../shared/tds-samples/
//   npm run bench:pdf -- path/to/folder     # another folder of PDFs (with its truth.json, if it has one)
//
// The project's own layout-class sheets, with their truth:
//   node --import tsx apps/server/test/support/maker-pdf-main.ts /tmp/maker-pdfs && npm run bench:pdf -- /tmp/maker-pdfs
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, queryRows } from '../apps/server/src/db/index.ts';
import { loadCacheLibraries } from '../apps/server/src/modules/datasheet/cache/libraries.ts';
import { extractPdfText } from '../apps/server/src/modules/datasheet/cache/pdf-import/extract.ts';
import { splitSheet } from '../apps/server/src/modules/datasheet/cache/pdf-import/sheet.ts';
import { seed } from '../apps/server/src/modules/seed/seed.ts';
import {
  type ScoredField,
  scoredFields,
  scoreSheet,
  type TruthRow,
} from '../apps/server/test/support/pdf-truth.ts';

const folder = resolve(process.argv[2] ?? join(import.meta.dirname, '../../shared/tds-samples'));
const log = (line = '') => process.stdout.write(`${line}\n`);
const pct = (n: number, of: number) => (of === 0 ? '–' : `${Math.round((n / of) * 100)}%`);

if (!existsSync(folder)) {
  log(
    `No folder ${folder}: the makers' sheets are not in the repository (see the README's PDF import section).`,
  );
  process.exit(1);
}
const truthFile = [
  join(folder, 'truth.json'),
  join(import.meta.dirname, 'pdf-truth', `${basename(folder)}.json`),
].find((path) => existsSync(path));
const truths: Record<string, TruthRow[]> = truthFile ? JSON.parse(readFileSync(truthFile, 'utf8')) : {};
const short: Record<ScoredField, string> = {
  header: 'prop',
  condition: 'cond',
  standard: 'method',
  unit: 'unit',
  value: 'value',
};

const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-pdf-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'bench-Admin-Pass-1',
  SEED_DEMO: '1',
  LOG_LEVEL: 'silent',
});
const database = await openDatabase(config);
try {
  log(`Seeding the demo libraries in ${dataDir} …`);
  await database.migrate();
  await seed(database.db, config, { print: () => {} });
  const libraries = await loadCacheLibraries(database.db);
  const makers = (
    await queryRows<{ name: string | null }>(
      database.db,
      sql`select name_en as name from company union select short_name from company`,
    )
  ).flatMap((row) => (row.name ? [row.name] : []));

  const files = readdirSync(folder)
    .filter((name) => name.toLowerCase().endsWith('.pdf'))
    .sort();
  log(
    `${files.length} sheets in ${folder}; truth: ${truthFile ?? 'none (the right-row columns stay empty)'}\n`,
  );
  log(
    [
      'sheet'.padEnd(22),
      'grade'.padEnd(9),
      'maker'.padEnd(12),
      'pages',
      ' rows',
      'truth',
      ...scoredFields.map((f) => short[f].padStart(6)),
      '   all',
      ' resolved',
      ' after 1st',
      '  ms/page',
    ].join(' '),
  );
  const scored = { truth: 0, whole: 0, right: Object.fromEntries(scoredFields.map((f) => [f, 0])) };
  /** Spellings staff mapped by hand on earlier sheets of each maker. */
  const mappedByMaker = new Map<string, Set<string>>();
  const total = { pages: 0, rows: 0, resolved: 0, later: 0, laterResolved: 0, ms: 0 };
  let first = true;
  for (const file of files) {
    const started = performance.now();
    const pages = await extractPdfText(join(folder, file), config.imports);
    const sheet = splitSheet(pages, { makers });
    const ms = performance.now() - started;
    // The first sheet also pays for loading pdf.js in the worker: reported, and left out of the total time.
    const timed = !first;
    first = false;

    const maker = sheet.company.toLowerCase();
    const seen = mappedByMaker.get(maker);
    const mapped = seen ?? new Set<string>();
    let resolved = 0;
    let afterFirst = 0;
    for (const { record } of sheet.records) {
      const spellings: [kind: 'header' | 'unit' | 'standard', raw: string][] = [
        ['header', record.header],
        ['unit', record.unit],
        ['standard', record.standard],
      ];
      const open = spellings.filter(([kind, raw]) => raw !== '' && libraries.resolve(kind, raw) === null);
      if (open.length === 0) resolved += 1;
      // Every kind, units too (the unit origin library), is remembered once mapped on a maker's earlier sheet.
      if (open.every(([kind, raw]) => mapped.has(`${kind}:${raw}`))) afterFirst += 1;
      for (const [kind, raw] of open) mapped.add(`${kind}:${raw}`);
    }
    mappedByMaker.set(maker, mapped);
    const rows = sheet.records.length;
    const truth = truths[file];
    const score = truth
      ? scoreSheet(
          sheet.records.map(({ record: r }) => ({
            grade: r.grade,
            header: r.header,
            standard: r.standard,
            condition: r.condition,
            value: r.value,
            unit: r.unit,
          })),
          truth,
        )
      : null;
    if (score) {
      scored.truth += score.truth;
      scored.whole += score.whole;
      for (const f of scoredFields) scored.right[f] = (scored.right[f] ?? 0) + score.right[f];
    }
    total.pages += pages.length;
    total.rows += rows;
    total.resolved += resolved;
    if (seen) {
      total.later += rows;
      total.laterResolved += afterFirst;
    }
    if (timed) total.ms += ms;
    log(
      [
        file.padEnd(22),
        sheet.grade.padEnd(9),
        sheet.company.slice(0, 12).padEnd(12),
        String(pages.length).padStart(5),
        String(rows).padStart(5),
        String(score?.truth ?? '–').padStart(5),
        ...scoredFields.map((f) => (score ? String(score.right[f]) : '–').padStart(6)),
        (score ? `${pct(score.whole, score.truth)}` : '–').padStart(6),
        `${resolved} ${pct(resolved, rows)}`.padStart(9),
        (seen ? `${afterFirst} ${pct(afterFirst, rows)}` : 'first').padStart(10),
        `${(ms / pages.length).toFixed(0)}${timed ? '' : '*'}`.padStart(9),
      ].join(' '),
    );
  }
  const timedPages = total.pages - 1;
  log();
  if (scored.truth > 0)
    log(
      `against the truth: ${scored.truth} rows; right by ${scoredFields
        .map((f) => `${short[f]} ${pct(scored.right[f] ?? 0, scored.truth)}`)
        .join(', ')}; on all five ${scored.whole} (${pct(scored.whole, scored.truth)})`,
    );
  log(
    `total: ${files.length} sheets, ${total.pages} pages, ${total.rows} rows; resolved through the demo libraries ` +
      `${total.resolved} (${pct(total.resolved, total.rows)}); on a maker's later sheets, after its first sheet's ` +
      `spellings were mapped: ${total.laterResolved} of ${total.later} (${pct(total.laterResolved, total.later)}); ` +
      `${timedPages > 0 ? (total.ms / timedPages).toFixed(0) : '–'} ms a page (* the first sheet, which also loads pdf.js, left out)`,
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
