/**
 * Loads the peer's data set (`peer-data.sql`: 5,000 companies, one million sheets, every value from
 * `hashint8extended` of the row number) into the console's own tables, with the very formulas of that file,
 * so the same rows match the same filters on both platforms.
 *
 * Mapping onto the console's schema:
 * - `companies.name` → `company.name_zh` and `name_en` (ids 1..5000 as in the peer);
 * - the peer's flat `category_id` 1..300 → the third level of a three-level category tree whose 300 leaves
 *   keep ids 1..300 (ten leaves under each of 30 second-level categories 1101..1130, ten of those under each
 *   of 3 roots 1001..1003), so `category_id BETWEEN 10 AND 20` is the subtree filter `10,1102`
 *   (leaf 10 and everything under 1102, whose leaves are 11..20);
 * - `is_enabled` → `enabled`, `status` 0/1/2 as is; density, tensile strength, HDT and UL94 are the sheet's
 *   headline columns; `id`, `dsno`, `grade`, `created_at`, `updated_at` as is.
 * The sheet `gridSheet` also gets a small property grid (with the library rows it names), fillers, features,
 * an appliance and a processing mode, written to agree with its headline values, so one sheet's `get`
 * returns what a real one does.
 */
import type pg from 'pg';
import { JUDGING_SETTING } from '../../apps/server/src/modules/datasheet/plausibility/judging-state.ts';

/** The sheet whose grid is filled in (the peer's call (e) reads sheet 123456). */
export function gridSheetOf(sheets: number): number {
  return Math.min(123_456, sheets);
}

/** The peer's rows, column for column: `FROM (…) g` of peer-data.sql, for `sheets` row numbers. */
function peerRows(sheets: number): string {
  return `
  SELECT n,
         'DS' || lpad(n::text, 8, '0') AS dsno,
         (ARRAY['PA6','PA66','PBT','PC','POM','PP','ABS','PPS','PEEK','LCP'])[1 + h1 % 10]
           || '-' || chr(65 + (h2 % 26)::int) || lpad((h3 % 100)::text, 2, '0')
           || CASE WHEN h4 % 3 = 0 THEN '' ELSE ' GF' || ((h4 % 5 + 1) * 10)::text END AS grade,
         1 + (h5 % 5000)::int AS company_id,
         1 + (h6 % 300)::int AS category_id,
         (CASE WHEN h7 % 10 < 2 THEN 0 WHEN h7 % 10 < 8 THEN 1 ELSE 2 END) AS status,
         (h8 % 10) <> 0 AS enabled,
         round(0.9 + (h1 % 1100) / 1000.0, 3) AS density,
         round(20 + (h2 % 2300) / 10.0, 1) AS tensile_strength,
         round(50 + (h3 % 2500) / 10.0, 1) AS hdt,
         (ARRAY['HB','V-2','V-1','V-0','5VA'])[1 + h4 % 5] AS ul94,
         c AS created_at,
         least(c + make_interval(secs => (h6 % (365 * 86400))::double precision),
               timestamptz '2026-01-01 00:00:00+00') AS updated_at
  FROM (
    SELECT n,
           abs(hashint8extended(n, 1)) AS h1, abs(hashint8extended(n, 2)) AS h2,
           abs(hashint8extended(n, 3)) AS h3, abs(hashint8extended(n, 4)) AS h4,
           abs(hashint8extended(n, 5)) AS h5, abs(hashint8extended(n, 6)) AS h6,
           abs(hashint8extended(n, 7)) AS h7, abs(hashint8extended(n, 8)) AS h8,
           timestamptz '2021-01-01 00:00:00+00'
             + make_interval(secs => (abs(hashint8extended(n, 9)) % (5 * 365 * 86400))::double precision) AS c
    FROM generate_series(1, ${sheets}) AS n
  ) g`;
}

const companies = `
INSERT INTO company (id, name_zh, name_en, short_name)
SELECT n, name, name, left(name, 64)
FROM (SELECT n, (ARRAY['Acme','Globex','Initech','Umbrella','Hooli','Stark','Wayne','Tyrell','Cyberdyne','Soylent'])
             [1 + abs(hashint8extended(n, 11)) % 10] || ' Polymers ' || lpad(n::text, 4, '0') AS name
      FROM generate_series(1, 5000) AS n) c;
SELECT setval(pg_get_serial_sequence('company', 'id'), 5000);`;

