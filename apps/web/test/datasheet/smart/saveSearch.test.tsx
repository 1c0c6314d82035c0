/** "保存搜索" stores the page's query as it is: as a saved search, or ticked, as a preset. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../../src/api/request.ts';
import { SaveSearchButton } from '../../../src/pages/datasheet/search/SaveSearchButton.tsx';
import type { SearchT } from '../../../src/pages/datasheet/search/strings.ts';
import { useLocaleStore } from '../../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../../src/stores/user.ts';
import { renderRoute } from '../../resources/render.tsx';

const query = '{"conditions":[{"kind":"range","header_id":3,"unit":"psi","min":20000}],"sort":"grade"}';
const posted: { path: string; body: unknown }[] = [];

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
  useUserStore.getState().setToken('token-1');
  setPageReloader(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      posted.push({
        path: new URL(url, 'http://x').pathname,
        body: JSON.parse(String(init?.body ?? 'null')),
      });
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data: { id: 1 } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
});

const t: SearchT = (key) => key;

it('saves the query as given under a name', { timeout: 30_000 }, async () => {
  renderRoute('/x', '/x', <SaveSearchButton query={query} t={t} />);
  fireEvent.click(screen.getByTestId('search-save'));
  fireEvent.change(await screen.findByTestId('search-save-name'), { target: { value: ' 高强度 ' } });
  fireEvent.click(screen.getByTestId('search-save-confirm'));
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]).toEqual({ path: '/api/ds/smart/saved/add', body: { name: '高强度', query } });
});

it('saves it as a preset when ticked', { timeout: 30_000 }, async () => {
  renderRoute('/x', '/x', <SaveSearchButton query={query} t={t} />);
  fireEvent.click(screen.getByTestId('search-save'));
  fireEvent.change(await screen.findByTestId('search-save-name'), { target: { value: 'PA66 结构件' } });
  fireEvent.click(screen.getByTestId('search-save-preset'));
  fireEvent.click(screen.getByTestId('search-save-confirm'));
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]).toEqual({
    path: '/api/ds/smart/option/add',
    body: { name_zh: 'PA66 结构件', name_en: 'PA66 结构件', query },
  });
});
