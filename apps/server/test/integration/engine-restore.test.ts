/**
 * Restore from the change history: a field or a row as it was before a chosen change, a deleted row as it was
 * when deleted. Each is a normal write through the engine (its checks refuse what they forbid now) recorded as
 * one `restore` audit row naming the change it takes back.
 */
import { type ResourcePage, type ResourceRow, ResultCode } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpecimenApp, type SpecimenApp } from './engine-specimen-family.ts';

let s: SpecimenApp;

const read = async (id: number) => (await s.get<ResourceRow>(`/test/specimen/get?id=${id}`)).data;
const history = async (id: number) =>
  (await s.get<ResourcePage>(`/system/audit/list?family=specimen&row_id=${id}&sort=id&size=50`)).data.list;

async function addSpecimen(values: Record<string, unknown>): Promise<ResourceRow> {
  const added = await s.post<ResourceRow>('/test/specimen/add', values);
  expect(added.code, added.msg).toBe(0);
  return added.data;
}
async function update(id: number, values: Record<string, unknown>) {
  const updated = await s.post<ResourceRow>('/test/specimen/update', { id, ...values });
  expect(updated.code, updated.msg).toBe(0);
}
/** The audit id of the n-th change (0: the add) of a row. */
async function change(id: number, n: number): Promise<number> {
  return Number((await history(id))[n]?.id);
}

beforeAll(async () => {
  s = await createSpecimenApp();
});
afterAll(async () => {
  await s.t.close();
});

