/**
 * The search unit screen: units grouped by quantity with the default system's unit marked, a choice that
 * would leave a quantity without units refused before saving, and a save that sends only the changed choices
 * with the default system.
 */
import { datasheetEndpoints, type SmartUnitsView } from '@console/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { UnitsPage } from '../../../src/pages/datasheet/smart/UnitsPage.tsx';
import { startFakeApi } from '../../api/session.ts';
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

const session = startFakeApi();
const posted = () =>
  session()
    .calls.filter((c) => c.method === 'POST')
    .map((c) => ({ url: c.url, body: c.body }));

beforeEach(() => {
  // The saved choices answer the view as it was: the screen reads it again.
  session().on(datasheetEndpoints.smartUnits, () => view);
  session().on(datasheetEndpoints.smartUnitsSave, () => view);
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
  await waitFor(() => expect(posted()).toHaveLength(1));
  expect(posted()[0]).toEqual({
    url: expect.stringContaining('/api/ds/smart/units/save'),
    body: { default_system: 'imperial', offered: [{ metric_id: 2, offered: false }] },
  });
});
