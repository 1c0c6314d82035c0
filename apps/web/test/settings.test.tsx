import { MAP_SERVICE_SETTING } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMapServiceKey } from '../src/stores/settings.ts';

function MapKey() {
  return <span data-testid="key">{useMapServiceKey() || '(none)'}</span>;
}

function renderWith(data: Record<string, string>) {
  const fetchMock = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ code: 0, msg: 'ok', data })),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MapKey />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('settings read at start-up', () => {
  it('reads the map-service key from the public settings', async () => {
    const fetchMock = renderWith({ [MAP_SERVICE_SETTING]: 'amap-123' });
    expect(await screen.findByText('amap-123')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/system/keys/public');
  });

  it('is empty when no key is configured', async () => {
    renderWith({});
    expect(await screen.findByText('(none)')).toBeTruthy();
  });
});
