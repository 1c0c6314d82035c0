import {
  chartBoards,
  chartScreens,
  dynamicRoutes,
  flattenRoutes,
  siteUserSourceOptions,
} from '@console/contract';
import { describe, expect, it } from 'vitest';
import { declaredCharts } from '../../src/pages/analytics/DataListPage.tsx';
import {
  compareCells,
  csvOf,
  namedRows,
  OTHERS_KEY,
  pivot,
  type Row,
} from '../../src/pages/analytics/figures.ts';
import { analysisOf } from '../../src/pages/analytics/UserAnalysisPage.tsx';
import { hasScreen } from '../../src/pages/dashboard/screenFinder.ts';
import { pageRegistry } from '../../src/pages/registry.ts';

describe('the /analysis screens', () => {
  it('are all built, with the tracking points list', () => {
    const paths = flattenRoutes(dynamicRoutes)
      .map((route) => route.fullPath)
      .filter((path) => path.startsWith('/analysis/'));
    expect(paths).toHaveLength(4);
    for (const path of [...paths, '/operation/tracking/list'])
      expect(hasScreen(pageRegistry.pages, path), path).toBe(true);
  });

  it('offer every declared chart to the data list, a board chart under its board', () => {
    const charts = declaredCharts();
    expect(charts.size).toBe(
      Object.keys(chartScreens).length +
        Object.values(chartBoards).reduce((n, board) => n + board.charts.length, 0),
    );
    expect(charts.get('/analysis/dashborad#daily')?.name.zh).toBe('平台关键指标 · 每日新增');
  });
});

describe('figures', () => {
  const screen = chartBoards['/analysis/dashborad']?.charts.find((c) => c.key === 'sources');
  if (!screen) throw new Error('no sources chart');

  it('name codes by their options, the empty value as not filled in', () => {
    const rows = namedRows(
      screen,
      [
        { source: 'website', users: 3 },
        { source: '', users: 1 },
      ],
      'zh',
      '未填写',
    );
    expect(rows).toEqual([
      { source: siteUserSourceOptions[0].label.zh, users: 3 },
      { source: '未填写', users: 1 },
    ]);
  });

  it('write a CSV Excel reads, quoting what needs it', () => {
    const csv = csvOf(screen, [{ source: 'a,"b"', users: 2 }], (key) => key);
    expect(csv).toBe('\uFEFFsource,users\r\n"a,""b""",2\r\n');
  });

  it('sort numbers by value and text naturally, empty cells last', () => {
    const rows: Row[] = [{ n: 10 }, { n: null }, { n: 9 }];
    expect(rows.sort((a, b) => compareCells({ key: 'n', label: { zh: '', en: '' } }, a, b))).toEqual([
      { n: 9 },
      { n: 10 },
      { n: null },
    ]);
  });

  it('pivot a two-dimension breakdown, the smaller values past the series limit as others', () => {
    const rows: Row[] = Array.from({ length: 14 }, (_, i) => ({
      region: i % 2 ? '深圳' : '宁波',
      source: `s${i}`,
      users: 20 - i,
    }));
    const { rows: pivoted, columns } = pivot(rows, 'region', 'source', 'users', (_, value) => String(value));
    expect(columns).toHaveLength(13);
    expect(columns.at(-1)?.key).toBe(OTHERS_KEY);
    const ningbo = pivoted.find((row) => row.region === '宁波');
    expect(ningbo?.total).toBe([20, 18, 16, 14, 12, 10, 8].reduce((a, b) => a + b));
    // s12 (8 users) and s13 (7) are the two smallest: summed as others.
    expect(ningbo?.[OTHERS_KEY]).toBe(8);
  });

  it('read the analysis from the URL, leaving out what the contract refuses', () => {
    expect(analysisOf(new URLSearchParams('dimensions=source,region&verified=true&view=3'))).toEqual({
      dimensions: 'source,region',
      verified: 'true',
    });
    expect(analysisOf(new URLSearchParams('dimensions=name'))).toEqual({ dimensions: 'source' });
    expect(analysisOf(new URLSearchParams(''))).toEqual({ dimensions: 'source' });
  });
});
