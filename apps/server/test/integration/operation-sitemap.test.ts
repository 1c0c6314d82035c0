/**
 * The sitemap (issue 22): built from the published content only, valid against the sitemap protocol's XML
 * schemas (checked with xmllint), served to crawlers without a session and downloadable, with the time of the
 * last build; past 50,000 URLs it is split into parts listed by a sitemap index. The 50,001 companies of the
 * split are inserted by one statement (test setup, not the product's path).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { companyResource, ResultCode, SITEMAP_MAX_URLS, type SitemapStatus } from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { tableOf } from '../../src/engine/tables.ts';
import { createTestApp, type TestApp } from './harness.ts';

const SITE = 'https://www.plastics.example.cn';
const schema = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

let t: TestApp;
let token: string;

async function post<T>(url: string, payload?: object) {
  return (await t.call<T>(token, { method: 'POST', url: `/api${url}`, ...(payload ? { payload } : {}) }))
    .body;
}
/** A served file, fetched as a crawler would: no session. */
async function crawl(path: string) {
  return t.app.inject({ url: path });
}
async function valid(xml: string, xsd: string, fileName: string) {
  const result = await validateXML({
    xml: [{ fileName, contents: xml }],
    schema: [schema(xsd)],
    maxMemoryPages: 4096,
  });
  return { valid: result.valid, errors: result.errors.slice(0, 3).map((error) => error.message) };
}
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t?.close();
});

describe('sitemap', () => {
  it('asks for the site address before building', async () => {
    const refused = await post('/operation/sitemap/generate');
    expect(refused.code).toBe(ResultCode.invalid);
    expect(refused.msg).toContain('site.base_url');
    expect((await crawl('/sitemap.xml')).statusCode).toBe(404);
  });

  it('lists the published content, valid against the protocol, served and downloadable', async () => {
    const setting = await post('/system/keys/add', {
      key: 'site.base_url',
      value: `${SITE}/`,
      is_public: true,
    });
    expect(setting.code, setting.msg).toBe(0);
    const shown = await post<{ id: number }>('/v1_company/add', { name_zh: '华塑改性材料 & 子公司' });
    const hidden = await post<{ id: number }>('/v1_company/add', { name_zh: '停用企业' });
    expect((await post('/v1_company/enable', { ids: [hidden.data.id], enabled: false })).code).toBe(0);

    const asked = Date.now();
    const built = await post<SitemapStatus>('/operation/sitemap/generate');
    const answered = Date.now();
    expect(built.code, built.msg).toBe(0);
    expect(built.data).toMatchObject({
      base_url: SITE,
      url_count: 2,
      files: [{ name: 'sitemap.xml', url_count: 2 }],
    });
    // This build's time, not an earlier one's: stamped while the call ran (however long it took).
    const builtAt = new Date(built.data.built_at ?? 0).getTime();
    expect(builtAt).toBeGreaterThanOrEqual(asked);
    expect(builtAt).toBeLessThanOrEqual(answered);

    const served = await crawl('/sitemap.xml');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('application/xml');
    expect(await valid(served.body, 'sitemap.xsd', 'sitemap.xml')).toEqual({ valid: true, errors: [] });
    expect(locs(served.body)).toEqual([`${SITE}/`, `${SITE}/company/${shown.data.id}`]);

    const download = await crawl('/sitemap.xml?download=1');
    expect(download.headers['content-disposition']).toContain('attachment; filename="sitemap.xml"');
    const status = await t.call<SitemapStatus>(token, { url: '/api/operation/sitemap/status' });
    expect(status.body.data.built_at).toBe(built.data.built_at);
  });

  it('splits past 50,000 URLs into parts under a valid sitemap index', async () => {
    const company = tableOf(companyResource.key);
    await t.db.execute(
      sql`insert into ${company} (name_zh) select '批量企业' || g from generate_series(1, ${SITEMAP_MAX_URLS}) as g`,
    );
    const built = await post<SitemapStatus>('/operation/sitemap/generate');
    expect(built.code, built.msg).toBe(0);
    const total = SITEMAP_MAX_URLS + 2; // the home page, the first company and the batch
    expect(built.data.url_count).toBe(total);
    expect(built.data.files).toEqual([
      expect.objectContaining({ name: 'sitemap.xml', url_count: 0 }),
      expect.objectContaining({ name: 'sitemap-1.xml', url_count: SITEMAP_MAX_URLS }),
      expect.objectContaining({ name: 'sitemap-2.xml', url_count: 2 }),
    ]);

    const index = await crawl('/sitemap.xml');
    expect(index.body).toContain('<sitemapindex');
    expect(await valid(index.body, 'siteindex.xsd', 'sitemap.xml')).toEqual({ valid: true, errors: [] });
    expect(locs(index.body)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`]);

    const first = await crawl('/sitemap-1.xml');
    const second = await crawl('/sitemap-2.xml');
    expect(first.statusCode).toBe(200);
    expect(locs(first.body)).toHaveLength(SITEMAP_MAX_URLS);
    expect(locs(second.body)).toHaveLength(2);
    expect(await valid(first.body, 'sitemap.xsd', 'sitemap-1.xml')).toEqual({ valid: true, errors: [] });
    expect(await valid(second.body, 'sitemap.xsd', 'sitemap-2.xml')).toEqual({ valid: true, errors: [] });
    // Every published URL once, none lost at the cut.
    expect(new Set([...locs(first.body), ...locs(second.body)]).size).toBe(total);
    expect((await crawl('/sitemap-3.xml')).statusCode).toBe(404);
  });
});
