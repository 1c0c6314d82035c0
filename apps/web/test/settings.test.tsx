import { MAP_SERVICE_SETTING, systemEndpoints } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMapServiceKey } from '../src/stores/settings.ts';
import { startFakeApi } from './api/session.ts';

function MapKey() {
  return <span data-testid="key">{useMapServiceKey() || '(none)'}</span>;
}

const session = startFakeApi({ signedIn: false });

function renderWith(data: Record<string, string>) {
  session().on(systemEndpoints.publicSettings, () => data);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MapKey />
    </QueryClientProvider>,
  );
}

describe('settings read at start-up', () => {
  it('reads the map-service key from the public settings', async () => {
    renderWith({ [MAP_SERVICE_SETTING]: 'amap-123' });
    expect(await screen.findByText('amap-123')).toBeTruthy();
    expect(session().callsTo(systemEndpoints.publicSettings)).toHaveLength(1);
  });

  it('is empty when no key is configured', async () => {
    renderWith({});
    expect(await screen.findByText('(none)')).toBeTruthy();
  });
});
