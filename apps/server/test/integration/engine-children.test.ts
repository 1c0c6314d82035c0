/**
 * Child rows on update, as the form sends them back: rows that stay keep their id (changed in place), rows
 * without an id are added, missing ones are deleted, all with the parent; a child id of another parent is
 * refused. The audit records only the child rows that changed.
 */
import { type ResourcePage, type ResourceRow, ResultCode, TagType } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpecimenApp, type SpecimenApp } from './engine-specimen-family.ts';

let s: SpecimenApp;

type Child = {
  id: number;
  property: string;
  value: number;
  unit: string;
  source: number | null;
  chart: string;
};

async function addSpecimen(code: string, properties: object[]): Promise<ResourceRow> {
  const added = await s.post<ResourceRow>('/test/specimen/add', { code, properties });
  expect(added.code, added.msg).toBe(0);
  return added.data;
}

beforeAll(async () => {
  s = await createSpecimenApp();
});
afterAll(async () => {
  await s.t.close();
});

describe('child rows on update', () => {
  it('keeps the ids of rows that stay, changes them in place, adds new ones and deletes missing ones', async () => {
    const parent = await addSpecimen('PC-01', [
      { property: '拉伸强度', value: 60, unit: 'MPa' },
      { property: '熔点', value: 230, unit: '°C' },
      { property: '吸水率', value: 0.2, unit: '%' },
    ]);
    const [kept, changed, removed] = parent.properties as Child[];

    // What the form sends back: the loaded rows with their ids, one changed, one gone, one new.
    const updated = await s.post<ResourceRow>('/test/specimen/update', {
      id: parent.id,
      properties: [{ ...kept }, { ...changed, value: 235 }, { property: '密度', value: 1.2, unit: 'g/cm³' }],
    });
    expect(updated.code, updated.msg).toBe(0);
    const after = updated.data.properties as Child[];
    expect(after).toEqual([
      { id: kept?.id, property: '拉伸强度', value: 60, unit: 'MPa', source: null, chart: '' },
      { id: changed?.id, property: '熔点', value: 235, unit: '°C', source: null, chart: '' },
      { id: expect.any(Number), property: '密度', value: 1.2, unit: 'g/cm³', source: null, chart: '' },
    ]);
    const added = after[2] as Child;
    expect([kept?.id, changed?.id, removed?.id]).not.toContain(added.id);

    const again = await s.get<ResourceRow>(`/test/specimen/get?id=${parent.id}`);
    expect(again.data.properties).toEqual(after);

    // Only the child rows that changed are in the audit: the changed one, the removed one, the added one.
    const audit = await s.get<ResourcePage>(
      `/system/audit/list?family=specimen&row_id=${parent.id}&action=update`,
    );
    expect(audit.data.list).toHaveLength(1);
    expect(audit.data.list[0]?.changes).toEqual({
      properties: [
        [changed, removed],
        [{ ...changed, value: 235 }, added],
      ],
    });
  });

  it('saves a new order of the same rows, ids kept, and audits both orders', async () => {
    const parent = await addSpecimen('PC-09', [
      { property: '熔点', value: 220 },
      { property: '硬度', value: 80 },
    ]);
    const [first, second] = parent.properties as Child[];
    const swapped = await s.post<ResourceRow>('/test/specimen/update', {
      id: parent.id,
      properties: [second, first],
    });
    expect(swapped.code, swapped.msg).toBe(0);
    expect(swapped.data.properties).toEqual([second, first]);
    const audit = await s.get<ResourcePage>(
      `/system/audit/list?family=specimen&row_id=${parent.id}&action=update`,
    );
    expect(audit.data.list[0]?.changes).toEqual({
      properties: [
        [first, second],
        [second, first],
      ],
    });
  });

  it('writes nothing and audits nothing when the rows come back unchanged', async () => {
    const parent = await addSpecimen('PC-02', [{ property: '熔点', value: 220 }]);
    const same = await s.post<ResourceRow>('/test/specimen/update', {
      id: parent.id,
      properties: parent.properties,
    });
    expect(same.code, same.msg).toBe(0);
    expect(same.data.properties).toEqual(parent.properties);
    const audit = await s.get<ResourcePage>(
      `/system/audit/list?family=specimen&row_id=${parent.id}&action=update`,
    );
    expect(audit.data.total).toBe(0);
  });

  it("refuses a child id of another parent, names the row, and changes neither parent's rows", async () => {
    const mine = await addSpecimen('PC-03', [{ property: '熔点', value: 220 }]);
    const theirs = await addSpecimen('PC-04', [{ property: '硬度', value: 80 }]);
    const stolen = (theirs.properties as Child[])[0] as Child;
    const refused = await s.post('/test/specimen/update', {
      id: mine.id,
      properties: [...(mine.properties as Child[]), { ...stolen, value: 1 }],
    });
    expect(refused.code).toBe(ResultCode.invalid);
    expect(refused.msg).toContain('属性 第 2 行');
    expect(refused.msg).toContain(String(stolen.id));
    expect((await s.get<ResourceRow>(`/test/specimen/get?id=${mine.id}`)).data.properties).toEqual(
      mine.properties,
    );
    expect((await s.get<ResourceRow>(`/test/specimen/get?id=${theirs.id}`)).data.properties).toEqual(
      theirs.properties,
    );

    const onAdd = await s.post('/test/specimen/add', { code: 'PC-05', properties: [stolen] });
    expect(onAdd.code).toBe(ResultCode.invalid);
    expect(onAdd.msg).toContain('属性 第 1 行');

    const twice = await s.post('/test/specimen/update', {
      id: mine.id,
      properties: [...(mine.properties as Child[]), ...(mine.properties as Child[])],
    });
    expect(twice.code).toBe(ResultCode.invalid);
    expect(twice.msg).toContain('属性 第 2 行');
  });

  it('leaves the child rows alone when the update does not name the field', async () => {
    const parent = await addSpecimen('PC-06', [{ property: '熔点', value: 220 }]);
    const renamed = await s.post<ResourceRow>('/test/specimen/update', { id: parent.id, code: 'PC-06B' });
    expect(renamed.code, renamed.msg).toBe(0);
    expect(renamed.data.properties).toEqual(parent.properties);
  });

  it('checks references inside child rows: a missing tag is a clear error, not a database failure', async () => {
    const tag = await s.post<ResourceRow>('/tags/add', { name: '实验室', type: TagType.NEWS });
    const parent = await addSpecimen('PC-07', [{ property: '熔点', value: 220, source: tag.data.id }]);
    expect((parent.properties as Child[])[0]?.source).toBe(tag.data.id);
    const dangling = await s.post('/test/specimen/update', {
      id: parent.id,
      properties: [{ property: '熔点', value: 221, source: 999_999 }],
    });
    expect(dangling.code).toBe(ResultCode.invalid);
    expect(dangling.msg).toContain('属性 第 1 行 来源');
    expect(dangling.msg).toContain('999999');
    const onAdd = await s.post('/test/specimen/add', {
      code: 'PC-08',
      properties: [{ property: '熔点', value: 1, source: 999_998 }],
    });
    expect(onAdd.code).toBe(ResultCode.invalid);
    expect(onAdd.msg).toContain('来源');
  });
});
