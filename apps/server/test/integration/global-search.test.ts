/**
 * The global search (issue 23) through HTTP: Chinese words found inside sentences (jieba's segmentation, a word
 * inside a longer one), grades found from their parts ("66 gf30" finds PA66-GF30), a kind the admin may not list
 * left out, every edit (add, update, a referenced company renamed, delete) searchable at once without a sync, and
 * the sync call rebuilding a type's documents and reporting what it wrote and removed.
 */
import {
  apiPaths,
  type ResourceRow,
  ResultCode,
  type SearchAnswer,
  type SearchSyncAnswer,
  searchEndpoints,
  searchKinds,
} from '@console/contract';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAuthority, searchDocument } from '../../src/db/schema/index.ts';
import { tableOf } from '../../src/engine/tables.ts';
import { searchAll } from '../../src/modules/search/search.ts';
import { documentVector } from '../../src/modules/search/words.ts';
import { mulberry32 as random } from '../../src/modules/seed/datasheet-demo/random.ts';
import { caller, type DatasheetLibrary, makeDatasheetLibrary, pa66Sheet } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let root: string;
let newsReader: string;
let lib: DatasheetLibrary;
let sheetId: number;
let fairId: number;
let forumId: number;
let expertId: number;

async function done<T = ResourceRow>(token: string, url: string, payload: object): Promise<T> {
  const { body } = await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload });
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}
async function search(key: string, token = root, extra = ''): Promise<SearchAnswer> {
  const url = `/api${searchEndpoints.globalSearch.path}?key=${encodeURIComponent(key)}${extra}`;
  const { body } = await t.call<SearchAnswer>(token, { url });
  expect(body.code, body.msg).toBe(0);
  return body.data;
}
/** The ids found of one kind. */
async function found(key: string, kind: string, token = root): Promise<number[]> {
  const answer = await search(key, token);
  return answer.groups.find((g) => g.kind === kind)?.hits.map((h) => h.id) ?? [];
}
const marked = (text: string, marks: [number, number][]) => marks.map(([a, b]) => text.slice(a, b));
async function sheetRow(): Promise<ResourceRow> {
  const { body } = await t.call<ResourceRow>(root, { url: `/api/ds/get?id=${sheetId}` });
  return body.data;
}
async function authority(path: string, method = 'GET'): Promise<number> {
  const [row] = await t.db
    .select({ id: apiAuthority.id })
    .from(apiAuthority)
    .where(and(eq(apiAuthority.path, path), eq(apiAuthority.method, method)));
  if (!row) throw new Error(`no authority ${method} ${path}`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login();
  lib = await makeDatasheetLibrary(t, root);
  const { add } = caller(t, root);
  sheetId = await add('/ds', pa66Sheet(lib, { grade: 'PA66-GF30' }));
  await add('/ds', pa66Sheet(lib, { grade: 'PA6-GF15', category_id: lib.categories.pa6 }));
  const typeId = await add('/news/type', { name: '展会' });
  fairId = await add('/news', {
    title: '2026 中国国际塑料展开幕，改性材料展区面积创新高',
    type_id: typeId,
    body: '<p>本届展会上，多家企业展示了<strong>阻燃聚丙烯改性料</strong>和玻纤增强尼龙。</p>',
  });
  forumId = await add('/news', {
    title: '汽车轻量化论坛',
    type_id: typeId,
    body: '<p>长玻纤增强 PP 替代金属支架。</p>',
  });
  expertId = await add('/expert_service/expert', {
    name: '林工',
    field: 'material',
    title: '高级工程师',
    organisation: '华南材料研究院',
    bio: '<p>二十年光学级聚碳酸酯配方经验。</p>',
  });
  // An admin who may list news but not datasheets.
  const role = await done<ResourceRow>(root, '/admin/api/role/add', {
    name: '资讯阅读',
    authorities: [await authority('/news/list')],
  });
  await done(root, apiPaths.adminUserAdd, {
    username: 'news.reader',
    password: 'news-Reader-Pass-42',
    api_roles: [role.id],
  });
  newsReader = await t.login('news.reader', 'news-Reader-Pass-42');
});
afterAll(async () => {
  await t?.close();
});

