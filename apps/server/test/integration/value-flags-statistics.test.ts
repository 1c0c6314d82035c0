/**
 * Implausible values judged again when their family's statistics move (issue 36), through HTTP: a PA66 sheet whose
 * tensile strength was typed ten times too large is not flagged while the family has too few sheets to say
 * anything; once enough PA66 sheets are published, the statistic starts saying something and the first sheet,
 * not saved again, is judged again in the background and flagged as a misplaced decimal.
 */
import type { FlagJudging, ResourcePage } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type DatasheetLibrary, makeDatasheetLibrary, pa66Sheet } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
let lib: DatasheetLibrary;

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login();
  api = caller(t, token);
  lib = await makeDatasheetLibrary(t, token);
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function get<T>(url: string): Promise<T> {
  const { body } = await api.get<T>(url);
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

/** An unfilled PA66 grade whose dry tensile strength is `tensile` MPa. */
const sheet = (grade: string, tensile: number) => {
  const base = pa66Sheet(lib, { grade, fillers: [] });
  return {
    ...base,
    properties: base.properties.map((row) =>
      row.header_id === lib.headers.tensile && row.state === 'dry' ? { ...row, value: tensile } : row,
    ),
  };
};

describe('a family’s statistics moving', () => {
  it('has the sheets they judge judged again, flagging a value the family now says is implausible', async () => {
    const first = await api.add('/ds', sheet('STAT-PA66-FIRST', 1900));
    const flagsOfFirst = async () =>
      (await get<ResourcePage>(`/ds/value_flag/list?datasheet_id=${first}&size=100`)).list;
    expect(await flagsOfFirst()).toEqual([]);

    for (let i = 0; i < 9; i++) await api.add('/ds', sheet(`STAT-PA66-${i}`, 180 + i * 3));
    let judging: FlagJudging | undefined;
    for (let i = 0; i < 600; i++) {
      judging = await get<FlagJudging>('/ds/value_flag/judging');
      if (judging.tasks.length === 0 && judging.last) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(judging?.last?.reason).toBe('stats');
    const flags = await flagsOfFirst();
    expect(flags.map((f) => [f.header_id, f.reason])).toEqual([[lib.headers.tensile, 'decimal']]);
    expect(String(flags[0]?.why_en)).toMatch(/ 1900 MPa is \d+(\.\d)?× the PA66 median /);
  });
});
