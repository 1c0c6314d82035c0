/**
 * Deleting a row others still point at: refused with the referencing family, the field and the count, unless
 * the reference says cascade, set null or unlink; references inside child rows hold a delete back too.
 */
import { apiPaths, type ResourceRow, ResultCode, TagType } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpecimenApp, type SpecimenApp } from './engine-specimen-family.ts';

let s: SpecimenApp;

async function added<T = ResourceRow>(url: string, payload: object): Promise<T> {
  const body = await s.post<T>(url, payload);
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

const exists = async (url: string) => (await s.get(url)).code === 0;

beforeAll(async () => {
  s = await createSpecimenApp();
});
afterAll(async () => {
  await s.t.close();
});

describe('roles held by admins', () => {
  it('refuses to delete a layout role two admins hold, saying so; once unbound it goes with its grants', async () => {
    const authorities = await s.get<{ list: ResourceRow[] }>('/admin/layout/authority/list?size=2');
    const role = await added('/admin/layout/role/add', {
      name: '内容编辑',
      authorities: authorities.data.list.map((row) => row.id),
    });
    const admins: ResourceRow[] = [];
    for (const username of ['editor1', 'editor2']) {
      admins.push(
        await added(apiPaths.adminUserAdd, { username, password: 'editor-Pass-1', layout_roles: [role.id] }),
      );
    }

    const refused = await s.post('/admin/layout/role/del', { id: role.id });
    expect(refused.code).toBe(ResultCode.conflict);
    expect(refused.msg).toBe('仍有 2 条管理员（菜单角色）引用此菜单角色，不能删除');
    const still = await s.get<ResourceRow>(`/admin/user/get?id=${admins[0]?.id}`);
    expect(still.data.layout_roles).toEqual([role.id]);

    for (const admin of admins) await added('/admin/user/update', { id: admin.id, layout_roles: [] });
    // The role's own grants do not hold it back (they are declared unlink): they go with it.
    await added('/admin/layout/role/del', { id: role.id });
    expect(await exists(`/admin/layout/role/get?id=${role.id}`)).toBe(false);
    const authority = await s.get<ResourceRow>(
      `/admin/layout/authority/get?id=${authorities.data.list[0]?.id}`,
    );
    expect(authority.data.roles).toEqual([]);
  });

  it('refuses to delete an API role an admin holds, in English too', async () => {
    const role = await added('/admin/api/role/add', { name: '只读' });
    await added(apiPaths.adminUserAdd, {
      username: 'reader1',
      password: 'reader-Pass-1',
      api_roles: [role.id],
    });
    const refused = await s.t.call(s.token, {
      method: 'POST',
      url: '/api/admin/api/role/del',
      payload: { ids: [role.id] },
      headers: { 'accept-language': 'en' },
    });
    expect(refused.body.code).toBe(ResultCode.conflict);
    expect(refused.body.msg).toBe(
      '1 admin user row still references this API role (API roles); it cannot be deleted',
    );
    expect(await exists(`/admin/api/role/get?id=${role.id}`)).toBe(true);
  });
});

describe('multi-references and child rows of a declared family', () => {
  it('refuses while restricting links remain, counting the rows; an unlink field just loses its link', async () => {
    const kept = await added('/tags/add', { name: 'UL94', type: TagType.NEWS });
    const loose = await added('/tags/add', { name: '耐寒', type: TagType.NEWS });
    const a = await added('/test/specimen/add', {
      code: 'DEL-A',
      certifications: [kept.id],
      tags: [loose.id],
    });
    await added('/test/specimen/add', { code: 'DEL-B', certifications: [kept.id] });

    const refused = await s.post('/tags/del', { ids: [kept.id, loose.id] });
    expect(refused.code).toBe(ResultCode.conflict);
    expect(refused.msg).toBe('仍有 2 条样品（认证）引用此标签，不能删除');
    expect(await exists(`/tags/get?id=${loose.id}`)).toBe(true);

    await added('/tags/del', { id: loose.id });
    const after = await s.get<ResourceRow>(`/test/specimen/get?id=${a.id}`);
    expect(after.data).toMatchObject({ tags: [], certifications: [kept.id] });
  });

  it('refuses to delete a tag a child row refers to (no database error), naming the parent family', async () => {
    const source = await added('/tags/add', { name: '供应商数据', type: TagType.NEWS });
    const parent = await added('/test/specimen/add', {
      code: 'DEL-C',
      properties: [
        { property: '熔点', value: 220, source: source.id },
        { property: '硬度', value: 80, source: source.id },
      ],
    });
    const refused = await s.post('/tags/del', { id: source.id });
    expect(refused.code).toBe(ResultCode.conflict);
    expect(refused.msg).toBe('仍有 1 条样品（属性 来源）引用此标签，不能删除');

    await added('/test/specimen/update', {
      id: parent.id,
      properties: [{ property: '熔点', value: 220 }],
    });
    await added('/tags/del', { id: source.id });
    expect(await exists(`/tags/get?id=${source.id}`)).toBe(false);
  });
});
