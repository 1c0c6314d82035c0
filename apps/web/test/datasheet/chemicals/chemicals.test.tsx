/**
 * The chemical screens' own parts: the chart draws each cell's grades in their scale's colour (inherited ones
 * marked) with their meaning on hover, and asks the server again with the filters chosen; the CAS input says
 * at once whether the check digit holds.
 */
import type { ChemicalMatrix } from '@console/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/App.tsx';
import { hasScreen } from '../../../src/pages/dashboard/screenFinder.ts';
import { ChemicalMatrixView } from '../../../src/pages/datasheet/chemicals/matrix/ChemicalMatrix.tsx';
import { CasInput } from '../../../src/pages/datasheet/chemicals/widgets.tsx';
import { pageRegistry } from '../../../src/pages/registry.ts';
import type { ApiCall } from '../../api/fakeApi.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';

const session = startFakeApi();

const matrix: ChemicalMatrix = {
  items: [
    {
      id: 1,
      name_zh: '硫酸',
      name_en: 'Sulfuric acid',
      cas: '7664-93-9',
      formula: 'H2SO4',
      class_id: 10,
      class_zh: '酸',
      class_en: 'Acids',
    },
    {
      id: 2,
      name_zh: '盐酸',
      name_en: 'Hydrochloric acid',
      cas: '7647-01-0',
      formula: 'HCl',
      class_id: 10,
      class_zh: '酸',
      class_en: 'Acids',
    },
  ],
  columns: [
    { key: 'c5', kind: 'category', id: 5, name_zh: 'PA66', name_en: 'PA66' },
    { key: 'c7', kind: 'category', id: 7, name_zh: 'PP', name_en: 'PP' },
  ],
  cells: {
    '1:c5': [
      {
        condition: '23 °C, 30 d',
        scale_id: 1,
        grade: 'D',
        source: '通用表',
        remark: '',
        from: { id: 3, name_zh: '聚酰胺 PA', name_en: 'Polyamide' },
      },
    ],
    '1:c7': [{ condition: '23 °C, 30 d', scale_id: 1, grade: 'B', source: '', remark: '' }],
    '2:c7': [{ condition: '23 °C, 30 d', scale_id: 1, grade: 'A', source: '', remark: '' }],
  },
  scales: [
    {
      id: 1,
      name_zh: 'A–D 四级',
      name_en: 'A–D',
      grades: [
        { symbol: 'A', meaning_zh: '耐受', meaning_en: 'Resistant', color: 'green' },
        { symbol: 'B', meaning_zh: '轻微影响', meaning_en: 'Slight attack', color: 'lime' },
        { symbol: 'D', meaning_zh: '不耐', meaning_en: 'Not recommended', color: 'red' },
      ],
    },
  ],
  conditions: ['23 °C, 30 d', '60 °C, 30 d'],
};

const cell = (item: string, column: string) =>
  document.querySelector(`[data-testid="matrix-cell"][data-cell="${item}|${column}"]`) as HTMLElement;

describe('the resistance chart', () => {
  it('draws each grade in its colour, marks an inherited one, and shows its meaning on hover', async () => {
    const api = session();
    api.on('/v1_chemicals/matrix', () => matrix);
    renderRoute('/c', '/c', <ChemicalMatrixView />);
    await waitFor(() => expect(cell('硫酸', 'PA66')).toBeTruthy());
    const inherited = within(cell('硫酸', 'PA66')).getByTestId('grade-tag');
    expect(inherited.dataset.grade).toBe('D');
    expect(inherited.dataset.inherited).toBe('true');
    expect(inherited.className).toMatch(/red/);
    const own = within(cell('盐酸', 'PP')).getByTestId('grade-tag');
    expect(own.dataset.inherited).toBeUndefined();
    expect(own.className).toMatch(/green/);
    expect(within(cell('盐酸', 'PA66')).queryByTestId('grade-tag')).toBeNull();
    fireEvent.mouseEnter(inherited);
    const tip = await screen.findByTestId('grade-tooltip');
    expect(tip.textContent).toContain('D · 不耐');
    expect(tip.textContent).toContain('沿用「聚酰胺 PA」的评级');
    expect(screen.getByTestId('matrix-legend').textContent).toContain('轻微影响');
  });

  it('asks again with the exposure chosen', async () => {
    const api = session();
    api.on('/v1_chemicals/matrix', () => matrix);
    renderRoute('/c', '/c', <ChemicalMatrixView />);
    await waitFor(() => expect(cell('硫酸', 'PA66')).toBeTruthy());
    fireEvent.mouseDown(
      screen
        .getByTestId('matrix-filter-condition')
        .querySelector('.ant-select-content, .ant-select-selector') ??
        screen.getByTestId('matrix-filter-condition'),
    );
    fireEvent.click(await screen.findByTitle('60 °C, 30 d'));
    fireEvent.click(screen.getByTestId('matrix-search'));
    await waitFor(() =>
      expect(api.callsTo('/v1_chemicals/matrix').map((c: ApiCall) => c.query.get('condition'))).toContain(
        '60 °C, 30 d',
      ),
    );
  });
});

describe('the chemical routes', () => {
  it('each show a screen, no longer the "not built yet" panel', () => {
    for (const path of ['catalog', 'item', 'compatibility', 'ds_compatibility', 'scale']) {
      expect(hasScreen(pageRegistry.pages, `/datasheet/chemicals/${path}/list`), path).toBe(true);
    }
  });
});

describe('the CAS input', () => {
  it('names the right check digit of a wrong number and accepts a right one', async () => {
    const { rerender } = render(
      <AppProviders>
        <CasInput field={{ name: 'cas', kind: 'text', label: { zh: 'CAS', en: 'CAS' } }} value="7664-93-8" />
      </AppProviders>,
    );
    expect(screen.getByTestId('cas-check').textContent).toContain('校验位应为 9');
    rerender(
      <AppProviders>
        <CasInput field={{ name: 'cas', kind: 'text', label: { zh: 'CAS', en: 'CAS' } }} value="7664-93-9" />
      </AppProviders>,
    );
    expect(screen.getByTestId('cas-check').textContent).toContain('校验位正确');
  });
});
