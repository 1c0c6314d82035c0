/**
 * The resource engine end to end on one declared family (tags, with tag bindings referencing them): list
 * filters, sort, paging, add, update, del, enable, export, the audit, and bad input that changes nothing.
 */
import {
  EXPORT_LIMIT_HEADER,
  EXPORT_TOTAL_HEADER,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
  TagType,
} from '@console/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EXPORT_ROWS } from '../../src/engine/export.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;

const post = <T>(url: string, payload: unknown) =>
  t.call<T>(token, { method: 'POST', url: `/api${url}`, payload: payload as object });
const get = <T>(url: string) => t.call<T>(token, { method: 'GET', url: `/api${url}` });

async function addTag(values: Record<string, unknown>): Promise<ResourceRow> {
  const { body } = await post<ResourceRow>('/tags/add', values);
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

async function tagCount(): Promise<number> {
  const { body } = await get<ResourcePage>('/tags/list?size=1');
  return body.data.total;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  const rows: [string, number, number, boolean][] = [
    ['塑料', TagType.NEWS, 5, true],
    ['改性塑料', TagType.NEWS, 3, true],
    ['PP 供应商', TagType.COMPANY, 1, false],
    ['100%_回收', TagType.COMPANY, 9, true],
    ['VIP 客户', TagType.USER, 7, true],
  ];
  for (const [name, type, sort, enabled] of rows) await addTag({ name, type, sort, enabled });
});
afterAll(async () => {
  await t.close();
});

describe('list', () => {
  it('pages and sorts with the declared default, ties broken by id', async () => {
    const { body } = await get<ResourcePage>('/tags/list?page=1&size=2');
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(5);
    expect(body.data.size).toBe(2);
    expect(body.data.list.map((row) => row.name)).toEqual(['PP 供应商', '改性塑料']);
    const page3 = await get<ResourcePage>('/tags/list?page=3&size=2');
    expect(page3.body.data.list.map((row) => row.name)).toEqual(['100%_回收']);
  });

  it('sorts descending by a sortable field', async () => {
    const { body } = await get<ResourcePage>('/tags/list?sort=-sort');
    expect(body.data.list.map((row) => row.sort)).toEqual([9, 7, 5, 3, 1]);
  });

  it('filters: contains, enum, exact boolean, date range', async () => {
    const contains = await get<ResourcePage>(`/tags/list?name=${encodeURIComponent('塑料')}`);
    expect(contains.body.data.list.map((row) => row.name).sort()).toEqual(['塑料', '改性塑料']);
    const byType = await get<ResourcePage>(`/tags/list?type=${TagType.COMPANY},${TagType.USER}`);
    expect(byType.body.data.total).toBe(3);
    const disabled = await get<ResourcePage>('/tags/list?enabled=false');
    expect(disabled.body.data.list.map((row) => row.name)).toEqual(['PP 供应商']);
    const future = await get<ResourcePage>('/tags/list?created_at_from=2999-01-01T00:00:00Z');
    expect(future.body.data.total).toBe(0);
    const past = await get<ResourcePage>('/tags/list?created_at_to=2999-01-01T00:00:00Z');
    expect(past.body.data.total).toBe(5);
  });

  it('treats % and _ in a contains filter as literal characters', async () => {
    const { body } = await get<ResourcePage>(`/tags/list?name=${encodeURIComponent('%_')}`);
    expect(body.data.list.map((row) => row.name)).toEqual(['100%_回收']);
    const underscore = await get<ResourcePage>(`/tags/list?name=_`);
    expect(underscore.body.data.total).toBe(1);
  });

  it('refuses unknown filters and sorts, and SQL in them, with a clear message', async () => {
    const unknown = await get('/tags/list?password=1');
    expect(unknown.body.code).toBe(ResultCode.invalid);
    expect(unknown.body.msg).toContain('password');
    const badSort = await get(`/tags/list?sort=${encodeURIComponent('name; drop table tag')}`);
    expect(badSort.body.code).toBe(ResultCode.invalid);
    expect(badSort.body.msg).toContain('排序');
    const injection = await get(`/tags/list?type=${encodeURIComponent('1) or (1=1')}`);
    expect(injection.body.code).toBe(ResultCode.invalid);
    const quoted = await get<ResourcePage>(`/tags/list?name=${encodeURIComponent("' or 1=1 --")}`);
    expect(quoted.body.code).toBe(0);
    expect(quoted.body.data.total).toBe(0);
    const badPage = await get('/tags/list?size=5000');
    expect(badPage.body.code).toBe(ResultCode.invalid);
    expect(await tagCount()).toBe(5);
  });
});

