import { accessLogResource, type ResourceDef, tagResource } from '@console/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dayBoundary,
  emptyListQuery,
  formatSort,
  localIsoString,
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
    expect(new Date(String(api.created_at_from)).getTime()).toBe(new Date(2024, 2, 1).getTime());
    expect(new Date(String(api.created_at_to)).getTime()).toBe(
      new Date(2024, 2, 31, 23, 59, 59, 999).getTime(),
    );
    expect(String(api.created_at_from)).toMatch(/^2024-03-01T00:00:00\.000[+-]\d{2}:\d{2}$/);
    expect(String(api.created_at_to)).toMatch(/^2024-03-31T23:59:59\.999[+-]\d{2}:\d{2}$/);
  });

  describe('in a given time zone', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      process.env.TZ = zone;
    });

    it('writes the local day edges with the offset of that zone, which the server reads exactly', () => {
      process.env.TZ = 'Asia/Shanghai';
      expect(dayBoundary('2024-02-29', false)).toBe('2024-02-29T00:00:00.000+08:00');
      expect(dayBoundary('2024-02-29', true)).toBe('2024-02-29T23:59:59.999+08:00');
      expect(new Date(dayBoundary('2024-02-29', false)).toISOString()).toBe('2024-02-28T16:00:00.000Z');
      process.env.TZ = 'America/New_York';
      expect(dayBoundary('2024-03-10', false)).toBe('2024-03-10T00:00:00.000-05:00');
      // The day daylight saving starts: its end is already in summer time.
      expect(dayBoundary('2024-03-10', true)).toBe('2024-03-10T23:59:59.999-04:00');
      process.env.TZ = 'Asia/Kolkata';
      expect(localIsoString(new Date(Date.UTC(2024, 0, 1, 0, 0)))).toBe('2024-01-01T05:30:00.000+05:30');
      process.env.TZ = 'UTC';
      expect(dayBoundary('2024-01-01', false)).toBe('2024-01-01T00:00:00.000+00:00');
    });
  });

  it('exports with the same filters and sort, without paging', () => {
    const query = parse(tag, 'name=a&page=4&sort=-name');
    expect(toExportQuery(tag, query)).toEqual({ sort: '-name', name: 'a' });
  });
});
