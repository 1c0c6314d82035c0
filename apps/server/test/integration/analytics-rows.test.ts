/**
 * The charts that count business rows (issue 34) agree with the rows: on the demo (its 90-day history, rows and
 * events), then after downloads, shares, demands and proposals written over several days, out of order and near
 * China-time midnight, every point of the downloads a day, the demand funnel, shares by channel, the sheets'
 * downloads and the score's downloads and demands equals a brute-force count of the rows read back; the
 * downloads chart's total and the funnel's first step equal the totals of the /user/download and demand lists
 * filtered to the same days; the demo's download events are its download rows.
 */
import { BusinessProposalStatus, DemandStatus, type ResourceRow } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index.ts';
import { BO_SCORE_WEIGHTS } from '../../src/modules/analytics/metrics.ts';
import { chinaDay, type Row, readMetric } from './analytics-brute-force.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
const metric = (name: string, from: string, to: string) => readMetric(t, token, name, from, to);

const shift = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const today = chinaDay(new Date());
const inRange = (at: Date, from: string, to: string) => chinaDay(at) >= from && chinaDay(at) <= to;

interface Rows {
  downloads: { at: Date; user: number | null; dsno: string | null }[];
  shares: { at: Date; channel: string; kind: string }[];
  demands: { id: number; at: Date; user: number | null; status: number }[];
  proposals: { demand: number; status: number }[];
}

/** Every row the charts count, read back whole (the brute force counts them in TypeScript). */
async function readRows(): Promise<Rows> {
  const at = (value: string | Date) => new Date(value);
  const downloads = await queryRows<{ created_at: string; user_id: number | null; dsno: string | null }>(
    t.db,
    sql`SELECT r.created_at, r.user_id, s.dsno FROM site_user_download r LEFT JOIN datasheet s ON s.id = r.datasheet_id`,
  );
  const shares = await queryRows<{ created_at: string; channel: string; target_kind: string }>(
    t.db,
    sql`SELECT created_at, channel, target_kind FROM site_user_share`,
  );
  const demands = await queryRows<{ id: number; created_at: string; user_id: number | null; status: number }>(
    t.db,
    sql`SELECT id, created_at, user_id, status FROM demand`,
  );
  const proposals = await queryRows<{ demand_id: number; status: number }>(
    t.db,
    sql`SELECT demand_id, status FROM demand_proposal`,
  );
  return {
    downloads: downloads.map((r) => ({ at: at(r.created_at), user: r.user_id, dsno: r.dsno })),
    shares: shares.map((r) => ({ at: at(r.created_at), channel: r.channel, kind: r.target_kind })),
    demands: demands.map((r) => ({
      id: Number(r.id),
      at: at(r.created_at),
      user: r.user_id,
      status: Number(r.status),
    })),
    proposals: proposals.map((r) => ({ demand: Number(r.demand_id), status: Number(r.status) })),
  };
}

function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = shift(day, 1)) out.push(day);
  return out;
}

const bruteDownloads = (rows: Rows, from: string, to: string) =>
  days(from, to).map((day) => ({
    day,
    downloads: rows.downloads.filter((r) => chinaDay(r.at) === day).length,
  }));

function bruteFunnel(rows: Rows, from: string, to: string): number[] {
  const posted = rows.demands.filter((d) => inRange(d.at, from, to));
  const checked = posted.filter(
    (d) => d.status === DemandStatus.approved || d.status === DemandStatus.closed,
  );
  const proposal = checked.filter((d) => rows.proposals.some((p) => p.demand === d.id));
  const business = proposal.filter((d) =>
    rows.proposals.some((p) => p.demand === d.id && p.status === BusinessProposalStatus.accepted),
  );
  return [posted.length, checked.length, proposal.length, business.length];
}

function bruteShares(rows: Rows, from: string, to: string): Row[] {
  const byChannel = new Map<string, Rows['shares']>();
  for (const r of rows.shares.filter((r) => inRange(r.at, from, to)))
    byChannel.set(r.channel, [...(byChannel.get(r.channel) ?? []), r]);
  return [...byChannel]
    .map(([channel, list]) => ({
      channel,
      shares: list.length,
      sheets: list.filter((r) => r.kind === 'datasheet').length,
      companies: list.filter((r) => r.kind === 'company').length,
    }))
    .sort((a, b) => b.shares - a.shares || (a.channel < b.channel ? -1 : 1));
}

