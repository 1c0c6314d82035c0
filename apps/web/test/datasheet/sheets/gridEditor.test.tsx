import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../../src/api/request.ts';
import {
  DatasheetAddPage,
  DatasheetCopyPage,
  DatasheetModifyPage,
} from '../../../src/pages/datasheet/sheets/editor/DatasheetEditorPage.tsx';
import { useLocaleStore } from '../../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../../src/stores/user.ts';
import { Refusal } from '../../api/fakeApi.ts';
import type { FamilyRows } from '../../api/familyRows.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';
import { answerSheetScreens, storedSheet } from './sheetFixtures.ts';

const session = startFakeApi({ signedIn: false });
let server: FamilyRows;
/** The last body sent to a path. */
const lastBody = (path: string) => session().bodiesTo(path).at(-1) as Record<string, unknown> | undefined;

const gridRows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="grid-row"]')];
const focused = () => document.activeElement as HTMLElement;
/** The grid cell (row key and cell name) the focus is in. */
const focusedCell = () => focused().closest<HTMLElement>('[data-grid-cell]')?.dataset.gridCell?.split(':')[1];
const key = (k: string, extra: Record<string, unknown> = {}) =>
  fireEvent.keyDown(focused(), { key: k, keyCode: k === 'Enter' ? 13 : 0, ...extra });

/** Types into the focused picker and takes the first match with Enter, as a clerk does. */
async function pick(text: string) {
  const input = focused() as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
}

async function type(text: string) {
  fireEvent.change(focused(), { target: { value: text } });
}

async function waitForCell(cell: string) {
  await waitFor(() => expect(focusedCell()).toBe(cell));
}

/** A property row as sent: every field present, unset ones null. */
function row(values: Record<string, unknown>) {
  return {
    standard_id: null,
    condition_id: null,
    state: null,
    value: null,
    value_min: null,
    value_max: null,
    value_text: '',
    metric_id: null,
    ...values,
  };
}

function renderAdd() {
  return renderRoute('/datasheet/add', '/datasheet/add', <DatasheetAddPage />);
}

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
  useUserStore.getState().setToken('token-1');
  setPageReloader(() => {});
  server = answerSheetScreens(session());
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearSession());
});

