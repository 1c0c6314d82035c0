import type { RouteNode } from '@console/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../src/api/request.ts';
import { buildRouteObjects, RouteOutlet } from '../../src/router/routeElements.tsx';
import { indexRoutes, layoutTable } from '../../src/router/table.ts';
import { clearSession, useUserStore } from '../../src/stores/user.ts';
import { type FakeServer, fakeTagServer } from './fakeServer.ts';
import { renderRoute } from './render.tsx';

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

let server: FakeServer;
beforeEach(() => {
  useUserStore.getState().setToken('token-1');
  setPageReloader(() => {});
  server = fakeTagServer();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearSession());
});

describe('routes of declared families', { timeout: 30_000 }, () => {
  it('shows the generic list at a family route', async () => {
    renderRoute('/configuration/tags', '*', <Outlet />);
    expect((await screen.findByTestId('resource-list')).dataset.resource).toBe('tag');
  });

  it('shows the generic detail at a detail route, with the id from :id or from ?id=', async () => {
    const view = renderRoute('/configuration/router/details/5', '*', <Outlet />);
    await waitFor(() => expect(server.calls.some((c) => c.path === '/admin/router/get')).toBe(true));
    expect(server.calls.find((c) => c.path === '/admin/router/get')?.query.get('id')).toBe('5');
    view.unmount();
    renderRoute('/configuration/auth/layout/role_details?id=3', '*', <Outlet />);
    await waitFor(() => expect(server.calls.some((c) => c.path === '/admin/layout/role/get')).toBe(true));
    expect(server.calls.find((c) => c.path === '/admin/layout/role/get')?.query.get('id')).toBe('3');
  });

  it('keeps the not-built panel for a route without a family or a page', async () => {
    renderRoute('/example/unbuilt', '*', <Outlet />);
    expect(await screen.findByTestId('not-built')).toBeTruthy();
  });
});
