/**
 * Tag bindings in bulk through the API: `/tags/bind` (many tags onto many rows of one type) and
 * `/tags/copy_company_to_user`; what exists already is skipped, bad input writes nothing, every new binding
 * is audited with its own columns.
 */
import { apiPaths, type ResourcePage, type ResourceRow, ResultCode, TagType } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
const tags: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };

const post = <T>(url: string, payload: unknown, auth: string | null = token) =>
  t.call<T>(auth, { method: 'POST', url: `/api${url}`, payload: payload as object });
const get = <T>(url: string) => t.call<T>(token, { url: `/api${url}` });
const bind = (payload: unknown, auth?: string | null) =>
  post<{ bound: number }>(apiPaths.tagBind, payload, auth);
const copy = (payload: unknown) => post<{ copied: number }>(apiPaths.tagCopyCompanyToUser, payload);

/** The bindings of one target as `tag_id` values, sorted. */
async function tagsOf(targetType: number, targetId: number): Promise<number[]> {
  const { body } = await get<ResourcePage>(
    `/tags/binding/list?target_type=${targetType}&target_id=${targetId}&size=100`,
  );
  expect(body.code, body.msg).toBe(ResultCode.ok);
  return body.data.list.map((row) => Number(row.tag_id)).sort((x, y) => x - y);
}

async function bindingCount(): Promise<number> {
  return (await get<ResourcePage>('/tags/binding/list?size=1')).body.data.total;
}

/** The audit rows of tag bindings newer than `afterId`, oldest first. */
async function bindingAudit(afterId = 0): Promise<ResourceRow[]> {
  const { body } = await get<ResourcePage>('/system/audit/list?family=tag_binding&sort=id&size=100');
  expect(body.code, body.msg).toBe(ResultCode.ok);
  return body.data.list.filter((row) => Number(row.id) > afterId);
}

async function lastAuditId(): Promise<number> {
  return Math.max(0, ...(await bindingAudit()).map((row) => Number(row.id)));
}

