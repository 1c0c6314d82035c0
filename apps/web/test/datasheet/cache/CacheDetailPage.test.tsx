/**
 * The cached sheet's review screen against a stand-in server: raw spellings beside what they resolve to, the
 * unresolved header's and unit's suggestions mapping them in one click, and an approval that would merge showing the
 * differences before it is sent.
 */
import {
  type CacheDiff,
  type CacheMapBody,
  type CacheReview,
  datasheetCacheResource,
} from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CacheDetailPage } from '../../../src/pages/datasheet/cache/CacheDetailPage.tsx';
import { useUserStore } from '../../../src/stores/user.ts';
import { page } from '../../api/fakeApi.ts';
import { type GivenRow, rowOf } from '../../api/familyRows.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';
import { H, libraries, M, S } from '../compare/comparedSheets.ts';

const session = startFakeApi();
const route = '/datasheet/cache/detail/:id';

let sheet: Record<string, unknown>;
let review: CacheReview;

const diff: CacheDiff = {
  target: { id: 9, dsno: 'DS00000009' },
  rows: [
    {
      header: { zh: '拉伸强度', en: 'Tensile strength' },
      standard: 'ISO 527-2',
      condition: '',
      state: 'dry',
      before: '185 MPa',
      after: '192 MPa',
      change: 'changed',
    },
    {
      header: { zh: '密度', en: 'Density' },
      standard: '',
      condition: '',
      state: null,
      before: '1.14 g/cm³',
      after: '1.14 g/cm³',
      change: 'same',
    },
  ],
};

beforeEach(() => {
  sheet = {
    id: 7,
    grade: 'XT-1',
    company_raw: 'Example Polymers',
    company_id: 3,
    category_raw: 'PA66',
    category_id: 4,
    status: 0,
    checks_passed: false,
    problems: 1,
    source: 'sheets.xlsx',
    reject_reason: '',
    datasheet_id: null,
    updated_at: '2024-03-01T08:00:00.000Z',
    $labels: { company_id: '示例聚合物', category_id: 'PA66' },
    rows: [
      {
        id: 71,
        line: 2,
        header_raw: 'Density',
        header_id: H.density,
        standard_raw: '',
        standard_id: null,
        condition_raw: '',
        condition_id: null,
        state: null,
        value_raw: '1.14',
        // As a maker printed it: no library knows it until mapped.
        unit_raw: 'G/CC',
        metric_id: null,
      },
      {
        id: 72,
        line: 3,
        header_raw: 'Tensile Str.',
        header_id: null,
        standard_raw: 'ISO 527-2',
        standard_id: S.iso527,
        condition_raw: '',
        condition_id: null,
        state: 'dry',
        value_raw: '192',
        unit_raw: 'MPa',
        metric_id: M.MPa,
      },
    ],
  };
  review = {
    problems: [
      { check: 'headers_mapped', row: 1, message: { zh: '第 2 行: 表头「Tensile Str.」未映射', en: '' } },
    ],
    suggestions: {
      header: { 'Tensile Str.': [{ id: H.tensile, label: '拉伸强度', similarity: 0.61 }] },
      standard: {},
      company: {},
      unit: { 'G/CC': [{ id: M.gcm3, label: 'g/cm³', similarity: 1 }] },
    },
    target: { id: 9, dsno: 'DS00000009' },
    enabled: ['headers_mapped', 'units_valid', 'values_valid', 'required_fields'],
  };
  const api = session();
  api.on('/ds/cache/get', () => rowOf(datasheetCacheResource, sheet as GivenRow));
  // The transitions are offered to an admin whose grants allow them.
  useUserStore.setState({ uid: 1 });
  api.on('/admin/user/api_auth', () => ({ all: true, calls: [] }));
  api.on('/ds/cache/review', () => review);
  api.on('/ds/libraries', () => libraries);
  api.on('/system/audit/list', (call) => page([], call));
  api.on('/ds/cache/map', (call) => {
    const rows = sheet.rows as Record<string, unknown>[];
    const { kind } = call.body as CacheMapBody;
    if (kind === 'unit') Object.assign(rows[0] as object, { metric_id: M.gcm3 });
    else Object.assign(rows[1] as object, { header_id: H.tensile });
    const done = rows[0]?.metric_id !== null && rows[1]?.header_id !== null;
    sheet = { ...sheet, checks_passed: done, problems: done ? 0 : 1 };
    const suggestions = { ...review.suggestions, [kind]: {} };
    review = { ...review, problems: done ? [] : review.problems, suggestions };
    return { sheets: 1 };
  });
  api.on('/ds/cache/diff', () => diff);
  api.on('/ds/cache/approve', () => {
    sheet = { ...sheet, status: 1, datasheet_id: 9 };
    return { updated: 1 };
  });
});

