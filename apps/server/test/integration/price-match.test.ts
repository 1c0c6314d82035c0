/**
 * `POST /ds/price/match` acts only on what its body names: the ids given, or every unmatched price (of one
 * grade) when it says `all: true`. No body, an empty object, an array or a text body is refused with code 2 and
 * not one price row changes (the fuzz run of issue 18 matched 216 rows on `[]`).
 */
import { datasheetPriceResource, type PriceMatchResult, ResultCode } from '@console/contract';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireColumn, tableOf } from '../../src/engine/tables.ts';
import { caller, makeDatasheetLibrary, pa66Sheet } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let api: ReturnType<typeof caller>;
const sheets: Record<string, number> = {};
const prices: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  api = caller(t, token);
  const lib = await makeDatasheetLibrary(t, token);
  sheets.one = await api.add('/ds', pa66Sheet(lib, { grade: 'PM-1' }));
  sheets.two = await api.add('/ds', pa66Sheet(lib, { grade: 'PM-2' }));
  const price = (grade: string, price_date: string) =>
    api.add('/ds/price', {
      grade,
      company_id: lib.company,
      supplier: 'Alpha',
      price: 20000,
      currency: 'CNY',
      unit: 't',
      price_date,
      source: 'market',
    });
  prices.first = await price('pm-1', '2024-01-01');
  prices.second = await price('PM-1 ', '2024-02-01');
  prices.other = await price('pm-2', '2024-01-01');
  prices.none = await price('NO-SHEET', '2024-01-01');
});
afterAll(async () => {
  await t.close();
});

/** Each price's sheet, by the names above. */
async function matchedSheets(): Promise<Record<string, number | null>> {
  const table = tableOf(datasheetPriceResource.key);
  const rows = await t.db
    .select({ id: requireColumn(table, 'id'), sheet: requireColumn(table, 'datasheet_id') })
    .from(table)
    .orderBy(asc(requireColumn(table, 'id')));
  return Object.fromEntries(
    Object.entries(prices).map(([name, id]) => [
      name,
      (rows.find((row) => row.id === id)?.sheet as number | null) ?? null,
    ]),
  );
}

async function audits(): Promise<number> {
  const { body } = await api.get<{ total: number }>('/system/audit/list?size=1&family=ds_price');
  return body.data.total;
}

const match = (payload?: string | object, contentType = 'application/json') =>
  t.call<PriceMatchResult>(token, {
    method: 'POST',
    url: '/api/ds/price/match',
    payload,
    headers: payload === undefined ? {} : { 'content-type': contentType },
  });

describe('price/match', () => {
  it('refuses a body that names no prices, and changes none', async () => {
    const before = await matchedSheets();
    expect(Object.values(before).every((sheet) => sheet === null)).toBe(true);
    const history = await audits();
    const either = 'body: 须给出 ids（要匹配的价格）或 all: true（全部未匹配的价格）之一';
    const refused: [string | object | undefined, string, string?][] = [
      [undefined, either],
      [{}, either],
      ['[]', 'body: 须为 JSON 对象'],
      ['{"all":true}', '请求体须为 JSON（Content-Type: application/json）', 'text/plain'],
      ['all=true', '请求体须为 JSON（Content-Type: application/json）', 'application/x-www-form-urlencoded'],
      [{ all: false }, 'all: 取值必须是 true 之一'],
      [{ ids: [] }, 'ids: 长度不能少于 1'],
      [{ ids: [prices.first], all: true }, either],
      [{ grade: 'pm-1' }, either],
      [{ all: true, filter: 'x' }, 'body: 不支持的字段 filter'],
    ];
    for (const [payload, msg, type] of refused) {
      const res = await match(payload, type);
      expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(payload)).toBe(ResultCode.invalid);
      expect(res.body.msg.startsWith(msg), `${JSON.stringify(payload)}: ${res.body.msg}`).toBe(true);
    }
    const lonelyGrade = await match({ ids: [prices.first], grade: 'pm-1' });
    expect(lonelyGrade.body.msg).toBe('grade: 只能与 all: true 一起使用');
    const unknown = await match({ ids: [prices.first, 999_999] });
    expect(unknown.body).toMatchObject({ code: ResultCode.notFound, msg: '价格不存在（ID 999999）' });
    expect(await matchedSheets()).toEqual(before);
    expect(await audits()).toBe(history);
  });

  it('matches only the ids given', async () => {
    const res = await match({ ids: [prices.first] });
    expect(res.body).toMatchObject({ code: 0, data: { matched: 1, unmatched: 0 } });
    expect(await matchedSheets()).toEqual({ first: sheets.one, second: null, other: null, none: null });
  });

  it('matches every unmatched price of one grade, then every one, and counts what stays unmatched', async () => {
    const history = await audits();
    const grade = await match({ all: true, grade: 'PM-2' });
    expect(grade.body).toMatchObject({ code: 0, data: { matched: 1, unmatched: 0 } });
    expect(await matchedSheets()).toEqual({ first: sheets.one, second: null, other: sheets.two, none: null });
    const all = await match({ all: true });
    expect(all.body).toMatchObject({ code: 0, data: { matched: 1, unmatched: 1 } });
    expect(await matchedSheets()).toEqual({
      first: sheets.one,
      second: sheets.one,
      other: sheets.two,
      none: null,
    });
    // One audited change per price matched.
    expect(await audits()).toBe(history + 2);
  });
});
