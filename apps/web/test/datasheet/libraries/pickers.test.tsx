import { headerResource, metricResource, type ResourceDef, type TreeOption } from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { levelView } from '../../../src/pages/datasheet/libraries/categories/categoryTree.ts';
import { ResourceForm } from '../../../src/resources/form/ResourceForm.tsx';
import { type ApiCall, page } from '../../api/fakeApi.ts';
import { rowOf } from '../../api/familyRows.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';

const session = startFakeApi();

const tree: TreeOption[] = [
  { value: 1, label: '工程塑料', parent: null },
  { value: 2, label: '弹性体', parent: null },
  { value: 3, label: '聚酰胺 PA', parent: 1 },
  { value: 5, label: 'PA66', parent: 3 },
];

const menuItems = () =>
  [...document.querySelectorAll('.ant-cascader-menu')].map((menu) =>
    [...menu.querySelectorAll('.ant-cascader-menu-item')].map((item) => ({
      label: item.textContent,
      disabled: item.className.includes('disabled'),
      expands: item.querySelector('.ant-cascader-menu-item-expand-icon') !== null,
    })),
  );

function openForm(def: ResourceDef) {
  renderRoute('/f', '/f', <ResourceForm def={def} open onClose={() => {}} />);
}

describe('pickers limited to what fits', { timeout: 30_000 }, () => {
  it('a second-level category picks its parent among the first level only', async () => {
    session().on('/v1_categories/tree', () => tree);
    openForm(levelView(2));
    const picker = await screen.findByTestId('field-parent_id');
    fireEvent.mouseDown(picker.querySelector('.ant-select-selector') ?? picker);
    await waitFor(() => expect(menuItems()[0]?.length).toBe(2));
    expect(menuItems()).toEqual([
      [
        { label: '工程塑料', disabled: false, expands: false },
        { label: '弹性体', disabled: false, expands: false },
      ],
    ]);
  });

  it('a third-level category reaches the second level through the first; a branch without one is disabled', async () => {
    session().on('/v1_categories/tree', () => tree);
    openForm(levelView(3));
    const picker = await screen.findByTestId('field-parent_id');
    fireEvent.mouseDown(picker.querySelector('.ant-select-selector') ?? picker);
    await waitFor(() => expect(menuItems()[0]?.length).toBe(2));
    expect(menuItems()[0]).toEqual([
      { label: '工程塑料', disabled: false, expands: true },
      { label: '弹性体', disabled: true, expands: false },
    ]);
    fireEvent.click(document.querySelector('.ant-cascader-menu-item') as Element);
    await waitFor(() =>
      expect(menuItems()[1]).toEqual([{ label: '聚酰胺 PA', disabled: false, expands: false }]),
    );
  });

  it('a first-level category offers no parent at all', async () => {
    session().on('/v1_categories/tree', () => tree);
    openForm(levelView(1));
    const picker = await screen.findByTestId('field-parent_id');
    expect(picker.className).toContain('disabled');
    expect(picker.textContent).toContain('一级分类没有上级分类');
  });

  it('a header’s default unit is picked among the units of its quantity', async () => {
    const api = session();
    api.on('/ds/metric/list', (call: ApiCall) =>
      page(
        call.query.get('quantity') === 'temperature'
          ? [
              rowOf(metricResource, { id: 4, symbol: '°C', code: 'degC', quantity: 'temperature' }),
              rowOf(metricResource, { id: 5, symbol: '°F', code: 'degF', quantity: 'temperature' }),
            ]
          : [rowOf(metricResource, { id: 1, symbol: 'MPa', code: 'MPa', quantity: 'stress' })],
        call,
      ),
    );
    api.on('/ds/metric/options', () => [{ value: 1, label: 'MPa' }]);
    api.on('/v1_header/root/options', () => []);
    openForm(headerResource as ResourceDef);
    const quantity = within(await screen.findByTestId('field-quantity')).getByRole('combobox');
    fireEvent.mouseDown(quantity);
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].find(
        (el) => el.textContent === '温度',
      );
      expect(found).toBeTruthy();
      return found as Element;
    });
    fireEvent.click(option);
    fireEvent.mouseDown(within(screen.getByTestId('field-metric-of-quantity')).getByRole('combobox'));
    await waitFor(() => {
      const shown = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map(
        (el) => el.textContent,
      );
      expect(shown).toEqual(expect.arrayContaining(['°C', '°F']));
      expect(shown).not.toContain('MPa');
    });
    const call = api.callsTo('/ds/metric/list').at(-1);
    expect(call?.query.get('quantity')).toBe('temperature');
  });
});