describe('add, update, enable, del', () => {
  it('adds with defaults, gets, updates only what changed, and audits each change', async () => {
    const tag = await addTag({ name: '  新材料 ', type: TagType.KEYWORD_LINK });
    expect(tag).toMatchObject({
      name: '新材料',
      type: TagType.KEYWORD_LINK,
      sort: 0,
      enabled: true,
      description: '',
    });
    const fetched = await get<ResourceRow>(`/tags/get?id=${tag.id}`);
    expect(fetched.body.data.name).toBe('新材料');

    const updated = await post<ResourceRow>('/tags/update', {
      id: tag.id,
      description: '新能源材料',
      sort: 2,
    });
    expect(updated.body.code).toBe(0);
    expect(updated.body.data).toMatchObject({ name: '新材料', description: '新能源材料', sort: 2 });

    const audit = await get<ResourcePage>(`/system/audit/list?family=tag&row_id=${tag.id}&sort=id`);
    expect(audit.body.data.list.map((row) => row.action)).toEqual(['add', 'update']);
    expect(audit.body.data.list[1]?.changes).toEqual({ description: ['', '新能源材料'], sort: [0, 2] });
    expect(audit.body.data.list[1]?.$labels?.admin_id).toBe('admin');
  });

  it('enables and disables many rows in one call', async () => {
    const { body: page } = await get<ResourcePage>(`/tags/list?type=${TagType.NEWS}`);
    const ids = page.data.list.map((row) => row.id);
    const off = await post<{ updated: number }>('/tags/enable', { ids, enabled: false });
    expect(off.body.data.updated).toBe(2);
    const again = await post<{ updated: number }>('/tags/enable', { ids, enabled: false });
    expect(again.body.data.updated).toBe(0);
    const check = await get<ResourcePage>(`/tags/list?type=${TagType.NEWS}&enabled=false`);
    expect(check.body.data.total).toBe(2);
    await post('/tags/enable', { ids, enabled: true });
  });

  it('refuses a duplicate name within a type, and accepts it in another type', async () => {
    const dup = await post('/tags/add', { name: '塑料', type: TagType.NEWS });
    expect(dup.body.code).toBe(ResultCode.conflict);
    expect(dup.body.msg).toContain('塑料');
    const other = await post<ResourceRow>('/tags/add', { name: '塑料', type: TagType.USER });
    expect(other.body.code).toBe(0);
    await post('/tags/del', { ids: [other.body.data.id] });
  });

  it('refuses bad input with a message naming the field, and changes nothing', async () => {
    const before = await tagCount();
    const cases: [unknown, string][] = [
      [{ name: '', type: TagType.NEWS }, '标签名'],
      [{ name: 'x'.repeat(33), type: TagType.NEWS }, '标签名'],
      [{ name: 'ok', type: 7 }, '类型'],
      [{ name: 'ok', type: '6' }, '类型'],
      [{ name: 'ok', type: TagType.NEWS, sort: 'first' }, '排序'],
      [{ name: 'ok', type: TagType.NEWS, sort: -1 }, '排序'],
      [{ name: 'ok', type: TagType.NEWS, colour: 'red' }, 'colour'],
      [{ name: 'ok', type: TagType.NEWS, id: 99 }, 'id'],
    ];
    for (const [payload, field] of cases) {
      const { body } = await post('/tags/add', payload);
      expect(body.code, JSON.stringify(payload)).toBe(ResultCode.invalid);
      expect(body.msg).toContain(field);
    }
    const missing = await post('/tags/update', { id: 999_999, name: 'x' });
    expect(missing.body.code).toBe(ResultCode.notFound);
    expect(await tagCount()).toBe(before);
  });

  it('refuses deleting a referenced tag, names the referencing family, and deletes nothing', async () => {
    const a = await addTag({ name: '被引用', type: TagType.COMPANY });
    const b = await addTag({ name: '未引用', type: TagType.COMPANY });
    const binding = await post<ResourceRow>('/tags/binding/add', {
      tag_id: a.id,
      target_type: TagType.COMPANY,
      target_id: 42,
    });
    expect(binding.body.code).toBe(0);
    expect(binding.body.data.$labels?.tag_id).toBe('被引用');

    const dangling = await post('/tags/binding/add', { tag_id: 999_999, target_type: 4, target_id: 1 });
    expect(dangling.body.code).toBe(ResultCode.invalid);
    expect(dangling.body.msg).toContain('标签');

    const refused = await post('/tags/del', { ids: [a.id, b.id] });
    expect(refused.body.code).toBe(ResultCode.conflict);
    expect(refused.body.msg).toContain('标签绑定');
    expect((await get(`/tags/get?id=${b.id}`)).body.code).toBe(0);

    await post('/tags/binding/del', { id: binding.body.data.id });
    const deleted = await post<{ deleted: number }>('/tags/del', { ids: [a.id, b.id] });
    expect(deleted.body.data.deleted).toBe(2);
    expect((await get(`/tags/get?id=${a.id}`)).body.code).toBe(ResultCode.notFound);
    const audit = await get<ResourcePage>(`/system/audit/list?family=tag&row_id=${a.id}&action=del`);
    expect(audit.body.data.list[0]?.changes).toMatchObject({ name: ['被引用', null] });
  });

  it('deletes nothing when one of the ids does not exist', async () => {
    const before = await tagCount();
    const { body: page } = await get<ResourcePage>('/tags/list?size=1');
    const { body } = await post('/tags/del', { ids: [page.data.list[0]?.id, 987_654] });
    expect(body.code).toBe(ResultCode.notFound);
    expect(body.msg).toContain('987654');
    expect(await tagCount()).toBe(before);
  });
});