/** A list's total over China-time days, as its date filter asks for them. */
async function listTotal(base: string, from: string, to: string): Promise<number> {
  const query = `created_at_from=${from}T00:00:00.000%2B08:00&created_at_to=${to}T23:59:59.999%2B08:00&size=1`;
  const { body } = await t.call<{ total: number }>(token, { url: `/api${base}/list?${query}` });
  expect(body.code, body.msg).toBe(0);
  return body.data.total;
}

/** Compares every row-counting chart over a range with the brute force over `rows`. */
async function expectAgreement(rows: Rows, from: string, to: string): Promise<void> {
  const downloads = await metric('downloads_daily', from, to);
  expect(downloads, `downloads ${from}..${to}`).toEqual(bruteDownloads(rows, from, to));
  const total = downloads.reduce((sum, row) => sum + Number(row.downloads), 0);
  expect(total).toBe(await listTotal('/user/download', from, to));

  const funnel = await metric('demand_funnel', from, to);
  expect(funnel.map((row) => row.step)).toEqual(['posted', 'checked', 'proposal', 'business']);
  const brute = bruteFunnel(rows, from, to);
  expect(
    funnel.map((row) => row.demands),
    `funnel ${from}..${to}`,
  ).toEqual(brute);
  expect(funnel[0]?.demands).toBe(await listTotal('/v2_demand/check', from, to));
  expect(funnel.map((row) => row.rate)).toEqual(
    brute.map((n) => (brute[0] ? Math.round((1000 * n) / brute[0]) / 10 : 0)),
  );

  expect(await metric('shares', from, to), `shares ${from}..${to}`).toEqual(bruteShares(rows, from, to));

  // The sheets' and the score's row-counted columns: downloads by sheet, downloads and demands by user.
  const sheets = await metric('top_sheets', from, to);
  for (const row of sheets)
    expect(row.downloads, `downloads of ${row.dsno}`).toBe(
      rows.downloads.filter((r) => r.dsno === row.dsno && inRange(r.at, from, to)).length,
    );
  const scores = await metric('opportunity', from, to);
  for (const row of scores) {
    const mine = <T extends { at: Date; user: number | null }>(list: T[]) =>
      list.filter((r) => r.user === row.user_id && inRange(r.at, from, to)).length;
    expect(row.downloads, `downloads of user ${row.user_id}`).toBe(mine(rows.downloads));
    expect(row.demands, `demands of user ${row.user_id}`).toBe(mine(rows.demands));
    const w = BO_SCORE_WEIGHTS;
    expect(row.score).toBe(
      w.views * Number(row.views) +
        w.compares * Number(row.compares) +
        w.downloads * Number(row.downloads) +
        w.contacts * Number(row.contacts) +
        w.demands * Number(row.demands),
    );
  }
  // Every user with a download or a demand in the range has a score (the list holds 50 at most).
  const users = new Set(
    [...rows.downloads, ...rows.demands].filter((r) => r.user !== null && inRange(r.at, from, to)),
  );
  if (users.size > 0 && scores.length < 50) {
    const scored = new Set(scores.map((row) => row.user_id));
    for (const r of users) expect(scored.has(r.user), `user ${r.user} scored`).toBe(true);
  }
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' } });
  token = await t.login();
});

afterAll(async () => {
  await t?.close();
});

