import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../../src/api/request.ts';
import { DatasheetDetailPage } from '../../../src/pages/datasheet/sheets/detail/DatasheetDetailPage.tsx';
import { detailRows } from '../../../src/pages/datasheet/sheets/detail/propertyRows.ts';
import { DatasheetModifyPage } from '../../../src/pages/datasheet/sheets/editor/DatasheetEditorPage.tsx';
import { indexLibraries } from '../../../src/pages/datasheet/sheets/libraries.ts';
import { pdfFileName } from '../../../src/pages/datasheet/sheets/pdf.ts';
import { useLocaleStore } from '../../../src/stores/locale.ts';
import { useUnitSystemStore } from '../../../src/stores/unitSystem.ts';
import { clearSession, useUserStore } from '../../../src/stores/user.ts';
import type { FamilyRows } from '../../api/familyRows.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';
import { answerSheetScreens, libraries } from './sheetFixtures.ts';

const session = startFakeApi({ signedIn: false });
let _server: FamilyRows;
/** The last body sent to a path. */
const lastBody = (path: string) => session().bodiesTo(path).at(-1) as Record<string, unknown> | undefined;

/** The property table's lines as [header, condition, value, unit]. */
function tableLines() {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="property-table"] tr.ds-detail__row')].map(
    (tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
  );
}

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
  useUnitSystemStore.setState({ system: 'si' });
  useUserStore.getState().setToken('token-1');
  setPageReloader(() => {});
  _server = answerSheetScreens(session());
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearSession());
});

describe('values in the chosen unit system', { timeout: 60_000 }, () => {
  it('shows MPa as psi and °C as °F in imperial, conditions too; the choice is remembered', async () => {
    renderRoute('/datasheet/detail/7', '/datasheet/detail/:id', <DatasheetDetailPage />);
    await waitFor(() => expect(tableLines()).toHaveLength(2));
    // SI: as entered.
    expect(tableLines()).toEqual([
      ['拉伸强度', 'ISO 527-2', '23 °C', '干态', '50', 'MPa'],
      ['热变形温度', 'ISO 75-2', '1.8 MPa', '', '100', '°C'],
    ]);
    const bands = [...document.querySelectorAll('[data-testid="property-band"]')].map((b) => b.textContent);
    expect(bands).toEqual(['机械性能 · 1 行', '热性能 · 1 行']);

    fireEvent.click(screen.getByTestId('unit-imperial'));
    await waitFor(() =>
      expect(tableLines()).toEqual([
        ['拉伸强度', 'ISO 527-2', '73.4 °F', '干态', '7252', 'psi'],
        ['热变形温度', 'ISO 75-2', '261 psi', '', '212', '°F'],
      ]),
    );
    expect(useUnitSystemStore.getState().system).toBe('imperial');
    expect(JSON.parse(localStorage.getItem('console_unit_system') ?? '{}').state).toEqual({
      system: 'imperial',
    });
    // Back to SI: the stored value again, exactly.
    fireEvent.click(screen.getByTestId('unit-si'));
    await waitFor(() => expect(tableLines()[0]?.[4]).toBe('50'));
  });

  it('keeps what was entered, and says it beside a converted value', () => {
    const index = indexLibraries(libraries);
    const sheet = { dsno: 'DS1', grade: 'G', properties: [{ header_id: 13, value: 2.5, metric_id: 3 }] };
    // 2.5 GPa in SI is shown in the header's default MPa, with what was entered beside it.
    expect(detailRows(sheet, index, 'si', 'zh')[0]).toMatchObject({
      value: '2500',
      unit: 'MPa',
      entered: '2.5 GPa',
    });
    expect(detailRows(sheet, index, 'imperial', 'en')[0]).toMatchObject({
      header: 'Flexural modulus',
      value: '362600',
      unit: 'psi',
      entered: '2.5 GPa',
    });
  });

  it('sends the stored value back unchanged when a sheet is saved while imperial is chosen', async () => {
    useUnitSystemStore.setState({ system: 'imperial' });
    renderRoute('/datasheet/modify/7', '/datasheet/modify/:id', <DatasheetModifyPage />);
    await waitFor(() => expect(document.querySelectorAll('[data-testid="grid-row"]')).toHaveLength(2));
    const rows = [...document.querySelectorAll<HTMLElement>('[data-testid="grid-row"]')];
    // The editor shows the values as stored, in their own units.
    expect((within(rows[0] as HTMLElement).getByTestId('grid-entry') as HTMLInputElement).value).toBe('50');
    fireEvent.change(within(rows[1] as HTMLElement).getByTestId('grid-entry'), { target: { value: '101' } });
    fireEvent.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(lastBody('/ds/update')).toBeDefined());
    expect(lastBody('/ds/update')?.properties).toEqual([
      expect.objectContaining({ id: 101, value: 50, metric_id: 1 }),
      expect.objectContaining({ id: 102, value: 101, metric_id: 20 }),
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/datasheet/detail/7'));
  });

  it('downloads the PDF with the session header, saved as "<DSNO> <grade>.pdf"', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderRoute('/datasheet/detail/7', '/datasheet/detail/:id', <DatasheetDetailPage />);
    fireEvent.click(await screen.findByTestId('detail-pdf'));
    await waitFor(() => expect(saved).toEqual(['DS00000007 A3WG6.pdf']));
    const call = session().calls.find((c) => c.path === '/ds/pdf');
    expect(call?.query.get('id')).toBe('7');
    expect(call?.headers.Authorization).toBe('token-1');
    expect(pdfFileName('DS1', 'PA66/GF30')).toBe('DS1 PA66_GF30.pdf');
  });
});
