import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ComparePage } from '../../../src/pages/datasheet/compare/ComparePage.tsx';
import { useComparisonStore } from '../../../src/stores/comparison.ts';
import { useLocaleStore } from '../../../src/stores/locale.ts';
import { useUnitSystemStore } from '../../../src/stores/unitSystem.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';
import { answerComparison, comparisonOf, H, S } from './comparedSheets.ts';

const ROUTE = '/datasheet/compare';

function stored(...dsnos: string[]) {
  useComparisonStore.setState({ items: dsnos.map((DSNO) => ({ DSNO, selected: false })) });
}
const storedDsnos = () => useComparisonStore.getState().items.map((item) => item.DSNO);

function open(path = ROUTE) {
  return renderRoute(path, ROUTE, <ComparePage />);
}

/** The rows as shown: row key → { head text, cell texts }. */
function shownRows() {
  return screen.getAllByTestId('compare-row').map((row) => ({
    key: row.getAttribute('data-key') ?? '',
    head: row.querySelector('th')?.textContent ?? '',
    cells: within(row)
      .getAllByTestId('compare-cell')
      .map((cell) => cell.textContent ?? ''),
    best: within(row)
      .getAllByTestId('compare-cell')
      .map((cell) => cell.hasAttribute('data-best')),
  }));
}
const rowOf = (key: string) => shownRows().find((row) => row.key === key);
const tensileIso = `${H.tensile}|${S.iso527}|200|`;
const tensileAstm = `${H.tensile}|${S.astmD638}||`;
const hdtKey = `${H.hdt}|${S.iso75}|201|`;
const densityKey = `${H.density}|||`;

const session = startFakeApi({ signedIn: false });

beforeEach(() => {
  useComparisonStore.setState({ items: [] });
  useUnitSystemStore.setState({ system: 'si' });
  useLocaleStore.setState({ locale: 'zh' });
});

