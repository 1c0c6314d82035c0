import { describe, expect, it } from 'vitest';
import { joinList } from '../../src/i18n/index.ts';
import { accordionKeys, keysOnArrival, type MenuEntry } from '../../src/shell/menuEntries.ts';

const name = (zh: string) => ({ zh, en: zh });
const entries: MenuEntry[] = [
  { key: '/dashboard', name: name('首页') },
  {
    key: '/news',
    name: name('资讯'),
    children: [{ key: '/news/list', name: name('资讯列表') }],
  },
  {
    key: '/enterprise',
    name: name('企业'),
    children: [
      {
        key: '/enterprise/factory',
        name: name('工厂'),
        children: [{ key: '/enterprise/factory/list', name: name('工厂列表') }],
      },
      { key: '/enterprise/list', name: name('企业列表') },
    ],
  },
  { key: '/media', name: name('媒体'), children: [{ key: '/media/video', name: name('视频') }] },
];

describe('the sidebar accordion', () => {
  it('opening a group closes the other branches but the pinned ones', () => {
    expect(accordionKeys(['/news'], ['/news', '/media'], [])).toEqual(['/media']);
    expect(accordionKeys(['/news'], ['/news', '/media'], ['/news'])).toEqual(['/news', '/media']);
    // A submenu inside the open group keeps its group open.
    expect(accordionKeys(['/enterprise'], ['/enterprise', '/enterprise/factory'], [])).toEqual([
      '/enterprise',
      '/enterprise/factory',
    ]);
  });

  it('closing a group leaves the others as they are', () => {
    expect(accordionKeys(['/news', '/media'], ['/media'], ['/media'])).toEqual(['/media']);
  });

  it('arriving at a location opens its branch and the pinned groups, and nothing else', () => {
    expect(keysOnArrival(entries, '/enterprise/factory/list', [])).toEqual([
      '/enterprise',
      '/enterprise/factory',
    ]);
    expect(keysOnArrival(entries, '/enterprise/factory/list', ['/news'])).toEqual([
      '/enterprise',
      '/enterprise/factory',
      '/news',
    ]);
    expect(keysOnArrival(entries, '/dashboard', ['/news'])).toEqual(['/news']);
  });
});

describe('lists in messages', () => {
  it('are joined with the separator of the language', () => {
    expect(joinList('zh', ['手机', '座机', '邮箱'])).toBe('手机、座机、邮箱');
    expect(joinList('en', ['Phone', 'Landline', 'Email'])).toBe('Phone, Landline, Email');
    expect(joinList('en', ['李雷'])).toBe('李雷');
  });
});
