import { type CacheKeyInfo, cacheRuleResource, type ResourceDef } from '@console/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../../src/api/request.ts';
import { CacheKeysDrawer } from '../../../src/pages/configuration/system/cache/CacheKeysDrawer.tsx';
import { ResourceList } from '../../../src/resources/ResourceList.tsx';
import { useLocaleStore } from '../../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../../src/stores/user.ts';
import type { ApiCall, FakeApi, Handler } from '../../api/fakeApi.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';

const session = startFakeApi({ signedIn: false });
/** The test's answers by path. */
function answer(handlers: Record<string, Handler>): FakeApi {
  const api = session();
  api.answer(handlers);
  return api;
}

const rule = {
  id: 1,
  created_at: '2024-03-01T00:00:00.000Z',
  updated_at: '2024-03-01T00:00:00.000Z',
  name: '首页统计',
  pattern: 'dashboard:*',
  ttl_seconds: 60,
  description: '',
  enabled: true,
};

/** A cache holding `n` dashboard keys; the first expires in 42 s, the second never. Lists like the server. */
function fakeCache(n: number) {
  let keys: CacheKeyInfo[] = Array.from({ length: n }, (_, i) => ({
    key: `dashboard:overview:${String(i).padStart(4, '0')}`,
    ttl: i === 1 ? null : 42,
  }));
  return answer({
    '/system/cache/rule/list': () => ({ list: [rule], total: 1, page: 1, size: 20 }),
    '/system/cache/keys': (call: ApiCall) => {
      const limit = Number(call.query.get('limit'));
      return { keys: keys.slice(0, limit), truncated: keys.length > limit };
    },
    '/system/cache/del_group': () => {
      const deleted = keys.length;
      keys = [];
      return { deleted };
    },
  });
}

const keyCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/system/cache/keys');
const count = () => screen.getByTestId('cache-keys-count').textContent;
const keyRows = () => document.querySelectorAll('[data-testid="cache-keys-table"] tbody tr.ant-table-row');

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
  useUserStore.getState().setToken('token-1');
  setPageReloader(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearSession());
});

describe('the cache rule list', { timeout: 30_000 }, () => {
  it('says above the rules how they apply, in the chosen language', async () => {
    fakeCache(0);
    renderRoute('/r', '/r', <ResourceList def={cacheRuleResource as ResourceDef} />);
    const how = await screen.findByTestId('cache-rules-how');
    expect(how.textContent).toContain('规则如何生效');
    expect(how.textContent).toContain('停用的规则表示不缓存');
    expect(how.textContent).toContain('0 为不过期');
    act(() => useLocaleStore.setState({ locale: 'en' }));
    await waitFor(() =>
      expect(screen.getByTestId('cache-rules-how').textContent).toContain('How the rules apply'),
    );
    expect(screen.getByTestId('cache-rules-how').textContent).toContain(
      'a disabled one means the key is not cached',
    );
  });
});

describe('the keys of a cache rule', { timeout: 30_000 }, () => {
  it('lists the keys matching the rule, asks for more while the server says there are', async () => {
    const api = fakeCache(250);
    renderRoute('/r', '/r', <ResourceList def={cacheRuleResource as ResourceDef} />);
    fireEvent.click(await screen.findByTestId('row-cache-keys'));
    const drawer = await screen.findByTestId('cache-keys-drawer');
    expect(within(drawer).getByText('缓存键：dashboard:*')).toBeTruthy();
    await waitFor(() => expect(count()).toBe('已列出 200 个键'));
    expect(Object.fromEntries(keyCalls(api.calls)[0]?.query ?? [])).toEqual({
      pattern: 'dashboard:*',
      limit: '200',
    });
    // Paged in the drawer; time left in seconds, or "no expiry".
    expect(keyRows()).toHaveLength(20);
    expect(keyRows()[0]?.textContent).toContain('dashboard:overview:0000');
    expect(keyRows()[0]?.textContent).toContain('42 秒');
    expect(keyRows()[1]?.textContent).toContain('不过期');
    expect(screen.getByTestId('cache-keys-truncated').textContent).toContain('只列出了前 200 个');

    fireEvent.click(screen.getByTestId('cache-keys-more'));
    await waitFor(() => expect(count()).toBe('共 250 个键'));
    expect(keyCalls(api.calls).at(-1)?.query.get('limit')).toBe('400');
    expect(screen.queryByTestId('cache-keys-truncated')).toBeNull();
  });

  it('stops at the server’s maximum and says to narrow the pattern', async () => {
    const api = fakeCache(1200);
    renderRoute('/r', '/r', <CacheKeysDrawer pattern="dashboard:*" open onClose={() => {}} />);
    await waitFor(() => expect(count()).toBe('已列出 200 个键'));
    for (const expected of ['400', '600', '800', '1000']) {
      fireEvent.click(screen.getByTestId('cache-keys-more'));
      await waitFor(() => expect(keyCalls(api.calls).at(-1)?.query.get('limit')).toBe(expected));
    }
    await waitFor(() => expect(count()).toBe('已列出 1000 个键'));
    expect(screen.getByTestId('cache-keys-truncated').textContent).toContain(
      '最多列出 1000 个键；请用更具体的键模式查看其余的键',
    );
    expect(screen.queryByTestId('cache-keys-more')).toBeNull();
  });

  it('deletes the group after a confirmation, says how many keys went, and lists them again', async () => {
    const api = fakeCache(3);
    renderRoute('/r', '/r', <ResourceList def={cacheRuleResource as ResourceDef} />);
    fireEvent.click(await screen.findByTestId('row-cache-keys'));
    await waitFor(() => expect(count()).toBe('共 3 个键'));
    const ruleLists = api.calls.filter((c) => c.path === '/system/cache/rule/list').length;

    fireEvent.click(screen.getByTestId('row-cache-delete-group'));
    const confirm = await waitFor(() => {
      const modal = document.querySelector('.ant-modal');
      expect(modal).not.toBeNull();
      return modal as HTMLElement;
    });
    expect(confirm.textContent).toContain('删除所有匹配「dashboard:*」的缓存键？');
    expect(api.bodiesTo('/system/cache/del_group')).toEqual([]);
    fireEvent.click(screen.getByTestId('cache-delete-group-ok'));
    await waitFor(() =>
      expect(api.bodiesTo('/system/cache/del_group')).toEqual([{ pattern: 'dashboard:*' }]),
    );
    await waitFor(() =>
      expect(document.querySelector('.ant-message-notice')?.textContent).toBe('已删除 3 个缓存键'),
    );
    // The open list of keys and the rule list are read again.
    await waitFor(() => expect(count()).toBe('共 0 个键'));
    expect(screen.getByText('没有匹配的缓存键')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/system/cache/rule/list').length).toBeGreaterThan(ruleLists);
  });
});
