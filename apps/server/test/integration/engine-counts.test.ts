/**
 * Declared counts (issue 19 §2) through the API: after a pseudo-random sequence of adds, bulk deletes,
 * re-parents, state changes (transitions, enable) and a cascading delete, every count equals the rows
 * it counts (listed through the API) and a recount finds nothing to fix. The counts are the console's own —
 * a questionnaire's responses, a requirement's quotes, a company's waiting network-expansion requests — and two
 * of test families (a flag as condition, a cascade from a third family). A count broken by a raw UPDATE is
 * repaired by the recount, and by `npm run admin -- recount`, which prints what it fixed; a derived count does
 * not move its row's version.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths, type ResourcePage, type ResourceRow, ResultCode } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.ts';
import { recountAll } from '../../src/engine/counts.ts';
import { mulberry32 } from '../../src/modules/seed/datasheet-demo/random.ts';
import {
  boxFamily,
  createTallyTables,
  declareTallyFamilies,
  itemFamily,
  shelfFamily,
} from './engine-counts-families.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let rootId: number;

async function post<T = ResourceRow>(url: string, payload: object) {
  const { body } = await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload });
  return body;
}
async function ok<T = ResourceRow>(url: string, payload: object): Promise<T> {
  const body = await post<T>(url, payload);
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}
async function total(url: string): Promise<number> {
  const { body } = await t.call<ResourcePage>(token, { url: `/api${url}&size=1` });
  expect(body.code, body.msg).toBe(0);
  return body.data.total;
}
async function field(base: string, id: number, name: string): Promise<unknown> {
  const { body } = await t.call<ResourceRow>(token, { url: `/api${base}/get?id=${id}` });
  return body.data[name];
}

/** A small deterministic generator, so a failure is replayed by the same sequence. */
function random(seed: number) {
  const next = mulberry32(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  /** Up to `most` distinct items. */
  const some = <T>(items: readonly T[], most: number): T[] =>
    [...new Set(Array.from({ length: 1 + int(most) }, () => pick(items)))].filter((x) => x !== undefined);
  return { next, int, pick, some };
}

const companies: number[] = [];
const questionnaires: number[] = [];
const requirements: number[] = [];
const shelves: number[] = [];
const boxes: number[] = [];
/** The rows the sequence has made and not yet deleted. */
const live = {
  requests: [] as number[],
  answers: [] as number[],
  quotes: [] as number[],
  items: [] as number[],
};
const drop = (list: number[], ids: readonly number[]) => {
  for (const id of ids) list.splice(list.indexOf(id), 1);
};

/** Every count as the API shows it equals the rows listed through the API; a recount fixes nothing. */
async function expectCountsRight(): Promise<void> {
  for (const id of companies) {
    const waiting = await total(`/v1_company/network_expansion/list?company_id=${id}&status=0`);
    expect(await field('/v1_company', id, 'waiting_requests'), `company ${id}`).toBe(waiting);
  }
  for (const id of questionnaires) {
    const answers = await total(`/paper/answer/list?questionnaire_id=${id}`);
    expect(await field('/paper', id, 'answer_count'), `questionnaire ${id}`).toBe(answers);
  }
  for (const id of requirements) {
    const quotes = await total(`/quote/list?requirement_id=${id}`);
    expect(await field('/purchase/requirement', id, 'quote_count'), `requirement ${id}`).toBe(quotes);
  }
  for (const id of shelves) {
    expect(await field(shelfFamily.base, id, 'items')).toBe(
      await total(`${itemFamily.base}/list?shelf_id=${id}`),
    );
    expect(await field(shelfFamily.base, id, 'live_items')).toBe(
      await total(`${itemFamily.base}/list?shelf_id=${id}&enabled=true`),
    );
  }
  expect(await recountAll(t.db)).toEqual([]);
}

beforeAll(async () => {
  declareTallyFamilies();
  t = await createTestApp();
  await createTallyTables(t);
  token = await t.login();
  rootId = (await t.call<{ uid: number }>(token, { url: `/api${apiPaths.userInfo}` })).body.data.uid;
  for (const name of ['计数甲', '计数乙', '计数丙'])
    companies.push((await ok('/v1_company/add', { name_zh: name, name_en: name })).id);
  for (const title of ['计数问卷一', '计数问卷二', '计数问卷三']) {
    const id = (
      await ok('/paper/add', {
        title,
        questions: [{ key: 'q1', kind: 'text', title: '建议' }],
      })
    ).id;
    await ok('/paper/publish', { ids: [id] });
    questionnaires.push(id);
  }
  for (const title of ['计数需求一', '计数需求二', '计数需求三'])
    requirements.push(
      (
        await ok('/purchase/requirement/add', {
          title,
          buyer: '买方',
          quantity: 5,
          unit: 't',
          currency: 'CNY',
        })
      ).id,
    );
  for (const name of ['架一', '架二', '架三'])
    shelves.push((await ok(`${shelfFamily.base}/add`, { name })).id);
  for (const name of ['箱一', '箱二', '箱三', '箱四'])
    boxes.push((await ok(`${boxFamily.base}/add`, { name })).id);
});

afterAll(async () => {
  await t?.close();
});

describe('declared counts', () => {
  it('equal a recount after a random sequence of adds, deletes, re-parents and state changes', async () => {
    const r = random(19);
    const maybeCompany = () => (r.int(4) === 0 ? null : r.pick(companies));
    const maybeShelf = () => (r.int(4) === 0 ? null : r.pick(shelves));
    const steps: Record<string, () => Promise<unknown>> = {
      async addRequest() {
        const row = await ok('/v1_company/network_expansion/add', {
          user_name: '申请人',
          target_company: '目标',
          company_id: maybeCompany(),
        });
        live.requests.push(row.id);
      },
      async reparentRequest() {
        if (live.requests.length === 0) return;
        await ok('/v1_company/network_expansion/update', {
          id: r.pick(live.requests),
          company_id: maybeCompany(),
        });
      },
      async handleRequests() {
        const waiting = (
          await t.call<ResourcePage>(token, {
            url: '/api/v1_company/network_expansion/list?status=0&size=100',
          })
        ).body.data.list.map((row) => row.id);
        if (waiting.length === 0) return;
        const ids = r.some(waiting, 3);
        if (r.int(2) === 0) await ok('/v1_company/network_expansion/accept', { ids, assignee_id: rootId });
        else await ok('/v1_company/network_expansion/decline', { ids, decline_reason: '随机拒绝' });
      },
      async deleteRequests() {
        if (live.requests.length === 0) return;
        const ids = r.some(live.requests, 3);
        await ok('/v1_company/network_expansion/del', { ids });
        drop(live.requests, ids);
      },
      async addAnswer() {
        const row = await ok('/paper/answer/add', {
          questionnaire_id: r.pick(questionnaires),
          respondent: '答题人',
          answers: { q1: '好' },
        });
        live.answers.push(row.id);
      },
      async deleteAnswers() {
        if (live.answers.length === 0) return;
        const ids = r.some(live.answers, 4);
        await ok('/paper/answer/del', { ids });
        drop(live.answers, ids);
      },
      async addQuote() {
        const row = await ok('/quote/add', {
          requirement_id: r.pick(requirements),
          supplier_id: r.pick(companies),
          price: 100 + r.int(50),
          currency: 'CNY',
          unit: 't',
        });
        live.quotes.push(row.id);
      },
      async reparentQuote() {
        if (live.quotes.length === 0) return;
        await ok('/quote/update', { id: r.pick(live.quotes), requirement_id: r.pick(requirements) });
      },
      async quoteStatus() {
        if (live.quotes.length === 0) return;
        // The quotes' transitions by the state each leads to (none leads back to submitted); the draws are
        // those of the sequence's seed as written. A call refused because a quote left `submitted` already
        // changes nothing, as it should.
        const ids = r.some(live.quotes, 3);
        const name = [undefined, 'accept', 'reject', 'withdraw'][r.int(4)];
        if (!name) return;
        const body = await post(`/quote/${name}`, { ids });
        expect([0, ResultCode.conflict], body.msg).toContain(body.code);
      },
      async deleteQuotes() {
        if (live.quotes.length === 0) return;
        const ids = r.some(live.quotes, 3);
        await ok('/quote/del', { ids });
        drop(live.quotes, ids);
      },
      async addItem() {
        const row = await ok(`${itemFamily.base}/add`, {
          name: '件',
          shelf_id: maybeShelf(),
          box_id: r.pick(boxes),
          enabled: r.int(3) > 0,
        });
        live.items.push(row.id);
      },
      async moveItem() {
        if (live.items.length === 0) return;
        await ok(`${itemFamily.base}/update`, {
          id: r.pick(live.items),
          shelf_id: maybeShelf(),
          ...(r.int(2) === 0 ? { enabled: r.int(2) === 0 } : {}),
        });
      },
      async enableItems() {
        if (live.items.length === 0) return;
        await ok(`${itemFamily.base}/enable`, { ids: r.some(live.items, 4), enabled: r.int(2) === 0 });
      },
      async deleteItems() {
        if (live.items.length === 0) return;
        const ids = r.some(live.items, 3);
        await ok(`${itemFamily.base}/del`, { ids });
        drop(live.items, ids);
      },
    };
    const names = Object.keys(steps);
    for (let step = 1; step <= 160; step++) {
      await steps[r.pick(names)]?.();
      if (step % 40 === 0) await expectCountsRight();
    }
    // A box deleted takes its items with it (the database's cascade): their shelves' counts follow.
    const box = boxes.shift() as number;
    const inBox = (
      await t.call<ResourcePage>(token, { url: `/api${itemFamily.base}/list?size=100` })
    ).body.data.list
      .filter((row) => row.box_id === box)
      .map((row) => row.id);
    expect(inBox.length).toBeGreaterThan(0);
    await ok(`${boxFamily.base}/del`, { ids: [box] });
    drop(live.items, inBox);
    await expectCountsRight();
    // The sequence did reach every kind of count.
    expect(
      live.requests.length + live.answers.length + live.quotes.length + live.items.length,
    ).toBeGreaterThan(0);
  });

  it('moves a count in one bulk call over several parents', async () => {
    const [a, b] = companies as [number, number];
    const ids: number[] = [];
    for (const company of [a, a, b, b, b])
      ids.push(
        (
          await ok('/v1_company/network_expansion/add', {
            user_name: '批量',
            target_company: 'X',
            company_id: company,
          })
        ).id,
      );
    const before = [
      await field('/v1_company', a, 'waiting_requests'),
      await field('/v1_company', b, 'waiting_requests'),
    ];
    await ok('/v1_company/network_expansion/decline', { ids: ids.slice(1), decline_reason: '批量拒绝' });
    expect(await field('/v1_company', a, 'waiting_requests')).toBe(Number(before[0]) - 1);
    expect(await field('/v1_company', b, 'waiting_requests')).toBe(Number(before[1]) - 3);
    await expectCountsRight();
  });

  it('stays right when many writers add to one parent at once', async () => {
    const id = questionnaires[2] as number;
    const count = Number(await field('/paper', id, 'answer_count'));
    // On PostgreSQL these run in parallel transactions: a recount inside each would miss the others' rows.
    const added = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        post('/paper/answer/add', { questionnaire_id: id, answers: { q1: `并发 ${n}` } }),
      ),
    );
    expect(added.map((body) => body.code)).toEqual(added.map(() => 0));
    expect(await field('/paper', id, 'answer_count')).toBe(count + 12);
    await expectCountsRight();
  });

  it('does not move the version of the row holding the count', async () => {
    const id = questionnaires[0] as number;
    const version = await field('/paper', id, 'updated_at');
    const count = Number(await field('/paper', id, 'answer_count'));
    await ok('/paper/answer/add', { questionnaire_id: id, answers: { q1: '版本' } });
    expect(await field('/paper', id, 'answer_count')).toBe(count + 1);
    expect(await field('/paper', id, 'updated_at')).toBe(version);
  });

  it('is repaired by the recount after a raw UPDATE broke it', async () => {
    const id = questionnaires[1] as number;
    const right = Number(await field('/paper', id, 'answer_count'));
    await t.db.execute(sql`update questionnaire set answer_count = ${right + 7} where id = ${id}`);
    expect(await field('/paper', id, 'answer_count')).toBe(right + 7);
    expect(await recountAll(t.db)).toEqual([
      { family: 'questionnaire', field: 'answer_count', id, was: right + 7, now: right },
    ]);
    expect(await field('/paper', id, 'answer_count')).toBe(right);
    await expectCountsRight();
  });
});

