import { describe, expect, it } from 'vitest';
import {
  chosenIds,
  groupApiAuthorities,
  groupKey,
  groupTick,
  pickerCheckState,
  prefixOf,
  setGroup,
} from '../../../src/pages/configuration/auth/apiAuthorityGroups.ts';

const rows = [
  { id: 1, path: '/tags/list', method: 'GET', name: '标签列表' },
  { id: 2, path: '/tags/add', method: 'POST', name: '标签新增' },
  { id: 3, path: '/admin/user/list', method: 'GET', name: '管理员列表' },
  { id: 4, path: '/admin/user/password/reset', method: 'POST', name: '管理员重置密码' },
  { id: 5, path: '/upload', method: 'POST', name: '上传文件' },
];

describe('grouping API authorities by path prefix', () => {
  it('groups by the path without its last segment, sorted', () => {
    expect(prefixOf('/admin/user/list')).toBe('/admin/user');
    expect(prefixOf('/upload')).toBe('/');
    const groups = groupApiAuthorities(rows);
    expect(groups.map((g) => [g.prefix, g.rows.map((r) => r.id)])).toEqual([
      ['/', [5]],
      ['/admin/user', [3]],
      ['/admin/user/password', [4]],
      ['/tags', [2, 1]],
    ]);
  });

  it('searches path, name and method, case-insensitively', () => {
    expect(groupApiAuthorities(rows, '重置').map((g) => g.prefix)).toEqual(['/admin/user/password']);
    expect(groupApiAuthorities(rows, 'TAGS/L').flatMap((g) => g.rows.map((r) => r.id))).toEqual([1]);
    expect(groupApiAuthorities(rows, 'post /tags').flatMap((g) => g.rows.map((r) => r.id))).toEqual([2]);
    expect(groupApiAuthorities(rows, 'nothing')).toEqual([]);
  });
});

describe('choosing', () => {
  const groups = groupApiAuthorities(rows);
  const tags = groups.find((g) => g.prefix === '/tags');
  if (!tags) throw new Error('no /tags group');

  it('ticks a group fully or partly', () => {
    expect(groupTick(tags, new Set())).toBe('none');
    expect(groupTick(tags, new Set([1]))).toBe('some');
    expect(groupTick(tags, new Set([1, 2]))).toBe('all');
    expect(pickerCheckState(groups, new Set([1, 3]))).toEqual({
      checked: [groupKey('/admin/user'), '3', '1'],
      halfChecked: [groupKey('/tags')],
    });
  });

  it('a whole group is chosen or cleared; within a search only what shows', () => {
    expect([...setGroup(new Set([3]), tags, true)].sort()).toEqual([1, 2, 3]);
    expect([...setGroup(new Set([1, 2, 3]), tags, false)]).toEqual([3]);
    const [onlyList] = groupApiAuthorities(rows, '/tags/list');
    if (!onlyList) throw new Error('no match');
    expect([...setGroup(new Set(), onlyList, true)]).toEqual([1]);
  });

  it('saves existing ids only, in catalogue order', () => {
    expect(chosenIds(rows, new Set([4, 1, 77]))).toEqual([1, 4]);
  });
});
