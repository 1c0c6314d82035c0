import { type ResourceDef, type RouteNode, tagResource } from '@console/contract';
import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildRouteObjects, RouteOutlet } from '../../src/router/routeElements.tsx';
import { indexRoutes, layoutTable } from '../../src/router/table.ts';
import { serveFamily } from '../api/familyRows.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from './render.tsx';
import { tagRows } from './tagRows.ts';

// Every route of the spec's table has a screen now: the not-built panel is shown on an entry of the test's own.
const unbuilt: RouteNode = {
  path: '/example',
  name: { zh: '示例', en: 'Example' },
  children: [{ path: 'unbuilt', name: { zh: '未建页面', en: 'Unbuilt page' } }],
};
const routes = buildRouteObjects(
  indexRoutes([
    ...layoutTable([
      '/configuration',
      '/configuration/tags',
      '/configuration/router',
      '/configuration/router/details/:id',
      '/configuration/auth',
      '/configuration/auth/layout/role_details',
    ]),
    unbuilt,
  ]),
);

function Outlet() {
  const location = useLocation();
  return (
    <Suspense fallback={null}>
      <RouteOutlet routes={routes} location={location} />
    </Suspense>
  );
}

const api = startFakeApi();
beforeEach(() => {
  serveFamily(api(), tagResource as ResourceDef, tagRows(3));
});
describe('routes of declared families', { timeout: 30_000 }, () => {
  it('shows the generic list at a family route', async () => {
    renderRoute('/configuration/tags', '*', <Outlet />);
    expect((await screen.findByTestId('resource-list')).dataset.resource).toBe('tag');
  });

  it('shows the generic detail at a detail route, with the id from :id or from ?id=', async () => {
    const view = renderRoute('/configuration/router/details/5', '*', <Outlet />);
    await waitFor(() => expect(api().calls.some((c) => c.path === '/admin/router/get')).toBe(true));
    expect(
      api()
        .calls.find((c) => c.path === '/admin/router/get')
        ?.query.get('id'),
    ).toBe('5');
    view.unmount();
    renderRoute('/configuration/auth/layout/role_details?id=3', '*', <Outlet />);
    await waitFor(() => expect(api().calls.some((c) => c.path === '/admin/layout/role/get')).toBe(true));
    expect(
      api()
        .calls.find((c) => c.path === '/admin/layout/role/get')
        ?.query.get('id'),
    ).toBe('3');
  });

  it('keeps the not-built panel for a route without a family or a page', async () => {
    renderRoute('/example/unbuilt', '*', <Outlet />);
    expect(await screen.findByTestId('not-built')).toBeTruthy();
  });
});
