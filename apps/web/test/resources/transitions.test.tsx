/**
 * A family's declared transitions as buttons: only those legal from the row's state and granted to the admin,
 * a dialog asking for the transition's inputs by their fields' rules, and the call naming the rows and inputs.
 */
import {
  type ApiGrants,
  adminEndpoints,
  grantKey,
  NetworkExpansionStatus,
  networkExpansionResource,
  purchaseRequirementResource,
  RequirementStatus,
  type ResourceDef,
  type ResourceRow,
  transitionPath,
} from '@console/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../src/api/request.ts';
import { RowTransitions } from '../../src/resources/workflow/TransitionActions.tsx';
import { useLocaleStore } from '../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../src/stores/user.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from './render.tsx';

const def = networkExpansionResource as ResourceDef;
const accept = transitionPath(def, { name: 'accept' });
const decline = transitionPath(def, { name: 'decline' });

let grants: ApiGrants;
const session = startFakeApi({ signedIn: false });
const posted = () =>
  session()
    .calls.filter((c) => c.method === 'POST')
    .map((c) => ({ path: c.path, body: c.body }));

const request = (status: number): ResourceRow => ({
  id: 7,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
  user_name: '李经理',
  target_company: '华瑞',
  status,
});

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
  useUserStore.getState().setToken('token-1');
  useUserStore.setState({ uid: 1 });
  setPageReloader(() => {});
  grants = { all: false, calls: [grantKey('POST', accept), grantKey('POST', decline)] };
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const api = session();
  api.on(adminEndpoints.apiAuth, () => grants);
  api.on('/admin/user/options', () => [{ value: 1, label: 'admin' }]);
  for (const transition of def.workflow?.transitions ?? [])
    api.on(transitionPath(def, transition), () => ({ updated: 1 }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearSession());
});

describe('transition buttons', { timeout: 30_000 }, () => {
  it('offers the transitions legal from the row’s state', async () => {
    renderRoute('/x', '/x', <RowTransitions def={def} row={request(NetworkExpansionStatus.waiting)} />);
    expect(await screen.findByTestId('transition-accept')).toBeTruthy();
    expect(screen.getByTestId('transition-decline')).toBeTruthy();
  });

  it('offers none from a state no transition starts from', async () => {
    const { container } = renderRoute(
      '/x',
      '/x',
      <div data-testid="holder">
        <RowTransitions def={def} row={request(NetworkExpansionStatus.rejected)} />
      </div>,
    );
    await screen.findByTestId('holder');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container.querySelector('[data-testid^="transition-"]')).toBeNull();
  });

  it('offers only what the admin’s roles grant', async () => {
    grants = { all: false, calls: [grantKey('POST', accept)] };
    renderRoute('/x', '/x', <RowTransitions def={def} row={request(NetworkExpansionStatus.waiting)} />);
    expect(await screen.findByTestId('transition-accept')).toBeTruthy();
    expect(screen.queryByTestId('transition-decline')).toBeNull();
  });

  it('offers no server-only transition, even to an admin granted everything', async () => {
    // The purchase requirement's `quote` and `award` are the server's (a first quote, an accepted one).
    grants = { all: true, calls: [] };
    const requirement = purchaseRequirementResource as ResourceDef;
    const open: ResourceRow = {
      id: 3,
      created_at: '2026-11-01T08:00:00.000Z',
      updated_at: '2026-11-01T08:00:00.000Z',
      title: '采购 PA66',
      status: RequirementStatus.open,
    };
    renderRoute('/x', '/x', <RowTransitions def={requirement} row={open} />);
    expect(await screen.findByTestId('transition-close')).toBeTruthy();
    expect(screen.queryByTestId('transition-quote')).toBeNull();
    expect(screen.queryByTestId('transition-award')).toBeNull();
  });

  it('asks for a required input, then sends the row and the input', async () => {
    renderRoute('/x', '/x', <RowTransitions def={def} row={request(NetworkExpansionStatus.waiting)} />);
    fireEvent.click(await screen.findByTestId('transition-decline'));
    expect(await screen.findByText('拒绝「华瑞」')).toBeTruthy();
    fireEvent.click(screen.getByTestId('transition-submit'));
    expect(await screen.findByText('请填写拒绝原因')).toBeTruthy();
    expect(posted()).toEqual([]);
    fireEvent.change(screen.getByTestId('field-decline_reason'), { target: { value: '平台不提供联系方式' } });
    fireEvent.click(screen.getByTestId('transition-submit'));
    await waitFor(() => expect(posted()).toHaveLength(1));
    // The row's version as shown: the server refuses the transition if the request changed since.
    expect(posted()[0]).toEqual({
      path: decline,
      body: { ids: [7], decline_reason: '平台不提供联系方式', versions: { 7: '2026-11-01T08:00:00.000Z' } },
    });
  });
});