describe('restore from the change history', () => {
  it('brings one field back as it was before a change, and records the restore naming it', async () => {
    const row = await addSpecimen({ code: 'RST-1', density: 1.1, grade: 'A' });
    await update(row.id, { density: 1.2 });
    await update(row.id, { density: 1.3, grade: 'B' });
    const second = await change(row.id, 2);

    const restored = await s.post<ResourceRow>('/test/specimen/restore', {
      audit_id: second,
      field: 'density',
    });
    expect(restored.code, restored.msg).toBe(0);
    const now = await read(row.id);
    expect(now.density).toBe(1.2);
    expect(now.grade).toBe('B');
    const last = (await history(row.id)).at(-1);
    expect(last?.action).toBe('restore');
    expect(last?.reverts).toBe(second);
    expect(last?.changes).toEqual({ density: [1.3, 1.2] });
    expect(await history(row.id)).toHaveLength(4);
  });

  it('brings the whole row back as it was before a change, undoing the later ones too', async () => {
    const row = await addSpecimen({ code: 'RST-2', density: 2.1, grade: 'A' });
    await update(row.id, { density: 2.2 });
    await update(row.id, { grade: 'B' });
    const first = await change(row.id, 1);

    const restored = await s.post<ResourceRow>('/test/specimen/restore', { audit_id: first });
    expect(restored.code, restored.msg).toBe(0);
    const now = await read(row.id);
    expect([now.density, now.grade]).toEqual([2.1, 'A']);
    expect((await history(row.id)).at(-1)?.changes).toEqual({ density: [2.2, 2.1], grade: ['B', 'A'] });

    // Nothing left to take back: said, and nothing recorded.
    const again = await s.post('/test/specimen/restore', { audit_id: first });
    expect(again.code).toBe(ResultCode.conflict);
    expect(await history(row.id)).toHaveLength(4);
  });

  it('is refused when a unique value now belongs to another row, and writes nothing', async () => {
    const row = await addSpecimen({ code: 'RST-3' });
    await update(row.id, { code: 'RST-3B' });
    await addSpecimen({ code: 'RST-3' });
    const renamed = await change(row.id, 1);

    const refused = await s.post('/test/specimen/restore', { audit_id: renamed });
    expect(refused.code).toBe(ResultCode.conflict);
    expect(refused.msg).toContain('RST-3');
    expect((await read(row.id)).code).toBe('RST-3B');
    expect(await history(row.id)).toHaveLength(2);
  });

  it('brings child rows back as they were before a change: changed, removed and added rows taken back', async () => {
    const row = await addSpecimen({
      code: 'RST-6',
      properties: [
        { property: '熔点', value: 220, unit: '°C' },
        { property: '密度', value: 1.1, unit: 'g/cm³' },
      ],
    });
    const [melt, density] = (await read(row.id)).properties as Record<string, unknown>[];
    // The change to take back: the melting point changed, the density removed, a new row added.
    await update(row.id, {
      properties: [
        { id: melt?.id, property: '熔点', value: 260, unit: '°C' },
        { property: '硬度', value: 80, unit: 'HRR' },
      ],
    });
    const chosen = await change(row.id, 1);
    // A later change, taken back too: the hardness edited.
    const now = (await read(row.id)).properties as Record<string, unknown>[];
    await update(row.id, {
      properties: now.map((p) => (p.property === '硬度' ? { ...p, value: 85 } : p)),
    });

    const restored = await s.post<ResourceRow>('/test/specimen/restore', { audit_id: chosen });
    expect(restored.code, restored.msg).toBe(0);
    const back = (await read(row.id)).properties as Record<string, unknown>[];
    expect(back.map((p) => [p.property, p.value])).toEqual([
      ['熔点', 220],
      ['密度', 1.1],
    ]);
    // The melting point's row is changed in place; the density comes back as a new row.
    expect(back[0]?.id).toBe(melt?.id);
    expect(back[1]?.id).not.toBe(density?.id);
    const last = (await history(row.id)).at(-1);
    expect([last?.action, last?.reverts]).toEqual(['restore', chosen]);
    // Restoring the field alone again finds nothing to change.
    const again = await s.post('/test/specimen/restore', { audit_id: chosen, field: 'properties' });
    expect(again.code).toBe(ResultCode.conflict);
  });

  it('brings back the whole child table when a change reordered it', async () => {
    const row = await addSpecimen({
      code: 'RST-7',
      properties: [
        { property: 'A', value: 1, unit: '' },
        { property: 'B', value: 2, unit: '' },
      ],
    });
    const [a, b] = (await read(row.id)).properties as Record<string, unknown>[];
    await update(row.id, { properties: [b, { ...a, value: 9 }] });
    const restored = await s.post('/test/specimen/restore', { audit_id: await change(row.id, 1) });
    expect(restored.code, restored.msg).toBe(0);
    const back = (await read(row.id)).properties as Record<string, unknown>[];
    expect(back.map((p) => [p.property, p.value])).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
  });

  it('brings a deleted row back under its id, with its child rows and links', async () => {
    const tag = await s.post<ResourceRow>('/tags/add', { name: '回收', type: 1 });
    const row = await addSpecimen({
      code: 'RST-4',
      density: 4.4,
      tags: [tag.data.id],
      properties: [{ property: '熔点', value: 220, unit: '°C' }],
    });
    expect((await s.post('/test/specimen/del', { ids: [row.id] })).code).toBe(0);
    const deletion = await change(row.id, 1);

    const restored = await s.post<ResourceRow>('/test/specimen/restore', { audit_id: deletion });
    expect(restored.code, restored.msg).toBe(0);
    const back = await read(row.id);
    expect(back.id).toBe(row.id);
    expect([back.code, back.density, back.tags]).toEqual(['RST-4', 4.4, [tag.data.id]]);
    expect((back.properties as Record<string, unknown>[]).map((p) => [p.property, p.value])).toEqual([
      ['熔点', 220],
    ]);
    const last = (await history(row.id)).at(-1);
    expect([last?.action, last?.reverts]).toEqual(['restore', deletion]);

    // Once back, the deletion cannot be restored a second time.
    const twice = await s.post('/test/specimen/restore', { audit_id: deletion });
    expect(twice.code).toBe(ResultCode.conflict);
  });

  it('refuses to restore what came before an add, a change of another family, and an unknown field', async () => {
    const row = await addSpecimen({ code: 'RST-5' });
    const added = await change(row.id, 0);
    expect((await s.post('/test/specimen/restore', { audit_id: added })).code).toBe(ResultCode.conflict);
    const tag = await s.post<ResourceRow>('/tags/add', { name: '别家', type: 1 });
    const tagAdd = (await s.get<ResourcePage>(`/system/audit/list?family=tag&row_id=${tag.data.id}`)).data
      .list[0];
    expect((await s.post('/test/specimen/restore', { audit_id: tagAdd?.id })).code).toBe(ResultCode.notFound);
    await update(row.id, { density: 5 });
    const refused = await s.post('/test/specimen/restore', {
      audit_id: await change(row.id, 1),
      field: 'created_at',
    });
    expect(refused.code).toBe(ResultCode.invalid);
  });

  it('is judged by the update authority: it has no authority of its own', async () => {
    const authorities = await s.get<ResourcePage>('/admin/api/authority/list?path=/test/specimen/restore');
    expect(authorities.code, authorities.msg).toBe(0);
    expect(authorities.data.total).toBe(0);
  });
});
