import { accessLogResource, type ResourceDef, tagResource } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  dayBoundary,
  emptyListQuery,
  formatSort,
  parseListQuery,
  parseSort,
  toApiQuery,
  toExportQuery,
  toSearchParams,
} from '../../src/resources/listQuery.ts';

const tag = tagResource as ResourceDef;
const access = accessLogResource as ResourceDef;
const parse = (def: ResourceDef, search: string) => parseListQuery(def, new URLSearchParams(search));

describe('list query ⇄ URL', () => {
  it('an empty URL is page 1, the declared page size, the default sort, no filters', () => {
    expect(parse(tag, '')).toEqual({ page: 1, size: 20, sort: null, filters: {} });
    expect(parse(access, '')).toEqual({ page: 1, size: 50, sort: null, filters: {} });
    expect(toSearchParams(tag, emptyListQuery(tag)).toString()).toBe('');
  });

  it('round-trips page, size, sort and every filter kind', () => {
    const search =
      'name=abc&type=1%2C6&enabled=false&created_at_from=2024-03-01&created_at_to=2024-03-31&sort=-sort&page=3&size=50';
    const query = parse(tag, search);
    expect(query).toEqual({
      page: 3,
      size: 50,
      sort: { field: 'sort', order: 'desc' },
      filters: {
        name: 'abc',
        type: [1, 6],
        enabled: 'false',
        created_at: { from: '2024-03-01', to: '2024-03-31' },
      },
    });
    expect(parse(tag, toSearchParams(tag, query).toString())).toEqual(query);
    expect(toSearchParams(tag, query).toString()).toBe(search);
  });

  it('round-trips a numeric range with one open end', () => {
    const query = parse(access, 'duration_ms_from=100&method=GET,POST&admin_id=7&status=404');
    expect(query.filters).toEqual({
      duration_ms: { from: 100, to: undefined },
      method: ['GET', 'POST'],
      admin_id: '7',
      status: '404',
    });
    expect(toSearchParams(access, query).toString()).toBe(
      'admin_id=7&method=GET%2CPOST&status=404&duration_ms_from=100',
    );
  });

  it('drops what the declaration does not allow: unknown filters, bad values, unsortable fields, odd sizes', () => {
    const query = parse(
      tag,
      'description=x&enabled=maybe&type=99&created_at_from=2024-13-45&sort=description&size=33&page=0',
    );
    expect(query).toEqual({ page: 1, size: 20, sort: null, filters: {} });
  });

  it('keeps the default sort out of the URL', () => {
    const query = { ...emptyListQuery(tag), sort: { field: 'sort', order: 'asc' as const } };
    expect(toSearchParams(tag, query).toString()).toBe('');
  });
});

describe('sort', () => {
  it('parses -field as descending and field as ascending, only for sortable fields', () => {
    expect(parseSort(tag, '-created_at')).toEqual({ field: 'created_at', order: 'desc' });
    expect(parseSort(tag, 'name')).toEqual({ field: 'name', order: 'asc' });
    expect(parseSort(tag, 'enabled')).toBeNull();
    expect(parseSort(tag, '-nope')).toBeNull();
    expect(parseSort(tag, null)).toBeNull();
    expect(formatSort({ field: 'name', order: 'desc' })).toBe('-name');
  });
});

describe('API query', () => {
  it('always sends page, size and sort (the default one when none is chosen)', () => {
    expect(toApiQuery(tag, emptyListQuery(tag))).toEqual({ page: 1, size: 20, sort: 'sort' });
    expect(toApiQuery(access, emptyListQuery(access))).toEqual({ page: 1, size: 50, sort: '-created_at' });
  });

  it('encodes enum as a comma list, exact / contains as the value, ranges as _from / _to', () => {
    const query = parse(
      access,
      'method=GET,DELETE&path=/api&duration_ms_from=5&duration_ms_to=50&sort=-status',
    );
    expect(toApiQuery(access, query)).toEqual({
      page: 1,
      size: 50,
      sort: '-status',
      method: 'GET,DELETE',
      path: '/api',
      duration_ms_from: '5',
      duration_ms_to: '50',
    });
  });

  it('sends a day range of a datetime field as the first and last instant of those local days', () => {
    const query = parse(tag, 'created_at_from=2024-03-01&created_at_to=2024-03-31');
    const api = toApiQuery(tag, query);
    expect(api.created_at_from).toBe(new Date(2024, 2, 1, 0, 0, 0, 0).toISOString());
    expect(api.created_at_to).toBe(new Date(2024, 2, 31, 23, 59, 59, 999).toISOString());
    const to = new Date(String(api.created_at_to));
    expect([to.getFullYear(), to.getMonth(), to.getDate(), to.getHours(), to.getMinutes()]).toEqual([
      2024, 2, 31, 23, 59,
    ]);
    expect(dayBoundary('2024-02-29', false)).toBe(new Date(2024, 1, 29).toISOString());
  });

  it('exports with the same filters and sort, without paging', () => {
    const query = parse(tag, 'name=a&page=4&sort=-name');
    expect(toExportQuery(tag, query)).toEqual({ sort: '-name', name: 'a' });
  });
});
