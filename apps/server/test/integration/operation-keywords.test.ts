/**
 * Keywords (issue 22): manual keywords through the family's one `save` call carrying an `action` field, and the
 * "sync keywords" call with no body, which extracts automatic keywords from the published content (jieba),
 * links every keyword to the rows it occurs in (counted), says what changed, and changes nothing when run again
 * on the same content. Automatic keywords are read-only to everyone but the sync.
 */
import {
  KeywordKind,
  type KeywordSync,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;

async function post<T = ResourceRow>(url: string, payload?: object) {
  return (await t.call<T>(token, { method: 'POST', url: `/api${url}`, ...(payload ? { payload } : {}) }))
    .body;
}
async function get<T>(url: string) {
  return (await t.call<T>(token, { url: `/api${url}` })).body;
}
const sync = () => post<KeywordSync>('/operation/keyword/sync');
async function keyword(word: string): Promise<ResourceRow | undefined> {
  const page = await get<ResourcePage>(`/operation/keyword/list?word=${encodeURIComponent(word)}&size=50`);
  return page.data.list.find((row) => row.word === word);
}

// Six companies: words shared by two or three of them become keywords; what all of them say does not.
const companies = [
  ['华塑改性材料', '<p>专注玻纤增强尼龙与阻燃聚碳酸酯，服务汽车轻量化和新能源电池包。平台合作企业。</p>'],
  ['东岳工程塑料', '<p>生产阻燃聚碳酸酯和耐候ASA，用于充电桩外壳。平台合作企业。</p>'],
  ['金桥高分子', '<p>玻纤增强尼龙与高光ABS，面向家电外壳和汽车内饰。平台合作企业。</p>'],
  ['海润新材料', '<p>医用级聚丙烯与透明聚丙烯，用于输液器和食品包装。平台合作企业。</p>'],
  ['天成特种塑料', '<p>聚醚醚酮与液晶聚合物，面向电子连接器和航空航天。平台合作企业。</p>'],
  ['万隆塑胶', '<p>回收聚丙烯与改性聚乙烯，用于物流托盘和食品包装。平台合作企业。</p>'],
] as const;
const companyIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  for (const [name, description] of companies) {
    const added = await post('/v1_company/add', { name_zh: name, description });
    expect(added.code, added.msg).toBe(0);
    companyIds.push(added.data.id);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('keywords', () => {
  it('adds and changes a manual keyword through save with its action field', async () => {
    const added = await post('/operation/keyword/save', { action: 'add', word: '聚碳酸酯' });
    expect(added.code, added.msg).toBe(0);
    expect(added.data).toMatchObject({ word: '聚碳酸酯', kind: KeywordKind.manual, content_count: 0 });
    const updated = await post('/operation/keyword/save', {
      action: 'update',
      id: added.data.id,
      url: 'https://www.example.com/pc',
    });
    expect(updated.code, updated.msg).toBe(0);
    expect(updated.data.url).toBe('https://www.example.com/pc');
    // The action field is what the call is: without it, or with another, the call is refused.
    expect((await post('/operation/keyword/save', { word: '尼龙' })).code).toBe(ResultCode.invalid);
    expect((await post('/operation/keyword/save', { action: 'remove', id: added.data.id })).code).toBe(
      ResultCode.invalid,
    );
    // The kind is the server's: a manual add cannot pass itself off as automatic.
    const sneaky = await post('/operation/keyword/save', { action: 'add', word: '尼龙', kind: 'auto' });
    expect(sneaky.code === ResultCode.invalid || sneaky.data?.kind === KeywordKind.manual).toBe(true);
    // The generic add endpoint is not declared: save is the one call.
    const plainAdd = await t.call(token, {
      method: 'POST',
      url: '/api/operation/keyword/add',
      payload: { word: 'x' },
    });
    expect(plainAdd.body.code).toBe(ResultCode.notFound);
  });

  it('syncs automatic keywords from the content and links them, then changes nothing on the same content', async () => {
    const first = await sync();
    expect(first.code, first.msg).toBe(0);
    expect(first.data.contents.company).toBe(companies.length);
    // Shared by two or three companies: keywords. Said by all six (boilerplate): not.
    expect(first.data.added).toEqual(expect.arrayContaining(['阻燃', '聚丙烯', '食品包装']));
    expect(first.data.added).not.toContain('合作企业');
    expect(first.data.added).not.toContain('聚碳酸酯'); // a manual keyword stays manual
    expect(first.data.removed).toEqual([]);
    expect(first.data.links.added).toBeGreaterThan(0);

    const flame = await keyword('阻燃');
    expect(flame).toMatchObject({ kind: KeywordKind.auto, content_count: 2 });
    expect(Number(flame?.weight)).toBeGreaterThan(0);
    const pc = await keyword('聚碳酸酯');
    expect(pc).toMatchObject({ kind: KeywordKind.manual, content_count: 2 });
    const hits = await get<ResourcePage>(`/operation/keyword/hit/list?keyword_id=${pc?.id}&size=10`);
    expect(hits.data.list.map((row) => row.title).sort()).toEqual(['东岳工程塑料', '华塑改性材料']);
    expect(hits.data.list.every((row) => row.source === 'company' && row.hits === 1)).toBe(true);

    const again = await sync();
    expect(again.data).toMatchObject({ added: [], removed: [], links: { added: 0, removed: 0, changed: 0 } });
    expect(again.data.kept).toBe(first.data.added.length);
  });

  it('keeps automatic keywords read-only outside the sync', async () => {
    const flame = await keyword('阻燃');
    const update = await post('/operation/keyword/save', { action: 'update', id: flame?.id, word: '阻燃剂' });
    expect(update.code).toBe(ResultCode.forbidden);
    expect(update.msg).toContain('自动提取');
    const del = await post('/operation/keyword/del', { ids: [flame?.id] });
    expect(del.code).toBe(ResultCode.forbidden);
    // Disabling one is allowed.
    expect((await post('/operation/keyword/enable', { ids: [flame?.id], enabled: false })).code).toBe(0);
  });

  it('drops automatic keywords no longer found and their links when content changes', async () => {
    // The two flame-retardant companies are disabled (unpublished): 阻燃 is said by none now.
    const off = await post('/v1_company/enable', { ids: companyIds.slice(0, 2), enabled: false });
    expect(off.code, off.msg).toBe(0);
    const next = await sync();
    expect(next.code, next.msg).toBe(0);
    expect(next.data.contents.company).toBe(4);
    expect(next.data.removed).toContain('阻燃');
    expect(next.data.links.removed).toBeGreaterThan(0);
    expect(await keyword('阻燃')).toBeUndefined();
    // The manual keyword stays, its links follow the content: no published company mentions it now.
    expect(await keyword('聚碳酸酯')).toMatchObject({ kind: KeywordKind.manual, content_count: 0 });
  });
});
