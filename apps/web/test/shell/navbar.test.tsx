/** The top bar's entries follow the layout permissions: none leads to a screen the admin may not see. */
import { apiPaths } from '@console/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  installFakeShellServer,
  LAZY,
  loggedInBrowser,
  NAVBAR_SCREENS,
  permit,
  renderAt,
  server,
} from './harness.tsx';

installFakeShellServer();

const ENTRIES = [
  'ai-chat',
  'proposal-saas',
  'proposal-user',
  'network-expansion',
  'saas-overview',
  'comment-bell',
  'comment-list',
  'access-log',
];

async function openDashboard() {
  loggedInBrowser();
  renderAt('/dashboard');
  await screen.findByTestId('dashboard-figures', {}, LAZY);
}

const shown = () => ENTRIES.filter((id) => screen.queryByTestId(id) !== null);

describe('the top bar and the layout permissions', () => {
  it('shows every entry to an admin who may see every target', async () => {
    permit(...NAVBAR_SCREENS);
    await openDashboard();
    expect(shown()).toEqual(ENTRIES);
  });

  it('shows the access-log button only when /monitor/admin is permitted, and opens it in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    permit('/monitor/admin');
    await openDashboard();
    expect(shown()).toEqual(['access-log']);
    const button = screen.getByTestId('access-log');
    expect(button.getAttribute('title')).toBe('访问日志');
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith('/monitor/admin', '_blank');
  });

  it('shows no number on a tile whose count the admin may not know (the server sends null)', async () => {
    permit('/saas/proposal', '/user/proposal');
    server.counters = {
      'proposal.waiting.saas': null,
      'proposal.waiting.user': 4,
      'network_expansion_service.waiting.user': null,
    };
    await openDashboard();
    await waitFor(() => expect(screen.getByTestId('proposal-user').getAttribute('data-count')).toBe('4'));
    const saas = screen.getByTestId('proposal-saas');
    expect(saas.getAttribute('data-count')).toBeNull();
    expect(saas.querySelector('.proposal-tile__count')).toBeNull();
  });

  it('leaves out the entries of screens not permitted, and does not count for them', async () => {
    permit('/media/video/comment_list', '/user/proposal');
    await openDashboard();
    expect(shown()).toEqual(['proposal-user', 'comment-bell', 'comment-list']);
    expect(screen.queryByTestId('access-log')).toBeNull();
  });

  it('an admin with no dynamic route sees no counter and no call is made for them', async () => {
    await openDashboard();
    expect(shown()).toEqual([]);
    // Give the bar time to have asked, had it wanted to.
    await waitFor(() => expect(server.calls).toContain(`GET ${apiPaths.dashboardOverview}`));
    expect(server.calls).not.toContain(`GET ${apiPaths.proposalCounters}`);
    expect(server.calls).not.toContain(`GET ${apiPaths.videoCommentCount}`);
  });
});
