import { metricResource } from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  conversionTable,
  type MetricUnit,
} from '../../../src/pages/datasheet/libraries/transform/conversionTable.ts';
import { TransformPage } from '../../../src/pages/datasheet/libraries/transform/TransformPage.tsx';
import { type ApiCall, page } from '../../api/fakeApi.ts';
import { rowOf } from '../../api/familyRows.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';

const route = '/datasheet/transform';
const session = startFakeApi();

/** Metric rows as the metric list holds them: the factors are the curators', not the catalogue's. */
const metrics: Record<string, Record<string, unknown>[]> = {
  stress: [
    { id: 1, symbol: 'MPa', code: 'MPa', factor: 1, offset: 0 },
    { id: 2, symbol: 'psi', code: 'psi', factor: 0.00689475729, offset: 0 },
    { id: 3, symbol: 'GPa', code: 'GPa', factor: 1000, offset: 0 },
  ],
  temperature: [
    { id: 4, symbol: '°C', code: 'degC', factor: 1, offset: 0 },
    { id: 5, symbol: '°F', code: 'degF', factor: 5 / 9, offset: -160 / 9 },
  ],
  hardness: [
    { id: 6, symbol: 'Shore A', code: 'shoreA', factor: 1, offset: 0 },
    { id: 7, symbol: 'Shore D', code: 'shoreD', factor: 1, offset: 0 },
  ],
};

function serve() {
  const api = session();
  api.on('/ds/metric/list', (call: ApiCall) => {
    const quantity = call.query.get('quantity') ?? '';
    return page(
      (metrics[quantity] ?? []).map((m) => rowOf(metricResource, { id: 0, quantity, enabled: true, ...m })),
      call,
    );
  });
  return api;
}

const cell = (from: string, to: string) =>
  document.querySelector(`[data-testid="transform-cell"][data-from="${from}"][data-to="${to}"]`)?.textContent;

/** Picks a quantity by typing its name (the menu shows only the first ones until searched). */
async function pickQuantity(label: string) {
  const box = within(screen.getByTestId('transform-quantity')).getByRole('combobox');
  fireEvent.mouseDown(box);
  fireEvent.change(box, { target: { value: label } });
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].find(
      (el) => el.textContent === label,
    );
    expect(found).toBeTruthy();
    return found as Element;
  });
  fireEvent.click(option);
}

describe('conversion table (pure)', () => {
  it('derives every pair from the rows’ factors with the contract’s convert', () => {
    const units = metrics.stress?.map((m) => ({ quantity: 'stress', ...m })) as unknown as MetricUnit[];
    const table = conversionTable(units);
    expect(table.map((row) => row.cells.map((c) => c.text))).toEqual([
      ['1', '145.04', '0.001'],
      ['0.0068948', '1', '6.8948E-6'],
      ['1000', '145040', '1'],
    ]);
  });
});

describe('transform page', { timeout: 30_000 }, () => {
  it('tables the units of the quantity from the metric list: 1 MPa = 145.04 psi', async () => {
    const api = serve();
    renderRoute(route, route, <TransformPage />);
    await waitFor(() => expect(cell('MPa', 'psi')).toBe('145.04'));
    expect(cell('psi', 'MPa')).toBe('0.0068948');
    expect(cell('GPa', 'MPa')).toBe('1000');
    expect(cell('MPa', 'MPa')).toBe('1');
    const call = api.callsTo('/ds/metric/list')[0];
    expect(call?.query.get('quantity')).toBe('stress');
    expect(call?.query.get('size')).toBe('100');
    expect(call?.query.get('enabled')).toBe('true');
    // The page says where the figures come from and links there.
    const source = screen.getByTestId('transform-source');
    expect(source.textContent).toContain('单位管理');
    expect(within(source).getByRole('link').getAttribute('href')).toBe(
      '/datasheet/metric/list?quantity=stress',
    );
  });

  it('converts a typed value between two units, both ways', async () => {
    serve();
    renderRoute(route, route, <TransformPage />);
    await waitFor(() => expect(cell('MPa', 'psi')).toBe('145.04'));
    const result = screen.getByTestId('transform-result');
    fireEvent.change(within(screen.getByTestId('transform-converter')).getByLabelText('数值'), {
      target: { value: '10' },
    });
    // MPa → psi by default (the first two units).
    await waitFor(() => expect(result.textContent).toBe('= 1450.38 psi'));
    fireEvent.click(screen.getByTestId('transform-swap'));
    await waitFor(() => expect(result.textContent).toBe('= 0.0689476 MPa'));
  });

  it('warns that offset units are not ratios, and refuses to convert between scales', async () => {
    serve();
    renderRoute(route, route, <TransformPage />);
    await waitFor(() => expect(cell('MPa', 'psi')).toBe('145.04'));
    await pickQuantity('温度');
    await waitFor(() => expect(cell('degC', 'degF')).toBe('33.8'));
    expect(screen.getByText(/含偏移的单位/)).toBeTruthy();
    await pickQuantity('硬度');
    expect(await screen.findByText('硬度的各单位是不同的标度，不能互相换算。')).toBeTruthy();
    expect(screen.queryByTestId('transform-table')).toBeNull();
  });
});
