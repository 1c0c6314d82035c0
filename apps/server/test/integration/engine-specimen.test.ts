/**
 * The engine on a family with every field kind (the specimen, declared outside the contract): its tables come
 * from the declaration alone, and child rows, links, decimals, dates, JSON and sanitised rich text go through the API.
 * Also: the committed migrations match every declaration of the contract (no drift).
 */
import { type ResourceRow, ResultCode, resources, TagType } from '@console/contract';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSchema } from '../../src/db/migration-schema.ts';
import { createSpecimenApp, lastSnapshot, type SpecimenApp } from './engine-specimen-family.ts';

let s: SpecimenApp;
let tagIds: number[];
const post = <T>(url: string, payload: object) => s.post<T>(url, payload);

beforeAll(async () => {
  s = await createSpecimenApp();
  tagIds = [];
  for (const name of ['阻燃', '耐候']) {
    const tag = await post<ResourceRow>('/tags/add', { name, type: TagType.NEWS });
    tagIds.push(tag.data.id);
  }
});
afterAll(async () => {
  await s.t.close();
});

describe('a family with every field kind', () => {
  it('saves the row, its links and its child rows together, and reads them back', async () => {
    const { code, msg, data } = await post<ResourceRow>('/test/specimen/add', {
      code: 'PA66-01',
      body: '<p onclick="steal()">高强度<script>alert(1)</script><a href="javascript:x">链接</a></p>',
      density: 1.1349,
      grade: 'A',
      tested_on: '2026-11-20',
      released_at: '2026-11-21T08:30:00+08:00',
      photo: '/uploads/2026/11/abc.png',
      extra: { source: 'lab', runs: [1, 2] },
      main_tag: tagIds[0],
      tags: [tagIds[1], tagIds[0], tagIds[1]],
      properties: [
        { property: '拉伸强度', value: 85.5, unit: 'MPa' },
        { property: '熔点', value: 262 },
      ],
    });
    expect(code, msg).toBe(0);
    expect(data.body).toBe('<p>高强度<a>链接</a></p>');
    expect(data.density).toBe(1.135);
    expect(data.released_at).toBe('2026-11-21T00:30:00.000Z');
    expect(data.tags).toEqual([...tagIds].sort((a, b) => a - b));
    expect(data.$labels?.main_tag).toBe('阻燃');
    expect(data.properties).toEqual([
      { id: expect.any(Number), property: '拉伸强度', value: 85.5, unit: 'MPa', source: null, chart: '' },
      { id: expect.any(Number), property: '熔点', value: 262, unit: '', source: null, chart: '' },
    ]);
    expect(data.extra).toEqual({ source: 'lab', runs: [1, 2] });

    const updated = await post<ResourceRow>('/test/specimen/update', {
      id: data.id,
      tags: [tagIds[1]],
      properties: [{ property: '熔点', value: 263, unit: '°C' }],
    });
    expect(updated.data.tags).toEqual([tagIds[1]]);
    expect(updated.data.properties).toMatchObject([{ property: '熔点', value: 263, unit: '°C' }]);
  });

  it('refuses a bad child row with its row number, and keeps the rows it had', async () => {
    const list = await s.get<{ list: ResourceRow[] }>('/test/specimen/list');
    const row = list.data.list[0] as ResourceRow;
    const bad = await post('/test/specimen/update', {
      id: row.id,
      properties: [
        { property: '密度', value: 1 },
        { property: '', value: 2 },
      ],
    });
    expect(bad.code).toBe(ResultCode.invalid);
    expect(bad.msg).toContain('属性 第 2 行 属性名');
    const tooMany = await post('/test/specimen/update', {
      id: row.id,
      properties: Array.from({ length: 4 }, (_, i) => ({ property: `p${i}`, value: i })),
    });
    expect(tooMany.code).toBe(ResultCode.invalid);
    const again = await s.get<ResourceRow>(`/test/specimen/get?id=${row.id}`);
    expect(again.data.properties).toMatchObject([{ property: '熔点', value: 263 }]);
  });

  it('filters by decimal range, enum of strings and date range', async () => {
    const get = (query: string) => s.get<{ total: number }>(`/test/specimen/list?${query}`);
    expect((await get('density_from=1.1&density_to=1.2')).data.total).toBe(1);
    expect((await get('density_from=1.2')).data.total).toBe(0);
    expect((await get('grade=A,B')).data.total).toBe(1);
    expect((await get('grade=C')).code).toBe(ResultCode.invalid);
    expect((await get('tested_on_from=2026-11-20&tested_on_to=2026-11-20')).data.total).toBe(1);
    expect((await get('tested_on_from=20261120')).code).toBe(ResultCode.invalid);
  });

  it('reads date-time range edges with their offset exactly, and a bare day as the server-local day', async () => {
    // Released 2026-11-21 00:30 UTC: the 21st in Shanghai (08:30), still the 20th in New York (19:30).
    const total = async (from: string, to: string) =>
      (
        await s.get<{ total: number }>(
          `/test/specimen/list?released_at_from=${encodeURIComponent(from)}&released_at_to=${encodeURIComponent(to)}`,
        )
      ).data.total;
    expect(await total('2026-11-21T00:00:00.000+08:00', '2026-11-21T23:59:59.999+08:00')).toBe(1);
    expect(await total('2026-11-21T00:00:00.000-05:00', '2026-11-21T23:59:59.999-05:00')).toBe(0);
    expect(await total('2026-11-20T00:00:00.000-05:00', '2026-11-20T23:59:59.999-05:00')).toBe(1);
    expect(await total('2026-11-21T00:30:00.001Z', '2026-11-22T00:00:00Z')).toBe(0);
    const released = new Date('2026-11-21T00:30:00Z');
    const serverDay = [released.getFullYear(), released.getMonth() + 1, released.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
    expect(await total(serverDay, serverDay)).toBe(1);
    const wall = await s.get(`/test/specimen/list?released_at_from=2026-11-21T08:30:00`);
    expect(wall.code).toBe(ResultCode.invalid);
    expect(wall.msg).toContain('发布时间');
  });

  it('refuses javascript: URLs in image fields and a bad pattern', async () => {
    const photo = await post('/test/specimen/add', { code: 'X-1', photo: 'javascript:alert(1)' });
    expect(photo.code).toBe(ResultCode.invalid);
    expect(photo.msg).toContain('照片');
    const code = await post('/test/specimen/add', { code: 'lower case' });
    expect(code.code).toBe(ResultCode.invalid);
    expect(code.msg).toContain('编号');
  });

  it('lets a referenced tag go when the reference says set null, and drops its links', async () => {
    const deleted = await post<{ deleted: number }>('/tags/del', { ids: tagIds });
    expect(deleted.code, deleted.msg).toBe(0);
    const list = await s.get<{ list: ResourceRow[] }>('/test/specimen/list');
    expect(list.data.list[0]).toMatchObject({ main_tag: null, tags: [] });
  });
});

describe('migrations', () => {
  it('match the declarations and the hand-written tables: generating one now would write nothing', async () => {
    const current = await generateDrizzleJson(migrationSchema(Object.values(resources)));
    const pending = await generateMigration(lastSnapshot(), current);
    expect(pending, 'run `npm run db:generate -w apps/server` after changing a declaration').toEqual([]);
  });
});
