/**
 * The route table's redirects at runtime (spec §2): the declared defaults win over the first child
 * (`/datasheet` → list, `/analysis` → `/analysis/dashborad`, the spec's spelling), / goes to the dashboard,
 * and unknown paths go to /404.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { at, installFakeShellServer, LAZY, loggedInBrowser, permit, renderAt } from './harness.tsx';

installFakeShellServer();

describe('redirects', () => {
  it('/datasheet opens its declared default, the list, not its first page', async () => {
    permit('/datasheet/compare', '/datasheet/list');
    loggedInBrowser();
    renderAt('/datasheet');
    await waitFor(() => expect(at()).toBe('/datasheet/list'), LAZY);
  });

  it('/analysis opens /analysis/dashborad, not its first page /analysis/counting', async () => {
    permit('/analysis/counting', '/analysis/dashborad');
    loggedInBrowser();
    renderAt('/analysis');
    await waitFor(() => expect(at()).toBe('/analysis/dashborad'), LAZY);
  });

  it('/ opens the dashboard', async () => {
    loggedInBrowser();
    renderAt('/');
    await waitFor(() => expect(at()).toBe('/dashboard'), LAZY);
  });

  it('an unknown path goes to /404, also below a known group', async () => {
    loggedInBrowser();
    renderAt('/datasheet/no-such-screen');
    await waitFor(() => expect(at()).toBe('/404'), LAZY);
    await screen.findByTestId('back-home', {}, LAZY);
  });
});
