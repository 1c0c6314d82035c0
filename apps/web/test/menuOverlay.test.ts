import { dynamicRoutes, type MenuRecord, type RouteNode } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { applyMenuRecords } from '../src/router/menuOverlay.ts';

function record(path: string, over: Partial<MenuRecord> = {}): MenuRecord {
  return {
    path,
    name_zh: '',
    name_en: '',
    icon: '',
    hidden: false,
    no_submenu: false,
    keep_alive: false,
    sort: 0,
    ...over,
  };
}

const table: RouteNode[] = [
  { path: '/a', name: { zh: '甲', en: 'A' }, icon: 'TagsOutlined' },
  {
    path: '/b',
    name: { zh: '乙', en: 'B' },
    children: [
      { path: 'one', name: { zh: '一', en: 'One' } },
      { path: 'two', name: { zh: '二', en: 'Two' } },
    ],
  },
  { path: '/c', name: { zh: '丙', en: 'C' } },
];

describe('menu records laid over the route table', () => {
  it('leaves the table as it is without records', () => {
    expect(applyMenuRecords(table, [])).toEqual(table);
  });

  it('renames, hides and switches keep-alive from a record, at any depth', () => {
    const out = applyMenuRecords(table, [
      record('/b/two', { name_zh: '第二', name_en: 'Second', hidden: true, keep_alive: true, sort: 2 }),
    ]);
    const two = out[1]?.children?.find((n) => n.path === 'two');
    expect(two?.name).toEqual({ zh: '第二', en: 'Second' });
    expect(two?.hidden).toBe(true);
    expect(two?.keepAlive).toBe(true);
    // The input is not touched.
    expect(table[1]?.children?.[1]?.name.zh).toBe('二');
  });

  it('keeps the table name when the record leaves it empty, and drops or keeps the icon', () => {
    const out = applyMenuRecords(table, [record('/a', { icon: '' }), record('/c', { icon: 'NoSuchIcon' })]);
    expect(out[0]?.name.zh).toBe('甲');
    expect(out[0]?.icon).toBeUndefined();
    expect(out[2]?.icon).toBeUndefined();
    const kept = applyMenuRecords(table, [record('/a', { icon: 'NoSuchIcon' })]);
    expect(kept[0]?.icon).toBe('TagsOutlined');
  });

  it('orders siblings by their sort; a node without a record follows its table predecessor', () => {
    const out = applyMenuRecords(table, [record('/a', { sort: 5 }), record('/c', { sort: 1 })]);
    // /b has no record: it stays right after /a.
    expect(out.map((n) => n.path)).toEqual(['/c', '/a', '/b']);
  });

  it('ignores records of paths the table does not have', () => {
    const out = applyMenuRecords(dynamicRoutes, [record('/nowhere', { name_zh: 'X', sort: -1 })]);
    expect(out.map((n) => n.path)).toEqual(dynamicRoutes.map((n) => n.path));
  });
});
