/**
 * QR codes (issue 22): drawn on the server for a URL or a page of the site with parameters, as PNG and SVG, and
 * decoded back in the test (jsQR over the PNG's pixels) to what they should encode; a counted code encodes the
 * platform's redirect, which counts each scan and sends the scanner on.
 */
import { type ResourceRow, ResultCode } from '@console/contract';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const SITE = 'https://www.plastics.example.cn';
let t: TestApp;
let token: string;

async function post<T = ResourceRow>(url: string, payload: object) {
  return (await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload })).body;
}
async function picture(id: number, format: 'png' | 'svg', download = false) {
  return t.app.inject({
    url: `/api/operation/qrcode/image?id=${id}&format=${format}${download ? '&download=1' : ''}`,
    headers: { authorization: `Bearer ${token}` },
  });
}
/** What the PNG's QR code says, read from its pixels. */
function decode(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  expect((await post('/system/keys/add', { key: 'site.base_url', value: SITE })).code).toBe(0);
});
afterAll(async () => {
  await t?.close();
});

describe('QR codes', () => {
  it('draws a URL as PNG and SVG that decode back to it', async () => {
    const url = 'https://www.example.com/expo/2026?booth=A12&lang=zh';
    const added = await post('/operation/qrcode/add', {
      name: '展会导览',
      target: 'url',
      url,
      tracked: false,
    });
    expect(added.code, added.msg).toBe(0);
    expect(added.data.content).toBe(url);
    expect(added.data.code).toMatch(/^[A-Za-z0-9]{8}$/);

    const png = await picture(added.data.id, 'png', true);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toContain('attachment');
    expect(decode(png.rawPayload)).toBe(url);

    const svg = await picture(added.data.id, 'svg');
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.body).toContain('<path');
  });

  it('draws a page of the site with its parameters', async () => {
    const added = await post('/operation/qrcode/add', {
      name: 'PA66 物性表',
      target: 'page',
      page_path: '/datasheet/DS00000001',
      page_params: { utm_source: 'expo2026', 展位: 'A12' },
      tracked: false,
    });
    expect(added.code, added.msg).toBe(0);
    const expected = `${SITE}/datasheet/DS00000001?utm_source=expo2026&%E5%B1%95%E4%BD%8D=A12`;
    expect(added.data.content).toBe(expected);
    expect(decode((await picture(added.data.id, 'png')).rawPayload)).toBe(expected);
  });

  it('counts scans through the redirect it encodes', async () => {
    const target = 'https://www.example.com/catalogue.pdf';
    const added = await post('/operation/qrcode/add', {
      name: '样本下载',
      target: 'url',
      url: target,
      tracked: true,
    });
    expect(added.code, added.msg).toBe(0);
    const redirect = `${SITE}/q/${added.data.code}`;
    expect(decode((await picture(added.data.id, 'png')).rawPayload)).toBe(redirect);

    for (let scan = 0; scan < 3; scan++) {
      const res = await t.app.inject({ url: `/q/${added.data.code}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(target);
    }
    const row = await t.call<ResourceRow>(token, { url: `/api/operation/qrcode/get?id=${added.data.id}` });
    expect(row.body.data.scan_count).toBe(3);
    expect(row.body.data.last_scanned_at).not.toBeNull();
    // Scans move no version: the row's updated_at is what the add left.
    expect(row.body.data.updated_at).toBe(added.data.updated_at);
    expect((await t.app.inject({ url: '/q/zzzzzzzz' })).statusCode).toBe(404);
  });

  it('refuses a code without its target, and a picture of no code', async () => {
    const missing = await post('/operation/qrcode/add', { name: '缺网址', target: 'url' });
    expect(missing.code).toBe(ResultCode.invalid);
    const badParams = await post('/operation/qrcode/add', {
      name: '坏参数',
      target: 'page',
      page_path: '/news',
      page_params: ['a'],
    });
    expect(badParams.code).toBe(ResultCode.invalid);
    const none = await picture(99999, 'png');
    expect(none.json().code).toBe(ResultCode.notFound);
  });
});
