/**
 * A condition of the advanced search offers exactly the units chosen for its header's quantity, and a header
 * picked anew starts in the default system's unit.
 */
import type { SearchCondition, SmartOptionHeader, SmartOptionUnit } from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ConditionRow } from '../../../src/pages/datasheet/search/ConditionRow.tsx';
import { useLocaleStore } from '../../../src/stores/locale.ts';
import { renderRoute } from '../../resources/render.tsx';

const headers: SmartOptionHeader[] = [
  { id: 1, name_zh: '拉伸强度', name_en: 'Tensile', quantity: 'stress', value_kind: 'number', choices: [] },
  {
    id: 2,
    name_zh: '热变形温度',
    name_en: 'HDT',
    quantity: 'temperature',
    value_kind: 'number',
    choices: [],
  },
];
const units: SmartOptionUnit[] = [
  { code: 'MPa', symbol: 'MPa', quantity: 'stress', system: 'si' },
  { code: 'psi', symbol: 'psi', quantity: 'stress', system: 'imperial' },
  { code: 'degC', symbol: '°C', quantity: 'temperature', system: 'si' },
  { code: 'degF', symbol: '°F', quantity: 'temperature', system: 'imperial' },
];

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

it('offers the chosen units of the quantity and starts a new header in the default system', {
  timeout: 30_000,
}, async () => {
  const changes: SearchCondition[] = [];
  renderRoute(
    '/x',
    '/x',
    <ConditionRow
      condition={{ kind: 'range', header_id: 1, unit: 'psi', min: 1 }}
      headers={headers}
      // psi is not offered: MPa alone, and the saved psi kept so the condition reads as it was saved.
      units={units.filter((u) => u.code !== 'psi')}
      system="imperial"
      onChange={(next) => changes.push(next)}
      onRemove={() => {}}
      t={(key) => key}
      name={(row) => row.name_zh}
    />,
  );
  const unit = await screen.findByTestId('search-condition-unit');
  fireEvent.mouseDown(within(unit).getByRole('combobox'));
  const listed = await screen.findAllByRole('option');
  expect(listed.map((o) => o.textContent)).toEqual(['MPa', 'psi']);

  const header = screen.getByTestId('search-condition-header');
  fireEvent.mouseDown(within(header).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('热变形温度'));
  await waitFor(() => expect(changes).toHaveLength(1));
  expect(changes[0]).toEqual({ kind: 'range', header_id: 2, unit: 'degF', min: 0 });
});
