/**
 * The yellow card and certificate screens' own parts: the four routes are built (and issue 10's other
 * screens are not yet), a card's rows show as
 * flame-class tags in card order, the finder writes "V-0 at ≤ 1.5 mm" as the card's thinnest-V-0 filter, the
 * validity filter writes its `valid_to` range, and a card's details list the sheets of exactly its grade.
 */
import { datasheetResource, type RowOf, validityRange, type yellowCardResource } from '@console/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../../src/api/request.ts';
import { hasScreen } from '../../../src/pages/dashboard/screenFinder.ts';
import { ValidityFilter } from '../../../src/pages/datasheet/ul/CertificateParts.tsx';
import { FlameFinder, GradeSheets, RatingTags } from '../../../src/pages/datasheet/ul/YellowCardParts.tsx';
import { pageRegistry } from '../../../src/pages/registry.ts';
import { useLocaleStore } from '../../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../../src/stores/user.ts';
import { page } from '../../api/fakeApi.ts';
import { rowOf } from '../../api/familyRows.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';

const session = startFakeApi({ signedIn: false });
const today = dayjs().format('YYYY-MM-DD');
const at = () => screen.getByTestId('location').textContent ?? '';

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
  useUserStore.getState().setToken('token-1');
  setPageReloader(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearSession());
});

it('the yellow card and certificate routes are built', () => {
  for (const path of [
    '/datasheet/yc',
    '/datasheet/certification',
    '/datasheet/v2_certification',
    '/datasheet/v2_certification_details/:id',
  ])
    expect(hasScreen(pageRegistry.pages, path), path).toBe(true);
  // A path no route has, so the check can tell built from not.
  expect(hasScreen(pageRegistry.pages, '/datasheet/no_such_screen')).toBe(false);
});

describe('a certificate’s validity', { timeout: 30_000 }, () => {
  it('the validity filter writes the valid_to range of its choice into the URL', async () => {
    renderRoute(
      '/datasheet/v2_certification?kind=rohs&page=3',
      '/datasheet/v2_certification',
      <ValidityFilter />,
    );
    fireEvent.click(await screen.findByText('已过期'));
    const expired = validityRange('expired', today);
    await waitFor(() => expect(at()).toBe(`/datasheet/v2_certification?kind=rohs&valid_to_to=${expired.to}`));
    fireEvent.click(screen.getByText('30 天内到期'));
    const expiring = validityRange('expiring', today);
    await waitFor(() =>
      expect(at()).toBe(
        `/datasheet/v2_certification?kind=rohs&valid_to_from=${expiring.from}&valid_to_to=${expiring.to}`,
      ),
    );
    fireEvent.click(screen.getByText('全部'));
    await waitFor(() => expect(at()).toBe('/datasheet/v2_certification?kind=rohs'));
  });
});

describe('a yellow card’s parts', { timeout: 30_000 }, () => {
  it('shows each class the card states with its thinnest thickness, strictest first', async () => {
    const rows = [
      { colour: 'NC', min_thickness: 3, flame_class: '5VA' },
      { colour: 'ALL', min_thickness: 1.5, flame_class: 'V-0' },
      { colour: 'NC', min_thickness: 0.75, flame_class: 'V-0' },
      { colour: 'BK', min_thickness: 0.4, flame_class: 'HB' },
    ];
    renderRoute('/x', '/x', <RatingTags rows={rows} />);
    const tags = await screen.findAllByTestId('flame-class');
    expect(tags.map((t) => t.textContent)).toEqual(['5VA 3', 'V-0 0.75', 'HB 0.4']);
  });

  it('the finder writes "V-0 at ≤ 1.5 mm" as the thinnest-V-0 filter, and clears it', async () => {
    renderRoute('/datasheet/yc?page=2', '/datasheet/yc', <FlameFinder />);
    fireEvent.click(await screen.findByTestId('yc-finder-apply'));
    await waitFor(() => expect(at()).toBe('/datasheet/yc?thk_v0_to=1.5'));
    expect(screen.getByTestId('yc-finder-apply').textContent).toContain('V-0 且厚度 ≤ 1.5 mm');
    fireEvent.click(screen.getByTestId('yc-finder-clear'));
    await waitFor(() => expect(at()).toBe('/datasheet/yc'));
  });

  it('the finder shows the class and thickness the URL asks for', async () => {
    renderRoute('/datasheet/yc?thk_hb_to=1', '/datasheet/yc', <FlameFinder />);
    expect((await screen.findByTestId('yc-finder-apply')).textContent).toContain('HB 且厚度 ≤ 1 mm');
  });

  it('lists the sheets of exactly the card’s grade and company, linked to their details', async () => {
    // The list's `grade` filter matches within the name, ignoring case: both sheets come back.
    session().on('/ds/list', (call) =>
      page(
        [
          rowOf(datasheetResource, { id: 7, dsno: 'DS00000007', grade: 'A3EG6 FR', ul94: 'V-0', status: 1 }),
          rowOf(datasheetResource, {
            id: 8,
            dsno: 'DS00000008',
            grade: 'A3EG6 FR HS',
            ul94: 'V-0',
            status: 1,
          }),
        ],
        call,
      ),
    );
    const card: RowOf<typeof yellowCardResource> = {
      id: 1,
      created_at: '',
      updated_at: '',
      file_number: 'E41871',
      company_id: 4,
      grade: 'a3eg6 fr',
      generic_type: '',
      ratings: [],
      report_date: null,
      remarks: '',
      enabled: true,
    };
    renderRoute('/x', '/x', <GradeSheets card={card} />);
    const links = await screen.findAllByTestId('yc-sheet-link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['DS00000007', '/datasheet/detail/7'],
    ]);
    const asked = session().callsTo('/ds/list')[0]?.query;
    expect(asked?.get('company_id')).toBe('4');
    expect(asked?.get('grade')).toBe('a3eg6 fr');
  });
});
