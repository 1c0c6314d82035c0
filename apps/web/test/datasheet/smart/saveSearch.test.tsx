/** "保存搜索" stores the page's query as it is: as a saved search, or ticked, as a preset. */
import { savedSearchResource, searchPresetResource } from '@console/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { SaveSearchButton } from '../../../src/pages/datasheet/search/SaveSearchButton.tsx';
import type { SearchT } from '../../../src/pages/datasheet/search/strings.ts';
import { serveFamily } from '../../api/familyRows.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';

const query = '{"conditions":[{"kind":"range","header_id":3,"unit":"psi","min":20000}],"sort":"grade"}';
const session = startFakeApi();
const posted = () => session().calls.map((c) => ({ path: `/api${c.path}`, body: c.body }));

beforeEach(() => {
  serveFamily(session(), savedSearchResource);
  serveFamily(session(), searchPresetResource);
});

const t: SearchT = (key) => key;

it('saves the query as given under a name', { timeout: 30_000 }, async () => {
  renderRoute('/x', '/x', <SaveSearchButton query={query} t={t} />);
  fireEvent.click(screen.getByTestId('search-save'));
  fireEvent.change(await screen.findByTestId('search-save-name'), { target: { value: ' 高强度 ' } });
  fireEvent.click(screen.getByTestId('search-save-confirm'));
  await waitFor(() => expect(posted()).toHaveLength(1));
  expect(posted()[0]).toEqual({ path: '/api/ds/smart/saved/add', body: { name: '高强度', query } });
});

it('saves it as a preset when ticked', { timeout: 30_000 }, async () => {
  renderRoute('/x', '/x', <SaveSearchButton query={query} t={t} />);
  fireEvent.click(screen.getByTestId('search-save'));
  fireEvent.change(await screen.findByTestId('search-save-name'), { target: { value: 'PA66 结构件' } });
  fireEvent.click(screen.getByTestId('search-save-preset'));
  fireEvent.click(screen.getByTestId('search-save-confirm'));
  await waitFor(() => expect(posted()).toHaveLength(1));
  expect(posted()[0]).toEqual({
    path: '/api/ds/smart/option/add',
    body: { name_zh: 'PA66 结构件', name_en: 'PA66 结构件', query },
  });
});
