/**
 * The /analysis endpoints (issue 23) through HTTP: users, demands and proposals inserted at known China-time
 * instants (near midnight too), then every figure compared with a brute-force count of those rows — a family's
 * rows by day, week and month (added and held), the dashboard's key figures, new users by source, new demands
 * by status, and users broken down by two dimensions under filters. A custom user analysis saved, listed,
 * reopened and overwritten by its admin and by no other; an admin without the endpoint's authority, or without
 * the list of a counted family, is refused.
 */
import { type ResourcePage, type ResourceRow, ResultCode } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents } from '../../src/modules/analytics/events.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { limitedAdmin } from './limited-admin.ts';

type Row = Record<string, string | number | null>;
interface Entered {
  family: 'site_user' | 'demand' | 'proposal';
  /** China-time day it entered. */
  day: string;
  source?: string;
  verified?: boolean;
  region?: string;
  status?: number;
}

let t: TestApp;
let root: string;
const entered: Entered[] = [];
const FROM = '2026-03-02';
const TO = '2026-03-29';

async function call<T = unknown>(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return (await t.call<T>(token, { method, url: `/api${url}`, payload })).body;
}
async function done<T = ResourceRow>(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const body = await call<T>(token, method, url, payload);
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}
const rowsOf = async (url: string, token = root) => (await done<{ rows: Row[] }>(token, 'GET', url)).rows;

/** `YYYY-MM-DD` n days after `day`. */
const shift = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const monday = (day: string) => shift(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
const inRange = (e: Entered, from = FROM, to = TO) => e.day >= from && e.day <= to;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login();
  const sources = ['website', 'mini_program', 'app'];
  const regions = ['浙江宁波', '广东深圳', ''];
  // 24 users from 2026-02-20 to 2026-04-04 (outside the range at both ends), at 00:10 or 23:50 China time.
  for (let i = 0; i < 24; i += 1) {
    const day = shift('2026-02-20', i * 2 - (i % 3));
    const at = `${day}T${i % 2 ? '23:50' : '00:10'}:00+08:00`;
    const user = {
      source: sources[i % 3] as string,
      region: regions[i % 3] as string,
      verified: i % 4 === 0,
    };
    const row = await done(root, 'POST', '/user/add', {
      name: `分析用户${i}`,
      source: user.source,
      region: user.region,
      registered_at: at,
    });
    // Verification is the checks' workflow; the fixture sets it straight.
    await t.db.execute(sql`UPDATE site_user SET verified = ${user.verified} WHERE id = ${row.id}`);
    entered.push({ family: 'site_user', day, ...user });
  }
  for (let i = 0; i < 12; i += 1) {
    const day = shift('2026-02-25', i * 3);
    const row = await done(root, 'POST', '/v2_demand/check/add', {
      title: `分析需求${i}`,
      content: 'PA66 GF30',
    });
    const status = i % 3;
    await t.db.execute(
      sql`UPDATE demand SET created_at = ${`${day}T12:00:00+08:00`}::timestamptz, status = ${status} WHERE id = ${row.id}`,
    );
    entered.push({ family: 'demand', day, status });
  }
  for (let i = 0; i < 7; i += 1) {
    const day = shift('2026-03-01', i * 5);
    const row = await done(root, 'POST', '/proposal/add', { source: 'user', title: `分析提案${i}` });
    // 23:30 China time is the previous UTC day: counted on the China day.
    await t.db.execute(
      sql`UPDATE proposal SET created_at = ${`${day}T23:30:00+08:00`}::timestamptz WHERE id = ${row.id}`,
    );
    entered.push({ family: 'proposal', day });
  }
});

afterAll(async () => {
  await t?.close();
});

function bruteCounts(family: Entered['family'], grain: 'day' | 'week' | 'month', measure: 'added' | 'total') {
  const periodOf = (day: string) =>
    grain === 'day' ? day : grain === 'week' ? monday(day) : day.slice(0, 7);
  const periods: string[] = [];
  for (let day = FROM; day <= TO; day = shift(day, 1))
    if (!periods.includes(periodOf(day))) periods.push(periodOf(day));
  const rows = entered.filter((e) => e.family === family);
  return periods.map((period) => {
    if (measure === 'added') return rows.filter((e) => inRange(e) && periodOf(e.day) === period).length;
    // Held at the period's end: entered before it ends (and, in its last period, by the range's end).
    return rows.filter((e) => e.day <= TO && periodOf(e.day) <= period).length;
  });
}