describe('export', () => {
  it('streams a valid xlsx whose rows match the filter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tags/export?type=${TagType.NEWS}&sort=sort`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe('标签名');
    const names: unknown[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) names.push(row.getCell(2).value);
    });
    expect(names).toEqual(['改性塑料', '塑料']);
    expect(sheet?.getRow(2).getCell(3).value).toBe('资讯');
  });

  it('says when the file holds only the first rows: headers before the file, a note after the last row', async () => {
    const download = async (query: string, lang = 'zh') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/tags/export?${query}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      workbook.worksheets[0]?.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1));
      });
      return { headers: res.headers, rows };
    };
    const total = await tagCount();
    t.consoleApp.engine.exportLimit = 3;
    try {
      const cut = await download('sort=sort');
      expect(cut.headers[EXPORT_LIMIT_HEADER]).toBe('3');
      expect(cut.headers[EXPORT_TOTAL_HEADER]).toBe(String(total));
      // The header row, the first three rows in the list's order, then the note.
      const { body: page } = await get<ResourcePage>('/tags/list?sort=sort&size=3');
      expect(cut.rows.slice(1, 4).map((row) => row[0])).toEqual(page.data.list.map((row) => row.id));
      expect(cut.rows).toHaveLength(5);
      expect(cut.rows[4]?.[0]).toBe(
        `注意：共有 ${total} 行符合筛选条件，本文件只包含前 3 行。请缩小筛选范围后分批导出。`,
      );
      const english = await download('sort=sort', 'en');
      expect(english.rows.at(-1)?.[0]).toBe(
        `Note: ${total} rows match the filters; this file holds only the first 3. Narrow the filters and export in parts.`,
      );

      // Under the limit, or exactly at it (two news tags): every row, no headers, no note.
      for (const limit of [3, 2]) {
        t.consoleApp.engine.exportLimit = limit;
        const whole = await download(`type=${TagType.NEWS}`);
        expect(whole.headers[EXPORT_LIMIT_HEADER]).toBeUndefined();
        expect(whole.headers[EXPORT_TOTAL_HEADER]).toBeUndefined();
        expect(whole.rows).toHaveLength(3);
      }
    } finally {
      t.consoleApp.engine.exportLimit = MAX_EXPORT_ROWS;
    }
    const all = await download('sort=sort');
    expect(all.headers[EXPORT_LIMIT_HEADER]).toBeUndefined();
    expect(all.rows).toHaveLength(total + 1);
  });

  it('answers the envelope, not a broken file, for a bad filter', async () => {
    const { body } = await get('/tags/export?nope=1');
    expect(body.code).toBe(ResultCode.invalid);
  });
});
