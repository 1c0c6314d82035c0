/**
 * The engine's read path on a family of some size (datasheets written straight into the database): a deep page
 * is the page a plain OFFSET gives, ties broken by id, also when read from the row before it (page-marks.ts);
 * the total is exact when counting is cheap and an estimate, said to be one, beyond the cap; a `contains` filter served by the n-gram index answers exactly
 * what ILIKE answers, for one, two and more characters, in any script; a sheet reads with its labels, links
 * and grid.
 */
import { datasheetResource, type ResourcePage, type ResourceRow } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index.ts';
import { parseListQuery } from '../../src/engine/query.ts';
import { whereOf } from '../../src/engine/read.ts';
import { tableOf } from '../../src/engine/tables.ts';
import { EXACT_COUNT_CAP } from '../../src/engine/total.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;

const get = <T>(url: string) => t.call<T>(token, { method: 'GET', url: `/api${url}` });

async function page(query: string): Promise<ResourcePage> {
  const { body } = await get<ResourcePage>(`/ds/list?${query}`);
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** Grades chosen for the contains filter: cases, digits, punctuation, LIKE's wildcards, CJK, accents. */
const GRADES = [
  'PA66-A73 GF30',
  'pa6-a7',
  'PBT-B17',
  'A',
  'a7',
  '7A',
  'POM 100%_recycled',
  'POM 100 recycled',
  'ABS\\V0',
  '尼龙66 增强',
  '尼龙6',
  '聚碳酸酯 PC',
  'ÄRA-7 Über',
  'ära-7 über',
  'Éclat ß',
  'PPS-A7 GF40',
  // Every piece of "a73" and of "pa6", but apart: only ILIKE can tell.
  'A7-73',
  'PA-A6',
  'x',
  '',
];
const SHEETS = 95;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  await t.db.execute(sql`insert into company (id, name_zh) values (1, '测试企业'), (2, '另一家')`);
  await t.db.execute(
    sql`insert into category (id, name_zh, level, code) values (1, '工程塑料', 1, 'c1'), (2, '通用塑料', 1, 'c2')`,
  );
  // Seven distinct update times for 95 sheets: most pages hold ties only the id can order.
  await t.db.execute(sql`
    insert into datasheet (id, dsno, grade, company_id, category_id, status, updated_at)
    select n, 'DS' || lpad(n::text, 8, '0'), (${sql.raw(`array[${GRADES.map((g) => `'${g.replace(/'/g, "''")}'`).join(',')}]`)})[1 + n % ${GRADES.length}],
           1 + n % 2, 1 + n % 2, n % 3, timestamptz '2026-01-01 00:00:00+00' + (n % 7) * interval '1 day'
    from generate_series(1, ${SHEETS}) n`);
  await t.db.execute(sql`select setval(pg_get_serial_sequence('datasheet', 'id'), ${SHEETS})`);
  await t.db.execute(sql`analyze datasheet`);
});
afterAll(async () => {
  t.consoleApp.engine.exactCountCap = EXACT_COUNT_CAP;
  await t.close();
});

async function sqlIds(where: string, order = 'updated_at desc, id desc', limit = 1000, offset = 0) {
  const rows = await queryRows<{ id: number }>(
    t.db,
    sql.raw(`select id from datasheet where ${where} order by ${order} limit ${limit} offset ${offset}`),
  );
  return rows.map((row) => row.id);
}

describe('pages', () => {
  it('reads every page, the deep ones too, exactly as a plain OFFSET does, ties broken by id', async () => {
    for (const [query, where, order] of [
      ['sort=-updated_at', 'true', 'updated_at desc, id desc'],
      ['sort=updated_at', 'true', 'updated_at asc, id asc'],
      ['status=1&sort=-updated_at', 'status = 1', 'updated_at desc, id desc'],
      ['status=0,2&sort=grade', 'status in (0, 2)', 'grade asc, id asc'],
    ] as const) {
      const all = await sqlIds(where, order);
      expect(all.length).toBeGreaterThan(20);
      for (let p = 1; p <= Math.ceil(all.length / 7) + 1; p++) {
        const got = await page(`${query}&page=${p}&size=7`);
        expect(
          got.list.map((row) => row.id),
          `${query} page ${p}`,
        ).toEqual(all.slice((p - 1) * 7, p * 7));
        expect(got.total).toBe(all.length);
        expect(got.total_estimated).toBeUndefined();
      }
    }
  });
});