/** Each audit row against the binding it names: the recorded columns are that row's own. */
async function expectAuditMatchesRows(audit: ResourceRow[]): Promise<void> {
  for (const entry of audit) {
    expect(entry.action).toBe('add');
    const { body } = await get<ResourceRow>(`/tags/binding/get?id=${entry.row_id}`);
    expect(body.code, body.msg).toBe(ResultCode.ok);
    expect(entry.changes).toEqual({
      tag_id: [null, body.data.tag_id],
      target_type: [null, body.data.target_type],
      target_id: [null, body.data.target_id],
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  for (const [name, key] of [
    ['原料供应商', 'a'],
    ['注塑加工', 'b'],
    ['改性工厂', 'c'],
  ] as const) {
    const { body } = await post<ResourceRow>('/tags/add', { name, type: TagType.COMPANY });
    expect(body.code, body.msg).toBe(ResultCode.ok);
    tags[key] = Number(body.data.id);
  }
});
afterAll(async () => {
  await t.close();
});

describe('bind tags in bulk', () => {
  it('binds every tag to every target and audits each binding', async () => {
    const { body } = await bind({
      tag_ids: [tags.a, tags.b],
      target_type: TagType.COMPANY,
      target_ids: [10, 11],
    });
    expect(body).toEqual({ code: 0, msg: 'ok', data: { bound: 4 } });
    expect(await tagsOf(TagType.COMPANY, 10)).toEqual([tags.a, tags.b]);
    expect(await tagsOf(TagType.COMPANY, 11)).toEqual([tags.a, tags.b]);
    const audit = await bindingAudit();
    expect(audit).toHaveLength(4);
    await expectAuditMatchesRows(audit);
  });

  it('skips bindings that exist and audits the new ones with their own tag and target', async () => {
    const since = await lastAuditId();
    // (a, 10) exists: the three new rows are not the first three pairs asked for.
    const { body } = await bind({
      tag_ids: [tags.a, tags.c],
      target_type: TagType.COMPANY,
      target_ids: [10, 12],
    });
    expect(body.data).toEqual({ bound: 3 });
    expect(await tagsOf(TagType.COMPANY, 10)).toEqual([tags.a, tags.b, tags.c]);
    expect(await tagsOf(TagType.COMPANY, 12)).toEqual([tags.a, tags.c]);
    const audit = await bindingAudit(since);
    expect(audit).toHaveLength(3);
    await expectAuditMatchesRows(audit);
    const recorded = audit.map((row) => {
      const changes = row.changes as Record<string, [null, number]>;
      return [changes.tag_id?.[1], changes.target_id?.[1]];
    });
    expect(recorded.sort()).toEqual(
      [
        [tags.a, 12],
        [tags.c, 10],
        [tags.c, 12],
      ].sort(),
    );
  });

  it('counts a pair asked twice once, and an existing one not at all', async () => {
    const before = await bindingCount();
    const twice = await bind({ tag_ids: [tags.b, tags.b], target_type: TagType.NEWS, target_ids: [20, 20] });
    expect(twice.body.data).toEqual({ bound: 1 });
    const again = await bind({ tag_ids: [tags.b], target_type: TagType.NEWS, target_ids: [20] });
    expect(again.body.data).toEqual({ bound: 0 });
    expect(await bindingCount()).toBe(before + 1);
    // The same tag and id under another type is another binding.
    expect(
      (await bind({ tag_ids: [tags.b], target_type: TagType.USER, target_ids: [20] })).body.data,
    ).toEqual({
      bound: 1,
    });
  });

  it('refuses an unknown tag, naming it, and writes nothing', async () => {
    const before = await bindingCount();
    const since = await lastAuditId();
    const { status, body } = await bind({
      tag_ids: [tags.a, 999_999],
      target_type: TagType.COMPANY,
      target_ids: [30],
    });
    expect(status).toBe(400);
    expect(body.code).toBe(ResultCode.invalid);
    expect(body.msg).toContain('999999');
    expect(await bindingCount()).toBe(before);
    expect(await tagsOf(TagType.COMPANY, 30)).toEqual([]);
    expect(await bindingAudit(since)).toEqual([]);
  });

  it('refuses a target type outside the enumeration and malformed lists, writing nothing', async () => {
    const before = await bindingCount();
    for (const payload of [
      { tag_ids: [tags.a], target_type: 7, target_ids: [31] },
      { tag_ids: [tags.a], target_type: 0, target_ids: [31] },
      { tag_ids: [tags.a], target_type: '4', target_ids: [31] },
      { tag_ids: [tags.a], target_ids: [31] },
      { tag_ids: [], target_type: TagType.COMPANY, target_ids: [31] },
      { tag_ids: [tags.a], target_type: TagType.COMPANY, target_ids: [] },
      { tag_ids: [tags.a], target_type: TagType.COMPANY, target_ids: [0] },
      { tag_ids: [tags.a], target_type: TagType.COMPANY, target_ids: [31], extra: true },
    ]) {
      const { body } = await bind(payload);
      expect(body.code, JSON.stringify(payload)).toBe(ResultCode.invalid);
    }
    const bad = await bind({ tag_ids: [tags.a], target_type: 7, target_ids: [31] });
    expect(bad.body.msg).toMatch(/^target_type: /);
    expect(await bindingCount()).toBe(before);
  });

  it('needs a session', async () => {
    const { body } = await bind({ tag_ids: [tags.a], target_type: TagType.COMPANY, target_ids: [40] }, null);
    expect(body.code).toBe(ResultCode.sessionExpired);
    expect(await tagsOf(TagType.COMPANY, 40)).toEqual([]);
  });
});

describe("copy a company's tags to a user", () => {
  it('binds the company tags the user lacks, as user bindings, and audits them', async () => {
    // Company 10 holds a, b and c; user 50 already holds b.
    expect(
      (await bind({ tag_ids: [tags.b], target_type: TagType.USER, target_ids: [50] })).body.data.bound,
    ).toBe(1);
    const since = await lastAuditId();
    const { body } = await copy({ company_id: 10, user_id: 50 });
    expect(body).toEqual({ code: 0, msg: 'ok', data: { copied: 2 } });
    expect(await tagsOf(TagType.USER, 50)).toEqual([tags.a, tags.b, tags.c]);
    // The company keeps its own.
    expect(await tagsOf(TagType.COMPANY, 10)).toEqual([tags.a, tags.b, tags.c]);
    const audit = await bindingAudit(since);
    expect(audit).toHaveLength(2);
    await expectAuditMatchesRows(audit);
    for (const row of audit) {
      expect((row.changes as Record<string, unknown>).target_type).toEqual([null, TagType.USER]);
      expect((row.changes as Record<string, unknown>).target_id).toEqual([null, 50]);
    }
  });

  it('copies nothing twice, and nothing from a company without tags', async () => {
    expect((await copy({ company_id: 10, user_id: 50 })).body.data).toEqual({ copied: 0 });
    expect((await copy({ company_id: 777, user_id: 51 })).body.data).toEqual({ copied: 0 });
    expect(await tagsOf(TagType.USER, 51)).toEqual([]);
    // Only company bindings are copied: target 20 holds tag b as news, and as user 20 (not a company).
    expect((await copy({ company_id: 20, user_id: 52 })).body.data).toEqual({ copied: 0 });
  });

  it('refuses malformed ids, writing nothing', async () => {
    const before = await bindingCount();
    for (const payload of [
      { company_id: 10 },
      { company_id: 0, user_id: 50 },
      { company_id: 10, user_id: 'x' },
    ]) {
      const { body } = await copy(payload);
      expect(body.code, JSON.stringify(payload)).toBe(ResultCode.invalid);
    }
    expect(await bindingCount()).toBe(before);
  });
});