describe('charts counting business rows', () => {
  it('agree with the demo rows over its history and parts of it, and draw something', async () => {
    const rows = await readRows();
    for (const [from, to] of [
      [shift(today, -89), today],
      [shift(today, -29), today],
      [shift(today, -13), shift(today, -3)],
    ] as const)
      await expectAgreement(rows, from, to);
    const from = shift(today, -89);
    const downloads = await metric('downloads_daily', from, today);
    expect(downloads.filter((row) => Number(row.downloads) > 0).length).toBeGreaterThan(20);
    const funnel = await metric('demand_funnel', from, today);
    expect(funnel.every((row) => Number(row.demands) > 0)).toBe(true);
    expect((await metric('shares', from, today)).length).toBeGreaterThan(1);
    // The demo's events agree with its rows: each listed download was reported as one.
    const points = await metric('events_by_point', from, today);
    expect(points.find((row) => row.event === 'ds_pdf_download')?.events).toBe(
      rows.downloads.filter((r) => inRange(r.at, from, today)).length,
    );
  });

  it('agree with rows written over several days, out of order and near midnight', async () => {
    const users = (
      await queryRows<{ id: number }>(t.db, sql`SELECT id FROM site_user ORDER BY id LIMIT 4`)
    ).map((r) => Number(r.id));
    const sheets = await queryRows<{ id: number; grade: string }>(
      t.db,
      sql`SELECT id, grade FROM datasheet ORDER BY id LIMIT 3`,
    );
    expect(users.length).toBe(4);
    expect(sheets.length).toBe(3);
    // Days of March 2026 in a shuffled order, at 00:10 or 23:50 China time (the UTC day before or the same).
    const order = [9, 2, 17, 2, 25, 0, 13, 9, 28, 5, 21, 17, 1, 30, 14, 6];
    for (const [i, n] of order.entries()) {
      const at = `${shift('2026-03-01', n)}T${i % 2 ? '23:50' : '00:10'}:00+08:00`;
      const sheet = sheets[i % 3] as { id: number; grade: string };
      // raw write: download and share records are written by the public site, which the console has no add for
      await t.db.execute(sql`INSERT INTO site_user_download (user_id, datasheet_id, file_name, format, created_at)
        VALUES (${users[i % 4]}, ${sheet.id}, ${`${sheet.grade}.pdf`}, 'pdf', ${at}::timestamptz)`);
      if (i % 3 !== 1)
        await t.db.execute(sql`INSERT INTO site_user_share (user_id, target_kind, target_title, channel, created_at)
          VALUES (${users[i % 4]}, ${i % 2 ? 'company' : 'datasheet'}, '分享', ${['wechat', 'link', 'qq'][i % 3]},
            ${at}::timestamptz)`);
    }
    // Demands through the API, dated by the fixture; their review state and proposals as the workflow leaves them.
    for (const [i, n] of [12, 3, 27, 3, 19, 8, 0, 30, 22, 15].entries()) {
      const { body } = await t.call<ResourceRow>(token, {
        method: 'POST',
        url: '/api/v2_demand/check/add',
        payload: { title: `漏斗需求${i}`, content: 'PC 阻燃 V0', user_id: users[i % 4] },
      });
      expect(body.code, body.msg).toBe(0);
      const status = [
        DemandStatus.approved,
        DemandStatus.waiting,
        DemandStatus.closed,
        DemandStatus.rejected,
      ][i % 4] as number;
      const at = `${shift('2026-03-01', n)}T${i % 2 ? '23:50' : '00:10'}:00+08:00`;
      // Proposals are made to approved demands; a demand reopened or closed later keeps them.
      await t.db.execute(
        sql`UPDATE demand SET created_at = ${at}::timestamptz, status = ${DemandStatus.approved} WHERE id = ${body.data.id}`,
      );
      for (let p = 0; p < i % 3; p += 1) {
        const proposal = await t.call<ResourceRow>(token, {
          method: 'POST',
          url: '/api/v2_demand/business/add',
          payload: {
            demand_id: body.data.id,
            direction: 'customer',
            user_id: users[i % 4],
            title: `提案${i}-${p}`,
          },
        });
        expect(proposal.body.code, proposal.body.msg).toBe(0);
        if (p === 1)
          await t.db.execute(
            sql`UPDATE demand_proposal SET status = ${BusinessProposalStatus.accepted} WHERE id = ${proposal.body.data.id}`,
          );
      }
      await t.db.execute(sql`UPDATE demand SET status = ${status} WHERE id = ${body.data.id}`);
    }
    const rows = await readRows();
    for (const [from, to] of [
      ['2026-03-01', '2026-03-31'],
      ['2026-03-02', '2026-03-17'],
      ['2026-03-10', '2026-03-10'],
      ['2026-02-20', '2026-04-05'],
    ] as const)
      await expectAgreement(rows, from, to);
    const march = await metric('demand_funnel', '2026-03-01', '2026-03-31');
    expect(march.map((row) => row.demands)).toEqual(bruteFunnel(rows, '2026-03-01', '2026-03-31'));
    expect(march[0]?.demands).toBe(10);
    expect(march[3]?.demands).toBeGreaterThan(0);
  });
});
