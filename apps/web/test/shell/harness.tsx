/**
 * The shell's test harness: the whole app (providers, guard, layout) inside happy-dom against the fake API,
 * answering the shell's calls from `server`. The real server is exercised by the e2e specs.
 */
import { apiPaths, type ProposalCounters, ResultCode, resourcePaths, resources } from '@console/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import { AppProviders } from '../../src/App.tsx';
import { setPageReloader } from '../../src/api/request.ts';
import { AppRoutes } from '../../src/router/AppRoutes.tsx';
import { ShellProviders } from '../../src/shell/ShellProviders.tsx';
import { useLocaleStore } from '../../src/stores/locale.ts';
import { useTabsStore } from '../../src/stores/tabs.ts';
import { clearSession, setLoginMarker, useUserStore } from '../../src/stores/user.ts';
import { type FakeApi, type Handler, page, Refusal } from '../api/fakeApi.ts';
import { startFakeApi } from '../api/session.ts';

/** Lazily loaded screens are transformed on first import: slow on a loaded machine. */
export const LAZY = { timeout: 15_000 };

// Two family lists of one group and a screen of another: the fake server answers any family's list and options
// with nothing (below), so the shell tests see the shell, whichever screens are built by then.
const defaultPermitted = ['/news', '/news/type_list', '/news/list', '/email', '/email/list'];

/** What the fake server answers; reset before each test. */
export const server = {
  /** layout_auth of the logged-in admin. */
  permitted: [...defaultPermitted],
  counters: {} as ProposalCounters,
  uncheckedComments: 5,
  /** Every call as `METHOD /path` (without /api). */
  calls: [] as string[],
  /** Paths answered with a failure, to see how the shell copes. */
  failing: new Set<string>(),
  /** Paths answered with the session-expired code. */
  expired: new Set<string>(),
};

/** Adds routes to layout_auth with their ancestors (a route is kept only when its parents are). */
export function permit(...paths: string[]): void {
  const all = new Set(server.permitted);
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean);
    for (let i = 1; i <= parts.length; i++) all.add(`/${parts.slice(0, i).join('/')}`);
  }
  server.permitted = [...all];
}

/** The screens every entry of the top bar leads to. */
export const NAVBAR_SCREENS = [
  '/ai/chat',
  '/saas/proposal',
  '/user/proposal',
  '/enterprise/network_expansion/service_list',
  '/saas/enter',
  '/media/video/comment_list',
  '/monitor/admin',
];

function resetServer(): void {
  server.permitted = [...defaultPermitted];
  server.counters = {
    'proposal.waiting.saas': 2,
    'proposal.waiting.user': 0,
    'network_expansion_service.waiting.user': 0,
  };
  server.uncheckedComments = 5;
  server.calls.length = 0;
  server.failing.clear();
  server.expired.clear();
}

/** The shell's calls answered from `server`; any family's list and options answer nothing. */
function answerShell(api: FakeApi): void {
  const answers: Record<string, Handler> = {
    [apiPaths.login]: (call) => {
      const body = call.body as { username: string; password: string };
      if (body.password !== 'right') return new Refusal(1, '用户名或密码错误');
      return { uid: 1, username: body.username, avatar: '', token: 'token-1' };
    },
    [apiPaths.userInfo]: () => ({ uid: 1, username: 'admin', name: '管理员', avatar: '', role: 'admin' }),
    [apiPaths.layoutAuth]: () => server.permitted,
    [apiPaths.proposalCounters]: () => server.counters,
    [apiPaths.videoCommentCount]: () => server.uncheckedComments,
    [apiPaths.dashboardOverview]: (call) => ({
      key: call.query.get('key') ?? '',
      figures: [{ id: 'admin_users', value: 3 }],
    }),
    [apiPaths.logout]: () => null,
    [apiPaths.publicSettings]: () => ({}),
    [apiPaths.menuRecords]: () => [],
  };
  // A family's generic list screen reads its rows and its filters' options: none.
  for (const def of Object.values(resources)) {
    const paths = resourcePaths(def);
    answers[paths.list] = (call) => page([], call);
    answers[paths.options] = () => [];
  }
  for (const [path, answer] of Object.entries(answers)) {
    api.on(path, (call) => {
      server.calls.push(`${call.method} ${path}`);
      if (server.failing.has(path)) return new Refusal(500, '服务器内部错误');
      if (server.expired.has(path)) return new Refusal(ResultCode.sessionExpired, '登录已过期');
      return answer(call);
    });
  }
}

/** Installs the fake server and resets the session, tabs and language around each test of the file. */
export function installFakeShellServer(): void {
  const session = startFakeApi({ signedIn: false });
  beforeEach(() => {
    resetServer();
    answerShell(session());
    setPageReloader(() => {});
  });
  afterEach(() => {
    act(() => {
      clearSession();
      useLocaleStore.getState().setLocale('zh');
    });
    useTabsStore.getState().clear();
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderAt(path: string) {
  return renderWithProviders(<AppRoutes />, path);
}

/** One part of the shell with the app's providers, a router at `path` and the location probe. */
export function renderWithProviders(node: ReactNode, path = '/dashboard') {
  return render(
    <AppProviders>
      <ShellProviders>
        <MemoryRouter initialEntries={[path]}>
          {node}
          <LocationProbe />
        </MemoryRouter>
      </ShellProviders>
    </AppProviders>,
  );
}

/** The current location (path with query). */
export const at = () => screen.getByTestId('location').textContent;

export function pressEnter(element: HTMLElement) {
  fireEvent.keyDown(element, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(element, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** A browser after a reload: token and login marker, no user in memory. */
export function loggedInBrowser() {
  useUserStore.getState().setToken('token-1');
  setLoginMarker();
}
