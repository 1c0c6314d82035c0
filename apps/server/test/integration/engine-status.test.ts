/**
 * `POST {base}/status`: sets the declared status field on many rows in one transaction, skips rows already
 * there, audits each change as `status`; a value outside the enum or an unknown id changes nothing.
 */
import { type ResourcePage, type ResourceRow, ResultCode } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpecimenApp, type SpecimenApp } from './engine-specimen-family.ts';

let s: SpecimenApp;
let ids: number[];

const states = async () =>
  (await s.get<ResourcePage>('/test/specimen/list?sort=id')).data.list.map((row) => row.state);

beforeAll(async () => {
  s = await createSpecimenApp();
  ids = [];
  for (const code of ['ST-1', 'ST-2', 'ST-3']) {
    const added = await s.post<ResourceRow>('/test/specimen/add', { code });
    expect(added.code, added.msg).toBe(0);
    ids.push(added.data.id);
  }
});
afterAll(async () => {
  await s.t.close();
});

describe('status', () => {
  it('starts at the declared default and changes the rows asked, skipping those already there', async () => {
    expect(await states()).toEqual([0, 0, 0]);
    const first = await s.post<{ updated: number }>('/test/specimen/status', { ids: [ids[0]], status: 1 });
    expect(first).toMatchObject({ code: 0, data: { updated: 1 } });
    const many = await s.post<{ updated: number }>('/test/specimen/status', { ids, status: 1 });
    expect(many.data.updated).toBe(2);
    expect(await states()).toEqual([1, 1, 1]);
    const filtered = await s.get<ResourcePage>('/test/specimen/list?state=1');
    expect(filtered.data.total).toBe(3);

    const audit = await s.get<ResourcePage>(`/system/audit/list?family=specimen&action=status&sort=id`);
    expect(audit.data.list.map((row) => [row.row_id, row.changes])).toEqual([
      [ids[0], { state: [0, 1] }],
      [ids[1], { state: [0, 1] }],
      [ids[2], { state: [0, 1] }],
    ]);
  });

  it('refuses a value outside the enum by the field label, and unknown ids, changing nothing', async () => {
    const bad = await s.post('/test/specimen/status', { ids, status: 7 });
    expect(bad.code).toBe(ResultCode.invalid);
    expect(bad.msg).toBe('检验状态: 取值必须是 0, 1, 2 之一');
    const text = await s.post('/test/specimen/status', { ids, status: '2' });
    expect(text.code).toBe(ResultCode.invalid);
    const missing = await s.post('/test/specimen/status', { ids: [ids[0], 987_654], status: 2 });
    expect(missing.code).toBe(ResultCode.notFound);
    expect(missing.msg).toContain('987654');
    const none = await s.post('/test/specimen/status', { ids: [], status: 2 });
    expect(none.code).toBe(ResultCode.invalid);
    expect(await states()).toEqual([1, 1, 1]);
  });

  it('lets update set the status field too, within its enum', async () => {
    const viaUpdate = await s.post<ResourceRow>('/test/specimen/update', { id: ids[2], state: 2 });
    expect(viaUpdate.code, viaUpdate.msg).toBe(0);
    expect(viaUpdate.data.state).toBe(2);
    const viaUpdateBad = await s.post('/test/specimen/update', { id: ids[2], state: 9 });
    expect(viaUpdateBad.code).toBe(ResultCode.invalid);
    expect(viaUpdateBad.msg).toContain('检验状态');
  });
});