const categories = `
INSERT INTO category (id, name_zh, name_en, level, parent_id, code, sort)
SELECT 1000 + r, '一级分类 ' || r, 'Category ' || r, 1, NULL, 'bench-l1-' || r, r FROM generate_series(1, 3) r;
INSERT INTO category (id, name_zh, name_en, level, parent_id, code, sort)
SELECT 1100 + s, '二级分类 ' || lpad(s::text, 2, '0'), 'Category ' || (1000 + (s - 1) / 10 + 1) || '.' || s, 2,
       1000 + (s - 1) / 10 + 1, 'bench-l2-' || s, s
FROM generate_series(1, 30) s;
INSERT INTO category (id, name_zh, name_en, level, parent_id, code, sort)
SELECT t, '三级分类 ' || lpad(t::text, 3, '0'), 'Category leaf ' || t, 3, 1100 + (t - 1) / 10 + 1, 'bench-l3-' || t, t
FROM generate_series(1, 300) t;
SELECT setval(pg_get_serial_sequence('category', 'id'), 1130);`;

function sheetRows(sheets: number): string {
  return `
INSERT INTO datasheet (id, dsno, grade, company_id, category_id, status, enabled,
                       density, tensile_strength, hdt, ul94, created_at, updated_at)
SELECT n, dsno, grade, company_id, category_id, status, enabled,
       density, tensile_strength, hdt, ul94, created_at, updated_at
FROM (${peerRows(sheets)}) p;
SELECT setval(pg_get_serial_sequence('datasheet', 'id'), ${sheets});
SELECT setval('datasheet_dsno_seq', ${sheets});`;
}

