/**
 * Datasheets through the API: a sheet and its property grid written in one transaction, DSNO and headline
 * values set by the server, a copy, every grid refusal changing nothing, and the list's filters (the
 * category subtree, fillers, features, headline ranges).
 */
import { DSNO_PATTERN, type ResourcePage, type ResourceRow, ResultCode } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type DatasheetLibrary, makeDatasheetLibrary, pa66Sheet } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let lib: DatasheetLibrary;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login();
  api = caller(t, token);
  lib = await makeDatasheetLibrary(t, token);
});
afterAll(async () => {
  await t.close();
});

async function sheet(id: number): Promise<ResourceRow> {
  const { body } = await api.get<ResourceRow>(`/ds/get?id=${id}`);
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

async function counts() {
  const sheets = await api.get<ResourcePage>('/ds/list?size=1');
  const audit = await api.get<ResourcePage>('/system/audit/list?size=1&family=datasheet');
  return { sheets: sheets.body.data.total, audit: audit.body.data?.total };
}

describe('adding and changing a sheet', () => {
  it('stores the sheet with its grid, gives it a DSNO and reads the headline values from the grid', async () => {
    const id = await api.add('/ds', pa66Sheet(lib));
    const row = await sheet(id);
    expect(row.dsno).toMatch(DSNO_PATTERN);
    expect(row.properties).toHaveLength(5);
    expect(row.fillers).toEqual([expect.objectContaining({ filler_id: lib.fillers.glass, percent: 30 })]);
    expect(row.features).toEqual([lib.features.highFlow]);
    // Dry tensile strength, HDT under 1.8 MPa (not 0.45), the UL94 class.
    expect(row).toMatchObject({ density: 1.36, tensile_strength: 190, hdt: 250, ul94: 'HB' });
  });

  it('converts headline values written in imperial units', async () => {
    const imperial = pa66Sheet(lib, {
      grade: 'XT-66G30 (ASTM)',
      properties: [
        {
          header_id: lib.headers.tensile,
          standard_id: lib.standards.astmD638,
          state: 'dry',
          value: 27557,
          metric_id: lib.metrics.psi,
        },
        {
          header_id: lib.headers.hdt,
          condition_id: lib.conditions.hdt18,
          value: 482,
          metric_id: lib.metrics.degF,
        },
      ],
    });
    const row = await sheet(await api.add('/ds', imperial));
    expect(row.tensile_strength).toBeCloseTo(190, 0);
    expect(row.hdt).toBe(250);
    expect(row.properties).toEqual([
      expect.objectContaining({ value: 27557, metric_id: lib.metrics.psi }),
      expect.objectContaining({ value: 482, metric_id: lib.metrics.degF }),
    ]);
  });

  it('keeps the DSNO and the ids of unchanged rows on update, and refreshes the headline', async () => {
    const id = await api.add('/ds', pa66Sheet(lib, { grade: 'XT-66G30 update' }));
    const before = await sheet(id);
    const rows = before.properties as Record<string, unknown>[];
    const changed = rows.map((row) => (row.header_id === lib.headers.hdt ? { ...row, value: 255 } : row));
    const { body } = await api.post('/ds/update', { id, properties: changed });
    expect(body.code, body.msg).toBe(0);
    const after = await sheet(id);
    expect(after.dsno).toBe(before.dsno);
    expect((after.properties as { id: number }[]).map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(after.hdt).toBe(255);
  });

  it('refuses to change a DSNO', async () => {
    const id = await api.add('/ds', pa66Sheet(lib, { grade: 'XT-66G30 dsno' }));
    const { body } = await api.post('/ds/update', { id, dsno: 'DS99999999' });
    expect(body.code).toBe(ResultCode.invalid);
    expect((await sheet(id)).dsno).not.toBe('DS99999999');
  });

  it('copies a sheet: same grid, a new DSNO, the original untouched', async () => {
    const id = await api.add('/ds', pa66Sheet(lib, { grade: 'XT-66G30 original' }));
    const original = await sheet(id);
    const {
      id: _id,
      dsno: _dsno,
      created_at: _c,
      updated_at: _u,
      $labels: _l,
      density: _d,
      tensile_strength: _t,
      hdt: _h,
      ul94: _ul,
      ...copy
    } = original;
    const properties = (original.properties as Record<string, unknown>[]).map(
      ({ id: _rowId, ...rest }) => rest,
    );
    const fillers = (original.fillers as Record<string, unknown>[]).map(({ id: _rowId, ...rest }) => rest);
    const copyId = await api.add('/ds', { ...copy, grade: 'XT-66G30 copy', properties, fillers });
    const copied = await sheet(copyId);
    expect(copied.dsno).not.toBe(original.dsno);
    expect(copied.dsno).toMatch(DSNO_PATTERN);
    expect((copied.properties as unknown[]).length).toBe((original.properties as unknown[]).length);
    expect(await sheet(id)).toEqual(original);
  });
});

describe('grid refusals change nothing', () => {
  const cases: [string, (l: DatasheetLibrary) => Record<string, unknown>[], RegExp][] = [
    [
      'a metric of another quantity',
      (l) => [{ header_id: l.headers.tensile, state: 'dry', value: 100, metric_id: l.metrics.degC }],
      /第 1 行 拉伸强度/,
    ],
    [
      'a number where the header takes text',
      (l) => [{ header_id: l.headers.ul94, value: 0 }],
      /第 1 行 UL94/,
    ],
    [
      'min above max',
      (l) => [{ header_id: l.headers.density, value_min: 1.4, value_max: 1.2, metric_id: l.metrics.gcm3 }],
      /第 1 行 密度/,
    ],
    [
      'two rows with the same header, standard, condition and state',
      (l) => [
        { header_id: l.headers.hdt, condition_id: l.conditions.hdt18, value: 250, metric_id: l.metrics.degC },
        { header_id: l.headers.hdt, condition_id: l.conditions.hdt18, value: 240, metric_id: l.metrics.degC },
      ],
      /第 2 行 热变形温度/,
    ],
  ];

  it.each(cases)('refuses %s on add, naming the row', async (_name, rows, message) => {
    const before = await counts();
    // As a client sends it: without the state, which no add writes.
    const { status: _state, ...sheet } = pa66Sheet(lib, { grade: 'refused', properties: rows(lib) });
    const { body } = await api.post('/ds/add', sheet);
    expect(body.code).toBe(ResultCode.invalid);
    expect(body.msg).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it.each(cases)('refuses %s on update, leaving the sheet as it was', async (_name, rows, message) => {
    const id = await api.add('/ds', pa66Sheet(lib, { grade: 'kept' }));
    const before = await sheet(id);
    const audit = await counts();
    const { body } = await api.post('/ds/update', { id, properties: rows(lib) });
    expect(body.code).toBe(ResultCode.invalid);
    expect(body.msg).toMatch(message);
    expect(await sheet(id)).toEqual(before);
    expect(await counts()).toEqual(audit);
  });
});

describe('the list', () => {
  let ids: { pa66: number; pa6: number; pbt: number };
  beforeAll(async () => {
    ids = {
      pa66: await api.add('/ds', pa66Sheet(lib, { grade: 'LIST-PA66 GF30' })),
      pa6: await api.add(
        '/ds',
        pa66Sheet(lib, {
          grade: 'LIST-PA6 T20',
          category_id: lib.categories.pa6,
          fillers: [{ filler_id: lib.fillers.talc, percent: 20 }],
          features: [lib.features.flameRetardant],
          properties: [],
        }),
      ),
      pbt: await api.add(
        '/ds',
        pa66Sheet(lib, { grade: 'LIST-PBT', category_id: lib.categories.pbt, fillers: [], status: 0 }),
      ),
    };
  });
  const grades = async (query: string) => {
    const { body } = await api.get<ResourcePage>(`/ds/list?grade=LIST-&size=100&${query}`);
    expect(body.code, body.msg).toBe(0);
    return body.data.list.map((row) => row.grade).sort();
  };

  it('filters by a category and everything below it', async () => {
    expect(await grades(`category_id=${lib.categories.pa}`)).toEqual(['LIST-PA6 T20', 'LIST-PA66 GF30']);
    expect(await grades(`category_id=${lib.categories.engineering}`)).toHaveLength(3);
    expect(await grades(`category_id=${lib.categories.pa6},${lib.categories.pbt}`)).toEqual([
      'LIST-PA6 T20',
      'LIST-PBT',
    ]);
  });

  it('filters by filler, feature, status and headline range', async () => {
    expect(await grades(`fillers=${lib.fillers.talc}`)).toEqual(['LIST-PA6 T20']);
    expect(await grades(`features=${lib.features.flameRetardant}`)).toEqual(['LIST-PA6 T20']);
    expect(await grades('status=0')).toEqual(['LIST-PBT']);
    expect(await grades('hdt_from=245&hdt_to=260')).toEqual(['LIST-PA66 GF30', 'LIST-PBT']);
  });

  it('leaves the property grid out of list rows and keeps the fillers', async () => {
    const { body } = await api.get<ResourcePage>(`/ds/list?grade=LIST-PA66`);
    const [row] = body.data.list;
    expect(row?.properties).toBeUndefined();
    expect(row?.fillers).toEqual([expect.objectContaining({ filler_id: lib.fillers.glass, percent: 30 })]);
    expect(row?.$labels?.company_id).toBe('示例聚合物有限公司');
  });

  it('refuses a filter value that is not an id', async () => {
    const { body } = await api.get(`/ds/list?category_id=abc`);
    expect(body.code).toBe(ResultCode.invalid);
  });

  it('finds a sheet by its DSNO and compares sheets in the order asked, naming the missing', async () => {
    const pa66 = await sheet(ids.pa66);
    const pbt = await sheet(ids.pbt);
    const byDsno = await api.get<ResourceRow>(`/ds/get_by_dsno?dsno=${pa66.dsno}`);
    expect(byDsno.body.data.id).toBe(ids.pa66);
    const { body } = await api.get<{
      sheets: { dsno: string; category: string[]; fillers: string[]; properties: unknown[] }[];
      missing: string[];
    }>(`/ds/compare?dsno=${pbt.dsno},DS09999999,${pa66.dsno}`);
    expect(body.code, body.msg).toBe(0);
    expect(body.data.sheets.map((s) => s.dsno)).toEqual([pbt.dsno, pa66.dsno]);
    expect(body.data.missing).toEqual(['DS09999999']);
    expect(body.data.sheets[1]).toMatchObject({
      category: ['工程塑料', '聚酰胺 PA', 'PA66'],
      fillers: ['GF 30%'],
    });
    expect(body.data.sheets[1]?.properties).toHaveLength(5);
  });

  it('renders a sheet as a PDF document', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ds/pdf?id=${ids.pa66}`,
      headers: { authorization: `Bearer ${await t.login()}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(res.headers['content-disposition'])).toContain('.pdf');
  });
});