describe('cache detail', { timeout: 30_000 }, () => {
  it('maps an unresolved header from its suggestion, then merges only after the differences', async () => {
    const api = session();
    renderRoute('/datasheet/cache/detail/7', route, <CacheDetailPage />);
    const rows = await screen.findByTestId('cache-raw-rows');
    await within(rows).findByText('→ 密度');
    expect(within(rows).getByTestId('cache-unmapped-header-1').textContent).toContain('未映射');
    expect(screen.getByTestId('cache-problems').textContent).toContain('Tensile Str.');
    expect(screen.getByTestId('cache-merge-target').textContent).toContain('DS00000009');
    // Drawn once the admin's grants are known.
    const approve = await screen.findByTestId('cache-approve-7');
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    // Reject is the declared transition's generic button; approve is this screen's own (differences first).
    expect(screen.getByTestId('transition-reject').textContent?.replace(/\s/g, '')).toBe('驳回');
    expect(screen.queryByTestId('transition-approve')).toBeNull();

    // The unit printed as no library spells it offers its ranked metric; one click maps it.
    expect(within(rows).getByTestId('cache-unmapped-unit-0').textContent).toContain('未映射');
    fireEvent.click(within(rows).getByTestId('cache-suggest-unit-0-0'));
    await waitFor(() =>
      expect(api.callsTo('/ds/cache/map')[0]?.body).toEqual({ kind: 'unit', raw: 'G/CC', target_id: M.gcm3 }),
    );
    await within(rows).findByText(/→ g\/cm/);

    fireEvent.click(within(rows).getByTestId('cache-suggest-header-1-0'));
    await waitFor(() =>
      expect(api.callsTo('/ds/cache/map')[1]?.body).toEqual({
        kind: 'header',
        raw: 'Tensile Str.',
        target_id: H.tensile,
      }),
    );
    await within(rows).findByText('→ 拉伸强度');
    await waitFor(() =>
      expect((screen.getByTestId('cache-approve-7') as HTMLButtonElement).disabled).toBe(false),
    );

    fireEvent.click(screen.getByTestId('cache-approve-7'));
    const table = await screen.findByTestId('cache-diff-table');
    await within(table).findByText('192 MPa');
    // Only the differences at first: the unchanged density is hidden until asked for.
    expect(within(table).queryByText('密度')).toBeNull();
    expect(screen.getByTestId('cache-diff-summary').textContent).toContain('1 个变更，0 个新增，1 个相同');
    expect(api.callsTo('/ds/cache/approve')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('cache-merge-confirm'));
    await waitFor(() => expect(api.callsTo('/ds/cache/approve')[0]?.body).toMatchObject({ id: 7 }));
    await waitFor(() => expect(screen.getByTestId('cache-status').textContent).toContain('已通过'));
    // A reviewed sheet offers neither.
    expect(screen.queryByTestId('cache-approve-7')).toBeNull();
    expect(screen.queryByTestId('transition-reject')).toBeNull();
  });
});
