/**
 * `POST /tags/save` (spec §7 "Add/update tag"): one call whose `action` field selects add or update, each
 * validated exactly as the plain add and update are; a missing or unknown action is refused by name.
 */
import { type ResourcePage, type ResourceRow, ResultCode, TagType } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;

const save = async <T = ResourceRow>(payload: unknown, lang = 'zh') =>
  (
    await t.call<T>(token, {
      method: 'POST',
      url: '/api/tags/save',
      payload: payload as object,
      headers: { 'accept-language': lang },
    })
  ).body;

async function tagCount(): Promise<number> {
  return (await t.call<ResourcePage>(token, { method: 'GET', url: '/api/tags/list?size=1' })).body.data.total;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

describe('save with an action field', () => {
  it('adds with action add and updates with action update, each audited as such', async () => {
    const added = await save({ action: 'add', name: ' 回收料 ', type: TagType.NEWS });
    expect(added.code, added.msg).toBe(0);
    expect(added.data).toMatchObject({ name: '回收料', type: TagType.NEWS, sort: 0, enabled: true });
    expect(added.data).not.toHaveProperty('action');

    const updated = await save({ action: 'update', id: added.data.id, sort: 3, description: '再生' });
    expect(updated.code, updated.msg).toBe(0);
    expect(updated.data).toMatchObject({ id: added.data.id, name: '回收料', sort: 3, description: '再生' });

    const audit = await t.call<ResourcePage>(token, {
      method: 'GET',
      url: `/api/system/audit/list?family=tag&row_id=${added.data.id}&sort=id`,
    });
    expect(audit.body.data.list.map((row) => row.action)).toEqual(['add', 'update']);
    expect(audit.body.data.list[1]?.changes).toEqual({ description: ['', '再生'], sort: [0, 3] });
  });

  it('is in the permission catalogue as a judged route of its own', () => {
    const entry = t.consoleApp.catalogue.entries.find((e) => e.path === '/tags/save');
    expect(entry).toMatchObject({ method: 'POST', access: 'judged', name: '标签新增/修改' });
  });

  it('refuses a missing or unknown action, naming the field and the values it takes', async () => {
    const before = await tagCount();
    const missing = await save({ name: '无动作', type: TagType.NEWS });
    expect(missing.code).toBe(ResultCode.invalid);
    expect(missing.msg).toBe('action: 不能为空');
    const unknown = await save({ action: 'upsert', name: '未知动作', type: TagType.NEWS });
    expect(unknown.code).toBe(ResultCode.invalid);
    expect(unknown.msg).toBe('action: 取值必须是 add, update 之一');
    const english = await save({ action: 'delete', id: 1 }, 'en');
    expect(english.msg).toBe('action: must be one of add, update');
    expect((await save('add')).code).toBe(ResultCode.invalid);
    expect(await tagCount()).toBe(before);
  });

  it('validates each action as its own call does, naming the field, and changes nothing', async () => {
    const tag = await save({ action: 'add', name: '阻燃剂', type: TagType.COMPANY });
    const before = await tagCount();
    const cases: [unknown, string][] = [
      [{ action: 'add', type: TagType.NEWS }, '标签名: 不能为空'],
      [{ action: 'add', name: 'x'.repeat(33), type: TagType.NEWS }, '标签名'],
      [{ action: 'add', name: 'ok', type: 7 }, '类型'],
      [{ action: 'add', name: 'ok', type: TagType.NEWS, id: 5 }, '不支持的字段 id'],
      [{ action: 'update', name: '无 ID' }, 'id: 不能为空'],
      [{ action: 'update', id: tag.data.id, sort: 'first' }, '排序'],
      [{ action: 'update', id: tag.data.id, colour: 'red' }, 'colour'],
    ];
    for (const [payload, message] of cases) {
      const body = await save(payload);
      expect(body.code, JSON.stringify(payload)).toBe(ResultCode.invalid);
      expect(body.msg).toContain(message);
    }
    const duplicate = await save({ action: 'update', id: tag.data.id, name: '阻燃剂' });
    expect(duplicate.code, duplicate.msg).toBe(0);
    const taken = await save({ action: 'add', name: '阻燃剂', type: TagType.COMPANY });
    expect(taken.code).toBe(ResultCode.conflict);
    const gone = await save({ action: 'update', id: 999_999, name: 'x' });
    expect(gone.code).toBe(ResultCode.notFound);
    expect(await tagCount()).toBe(before);
    const again = await t.call<ResourceRow>(token, { method: 'GET', url: `/api/tags/get?id=${tag.data.id}` });
    expect(again.body.data).toMatchObject({ name: '阻燃剂', sort: 0 });
  });
});
