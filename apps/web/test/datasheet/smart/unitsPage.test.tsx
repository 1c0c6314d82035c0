/**
 * The search unit screen: units grouped by quantity with the default system's unit marked, a choice that
 * would leave a quantity without units refused before saving, and a save that sends only the changed choices
 * with the default system.
 */
import type { SmartUnitsView } from '@console/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../../src/api/request.ts';
import { UnitsPage } from '../../../src/pages/datasheet/smart/UnitsPage.tsx';
import { useLocaleStore } from '../../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../../src/stores/user.ts';
import { renderRoute } from '../../resources/render.tsx';

const unit = (
  metric_id: number,
  code: string,
  symbol: string,
  quantity: string,
  system: 'si' | 'imperial',
) => ({
  metric_id,
  code,
  symbol,
  name_zh: symbol,
  name_en: symbol,
  quantity,
  system,
  offered: true,
});
const view: SmartUnitsView = {
  default_system: 'si',
  units: [
    unit(1, 'MPa', 'MPa', 'stress', 'si'),
    unit(2, 'psi', 'psi', 'stress', 'imperial'),
    unit(3, 'degC', '°C', 'temperature', 'si'),
  ],
};

const posted: unknown[] = [];

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
  useUserStore.getState().setToken('token-1');
  setPageReloader(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') posted.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data: view }), {
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

it('refuses to leave a quantity without units, and saves only the changed choices', {
  timeout: 30_000,
}, async () => {
  renderRoute('/x', '/x', <UnitsPage />);
  const degC = await screen.findByTestId('unit-offered-degC');
  // The default system's unit of each quantity is marked.
  expect(screen.getAllByText('默认')).toHaveLength(2);
  const save = screen.getByTestId('units-save');
  expect(save.hasAttribute('disabled')).toBe(true);
  fireEvent.click(degC);
  expect(await screen.findByText(/每个物理量至少要提供一个单位：温度/)).toBeTruthy();
  expect(screen.getByTestId('units-save').hasAttribute('disabled')).toBe(true);
  fireEvent.click(degC);
  fireEvent.click(screen.getByTestId('unit-offered-psi'));
  fireEvent.click(screen.getByRole('radio', { name: '英制' }));
  await waitFor(() => expect(screen.getByTestId('units-save').hasAttribute('disabled')).toBe(false));
  fireEvent.click(screen.getByTestId('units-save'));
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]).toEqual({
    url: expect.stringContaining('/api/ds/smart/units/save'),
    body: { default_system: 'imperial', offered: [{ metric_id: 2, offered: false }] },
  });
});
