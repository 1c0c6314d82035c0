/**
 * No lost update: a change made on the row as it was read names that version (`updated_at`), and is refused with
 * code `stale` and the row as it is now when someone changed it since; nothing is written and nothing audited.
 */
import { type ResourcePage, type ResourceRow, ResultCode, type StaleRow } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpecimenApp, type SpecimenApp } from './engine-specimen-family.ts';

let s: SpecimenApp;

const read = async (id: number) => (await s.get<ResourceRow>(`/test/specimen/get?id=${id}`)).data;
const updates = async (id: number) =>
  (await s.get<ResourcePage>(`/system/audit/list?family=specimen&row_id=${id}&action=update`)).data.total;

async function addSpecimen(code: string): Promise<ResourceRow> {
  const added = await s.post<ResourceRow>('/test/specimen/add', {
    code,
    density: 1.1,
    grade: 'A',
    properties: [{ property: '熔点', value: 260, unit: '°C' }],
  });
  expect(added.code, added.msg).toBe(0);
  return added.data;
}

beforeAll(async () => {
  s = await createSpecimenApp();
});
afterAll(async () => {
  await s.t.close();
});

describe('an update made on a version of the row', () => {
  it('is refused when the row changed since, with the row as it is now, and writes nothing', async () => {
    const opened = await addSpecimen('VER-1');
    // A colleague saves first, from the same version.
    const first = await s.post<ResourceRow>('/test/specimen/update', {
      id: opened.id,
      updated_at: opened.updated_at,
      density: 1.2,
    });
    expect(first.code, first.msg).toBe(0);
    expect(first.data.updated_at).not.toBe(opened.updated_at);

    const second = await s.post<StaleRow>('/test/specimen/update', {
      id: opened.id,
      updated_at: opened.updated_at,
      grade: 'B',
    });
    expect(second.code).toBe(ResultCode.stale);
    expect(second.msg).toContain('VER-1');
    expect(second.data.current.density).toBe(1.2);
    expect(second.data.current.grade).toBe('A');
    expect(second.data.changed_by).toBeTruthy();
    expect(second.data.changed_at).toBeTruthy();

    const now = await read(opened.id);
    expect(now.grade).toBe('A');
    expect(await updates(opened.id)).toBe(1);

    // Saved again on the version it was just shown: it goes through.
    const overwrite = await s.post<ResourceRow>('/test/specimen/update', {
      id: opened.id,
      updated_at: second.data.current.updated_at,
      grade: 'B',
    });
    expect(overwrite.code, overwrite.msg).toBe(0);
    expect((await read(opened.id)).grade).toBe('B');
    expect(await updates(opened.id)).toBe(2);
  });

  it('lets exactly one of two changes made on one version through', async () => {
    const opened = await addSpecimen('VER-2');
    const [a, b] = await Promise.all([
      s.post<ResourceRow>('/test/specimen/update', {
        id: opened.id,
        updated_at: opened.updated_at,
        density: 2,
      }),
      s.post<ResourceRow>('/test/specimen/update', {
        id: opened.id,
        updated_at: opened.updated_at,
        density: 3,
      }),
    ]);
    expect([a.code, b.code].sort()).toEqual([ResultCode.ok, ResultCode.stale].sort());
    const winner = a.code === ResultCode.ok ? 2 : 3;
    expect((await read(opened.id)).density).toBe(winner);
    expect(await updates(opened.id)).toBe(1);
  });

  it('moves the version when only child rows change, so a form opened before sees it', async () => {
    const opened = await addSpecimen('VER-3');
    const changed = await s.post<ResourceRow>('/test/specimen/update', {
      id: opened.id,
      updated_at: opened.updated_at,
      properties: [{ property: '熔点', value: 265, unit: '°C' }],
    });
    expect(changed.code, changed.msg).toBe(0);
    expect(changed.data.updated_at).not.toBe(opened.updated_at);
    const stale = await s.post('/test/specimen/update', {
      id: opened.id,
      updated_at: opened.updated_at,
      grade: 'B',
    });
    expect(stale.code).toBe(ResultCode.stale);
  });

  it('still takes an update that names no version (scripts, bulk tools)', async () => {
    const opened = await addSpecimen('VER-4');
    await s.post('/test/specimen/update', { id: opened.id, density: 4 });
    const blind = await s.post<ResourceRow>('/test/specimen/update', { id: opened.id, density: 5 });
    expect(blind.code, blind.msg).toBe(0);
    expect((await read(opened.id)).density).toBe(5);
  });

  it('refuses a version that is not a date-time, naming the field', async () => {
    const opened = await addSpecimen('VER-5');
    const bad = await s.post('/test/specimen/update', { id: opened.id, updated_at: 'yesterday', density: 6 });
    expect(bad.code).toBe(ResultCode.invalid);
    expect(bad.msg).toContain('updated_at');
  });
});