describe('the comparison screen', () => {
  it('shows the stored sheets in columns with their heads, in store order', async () => {
    answerComparison(session());
    stored('DS00000002', 'DS00000001', 'DS00000003');
    open();
    const heads = await screen.findAllByTestId('compare-sheet');
    expect(heads.map((head) => head.getAttribute('data-dsno'))).toEqual([
      'DS00000002',
      'DS00000001',
      'DS00000003',
    ]);
    const first = heads[1] as HTMLElement;
    expect(first.textContent).toContain('A3WG6');
    expect(first.textContent).toContain('巴斯夫 · Ultramid');
    expect(first.textContent).toContain('工程塑料 / 聚酰胺');
    expect(first.textContent).toContain('GF 30%');
    expect(first.textContent).toContain('UL94 HB');
    expect(within(first).getByTestId('compare-dsno').getAttribute('href')).toBe('/datasheet/detail/1');
    // Group bands per header root, in root order; the header without a root last.
    expect(screen.getAllByTestId('compare-band').map((band) => band.textContent)).toEqual([
      '机械性能',
      '热性能',
      '阻燃性能',
      '其他',
    ]);
  });

  it('keeps one header under two standards apart: two rows, the missing cells shown as —', async () => {
    answerComparison(session());
    stored('DS00000001', 'DS00000002', 'DS00000003');
    open();
    await screen.findAllByTestId('compare-row');
    const iso = rowOf(tensileIso);
    const astm = rowOf(tensileAstm);
    expect(iso?.head).toContain('拉伸强度');
    expect(iso?.head).toContain('ISO 527-2');
    expect(iso?.head).toContain('23 °C, 50 mm/min');
    expect(astm?.head).toContain('拉伸强度');
    expect(astm?.head).toContain('ASTM D638');
    // ASTM D638 only on the first sheet, converted to the row's unit (27000 psi → 186.2 MPa).
    expect(astm?.cells[0]).toBe('186.2');
    expect(astm?.cells.slice(1)).toEqual(['—无数据', '—无数据']);
    // A range as a datasheet prints it; a text rating as it is.
    expect(iso?.cells[2]).toBe('60 – 65');
    expect(rowOf(`${H.ul94}|${S.ul94}||`)?.cells).toEqual(['HB', 'V-0', '—无数据']);
  });

  it('marks the best value of a row by its direction and names it for screen readers', async () => {
    answerComparison(session());
    stored('DS00000001', 'DS00000002', 'DS00000003');
    open();
    await screen.findAllByTestId('compare-row');
    expect(rowOf(tensileIso)?.best).toEqual([true, false, false]);
    expect(rowOf(tensileIso)?.cells[0]).toBe('190 (最佳)');
    expect(rowOf(hdtKey)?.best).toEqual([true, false, false]);
    // Density says nothing about better: no mark.
    expect(rowOf(densityKey)?.best).toEqual([false, false, false]);
  });

  it('switches to imperial: psi and °F, remembered for the detail page', async () => {
    answerComparison(session());
    stored('DS00000001', 'DS00000002');
    open();
    await screen.findAllByTestId('compare-row');
    expect(rowOf(tensileIso)?.head).toContain('MPa');
    fireEvent.click(screen.getByTestId('compare-system-imperial'));
    await waitFor(() => expect(rowOf(tensileIso)?.head).toContain('psi'));
    expect(rowOf(tensileIso)?.cells[0]).toBe('27560 (最佳)');
    expect(rowOf(tensileAstm)?.cells[0]).toBe('27000');
    expect(rowOf(hdtKey)?.head).toContain('°F');
    expect(rowOf(hdtKey)?.cells[0]).toBe('482 (最佳)');
    // The condition's label follows the system too.
    expect(rowOf(tensileIso)?.head).toContain('73.4 °F');
    expect(useUnitSystemStore.getState().system).toBe('imperial');
    expect(JSON.parse(localStorage.getItem('console_unit_system') ?? '{}').state.system).toBe('imperial');
  });

  it('hides the rows whose values are all alike under "differences only" and counts them', async () => {
    answerComparison(session());
    stored('DS00000001', 'DS00000002', 'DS00000003');
    open();
    await screen.findAllByTestId('compare-row');
    expect(screen.getByTestId('compare-row-count').textContent).toBe('显示 5 / 5 行');
    expect(rowOf(densityKey)).toBeDefined();
    fireEvent.click(screen.getByTestId('compare-differences'));
    await waitFor(() => expect(screen.getByTestId('compare-row-count').textContent).toBe('显示 4 / 5 行'));
    expect(rowOf(densityKey)).toBeUndefined();
    // The band of a group without differing rows goes with them.
    expect(screen.getAllByTestId('compare-band').map((band) => band.textContent)).not.toContain('其他');
  });

  it('removes a column from the screen and from the store', async () => {
    answerComparison(session());
    stored('DS00000001', 'DS00000002', 'DS00000003');
    open();
    const heads = await screen.findAllByTestId('compare-sheet');
    fireEvent.click(within(heads[1] as HTMLElement).getByTestId('compare-remove'));
    expect(storedDsnos()).toEqual(['DS00000001', 'DS00000003']);
    await waitFor(() =>
      expect(screen.getAllByTestId('compare-sheet').map((head) => head.getAttribute('data-dsno'))).toEqual([
        'DS00000001',
        'DS00000003',
      ]),
    );
    expect(rowOf(tensileIso)?.cells).toHaveLength(2);
  });

  it('names the DSNOs not found and removes them from the store', async () => {
    answerComparison(session());
    stored('DS00000001', 'DS00000009', 'DS00000008');
    open();
    const warning = await screen.findByTestId('compare-missing');
    expect(warning.textContent).toContain('2 个 DSNO 未找到');
    const tags = within(warning).getAllByTestId('compare-missing-dsno');
    expect(tags.map((tag) => tag.getAttribute('data-dsno'))).toEqual(['DS00000009', 'DS00000008']);
    fireEvent.click(within(tags[0] as HTMLElement).getByRole('button', { name: '从对比中移除 DS00000009' }));
    expect(storedDsnos()).toEqual(['DS00000001', 'DS00000008']);
    fireEvent.click(within(warning).getByTestId('compare-remove-missing'));
    expect(storedDsnos()).toEqual(['DS00000001']);
    await waitFor(() => expect(screen.queryByTestId('compare-missing')).toBeNull());
  });

  it('shows the sheets a ?dsno= link names and offers to load them into the store', async () => {
    const server = session();
    answerComparison(server);
    stored('DS00000003');
    open(`${ROUTE}?dsno=DS00000002,ds00000001,nonsense`);
    const heads = await screen.findAllByTestId('compare-sheet');
    expect(heads.map((head) => head.getAttribute('data-dsno'))).toEqual(['DS00000002', 'DS00000001']);
    expect(server.calls.find((call) => call.path === '/ds/compare')?.query.get('dsno')).toBe(
      'DS00000001,DS00000002',
    );
    expect(screen.getByTestId('compare-invalid').textContent).toContain('NONSENSE');
    const notice = screen.getByTestId('compare-link-notice');
    expect(notice.textContent).toContain('正在查看分享链接中的 2 份物性表');
    expect(notice.textContent).toContain('其中 2 份不在您的对比列表中');
    fireEvent.click(within(notice).getByTestId('compare-load-link'));
    expect(storedDsnos()).toEqual(['DS00000003', 'DS00000002', 'DS00000001']);
    await waitFor(() => expect(notice.textContent).toContain('它们都已在您的对比列表中'));
    // Leaving the link shows the store's own list.
    fireEvent.click(screen.getByTestId('compare-show-store'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(ROUTE));
    await waitFor(() => expect(screen.getAllByTestId('compare-sheet')).toHaveLength(3));
  });

  it('removing a column of a link takes it out of the link and of the store', async () => {
    answerComparison(session());
    stored('DS00000001');
    open(`${ROUTE}?dsno=DS00000001,DS00000002`);
    const heads = await screen.findAllByTestId('compare-sheet');
    fireEvent.click(within(heads[0] as HTMLElement).getByTestId('compare-remove'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${ROUTE}?dsno=DS00000002`));
    expect(storedDsnos()).toEqual([]);
  });

  it('clears everything only after confirmation', async () => {
    answerComparison(session());
    stored('DS00000001', 'DS00000002');
    open();
    await screen.findAllByTestId('compare-sheet');
    fireEvent.click(screen.getByTestId('compare-clear'));
    expect(await screen.findByText('将从对比列表移除全部 2 份物性表。')).toBeDefined();
    expect(storedDsnos()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '清 空' }));
    await screen.findByTestId('compare-empty');
    expect(storedDsnos()).toEqual([]);
  });

  it('says there is nothing to compare and links to the datasheet list', async () => {
    answerComparison(session());
    open();
    const empty = await screen.findByTestId('compare-empty');
    expect(empty.textContent).toContain('还没有要对比的物性表');
    fireEvent.click(within(empty).getByTestId('compare-go-list'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/datasheet/list'));
  });

  it('shows a skeleton while the sheets load', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = session();
    answerComparison(server);
    server.on('/ds/compare', async (call) => {
      await gate;
      return comparisonOf(call);
    });
    stored('DS00000001');
    open();
    expect(await screen.findByTestId('compare-loading')).toBeDefined();
    await act(async () => release());
    await screen.findAllByTestId('compare-sheet');
    expect(screen.queryByTestId('compare-loading')).toBeNull();
    expect(server.calls.map((call) => call.path).sort()).toEqual(['/ds/compare', '/ds/libraries']);
  });

  it('exports the shown sheets as xlsx in the chosen system', async () => {
    const server = session();
    answerComparison(server);
    const exported: string[] = [];
    server.on('/ds/compare/export', (call) => {
      exported.push(call.url);
      return {
        chunks: [new Uint8Array([80, 75, 3, 4])],
        headers: {
          'Content-Disposition': `attachment; filename="compare.xlsx"; filename*=UTF-8''${encodeURIComponent('物性对比.xlsx')}`,
        },
      };
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    useUnitSystemStore.setState({ system: 'imperial' });
    stored('DS00000001', 'DS00000009', 'DS00000002');
    open();
    await screen.findAllByTestId('compare-sheet');
    fireEvent.click(screen.getByTestId('compare-export'));
    expect(await screen.findByText('已导出 物性对比.xlsx（4 B）')).toBeDefined();
    const query = new URL(exported[0] ?? '', 'http://localhost').searchParams;
    // Only the sheets found, in column order.
    expect(query.get('dsno')).toBe('DS00000001,DS00000002');
    expect(query.get('system')).toBe('imperial');
    expect(created).toHaveBeenCalled();
    expect(server.calls.some((call) => call.path === '/ds/compare')).toBe(true);
  });

  it('copies a share link naming the shown sheets', async () => {
    answerComparison(session());
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stored('DS00000002', 'DS00000001');
    open();
    await screen.findAllByTestId('compare-sheet');
    fireEvent.click(screen.getByTestId('compare-share'));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(String((writeText.mock.calls[0] as unknown[])[0])).toMatch(
      /\/datasheet\/compare\?dsno=DS00000002,DS00000001$/,
    );
  });

  it('speaks English when the console does', async () => {
    answerComparison(session());
    useLocaleStore.setState({ locale: 'en' });
    stored('DS00000001', 'DS00000002');
    open();
    await screen.findAllByTestId('compare-row');
    expect(rowOf(tensileIso)?.head).toContain('Tensile strength');
    expect(rowOf(tensileIso)?.cells[0]).toBe('190 (best)');
    expect(screen.getByTestId('compare-row-count').textContent).toBe('5 / 5 rows shown');
  });
});
