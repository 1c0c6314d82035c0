/**
 * The operations demo (issue 22): every operations family has rows; the keywords are the ones the sync finds in
 * the demo content (a sync right after the seed changes nothing), the sitemap was built from it and is served,
 * the document files download, a QR code's picture decodes to what it says it encodes.
 */
import { type KeywordSync, operationFamilies, type ResourcePage, type ResourceRow } from '@console/contract';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' } });
  token = await t.login();
  // The whole demo is seeded first (unless an earlier file of the run left it to load).
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('operations demo', () => {
  it('has rows in every operations family', async () => {
    for (const def of operationFamilies) {
      const page = await t.call<ResourcePage>(token, { url: `/api${def.base}/list?size=1` });
      expect(page.body.code, `${def.key}: ${page.body.msg}`).toBe(0);
      expect(page.body.data.total, def.key).toBeGreaterThan(0);
    }
  });

  it('holds the keywords a sync finds, the built sitemap and downloadable documents', async () => {
    const sync = await t.call<KeywordSync>(token, { method: 'POST', url: '/api/operation/keyword/sync' });
    expect(sync.body.code, sync.body.msg).toBe(0);
    expect(sync.body.data).toMatchObject({
      added: [],
      removed: [],
      links: { added: 0, removed: 0, changed: 0 },
    });
    expect(sync.body.data.kept).toBeGreaterThan(10);

    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('https://www.plastics-demo.cn/datasheet/DS');

    const docs = await t.call<ResourcePage>(token, { url: '/api/operation/docs/list?size=10' });
    for (const doc of docs.body.data.list) {
      const file = await t.app.inject({ url: String(doc.file) });
      expect(file.statusCode, String(doc.file)).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('draws its QR codes as they say', async () => {
    const codes = await t.call<ResourcePage>(token, { url: '/api/operation/qrcode/list?size=10' });
    for (const code of codes.body.data.list as ResourceRow[]) {
      const png = await t.app.inject({
        url: `/api/operation/qrcode/image?id=${code.id}&format=png`,
        headers: { authorization: `Bearer ${token}` },
      });
      const image = PNG.sync.read(png.rawPayload);
      expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(code.content);
    }
  });
});
