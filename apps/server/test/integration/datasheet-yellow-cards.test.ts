/**
 * UL yellow cards through the API: the file number's format, the rating rows' rules (thickness above zero,
 * one colour at one thickness once) each refused with a zh/en message and nothing written, the thinnest
 * thickness per class the server writes, and the list's filters — "V-0 at ≤ 1.5 mm" finds the cards rated
 * V-0 at 1.5 mm or thinner and not a card rated V-0 only at 3 mm, nor one whose thin rows are HB.
 */
import { type ResourcePage, type ResourceRow, ResultCode } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, makeDatasheetLibrary } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
let company: number;
let otherCompany: number;

const row = (colour: string, min_thickness: number, flame_class: string, more: object = {}) => ({
  colour,
  min_thickness,
  flame_class,
  ...more,
});

function card(overrides: Record<string, unknown> = {}) {
  return {
    file_number: 'E41938',
    company_id: company,
    grade: 'XT-66G30 FR',
    generic_type: 'Polyamide 66 (PA66), 30% glass fibre',
    ratings: [
      row('NC', 0.75, 'V-0', { hwi: 2, hai: 0, cti: 2, rti_elec: 130, rti_imp: 115, rti_str: 130 }),
      row('BK', 1.5, 'V-0', { hwi: 1, hai: 0, rti_elec: 140, rti_imp: 120, rti_str: 140 }),
      row('ALL', 0.4, 'HB'),
    ],
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login();
  api = caller(t, token);
  company = (await makeDatasheetLibrary(t, token)).company;
  otherCompany = await api.add('/v1_company', { name_zh: '【测】黄卡他厂', name_en: 'Other maker' });
});
afterAll(async () => {
  await t.close();
});

async function cardCount(): Promise<number> {
  const { body } = await api.get<ResourcePage>('/ds/yc/list?size=1');
  return body.data.total;
}

async function ids(query: string): Promise<number[]> {
  const { body } = await api.get<ResourcePage>(`/ds/yc/list?size=100&${query}`);
  expect(body.code, body.msg).toBe(0);
  return body.data.list.map((r) => r.id).sort((a, b) => a - b);
}

describe('writing a yellow card', () => {
  it('stores the card with its rows and writes the thinnest thickness per class', async () => {
    const id = await api.add('/ds/yc', card());
    const { body } = await api.get<ResourceRow>(`/ds/yc/get?id=${id}`);
    expect(body.data.ratings).toHaveLength(3);
    expect(body.data.ratings).toContainEqual(
      expect.objectContaining({ colour: 'NC', min_thickness: 0.75, flame_class: 'V-0', rti_elec: 130 }),
    );
    expect(body.data).toMatchObject({ thk_v0: 0.75, thk_v1: 0.75, thk_hb: 0.4, thk_5va: null });
  });

  it('follows the rows on update', async () => {
    const id = await api.add('/ds/yc', card({ grade: 'XT-66G30 FR update' }));
    const { body } = await api.post('/ds/yc/update', { id, ratings: [row('NC', 3, 'V-2')] });
    expect(body.code, body.msg).toBe(0);
    const read = await api.get<ResourceRow>(`/ds/yc/get?id=${id}`);
    expect(read.body.data).toMatchObject({ thk_v0: null, thk_v2: 3, thk_hb: 3 });
  });

  it('refuses a bad file number with a zh/en message and writes nothing', async () => {
    const before = await cardCount();
    for (const file_number of ['41938', 'E-41938', 'e41938', 'E12']) {
      const { body } = await api.post('/ds/yc/add', card({ file_number, grade: `bad ${file_number}` }));
      expect(body.code, file_number).toBe(ResultCode.invalid);
      expect(body.msg).toContain('E41938');
      expect(body.msg).toMatch(/UL 文件号|UL file number/);
    }
    const en = await t.call(await t.login(), {
      method: 'POST',
      url: '/api/ds/yc/add',
      headers: { 'accept-language': 'en' },
      payload: card({ file_number: 'X1', grade: 'bad en' }),
    });
    expect(en.body.msg).toContain('A UL file number is E and 3–7 digits');
    expect(await cardCount()).toBe(before);
  });

  it('refuses a row of zero thickness and a colour stated twice at one thickness, naming the row', async () => {
    const before = await cardCount();
    const zero = await api.post('/ds/yc/add', card({ grade: 'zero', ratings: [row('NC', 0, 'V-0')] }));
    expect(zero.body.code).toBe(ResultCode.invalid);
    expect(zero.body.msg).toContain('第 1 行');
    expect(zero.body.msg).toContain('0 mm');
    const twice = await api.post(
      '/ds/yc/add',
      card({ grade: 'twice', ratings: [row('NC', 1.5, 'V-0'), row('nc', 1.5, 'V-1')] }),
    );
    expect(twice.body.code).toBe(ResultCode.invalid);
    expect(twice.body.msg).toContain('第 2 行');
    expect(await cardCount()).toBe(before);
    // Two tests at one thickness are two rows of a real card.
    await api.add(
      '/ds/yc',
      card({ grade: 'two tests', ratings: [row('ALL', 3, 'V-0'), row('ALL', 3, '5VA')] }),
    );
    expect(await cardCount()).toBe(before + 1);
    // An update that would break the rule leaves the card as it was.
    const id = await api.add('/ds/yc', card({ grade: 'kept' }));
    const bad = await api.post('/ds/yc/update', { id, ratings: [row('NC', -1, 'V-0')] });
    expect(bad.body.code).toBe(ResultCode.invalid);
    const read = await api.get<ResourceRow>(`/ds/yc/get?id=${id}`);
    expect(read.body.data.ratings).toHaveLength(3);
    expect(read.body.data.thk_v0).toBe(0.75);
  });

  it('refuses a second card of one grade in one file', async () => {
    await api.add('/ds/yc', card({ grade: 'one per file' }));
    const { body } = await api.post('/ds/yc/add', card({ grade: 'one per file' }));
    expect(body.code).toBe(ResultCode.conflict);
  });
});

