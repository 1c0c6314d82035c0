/**
 * Bad input on `update`: unknown fields, wrong types, values too long, SQL meta-characters. Each is refused
 * with a message naming the field, and the row reads back exactly as it was (nor is an update audited).
 */
import { type ResourcePage, type ResourceRow, ResultCode, TagType } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpecimenApp, type SpecimenApp } from './engine-specimen-family.ts';

let s: SpecimenApp;
let row: ResourceRow;

const readBack = async () => (await s.get<ResourceRow>(`/test/specimen/get?id=${row.id}`)).data;
const updates = async () =>
  (await s.get<ResourcePage>(`/system/audit/list?family=specimen&row_id=${row.id}&action=update`)).data.total;

beforeAll(async () => {
  s = await createSpecimenApp();
  const tag = await s.post<ResourceRow>('/tags/add', { name: '增强', type: TagType.NEWS });
  const added = await s.post<ResourceRow>('/test/specimen/add', {
    code: 'UPD-1',
    density: 1.14,
    grade: 'A',
    tested_on: '2026-11-20',
    main_tag: tag.data.id,
    tags: [tag.data.id],
    extra: { lab: 'A' },
    properties: [{ property: '熔点', value: 262, unit: '°C' }],
  });
  expect(added.code, added.msg).toBe(0);
  row = added.data;
});
afterAll(async () => {
  await s.t.close();
});

describe('bad input on update', () => {
  it('is refused with a message naming the field, and the row is left exactly as it was', async () => {
    const cases: [Record<string, unknown>, string][] = [
      // Unknown fields, system columns among them.
      [{ colour: 'red' }, '不支持的字段 colour'],
      [{ created_at: '2020-01-01T00:00:00Z' }, '不支持的字段 created_at'],
      [{ properties: [{ property: '熔点', value: 1, colour: 'red' }] }, '属性 第 1 行'],
      // Wrong types.
      [{ density: '1.2' }, '密度'],
      [{ grade: 'C' }, '等级'],
      [{ tested_on: '2026/11/21' }, '测试日期'],
      [{ released_at: 'tomorrow' }, '发布时间'],
      [{ main_tag: '1' }, '主标签'],
      [{ tags: 'all' }, '标签'],
      [{ properties: { property: '熔点' } }, '属性'],
      [{ properties: [{ property: '熔点', value: 'hot' }] }, '属性 第 1 行 数值'],
      // Too long, too many, out of range.
      [{ code: 'X'.repeat(21) }, '编号: 长度不能超过 20'],
      [{ properties: [{ property: '熔点', value: 1, unit: 'u'.repeat(11) }] }, '属性 第 1 行 单位'],
      [{ properties: Array.from({ length: 4 }, (_, i) => ({ property: `p${i}`, value: i })) }, '属性'],
      [{ density: 31 }, '密度: 不能大于 30'],
      // SQL meta-characters where they do not belong.
      [{ code: "UPD-1'; DROP TABLE specimen; --" }, '编号'],
      [{ density: '1; DELETE FROM specimen' }, '密度'],
      [{ main_tag: '1 OR 1=1' }, '主标签'],
      [{ grade: "A' OR '1'='1" }, '等级'],
      // One good value does not slip through with a bad one.
      [{ density: 2.5, grade: 'Z' }, '等级'],
    ];
    for (const [values, message] of cases) {
      const refused = await s.post('/test/specimen/update', { id: row.id, ...values });
      expect(refused.code, JSON.stringify(values)).toBe(ResultCode.invalid);
      expect(refused.msg, JSON.stringify(values)).toContain(message);
    }
    const badIds: unknown[] = ['1 or 1=1', `${row.id}; DROP TABLE specimen`, -1, 1.5, null];
    for (const id of badIds) {
      const refused = await s.post('/test/specimen/update', { id, code: 'UPD-2' });
      expect(refused.code, String(id)).toBe(ResultCode.invalid);
      expect(refused.msg).toContain('id');
    }
    expect((await s.post('/test/specimen/update', 'code=UPD-2')).code).toBe(ResultCode.invalid);

    expect(await readBack()).toEqual(row);
    expect(await updates()).toBe(0);
  });

  it('stores SQL meta-characters in a text field as the text they are', async () => {
    const text = "'); DELETE FROM specimen; -- \\ % _";
    const updated = await s.post<ResourceRow>('/test/specimen/update', {
      id: row.id,
      properties: [
        { id: (row.properties as { id: number }[])[0]?.id, property: text, value: 262, unit: '°C' },
      ],
    });
    expect(updated.code, updated.msg).toBe(0);
    const after = await readBack();
    expect((after.properties as { property: string }[])[0]?.property).toBe(text);
    expect(after).toMatchObject({ code: 'UPD-1', density: 1.14, grade: 'A' });
    expect((await s.get<ResourcePage>('/test/specimen/list')).data.total).toBe(1);
  });
});