describe('a declared count of child rows', () => {
  it('follows the children each write gives, and is repaired by the recount', async () => {
    const question = (key: string) => ({ key, kind: 'text', title: `问题 ${key}` });
    const added = await ok('/paper/add', { title: '计数 题目', questions: [question('q1'), question('q2')] });
    expect(added.question_count).toBe(2);
    const updated = await ok('/paper/update', {
      id: added.id,
      questions: [question('q1'), question('q2'), question('q3')],
    });
    expect(updated.question_count).toBe(3);
    // A write that leaves the children alone leaves the count alone.
    expect((await ok('/paper/update', { id: added.id, title: '计数 题目 改' })).question_count).toBe(3);
    await t.db.execute(sql`update questionnaire set question_count = 9 where id = ${added.id}`);
    expect(await recountAll(t.db)).toEqual([
      { family: 'questionnaire', field: 'question_count', id: added.id, was: 9, now: 3 },
    ]);
    expect(await field('/paper', added.id, 'question_count')).toBe(3);
  });
});

describe('npm run admin -- recount', () => {
  const cli = join(import.meta.dirname, '../../src/cli.ts');
  const runCli = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, 'recount'], {
      env: {
        ...process.env,
        LOG_LEVEL: 'silent',
        SEED_DEMO: '0',
        ADMIN_PASSWORD: 'cli-Admin-Pass-42',
        ...env,
      },
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('sets a broken count right and prints what it fixed', async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      // The same database the app serves: the repair shows through the API at once.
      const id = questionnaires[2] as number;
      const right = Number(await field('/paper', id, 'answer_count'));
      await t.db.execute(sql`update questionnaire set answer_count = 42 where id = ${id}`);
      const run = runCli({ DATABASE_URL: url });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain(`questionnaire ${id} answer_count: 42 → ${right}`);
      expect(run.stdout).toContain('1 fixed');
      expect(await field('/paper', id, 'answer_count')).toBe(right);
      return;
    }
    // PGlite: a data folder of its own, with a questionnaire whose count says 3 and no responses.
    const dataDir = mkdtempSync(join(tmpdir(), 'recount-'));
    try {
      const database = await openDatabase({ dataDir, databaseUrl: undefined });
      await database.migrate();
      await database.db.execute(
        sql`insert into questionnaire (title, description, answer_count) values ('坏计数', '', 3)`,
      );
      await database.close();
      const run = runCli({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/questionnaire \d+ answer_count: 3 → 0/);
      expect(run.stdout).toContain('1 fixed');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