/** The library rows a realistic grid names, and the grid of one sheet agreeing with its headline columns. */
function gridOf(sheet: number): string {
  return `
INSERT INTO header_root (id, name_zh, name_en, code, sort) VALUES
  (1, '物理性能', 'Physical', 'physical', 1), (2, '机械性能', 'Mechanical', 'mechanical', 2),
  (3, '热性能', 'Thermal', 'thermal', 3), (4, '阻燃性能', 'Flammability', 'flammability', 4);
INSERT INTO metric (id, symbol, code, name_zh, name_en, quantity, factor, "offset", system, sort) VALUES
  (1, 'g/cm³', 'g/cm3', '克每立方厘米', 'gram per cubic centimetre', 'density', 1000, 0, 'si', 1),
  (2, 'MPa', 'MPa', '兆帕', 'megapascal', 'stress', 1000000, 0, 'si', 2),
  (3, '°C', 'degC', '摄氏度', 'degree Celsius', 'temperature', 1, 273.15, 'si', 3),
  (4, 'kJ/m²', 'kJ/m2', '千焦每平方米', 'kilojoule per square metre', 'energy_per_area', 1000, 0, 'si', 4),
  (5, '%', 'percent', '百分比', 'percent', 'ratio', 0.01, 0, 'si', 5);
INSERT INTO header (id, name_zh, name_en, root_id, code, quantity, default_metric_id, value_kind, better,
                    has_state, sort) VALUES
  (1, '密度', 'Density', 1, 'density', 'density', 1, 'number', 'none', false, 1),
  (2, '拉伸强度', 'Tensile strength', 2, 'tensile_strength', 'stress', 2, 'number', 'higher', true, 2),
  (3, '断裂伸长率', 'Elongation at break', 2, 'elongation_at_break', 'ratio', 5, 'number', 'higher', true, 3),
  (4, '弯曲模量', 'Flexural modulus', 2, 'flexural_modulus', 'stress', 2, 'number', 'higher', false, 4),
  (5, '简支梁缺口冲击强度', 'Charpy notched impact strength', 2, 'charpy_notched', 'energy_per_area', 4,
   'number', 'higher', false, 5),
  (6, '热变形温度', 'Heat deflection temperature', 3, 'hdt', 'temperature', 3, 'number', 'higher', false, 6),
  (7, 'UL94 阻燃等级', 'UL94 rating', 4, 'ul94', 'rating', NULL, 'text', 'none', false, 7);
INSERT INTO standard (id, code, organisation, title_zh, title_en, sort) VALUES
  (1, 'ISO 1183', 'ISO', '塑料 非泡沫塑料密度的测定', 'Plastics — Density of non-cellular plastics', 1),
  (2, 'ISO 527-2', 'ISO', '塑料 拉伸性能的测定', 'Plastics — Tensile properties', 2),
  (3, 'ISO 178', 'ISO', '塑料 弯曲性能的测定', 'Plastics — Flexural properties', 3),
  (4, 'ISO 179-1', 'ISO', '塑料 简支梁冲击性能的测定', 'Plastics — Charpy impact properties', 4),
  (5, 'ISO 75-2', 'ISO', '塑料 负荷变形温度的测定', 'Plastics — Temperature of deflection under load', 5),
  (6, 'UL 94', 'UL', '设备和器具部件用塑料材料的可燃性试验', 'Flammability of plastic materials', 6);
INSERT INTO condition (id, label, temperature, load_stress, thickness, speed, sort) VALUES
  (1, '23 °C', 23, NULL, NULL, NULL, 1),
  (2, '23 °C, 5 mm/min', 23, NULL, NULL, 5, 2),
  (3, '1.80 MPa', NULL, 1.8, NULL, NULL, 3),
  (4, '0.45 MPa', NULL, 0.45, NULL, NULL, 4),
  (5, '1.6 mm', NULL, NULL, 1.6, NULL, 5);
INSERT INTO filler (id, name_zh, name_en, abbreviation, code, sort) VALUES
  (1, '玻璃纤维', 'Glass fibre', 'GF', 'glass_fibre', 1), (2, '矿物', 'Mineral', 'MD', 'mineral', 2);
INSERT INTO feature (id, name_zh, name_en, code, sort) VALUES
  (1, '高刚性', 'High stiffness', 'high_stiffness', 1), (2, '耐热', 'Heat resistant', 'heat_resistant', 2),
  (3, '阻燃', 'Flame retardant', 'flame_retardant', 3);
INSERT INTO appliance (id, name_zh, name_en, code, sort) VALUES
  (1, '汽车', 'Automotive', 'automotive', 1), (2, '电子电气', 'Electrical & electronics', 'electrical', 2);
INSERT INTO processing_mode (id, name_zh, name_en, code, sort) VALUES
  (1, '注塑', 'Injection moulding', 'injection', 1), (2, '挤出', 'Extrusion', 'extrusion', 2);
SELECT setval(pg_get_serial_sequence(t, 'id'), 100)
FROM unnest(ARRAY['header_root', 'metric', 'header', 'standard', 'condition', 'filler', 'feature', 'appliance',
                  'processing_mode']) t;

INSERT INTO datasheet_properties (parent_id, position, header_id, standard_id, condition_id, state, value,
                                  value_text, metric_id)
SELECT d.id, p.position, p.header_id, p.standard_id, p.condition_id, p.state, p.value, p.value_text, p.metric_id
FROM datasheet d,
LATERAL (VALUES
  (1, 1, 1, 1, NULL::varchar, d.density::numeric, '', 1),
  (2, 2, 2, 2, 'dry', d.tensile_strength::numeric, '', 2),
  (3, 2, 2, 2, 'conditioned', round(d.tensile_strength * 0.7, 1)::numeric, '', 2),
  (4, 3, 2, 2, 'dry', 3.5::numeric, '', 5),
  (5, 4, 3, 2, NULL, 8200::numeric, '', 2),
  (6, 5, 4, 1, NULL, 11::numeric, '', 4),
  (7, 6, 5, 3, NULL, d.hdt::numeric, '', 3),
  (8, 6, 5, 4, NULL, round(d.hdt + 12, 1)::numeric, '', 3),
  (9, 7, 6, 5, NULL, NULL::numeric, d.ul94, NULL)
) AS p(position, header_id, standard_id, condition_id, state, value, value_text, metric_id)
WHERE d.id = ${sheet};
INSERT INTO datasheet_fillers (parent_id, position, filler_id, percent) VALUES (${sheet}, 1, 1, 30);
INSERT INTO datasheet_features (owner_id, target_id) VALUES (${sheet}, 1), (${sheet}, 2);
INSERT INTO datasheet_appliances (owner_id, target_id) VALUES (${sheet}, 1);
INSERT INTO datasheet_processing_modes (owner_id, target_id) VALUES (${sheet}, 1);`;
}

/** A statement that rebuilds what `dropSecondary` dropped. */
interface Rebuild {
  name: string;
  sql: string;
}