describe('total', () => {
  it('is an estimate past the cap, said to be one and never below the rows counted', async () => {
    t.consoleApp.engine.exactCountCap = 10;
    try {
      const all = await page('size=5');
      expect(all.total_estimated).toBe(true);
      expect(all.total).toBeGreaterThan(10);
      // The planner's estimate of the freshly analysed table is the table's size.
      expect(all.total).toBe(SHEETS);
      const status1 = await page('status=1&size=5');
      expect(status1.total_estimated).toBe(true);
      expect(status1.total).toBeGreaterThan(10);
      // Within the cap the count is exact, and a short last page needs no count at all.
      const few = await page('grade=PA66-A73&size=2');
      const exact = (await sqlIds(`grade ilike '%PA66-A73%'`)).length;
      expect(exact).toBeGreaterThan(2);
      expect(exact).toBeLessThanOrEqual(10);
      expect(few.total).toBe(exact);
      expect(few.total_estimated).toBeUndefined();
      const last = await page('status=1&size=20&page=2');
      expect(last.list.length).toBeLessThan(20);
      expect(last.total).toBe((await sqlIds('status = 1')).length);
      expect(last.total_estimated).toBeUndefined();
      // A page past the end still tells the total.
      const beyond = await page('grade=PA66-A73&size=2&page=9');
      expect(beyond.list).toEqual([]);
      expect(beyond.total).toBe(exact);
      expect(beyond.total_estimated).toBeUndefined();
    } finally {
      t.consoleApp.engine.exactCountCap = EXACT_COUNT_CAP;
    }
  });
});

describe('a list far past the cap', () => {
  it('is not counted again while remembered, until the family is written through the engine', async () => {
    t.consoleApp.engine.exactCountCap = 2;
    const status1 = await sqlIds('status = 1');
    const [keep1, keep2] = status1 as [number, number];
    try {
      // About 32 sheets of status 1, estimated: at least ten times the cap, so remembered.
      const first = await page('status=1&size=1');
      expect(first.total_estimated).toBe(true);
      expect(first.total).toBeGreaterThanOrEqual(20);
      // Behind the engine's back, all but two leave status 1: a count would now say 2, exactly.
      await t.db.execute(
        sql`update datasheet set status = 2 where status = 1 and id not in (${keep1}, ${keep2})`,
      );
      const remembered = await page('status=1&size=1');
      expect(remembered).toMatchObject({ total: first.total, total_estimated: true });
      expect(remembered.list.map((row) => row.id)).toEqual([keep1]);
      // Any write of the family through the engine forgets what was remembered.
      const { body } = await t.call(token, {
        method: 'POST',
        url: '/api/ds/enable',
        payload: { ids: [keep1], enabled: true },
      });
      expect(body.code, body.msg).toBe(0);
      const counted = await page('status=1&size=1');
      expect(counted.total).toBe(2);
      expect(counted.total_estimated).toBeUndefined();
    } finally {
      await t.db.execute(
        sql`update datasheet set status = 1 where id in ${sql.raw(`(${status1.join(',')})`)}`,
      );
      t.consoleApp.engine.exactCountCap = EXACT_COUNT_CAP;
    }
  });
});

describe('deep pages of a list far past the cap', () => {
  /** The pages of `query` read in turn, forwards then back and again, each checked against a plain OFFSET. */
  async function walk(query: string, where: string, order: string) {
    const all = await sqlIds(where, order);
    const pages = Math.ceil(all.length / 3);
    expect(pages).toBeGreaterThan(5);
    const numbers = [
      ...Array.from({ length: pages + 1 }, (_, i) => i + 1),
      ...Array.from({ length: pages }, (_, i) => pages - i),
      5,
      5,
      2,
    ];
    for (const p of numbers) {
      const got = await page(`${query}&page=${p}&size=3`);
      expect(
        got.list.map((row) => row.id),
        `${query} page ${p}`,
      ).toEqual(all.slice((p - 1) * 3, p * 3));
    }
  }

  it('reads every page as OFFSET does, read from the row before it, in either order and by id', async () => {
    t.consoleApp.engine.exactCountCap = 2;
    try {
      // Seven update times for 95 sheets: the marks' ranges must order ties by id as the list does.
      await walk('sort=-updated_at', 'true', 'updated_at desc, id desc');
      await walk('status=1&sort=updated_at', 'status = 1', 'updated_at asc, id asc');
      await walk('status=0,2&sort=-id', 'status in (0, 2)', 'id desc');
      await walk('status=0,2&sort=grade', 'status in (0, 2)', 'grade asc, id asc');
    } finally {
      t.consoleApp.engine.exactCountCap = EXACT_COUNT_CAP;
    }
  });

  it('follows a write through the engine at once: a later row moved to the top shifts the pages', async () => {
    t.consoleApp.engine.exactCountCap = 2;
    try {
      const order = 'updated_at desc, id desc';
      await walk('sort=-updated_at', 'true', order);
      // A sheet of page 7 is modified: it becomes the newest, and every page before 7 starts one row earlier.
      const [moved] = await sqlIds('true', order, 1, 20);
      const { body } = await t.call(token, {
        method: 'POST',
        url: '/api/ds/enable',
        payload: { ids: [moved], enabled: false },
      });
      expect(body.code, body.msg).toBe(0);
      const all = await sqlIds('true', order);
      expect(all[0]).toBe(moved);
      for (const p of [4, 5, 4]) {
        const got = await page(`sort=-updated_at&page=${p}&size=3`);
        expect(got.list.map((row) => row.id)).toEqual(all.slice((p - 1) * 3, p * 3));
      }
    } finally {
      t.consoleApp.engine.exactCountCap = EXACT_COUNT_CAP;
    }
  });

  it('starts a page from its mark: behind the engine’s back the page stays after the same row', async () => {
    t.consoleApp.engine.exactCountCap = 2;
    const order = 'updated_at desc, id desc';
    const before = await sqlIds('true', order);
    const [newest] = before as [number];
    try {
      // Read twice: the first read of a list counts it (and learns it is large), the second leaves the marks.
      await page('sort=-updated_at&page=3&size=3');
      await page('sort=-updated_at&page=3&size=3');
      // A hand-typed UPDATE moves the newest sheet to the end: OFFSET's page 3 now starts one row later.
      await t.db.execute(
        sql`update datasheet set updated_at = timestamptz '2025-01-01 00:00:00+00' where id = ${newest}`,
      );
      const marked = await page('sort=-updated_at&page=3&size=3');
      // Without the mark, this would equal `after.slice(6, 9)`; the mark keeps the rows after the row before page 3.
      expect(marked.list.map((row) => row.id)).toEqual(before.slice(6, 9));
      const after = await sqlIds('true', order);
      expect(after.slice(6, 9)).not.toEqual(before.slice(6, 9));
    } finally {
      await t.db.execute(
        sql`update datasheet set updated_at = timestamptz '2026-01-01 00:00:00+00' + (id % 7) * interval '1 day' where id = ${newest}`,
      );
      t.consoleApp.engine.exactCountCap = EXACT_COUNT_CAP;
    }
  });
});

