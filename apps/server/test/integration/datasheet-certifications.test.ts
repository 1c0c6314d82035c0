/**
 * Certificates through the API: validity that ends before it begins, a sheet certificate without its sheet or
 * naming another company's sheet, and a company certificate naming a sheet are each refused with a zh/en
 * message and change nothing; the lists find certificates by kind, company, sheet, scope and validity (the
 * console's "expired" filter is `valid_to` before today, and marks the same rows by `certificateValidity`).
 */
import {
  addDays,
  certificateValidity,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
  validityRange,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type DatasheetLibrary, makeDatasheetLibrary, pa66Sheet } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let api: ReturnType<typeof caller>;
let lib: DatasheetLibrary;
let sheet: number;
let otherCompany: number;
let otherSheet: number;
const today = new Date().toISOString().slice(0, 10);

function certificate(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'rohs',
    number: `RoHS-${Math.random().toString(36).slice(2, 10)}`,
    scope: 'company',
    company_id: lib.company,
    issuer: 'SGS',
    valid_from: addDays(today, -300),
    valid_to: addDays(today, 400),
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login();
  api = caller(t, token);
  lib = await makeDatasheetLibrary(t, token);
  sheet = await api.add('/ds', pa66Sheet(lib));
  otherCompany = await api.add('/v1_company', { name_zh: '【测】认证他厂', name_en: 'Other maker' });
  otherSheet = await api.add('/ds', pa66Sheet(lib, { company_id: otherCompany, trademark_id: null }));
});
afterAll(async () => {
  await t.close();
});

async function count(): Promise<number> {
  const { body } = await api.get<ResourcePage>('/ds/certification/list?size=1');
  return body.data.total;
}

async function numbers(query: string): Promise<string[]> {
  const { body } = await api.get<ResourcePage>(`/ds/certification/list?size=100&number=find-&${query}`);
  expect(body.code, body.msg).toBe(0);
  return body.data.list.map((r) => String(r.number)).sort();
}

describe('writing a certificate', () => {
  it('stores a company certificate and a sheet certificate', async () => {
    const id = await api.add('/ds/certification', certificate({ document: '/uploads/rohs.pdf' }));
    const { body } = await api.get<ResourceRow>(`/ds/certification/get?id=${id}`);
    expect(body.data).toMatchObject({ scope: 'company', datasheet_id: null, document: '/uploads/rohs.pdf' });
    const onSheet = await api.add(
      '/ds/certification',
      certificate({ kind: 'ul', scope: 'sheet', datasheet_id: sheet }),
    );
    expect(onSheet).toBeGreaterThan(0);
  });

  it('refuses validity that ends before it begins, in zh and en, writing nothing', async () => {
    const before = await count();
    const bad = certificate({ valid_from: '2025-05-01', valid_to: '2025-04-30' });
    const zh = await api.post('/ds/certification/add', bad);
    expect(zh.body.code).toBe(ResultCode.invalid);
    expect(zh.body.msg).toBe('有效期至（2025-04-30）不能早于生效日期（2025-05-01）');
    const en = await t.call(await t.login(), {
      method: 'POST',
      url: '/api/ds/certification/add',
      headers: { 'accept-language': 'en' },
      payload: bad,
    });
    expect(en.body.msg).toBe('Valid to (2025-04-30) may not be before valid from (2025-05-01)');
    expect(await count()).toBe(before);
  });

  it('checks validity on an update that changes one end only', async () => {
    const id = await api.add(
      '/ds/certification',
      certificate({ valid_from: '2025-01-01', valid_to: '2026-01-01' }),
    );
    const { body } = await api.post('/ds/certification/update', { id, valid_to: '2024-12-31' });
    expect(body.code).toBe(ResultCode.invalid);
    const read = await api.get<ResourceRow>(`/ds/certification/get?id=${id}`);
    expect(read.body.data.valid_to).toBe('2026-01-01');
  });

  it('refuses what it covers when inconsistent, writing nothing', async () => {
    const before = await count();
    const noSheet = await api.post('/ds/certification/add', certificate({ scope: 'sheet' }));
    expect(noSheet.body.code).toBe(ResultCode.invalid);
    expect(noSheet.body.msg).toBe('物性表认证须选择物性表');
    const foreign = await api.post(
      '/ds/certification/add',
      certificate({ scope: 'sheet', datasheet_id: otherSheet }),
    );
    expect(foreign.body.code).toBe(ResultCode.invalid);
    expect(foreign.body.msg).toBe('所选物性表不属于所选企业');
    const companyWithSheet = await api.post(
      '/ds/certification/add',
      certificate({ scope: 'company', datasheet_id: sheet }),
    );
    expect(companyWithSheet.body.code).toBe(ResultCode.invalid);
    expect(await count()).toBe(before);
  });

  it('goes with its sheet when the sheet is deleted', async () => {
    const doomed = await api.add('/ds', pa66Sheet(lib, { grade: 'doomed' }));
    const id = await api.add('/ds/certification', certificate({ scope: 'sheet', datasheet_id: doomed }));
    const del = await api.post('/ds/del', { ids: [doomed] });
    expect(del.body.code, del.body.msg).toBe(0);
    const read = await api.get(`/ds/certification/get?id=${id}`);
    expect(read.body.code).toBe(ResultCode.notFound);
  });
});

describe('finding certificates', () => {
  beforeAll(async () => {
    const add = (number: string, overrides: Record<string, unknown>) =>
      api.add('/ds/certification', certificate({ number, ...overrides }));
    await add('find-expired', {
      kind: 'reach',
      valid_from: addDays(today, -800),
      valid_to: addDays(today, -1),
    });
    await add('find-expiring', { kind: 'rohs', valid_to: addDays(today, 10) });
    await add('find-valid', {
      kind: 'fda',
      scope: 'sheet',
      datasheet_id: sheet,
      valid_to: addDays(today, 200),
    });
    await add('find-open', { kind: 'ul', valid_to: null });
    await add('find-other', { kind: 'rohs', company_id: otherCompany, valid_to: addDays(today, 90) });
  });

  function range(validity: 'expired' | 'expiring' | 'valid'): string {
    const { from, to } = validityRange(validity, today);
    return [from && `valid_to_from=${from}`, to && `valid_to_to=${to}`].filter(Boolean).join('&');
  }

  it('the expired filter finds the expired certificate only, and the mark agrees', async () => {
    expect(await numbers(range('expired'))).toEqual(['find-expired']);
    const { body } = await api.get<ResourcePage>('/ds/certification/list?size=100&number=find-');
    const marks = Object.fromEntries(
      body.data.list.map((r) => [r.number, certificateValidity(r.valid_to as string | null, today)]),
    );
    expect(marks).toEqual({
      'find-expired': 'expired',
      'find-expiring': 'expiring',
      'find-valid': 'valid',
      'find-open': 'open',
      'find-other': 'valid',
    });
  });

  it('finds the ones expiring within 30 days, and the valid ones beyond', async () => {
    expect(await numbers(range('expiring'))).toEqual(['find-expiring']);
    expect(await numbers(range('valid'))).toEqual(['find-other', 'find-valid']);
  });

  it('filters by kind, company, sheet and scope', async () => {
    expect(await numbers('kind=rohs')).toEqual(['find-expiring', 'find-other']);
    expect(await numbers(`company_id=${otherCompany}`)).toEqual(['find-other']);
    expect(await numbers(`datasheet_id=${sheet}`)).toEqual(['find-valid']);
    expect(await numbers('scope=sheet')).toEqual(['find-valid']);
  });
});