/**
 * Drops the sheet table's indexes and constraints other than its primary key, so a million rows go in
 * without maintaining them row by row; returns the statements that put back exactly what the migrations made.
 */
async function dropSecondary(client: pg.Client, table: string): Promise<Rebuild[]> {
  const constraints = await client.query<{ name: string; def: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE conrelid = $1::regclass AND contype IN ('u', 'f') ORDER BY contype DESC, conname`,
    [table],
  );
  const indexes = await client.query<{ name: string; def: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)
     ORDER BY i.relname`,
    [table],
  );
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
  for (const c of constraints.rows)
    await client.query(`ALTER TABLE ${ident(table)} DROP CONSTRAINT ${ident(c.name)}`);
  for (const i of indexes.rows) await client.query(`DROP INDEX ${ident(i.name)}`);
  return [
    ...indexes.rows.map((i) => ({ name: i.name, sql: i.def })),
    // Unique constraints before the foreign keys, as they were listed.
    ...constraints.rows.map((c) => ({
      name: c.name,
      sql: `ALTER TABLE ${ident(table)} ADD CONSTRAINT ${ident(c.name)} ${c.def}`,
    })),
  ];
}

export interface LoadReport {
  seconds: number;
  steps: { step: string; seconds: number }[];
}

/** Loads everything into a migrated, seeded, otherwise empty console database. */
export async function loadPeerData(
  client: pg.Client,
  sheets: number,
  log: (line: string) => void,
): Promise<LoadReport> {
  const steps: LoadReport['steps'] = [];
  const started = performance.now();
  const step = async (name: string, run: () => Promise<unknown>) => {
    const t0 = performance.now();
    await run();
    const seconds = (performance.now() - t0) / 1000;
    steps.push({ step: name, seconds });
    log(`  ${name.padEnd(48)} ${seconds.toFixed(1).padStart(6)} s`);
  };
  // Index builds sort in memory; the server's default (64 MB) spills a million keys to disk.
  await client.query(`SET maintenance_work_mem = '256MB'`);
  let rebuild: Rebuild[] = [];
  await step('drop the sheet indexes and constraints', async () => {
    rebuild = await dropSecondary(client, 'datasheet');
  });
  await step('5,000 companies', () => client.query(companies));
  await step('category tree (3 + 30 + 300)', () => client.query(categories));
  await step(`${sheets.toLocaleString('en-US')} sheets`, () => client.query(sheetRows(sheets)));
  for (const { name, sql } of rebuild) await step(`rebuild ${name}`, () => client.query(sql));
  await step(`grid, fillers and tags of sheet ${gridSheetOf(sheets)}`, () =>
    client.query(gridOf(gridSheetOf(sheets))),
  );
  // The loaded sheets state no values but the one grid's: recorded as judged, so the start queues no backfill of
  // their flags (a million sheets judged in the background would share the cores with the calls measured).
  await step('record the sheets as judged for flags', () =>
    client.query(`insert into setting_key (key, value, description)
      values ('${JUDGING_SETTING}', '{"seq":0,"tasks":[],"last":null}', 'bench: loaded sheets judged')
      on conflict (key) do nothing`),
  );
  // VACUUM sets the visibility map, without which no index-only scan skips the heap; ANALYZE the statistics.
  await step('VACUUM (ANALYZE)', () => client.query('VACUUM (ANALYZE)'));
  return { seconds: (performance.now() - started) / 1000, steps };
}

/** The peer's own check query (last statement of peer-data.sql), on the console's tables. */
export async function fingerprint(client: pg.Client) {
  const { rows } = await client.query<{
    rows: string;
    status1: string;
    grade_a7: string;
    c123_cat10_20: string;
  }>(
    `SELECT count(*) AS rows,
            count(*) FILTER (WHERE status = 1) AS status1,
            count(*) FILTER (WHERE grade ILIKE '%A7%') AS grade_a7,
            count(*) FILTER (WHERE company_id = 123 AND category_id BETWEEN 10 AND 20) AS c123_cat10_20
     FROM datasheet`,
  );
  const row = rows[0];
  if (!row) throw new Error('no fingerprint');
  return {
    rows: Number(row.rows),
    status1: Number(row.status1),
    grade_a7: Number(row.grade_a7),
    c123_cat10_20: Number(row.c123_cat10_20),
  };
}