describe('family counts over time', () => {
  it('equal a brute-force count by day, week and month, added and held', async () => {
    for (const grain of ['day', 'week', 'month'] as const) {
      for (const measure of ['added', 'total'] as const) {
        const rows = await rowsOf(
          `/analysis/count?families=site_user,demand,proposal&grain=${grain}&measure=${measure}&from=${FROM}&to=${TO}`,
        );
        for (const family of ['site_user', 'demand', 'proposal'] as const) {
          expect(
            rows.map((row) => row[family]),
            `${family} ${grain} ${measure}`,
          ).toEqual(bruteCounts(family, grain, measure));
        }
      }
    }
    const weeks = await rowsOf(`/analysis/count?families=site_user&grain=week&from=${FROM}&to=${TO}`);
    expect(weeks.map((row) => row.period)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23']);
  });

  it('refuses an unknown family, too many, and a range too long for days', async () => {
    const bad = (query: string) => call(root, 'GET', `/analysis/count?${query}`);
    expect((await bad(`families=no_such&from=${FROM}&to=${TO}`)).code).toBe(ResultCode.invalid);
    expect((await bad(`families=site_user&from=2025-01-01&to=2026-03-01`)).code).toBe(ResultCode.invalid);
    expect((await bad(`families=site_user&grain=month&from=2025-01-01&to=2026-03-01`)).code).toBe(0);
    expect((await bad(`families=site_user&from=${TO}&to=${FROM}`)).code).toBe(ResultCode.invalid);
  });
});

describe('the dashboard', () => {
  it('key figures, the daily lines, sources and statuses equal a brute-force count', async () => {
    const events = Array.from({ length: 9 }, (_, i) => ({
      occurred_at: new Date(`${shift('2026-02-27', i * 4)}T09:00:00+08:00`),
      site_id: null,
      event: 'page_view',
      page: '/',
      user_id: null,
      anonymous_id: `a${i}`,
      session_id: `s${i}`,
      properties: null,
    }));
    await insertEvents(t.db, events);
    const eventDays = events.map((e) =>
      new Date(e.occurred_at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10),
    );
    const range = `from=${FROM}&to=${TO}`;
    const before = { from: shift(FROM, -28), to: shift(FROM, -1) };
    const count = (family: string, from: string, to: string) =>
      entered.filter((e) => e.family === family && e.day >= from && e.day <= to).length;

    const kpis = await rowsOf(`/data/metric?metric=platform_kpis&${range}`);
    for (const family of ['site_user', 'demand', 'proposal']) {
      const added = count(family, FROM, TO);
      const previous = count(family, before.from, before.to);
      expect(kpis.find((row) => row.item === family)).toEqual({
        item: family,
        added,
        previous,
        change: previous ? Math.round((1000 * (added - previous)) / previous) / 10 : null,
        total: entered.filter((e) => e.family === family).length,
      });
    }
    expect(kpis.find((row) => row.item === 'events')).toMatchObject({
      added: eventDays.filter((d) => d >= FROM && d <= TO).length,
      total: events.length,
    });

    const daily = await rowsOf(`/data/metric?metric=platform_daily&${range}`);
    expect(daily).toHaveLength(28);
    for (const row of daily) {
      expect(row.site_user).toBe(count('site_user', String(row.day), String(row.day)));
      expect(row.demand).toBe(count('demand', String(row.day), String(row.day)));
    }

    const sources = await rowsOf(`/data/metric?metric=users_by_source&${range}`);
    for (const source of ['website', 'mini_program', 'app']) {
      const n = entered.filter((e) => e.family === 'site_user' && inRange(e) && e.source === source).length;
      expect(sources.find((row) => row.source === source)?.users ?? 0).toBe(n);
    }
    const statuses = await rowsOf(`/data/metric?metric=demands_by_status&${range}`);
    for (const status of [0, 1, 2]) {
      const n = entered.filter((e) => e.family === 'demand' && inRange(e) && e.status === status).length;
      expect(Number(statuses.find((row) => Number(row.status) === status)?.demands ?? 0)).toBe(n);
    }
  });
});

describe('custom user analysis', () => {
  it('breaks users down by two dimensions under filters, as a brute-force count', async () => {
    const url = `/analysis/user/breakdown?dimensions=source,verified&region=浙江&from=${FROM}&to=${TO}`;
    const answer = await done<{ rows: Row[]; total: number }>(root, 'GET', encodeURI(url));
    const users = entered.filter((e) => e.family === 'site_user' && inRange(e) && e.region?.includes('浙江'));
    expect(answer.total).toBe(users.length);
    const brute = new Map<string, number>();
    for (const u of users)
      brute.set(`${u.source}|${u.verified}`, (brute.get(`${u.source}|${u.verified}`) ?? 0) + 1);
    expect(new Map(answer.rows.map((row) => [`${row.source}|${row.verified}`, row.users]))).toEqual(brute);

    const unverified = await done<{ rows: Row[]; total: number }>(
      root,
      'GET',
      '/analysis/user/breakdown?dimensions=registered_month&verified=false&source=website,app',
    );
    const months = new Map<string, number>();
    for (const u of entered)
      if (u.family === 'site_user' && !u.verified && u.source !== 'mini_program')
        months.set(u.day.slice(0, 7), (months.get(u.day.slice(0, 7)) ?? 0) + 1);
    expect(new Map(unverified.rows.map((row) => [row.registered_month, row.users]))).toEqual(months);
    expect((await call(root, 'GET', '/analysis/user/breakdown?dimensions=a,b,c')).code).toBe(
      ResultCode.invalid,
    );
  });

  it('saves a view per admin: listed, reopened, overwritten; another admin neither sees nor overwrites it', async () => {
    const query = { dimensions: 'company_type,region', verified: 'true', from: FROM, to: TO };
    const saved = await done<{ id: number; name: string }>(root, 'POST', '/analysis/user_view/save', {
      name: '已认证用户的地区',
      query,
    });
    const list = await done<ResourcePage>(root, 'GET', '/analysis/user_view/list');
    expect(list.list.map((row) => row.name)).toEqual(['已认证用户的地区']);
    const reopened = await done(root, 'GET', `/analysis/user_view/get?id=${saved.id}`);
    expect(reopened.query).toEqual(query);
    const again = await call(root, 'POST', '/analysis/user_view/save', { name: '已认证用户的地区', query });
    expect(again.code).toBe(ResultCode.conflict);
    await done(root, 'POST', '/analysis/user_view/save', {
      id: saved.id,
      name: '已认证用户',
      query: { ...query, dimensions: 'source' },
    });
    expect((await done(root, 'GET', `/analysis/user_view/get?id=${saved.id}`)).query).toMatchObject({
      dimensions: 'source',
    });
    const bad = await call(root, 'POST', '/analysis/user_view/save', {
      name: 'x',
      query: { dimensions: 'name' },
    });
    expect(bad.code).toBe(ResultCode.invalid);

    const other = await limitedAdmin(t, root, 'analyst', [
      'GET /analysis/user_view/list',
      'GET /analysis/user_view/get',
      'POST /analysis/user_view/save',
    ]);
    expect((await done<ResourcePage>(other, 'GET', '/analysis/user_view/list')).list).toEqual([]);
    expect((await call(other, 'GET', `/analysis/user_view/get?id=${saved.id}`)).code).toBe(
      ResultCode.notFound,
    );
    const overwrite = await call(other, 'POST', '/analysis/user_view/save', {
      id: saved.id,
      name: '别人的',
      query,
    });
    expect(overwrite.code).toBe(ResultCode.notFound);
    // The same name is free for another admin.
    await done(other, 'POST', '/analysis/user_view/save', { name: '已认证用户', query });
  });
});

describe('permissions', () => {
  it('refuses an admin without the authority, or without the list of a counted family', async () => {
    const range = `from=${FROM}&to=${TO}`;
    const metricOnly = await limitedAdmin(t, root, 'metric-only', ['GET /data/metric']);
    expect((await call(metricOnly, 'GET', `/data/metric?metric=events_daily&${range}`)).code).toBe(0);
    const refused = await call(metricOnly, 'GET', `/data/metric?metric=platform_kpis&${range}`);
    expect(refused.code).toBe(ResultCode.forbidden);
    expect(refused.msg).toContain('用户');
    expect((await call(metricOnly, 'GET', `/analysis/count?families=demand&${range}`)).code).toBe(
      ResultCode.forbidden,
    );
    expect((await call(metricOnly, 'GET', '/analysis/user/breakdown?dimensions=source')).code).toBe(
      ResultCode.forbidden,
    );

    const counter = await limitedAdmin(t, root, 'counter', [
      'GET /analysis/count',
      'GET /v2_demand/check/list',
    ]);
    expect((await call(counter, 'GET', `/analysis/count?families=demand&${range}`)).code).toBe(0);
    expect((await call(counter, 'GET', `/analysis/count?families=demand,site_user&${range}`)).code).toBe(
      ResultCode.forbidden,
    );
  });
});
