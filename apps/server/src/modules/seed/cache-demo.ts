/**
 * Demo rows waiting in the review pipeline (待审核列表), so a newcomer sees it at work on the first start: a
 * maker's file of three sheets imported through the real import once the seed has committed (the import reads
 * the committed libraries and keeps its own history and audit). Built from a published demo sheet's rows:
 * - the same grade again with one value changed: approving it merges, after showing the difference;
 * - a new grade of that maker: it passes every check and waits to be approved;
 * - a new grade whose maker and one header are spelled as no library knows: it waits to be mapped (the
 *   suggestions propose the right rows), and those spellings wait in the origin libraries.
 */
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_COLUMNS, SystemActor } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { systemActor } from '../../core/actor.ts';
import { type Db, queryRows } from '../../db/index.ts';
import { ResourceEngine } from '../../engine/index.ts';
import { runImport } from '../datasheet/cache/import.ts';

/** The demo file's name, as the import history shows it. */
export const CACHE_DEMO_FILE = '演示-供应商物性表.csv';

interface SourceRow {
  grade: string;
  company: string;
  category: string;
  header: string;
  standard: string;
  condition: string;
  state: string;
  value: string;
  unit: string;
}

/** The rows of the oldest published demo sheet with a full grid, as a maker's file would spell them. */
async function publishedRows(db: Db): Promise<SourceRow[]> {
  return queryRows<SourceRow>(
    db,
    sql`with sheet as (
          select d.id from datasheet d
          where d.status = 1 and d.company_id is not null and d.category_id is not null
            and (select count(*) from datasheet_properties p where p.parent_id = d.id and p.value is not null) >= 4
          order by d.id limit 1)
        select d.grade, c.name_en as company, cat.name_zh as category, h.name_en as header,
               coalesce(s.code, '') as standard, coalesce(cd.label, '') as condition,
               coalesce(p.state, '') as state, trim(trailing '.' from trim(trailing '0' from p.value::text)) as value,
               coalesce(m.symbol, '') as unit
        from sheet join datasheet d on d.id = sheet.id
        join company c on c.id = d.company_id
        join category cat on cat.id = d.category_id
        join datasheet_properties p on p.parent_id = d.id
        join header h on h.id = p.header_id
        left join standard s on s.id = p.standard_id
        left join condition cd on cd.id = p.condition_id
        left join metric m on m.id = p.metric_id
        where p.value is not null and c.name_en <> ''
        order by p.position limit 6`,
  );
}

function csv(rows: readonly SourceRow[]): string {
  const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const lines = rows.map((row) =>
    [
      row.grade,
      row.company,
      row.category,
      row.header,
      row.standard,
      row.condition,
      row.state,
      row.value,
      row.unit,
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[IMPORT_COLUMNS.join(','), ...lines].join('\n')}\n`;
}

/** Imports the demo file as the seed; the number of sheets waiting (0 when the demo has no sheet). */
export async function seedCacheDemo(db: Db, config: Config) {
  const source = await publishedRows(db);
  if (source.length < 4) return 0;
  const [first, second] = source;
  const changed = source.map((row, index) =>
    index === 1 ? { ...row, value: String(Math.round(Number(row.value) * 1.05 * 100) / 100) } : row,
  );
  const grade = first?.grade ?? '';
  const fresh = source.map((row) => ({ ...row, grade: `${grade}-HF` }));
  const misspelt = source.map((row) => ({
    ...row,
    grade: `${grade}-UV`,
    company: `${row.company} Co.`,
    header: row.header === second?.header ? `${row.header.slice(0, 7)}.` : row.header,
  }));
  const path = join(tmpdir(), `console-cache-demo-${randomUUID()}.csv`);
  await writeFile(path, csv([...changed, ...fresh, ...misspelt]));
  try {
    // The start seeds before the app exists: an engine of its own, without the modules' hooks, none of which
    // the import's writes (its run, its sheets shown) have.
    const report = await runImport(new ResourceEngine(db), {
      path,
      kind: 'csv',
      file: CACHE_DEMO_FILE,
      dryRun: false,
      actor: systemActor(SystemActor.seed),
      limits: config.imports,
    });
    return report.sheets;
  } finally {
    await rm(path, { force: true });
  }
}