describe('finding yellow cards', () => {
  let v0Thin: number;
  let v0At15: number;
  let v0Thick: number;
  let hbThin: number;
  let v0Other: number;

  beforeAll(async () => {
    const file = (n: number) => `E9${String(n).padStart(4, '0')}`;
    v0Thin = await api.add(
      '/ds/yc',
      card({ file_number: file(1), grade: 'find V-0 0.8', ratings: [row('NC', 0.8, 'V-0')] }),
    );
    v0At15 = await api.add(
      '/ds/yc',
      card({
        file_number: file(2),
        grade: 'find V-0 1.5',
        ratings: [row('BK', 1.5, 'V-0'), row('NC', 0.4, 'HB')],
      }),
    );
    v0Thick = await api.add(
      '/ds/yc',
      card({
        file_number: file(3),
        grade: 'find V-0 3.0',
        ratings: [row('NC', 3, 'V-0'), row('NC', 0.75, 'V-2')],
      }),
    );
    hbThin = await api.add(
      '/ds/yc',
      card({
        file_number: file(4),
        grade: 'find HB 0.4',
        ratings: [row('ALL', 0.4, 'HB'), row('NC', 3, '5VA')],
      }),
    );
    v0Other = await api.add(
      '/ds/yc',
      card({
        file_number: file(5),
        company_id: otherCompany,
        grade: 'find V-0 other',
        ratings: [row('NC', 1, 'V-0')],
      }),
    );
  });

  it('"V-0 at ≤ 1.5 mm" finds the cards rated V-0 at 1.5 mm or thinner, and not the others', async () => {
    const found = await ids('grade=find&thk_v0_to=1.5');
    expect(found).toEqual([v0Thin, v0At15, v0Other].sort((a, b) => a - b));
    expect(found).not.toContain(v0Thick);
    expect(found).not.toContain(hbThin);
  });

  it('a stricter class counts for a looser one at its thickness; the 5V test is its own', async () => {
    expect(await ids('grade=find&thk_v2_to=0.8')).toEqual([v0Thin, v0Thick].sort((a, b) => a - b));
    expect(await ids('grade=find&thk_5va_to=3')).toEqual([hbThin]);
  });

  it('filters by flame class (any row) and by company', async () => {
    expect(await ids('grade=find&ratings=5VA')).toEqual([hbThin]);
    expect(await ids(`grade=find&company_id=${otherCompany}`)).toEqual([v0Other]);
    expect(await ids(`grade=find&company_id=${company}&thk_v0_to=1`)).toEqual([v0Thin]);
  });

  it('refuses a filter the declaration does not offer', async () => {
    const { body } = await api.get<ResourcePage>('/ds/yc/list?min_thickness=1');
    expect(body.code).toBe(ResultCode.invalid);
  });
});