describe('global search', () => {
  it('finds Chinese words inside sentences, and a word inside a longer one', async () => {
    const answer = await search('聚丙烯');
    const news = answer.groups.find((g) => g.kind === 'news');
    // The forum's "PP" is polypropylene too (the 材料名称 library, polymer-families.test.ts), the newer first.
    expect(news?.hits.map((h) => h.id)).toEqual([forumId, fairId]);
    const hit = news?.hits.find((h) => h.id === fairId);
    expect(hit && marked(hit.snippet, hit.snippet_marks)).toEqual(['聚丙烯']);
    expect(hit?.url).toBe(`/news/details/${fairId}`);
    // "改性" in the title ranks its news first and is marked there.
    const modified = await search('改性');
    const first = modified.groups.find((g) => g.kind === 'news')?.hits[0];
    expect(first?.id).toBe(fairId);
    expect(first && marked(first.title, first.title_marks)).toEqual(['改性']);
    // 碳酸 lies inside 聚碳酸酯, one word to jieba.
    expect(await found('碳酸', 'expert')).toEqual([expertId]);
    expect(await found('聚乙烯', 'news')).toEqual([]);
  });

  it('finds grades from their parts', async () => {
    for (const key of ['66 gf30', 'PA66GF30', 'pa66-gf', 'GF30 66'])
      expect(await found(key, 'datasheet'), key).toEqual([sheetId]);
    const answer = await search('66 gf30');
    const hit = answer.groups.find((g) => g.kind === 'datasheet')?.hits[0];
    expect(hit && marked(hit.title, hit.title_marks)).toEqual(['66', 'GF30']);
    expect(hit?.url).toBe(`/datasheet/detail/${sheetId}`);
    expect(await found('66 gf15', 'datasheet')).toEqual([]);
    // A grade written with a space is found written whole, and the other way round.
    const { add } = caller(t, root);
    const spaced = await add('/news', {
      title: '阻燃 PA 66 新品上市',
      type_id: (await t.db.select().from(tableOf('news_type')))[0]?.id,
    });
    expect(await found('pa66 阻燃', 'news')).toEqual([spaced]);
    expect(await found('PA66-GF30', 'datasheet')).toEqual([sheetId]);
    // A mixed run no row holds whole is asked for as its parts.
    expect(await found('gf30pa66', 'datasheet')).toEqual([sheetId]);
    expect(await found('gf15pa66', 'datasheet')).toEqual([]);
    await done(root, '/news/del', { ids: [spaced] });
    // The DSNO and the maker are searched too.
    const sheet = await sheetRow();
    expect(await found(String(sheet?.dsno), 'datasheet')).toEqual([sheetId]);
  });

  it('leaves out a kind the admin may not list', async () => {
    const answer = await search('66 gf30 改性', newsReader);
    expect(answer.hidden).toContain('datasheet');
    expect(answer.groups.map((g) => g.kind)).not.toContain('datasheet');
    expect(await found('改性', 'news', newsReader)).toContain(fairId);
    const one = await search('PA66', newsReader, '&kind=datasheet');
    expect(one.groups).toEqual([]);
    expect(one.hidden).toEqual(['datasheet']);
  });

  it('finds an edit at once, without a sync', async () => {
    const { add } = caller(t, root);
    const id = await add('/news', {
      title: '再生尼龙回收工艺',
      type_id: (await t.db.select().from(tableOf('news_type')))[0]?.id,
    });
    expect(await found('回收', 'news')).toEqual([id]);
    await done(root, '/news/update', { id, title: '生物基聚酰胺量产' });
    expect(await found('回收', 'news')).toEqual([]);
    // The fair's news names 尼龙, the same family (polymer-families.test.ts).
    expect(await found('聚酰胺', 'news')).toEqual([id, fairId]);
    // A renamed maker: its sheets are found by the new name.
    await done(root, '/v1_company/update', { id: lib.company, name_zh: '华东特种工程塑料' });
    expect(await found('华东特种', 'datasheet')).toContain(sheetId);
    await done(root, '/news/del', { ids: [id] });
    expect(await found('聚酰胺', 'news')).toEqual([fairId]);
  });

  it('rebuilds a type on the sync call and says how many', async () => {
    // Documents lost (a restore from before the search, a hand-typed delete) and one left over.
    await t.db.delete(searchDocument).where(eq(searchDocument.kind, 'news'));
    await t.db
      .insert(searchDocument)
      .values({ kind: 'news', row_id: 999_999, title: '改性 幽灵', words: "'news:改性':1A" });
    expect(await found('展区', 'news')).toEqual([]);
    const { body } = await t.call<SearchSyncAnswer>(root, {
      method: 'POST',
      url: `/api${searchEndpoints.searchSync.path}`,
      payload: { type: 'news' },
    });
    expect(body.code, body.msg).toBe(0);
    const newsRows = await t.db.select().from(tableOf('news'));
    expect(body.data).toMatchObject({ type: 'news', kind: 'news', indexed: newsRows.length, removed: 1 });
    expect(await found('展区', 'news')).toEqual([fairId]);
    expect(await found('幽灵', 'news')).toEqual([]);
    // The request is recorded; a sheet by its DSNO; an unknown type refused.
    expect(await t.db.select().from(tableOf('search_sync_request'))).toEqual([
      expect.objectContaining({ type: 'news', admin_id: expect.any(Number) }),
    ]);
    const sheet = await sheetRow();
    const tds = await done<SearchSyncAnswer>(root, searchEndpoints.searchSync.path, {
      type: 'tds',
      params: { dsno: [sheet?.dsno] },
    });
    expect(tds).toMatchObject({ kind: 'datasheet', indexed: 1, removed: 0 });
    const refused = await t.call(root, {
      method: 'POST',
      url: `/api${searchEndpoints.searchSync.path}`,
      payload: { type: 'everything' },
    });
    expect(refused.body.code).toBe(ResultCode.invalid);
  });
});