describe('contains on an n-gram index', () => {
  const searches = [
    'a',
    'A',
    '7',
    'a7',
    'A7',
    '7a',
    'a73',
    'pa6',
    'PA66-A73 GF30',
    '%',
    '_',
    '0%_',
    '\\',
    'w\\v',
    ' ',
    '尼',
    '尼龙',
    '龙66',
    '增强 ',
    'ä',
    'Ä',
    'ÜBER',
    'ära-7',
    'É',
    'ß',
    'zz',
    'q',
  ];

  it.each(searches)('"%s" finds exactly the rows ILIKE finds', async (text) => {
    const escaped = text.replace(/[\\%_]/g, (ch) => `\\${ch}`).replace(/'/g, "''");
    const want = await sqlIds(`grade ilike '%${escaped}%'`);
    const got = await page(`grade=${encodeURIComponent(text)}&size=100`);
    expect(got.list.map((row) => row.id)).toEqual(want);
    expect(got.total).toBe(want.length);
  });

  it('is served by the index: the query and the index name the same pieces', async () => {
    const where = whereOf(datasheetResource, parseListQuery(datasheetResource, { grade: 'A7' }).filters);
    const plan = await t.db.transaction(async (tx) => {
      // A table this small is read whole unless told otherwise; the point is that the index fits the query.
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<Record<string, unknown>>(
        tx,
        sql`explain ${t.db.select({ one: sql`1` }).from(tableOf('datasheet')).where(where)}`,
      );
    });
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('datasheet_grade_ngram_idx');
  });
});

describe('one sheet', () => {
  it('reads with the titles it references, its links and its child rows', async () => {
    await t.db.execute(
      sql`insert into feature (id, name_zh, code) values (1, '耐热', 'f1'), (2, '阻燃', 'f2')`,
    );
    await t.db.execute(sql`insert into filler (id, name_zh, code) values (1, '玻纤', 'gf')`);
    await t.db.execute(sql`insert into datasheet_features (owner_id, target_id) values (3, 2), (3, 1)`);
    await t.db.execute(
      sql`insert into datasheet_fillers (parent_id, position, filler_id, percent) values (3, 2, 1, 15.5), (3, 1, 1, 30)`,
    );
    const { body } = await get<ResourceRow>('/ds/get?id=3');
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({
      id: 3,
      company_id: 2,
      features: [1, 2],
      fillers: [
        { filler_id: 1, percent: 30 },
        { filler_id: 1, percent: 15.5 },
      ],
      properties: [],
      appliances: [],
      $labels: {
        company_id: '另一家',
        category_id: '通用塑料',
        trademark_id: null,
        features: ['耐热', '阻燃'],
        appliances: [],
      },
    });
    // A list page shows the fillers but never the grid.
    const list = await page('company_id=2&size=100');
    const listed = list.list.find((row) => row.id === 3);
    expect(listed?.fillers).toHaveLength(2);
    expect(listed).not.toHaveProperty('properties');
  });
});