describe('the property grid', () => {
  it('takes five rows from the keyboard alone, grouped by root in header order', async () => {
    renderAdd();
    const grid = await screen.findByTestId('property-grid');
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    // The first row's property picker, reached without the mouse.
    (
      within(gridRows()[0] as HTMLElement)
        .getByTestId('grid-header')
        .querySelector('input') as HTMLElement
    ).focus();

    // 1: tensile strength, ISO 527-2, 23 °C, dry, 50 (MPa pre-filled)
    await pick('拉伸');
    await waitForCell('standard');
    await pick('527');
    await waitForCell('condition');
    await pick('23');
    await waitForCell('state');
    await pick('干');
    await waitForCell('entry');
    await type('50');
    key('Enter');
    await waitForCell('metric');
    key('Enter');
    // Past the end of the last row: a new row, its property picker focused.
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    await waitForCell('header');

    // 2: density 1.36 (state skipped: density has none)
    await pick('密度');
    await waitForCell('standard');
    await pick('1183');
    await waitForCell('condition');
    key('Enter');
    await waitForCell('entry');
    await type('1.36');
    key('Enter');
    await waitForCell('metric');
    key('Enter');
    await waitFor(() => expect(gridRows()).toHaveLength(3));
    await waitForCell('header');

    // 3: HDT at 1.8 MPa, 100 °C
    await pick('热变形');
    await waitForCell('standard');
    await pick('75');
    await waitForCell('condition');
    await pick('1.8');
    await waitForCell('entry');
    await type('100');
    key('Enter');
    key('Enter');
    await waitFor(() => expect(gridRows()).toHaveLength(4));
    await waitForCell('header');

    // 4: processing temperature as a range (two value cells)
    await pick('加工温度');
    await waitForCell('standard');
    key('Enter');
    await waitForCell('condition');
    key('Enter');
    await waitForCell('min');
    await type('280');
    key('Enter');
    await waitForCell('max');
    await type('300');
    key('Enter');
    await waitForCell('metric');
    key('Enter');
    await waitFor(() => expect(gridRows()).toHaveLength(5));

    // 5: UL94 as text; Alt+Insert also starts a row
    await pick('UL94');
    await waitForCell('standard');
    await pick('UL 94');
    await waitForCell('condition');
    await pick('1.5');
    await waitForCell('entry');
    await type('V-0');
    key('Insert', { altKey: true });
    await waitFor(() => expect(gridRows()).toHaveLength(6));

    // Grouped: physical, mechanical, thermal (HDT before processing temperature), flammability, the new row.
    const bands = [...grid.querySelectorAll('[data-testid="grid-band"]')].map((b) => b.textContent);
    expect(bands.map((b) => b?.replace(/\d+ 行/, '').trim())).toEqual([
      '物理性能',
      '机械性能',
      '热性能',
      '阻燃性能',
      '新行（选择性能后归入分组）',
    ]);
    expect(gridRows().map((r) => r.dataset.row ?? '')).toEqual(['1', '2', '3', '4', '5', '']);
    expect(grid.querySelectorAll('[data-problem]')).toHaveLength(0);

    // The sheet's own fields, and Ctrl+Enter saves everything in one call; the empty new row is left out.
    fireEvent.change(screen.getByTestId('field-grade'), { target: { value: 'A3WG6' } });
    const company = screen.getByTestId('field-company_id').querySelector('input') as HTMLInputElement;
    company.focus();
    await pick('巴斯夫');
    const category = screen.getByTestId('field-category_id').querySelector('input') as HTMLInputElement;
    category.focus();
    fireEvent.change(category, { target: { value: 'PA66' } });
    const match = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-cascader-menu-item')].find((item) =>
        item.textContent?.includes('PA66'),
      );
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    fireEvent.click(match);
    key('Enter', { ctrlKey: true });
    await waitFor(() => expect(lastBody('/ds/add')).toBeDefined());
    const body = lastBody('/ds/add') as Record<string, unknown>;
    expect(body).toMatchObject({
      grade: 'A3WG6',
      company_id: 1,
      category_id: 3,
      region: 'global',
    });
    expect(body).not.toHaveProperty('status');
    expect(body.properties).toEqual([
      row({ header_id: 11, standard_id: 2, value: 1.36, metric_id: 10 }),
      row({ header_id: 12, standard_id: 1, condition_id: 1, state: 'dry', value: 50, metric_id: 1 }),
      row({ header_id: 14, standard_id: 3, condition_id: 2, value: 100, metric_id: 20 }),
      row({ header_id: 15, value_min: 280, value_max: 300, metric_id: 20 }),
      row({ header_id: 16, standard_id: 4, condition_id: 3, value_text: 'V-0', metric_id: null }),
    ]);
    // After saving: the new sheet's detail page.
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toMatch(/^\/datasheet\/detail\/\d+$/),
    );
  });

  it('marks a unit of the wrong quantity and min > max as they are typed, and saves nothing then', async () => {
    server.rows = [
      storedSheet({
        properties: [
          {
            id: 101,
            header_id: 12,
            standard_id: 1,
            condition_id: 1,
            state: 'dry',
            value: 50,
            value_min: null,
            value_max: null,
            value_text: '',
            metric_id: 20,
          },
          {
            id: 102,
            header_id: 15,
            standard_id: null,
            condition_id: null,
            state: null,
            value: null,
            value_min: 280,
            value_max: 300,
            value_text: '',
            metric_id: 20,
          },
        ],
      }),
    ];
    renderRoute('/datasheet/modify/7', '/datasheet/modify/:id', <DatasheetModifyPage />);
    const grid = await screen.findByTestId('property-grid');
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    // The stored °C on tensile strength (a stress): its unit cell is marked and the rule's words shown.
    const tensile = gridRows()[0] as HTMLElement;
    expect(tensile.querySelector('[data-grid-cell$=":metric"]')?.getAttribute('data-problem')).toBe('true');
    expect(grid.textContent).toContain('第 1 行 拉伸强度: 单位 °C 不是应力的单位');

    // min above max, typed into the range row: marked at once, the typed text kept.
    const range = gridRows()[1] as HTMLElement;
    const min = within(range).getAllByTestId('grid-min')[0] as HTMLInputElement;
    fireEvent.change(min, { target: { value: '320' } });
    await waitFor(() => expect(grid.textContent).toContain('第 2 行 加工温度: 最小值 320 大于最大值 300'));
    expect(range.querySelector('[data-grid-cell$=":min"]')?.getAttribute('data-problem')).toBe('true');
    expect(min.value).toBe('320');

    // Saving is refused here, before any call, and the focus goes to the first problem.
    fireEvent.keyDown(min, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(focusedCell()).toBe('metric'));
    expect(session().calls.some((c) => c.path === '/ds/update')).toBe(false);
    expect(screen.getByTestId('editor-problem-count').textContent).toBe('物性数据有 2 处问题，请先修正');
  });

  it("shows the server's refusal on the row it names and keeps what was typed", async () => {
    server.failing.set('/ds/update', new Refusal(2, '第 2 行 热变形温度: 单位 °C 已停用'));
    renderRoute('/datasheet/modify/7', '/datasheet/modify/:id', <DatasheetModifyPage />);
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    const hdt = gridRows()[1] as HTMLElement;
    const value = within(hdt).getByTestId('grid-entry') as HTMLInputElement;
    fireEvent.change(value, { target: { value: '105' } });
    fireEvent.click(screen.getByTestId('editor-save'));

    const refusal = await screen.findByTestId('editor-refusal');
    expect(refusal.textContent).toContain('第 2 行 热变形温度: 单位 °C 已停用');
    expect(hdt.className).toContain('ds-grid__row--refused');
    expect((within(hdt).getByTestId('grid-entry') as HTMLInputElement).value).toBe('105');
    expect(screen.getByTestId('location').textContent).toBe('/datasheet/modify/7');
    // The one call sent the grid with the stored rows' ids, the typed value read as a number.
    expect(lastBody('/ds/update')).toMatchObject({
      id: 7,
      properties: [
        expect.objectContaining({ id: 101, value: 50, metric_id: 1 }),
        expect.objectContaining({ id: 102, value: 105, metric_id: 20 }),
      ],
    });
  });

  it('copies a sheet as a new one: no id or DSNO, rows without ids, the grade marked until changed', async () => {
    renderRoute('/datasheet/add/7', '/datasheet/add/:id', <DatasheetCopyPage />);
    const grade = (await screen.findByTestId('field-grade')) as HTMLInputElement;
    await waitFor(() => expect(grade.value).toBe('A3WG6（副本）'));
    expect(screen.getByTestId('sheet-fields').textContent).toContain('牌号仍是复制来的，请改为新牌号');
    await waitFor(() => expect(gridRows()).toHaveLength(2));

    fireEvent.click(screen.getByTestId('editor-save'));
    await screen.findAllByText('请先填写必填项');
    expect(session().calls.some((c) => c.path === '/ds/add')).toBe(false);

    fireEvent.change(grade, { target: { value: 'A3WG7' } });
    fireEvent.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(lastBody('/ds/add')).toBeDefined());
    const body = lastBody('/ds/add') as Record<string, unknown>;
    expect(body).toMatchObject({ grade: 'A3WG7', company_id: 1, trademark_id: 5, category_id: 3 });
    expect(body).not.toHaveProperty('id');
    // The state is the sheet's transitions', not its form's: a copy starts pending on the server.
    expect(body).not.toHaveProperty('status');
    expect(body).not.toHaveProperty('dsno');
    expect(body.fillers).toEqual([{ filler_id: 1, percent: 30 }]);
    expect(body.properties).toEqual([
      row({ header_id: 12, standard_id: 1, condition_id: 1, state: 'dry', value: 50, metric_id: 1 }),
      row({ header_id: 14, standard_id: 3, condition_id: 2, value: 100, metric_id: 20 }),
    ]);
    // The copy is a row of its own: its detail opens, not the original's (7).
    await waitFor(() => expect(server.rows).toHaveLength(2));
    const copy = server.rows.at(-1)?.id;
    expect(copy).not.toBe(7);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/datasheet/detail/${copy}`));
  });

  it('moves between rows with ↑ / ↓ in value cells and removes a row with Ctrl+Delete', async () => {
    renderRoute('/datasheet/modify/7', '/datasheet/modify/:id', <DatasheetModifyPage />);
    await waitFor(() => expect(gridRows()).toHaveLength(2));
    (within(gridRows()[0] as HTMLElement).getByTestId('grid-entry') as HTMLInputElement).focus();
    key('ArrowDown');
    expect(focused()).toBe(within(gridRows()[1] as HTMLElement).getByTestId('grid-entry'));
    key('ArrowUp');
    expect(focused()).toBe(within(gridRows()[0] as HTMLElement).getByTestId('grid-entry'));
    key('Delete', { ctrlKey: true });
    await waitFor(() => expect(gridRows()).toHaveLength(1));
    // The focus stays in the grid: the same cell of the row that moved up.
    await waitFor(() => expect(focusedCell()).toBe('entry'));
    expect((focused() as HTMLInputElement).value).toBe('100');
  });

  it('asks before a way out of the page loses what was typed', async () => {
    renderRoute(
      '/datasheet/add',
      '/datasheet/add',
      <>
        <Link to="/datasheet/list" data-testid="way-out">
          out
        </Link>
        <DatasheetAddPage />
      </>,
    );
    const grade = (await screen.findByTestId('field-grade')) as HTMLInputElement;
    fireEvent.change(grade, { target: { value: 'PA6 B3S' } });
    fireEvent.click(screen.getByTestId('way-out'));
    expect((await screen.findAllByText('放弃未保存的修改？')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('location').textContent).toBe('/datasheet/add');
    fireEvent.click(screen.getByTestId('leave-stay'));
    expect(grade.value).toBe('PA6 B3S');

    fireEvent.click(screen.getByTestId('way-out'));
    fireEvent.click(await screen.findByTestId('leave-ok'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/datasheet/list'));
  });
});