describe('the newest rows, read a block of ids at a time', () => {
  it('pages every query in the order of a brute-force sort, over ids spread across many blocks', async () => {
    const video = searchKinds.find((kind) => kind.family === 'video');
    if (!video) throw new Error('no video kind');
    const rnd = random(20_261_128);
    const ids = new Set<number>();
    // Ids from one million to six: blocks of every level; a dense stretch at the top (its newest block full).
    while (ids.size < 900) ids.add(1_000_000 + Math.floor(rnd() * 5_000_000));
    for (let id = 6_000_000; id < 6_000_300; id += 1) ids.add(id);
    const docs = [...ids].map((id) => {
      const title = rnd() < 0.06 ? `zqtitle 视频 ${id}` : `视频 ${id}`;
      const body = [rnd() < 0.6 ? 'zqcommon' : '', rnd() < 0.03 ? 'zqrare' : ''].join(' ');
      return { id, title, body };
    });
    const rows = docs.map(({ id, title, body }) => ({
      kind: 'video',
      row_id: id,
      title,
      body,
      words: documentVector('video', id, { title, subtitle: '', codes: [], body }),
    }));
    for (let at = 0; at < rows.length; at += 300)
      // raw write: generated search documents, no rows behind them
      await t.db.insert(searchDocument).values(rows.slice(at, at + 300));
    try {
      const newest = (list: typeof docs, want: number) =>
        list
          .map((doc) => doc.id)
          .sort((a, b) => b - a)
          .slice(0, want);
      for (const key of ['zqcommon', 'zqrare', 'zqtitle', 'zqtitle zqcommon', 'zqcommon zqtit']) {
        const words = key.split(' ');
        // Every word whole, the last one also as a title's word beginning; title words rank first.
        const titleHolds = (doc: (typeof docs)[number], word: string, i: number) =>
          doc.title.split(' ').some((w) => w === word || (i === words.length - 1 && w.startsWith(word)));
        const matchAll = (doc: (typeof docs)[number]) =>
          words.every((word, i) => titleHolds(doc, word, i) || doc.body.split(' ').includes(word));
        const inTitle = (doc: (typeof docs)[number]) => words.every((word, i) => titleHolds(doc, word, i));
        const all = newest(docs.filter(matchAll), 201);
        const title = newest(docs.filter(inTitle), 50);
        const rank = (id: number) => (title.includes(id) ? 4 : 0);
        const expected = [...new Set([...title, ...all])].sort((a, b) => rank(b) - rank(a) || b - a);
        const count = docs.filter(matchAll).length;
        const got: number[] = [];
        for (let page = 1; page <= Math.ceil(Math.min(count, 200) / 20); page += 1) {
          const result = await searchAll(t.db, [video], key, page, true);
          const [group] = result.groups;
          expect(group?.total, key).toBe(Math.min(count, 200));
          expect(group?.capped, key).toBe(count > 200);
          got.push(...(group?.hits.map((hit) => hit.id) ?? []));
        }
        expect(got, key).toEqual(expected.slice(0, got.length));
        expect(got.length, key).toBe(Math.min(expected.length, Math.ceil(Math.min(count, 200) / 20) * 20));
      }
    } finally {
      await t.db
        .delete(searchDocument)
        .where(and(eq(searchDocument.kind, 'video'), gte(searchDocument.row_id, 1_000_000)));
    }
  });
});
