// The console's security headers as a browser meets them. That every page of every spec runs under the
// Content-Security-Policy without a refusal is checked by the `test` of fixtures.ts; here, what the headers
// are for (another site cannot frame the login page), and the screens that reach beyond the console's own
// files: rich text in its sandboxed frame, the map service's script and images.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { type ApiRow, adminApi, E2E_BASE_URL, logIn, test } from '../fixtures.ts';

/** A page of another site (another port is another origin) that tries to frame the console's login. */
let otherSite: Server;
let otherSiteUrl: string;

test.beforeAll(async () => {
  otherSite = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>another site</title><h1>another site</h1>` +
        `<iframe id="framed" src="${E2E_BASE_URL}/login" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherSiteUrl = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => otherSite.close(resolve));
});

test('the login page is served with its security headers', async ({ page }) => {
  const response = await page.goto('/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  await expect(page.getByTestId('login-username')).toBeVisible();
});

test('another site cannot frame the login page', async ({ page, securityRefusals }) => {
  await page.goto(otherSiteUrl);
  await expect(page.getByRole('heading', { name: 'another site' })).toBeVisible();

  // Chromium refuses the frame and says why; the refusal is expected here, so it is taken from the guard.
  const refusals: string[] = [];
  await expect
    .poll(() => {
      refusals.push(...securityRefusals.take());
      return refusals.join('\n');
    })
    .toContain(
      `Framing '${E2E_BASE_URL}/' violates the following Content Security Policy directive: "frame-ancestors 'none'"`,
    );

  // The frame holds Chromium's error page, never the login form.
  const framed = page.frame({ url: (url) => url.href !== otherSiteUrl });
  expect(framed?.url() ?? '').not.toContain('/login');
  await expect(page.frameLocator('#framed').getByTestId('login-username')).toHaveCount(0);
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const run = Date.now().toString(36).slice(-5);

test('rich text shows in its sandboxed frame with its styles and an uploaded image', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const image = await api.upload('dot.png', 'image/png', PNG);
  const id = await api.add('/v1_company', {
    name_zh: `富文本公司${run}`,
    type: 'manufacturer',
    description:
      '<p style="text-align: center">居中的简介</p><p><span style="color: #cc0000">红色的字</span></p>' +
      `<p><img src="${image}" alt="点"></p>`,
  });
  await logIn(page);
  await page.goto(`/enterprise/v1_company_detail?id=${id}`);
  const frame = page.frameLocator('iframe.resource-richtext');
  await expect(frame.getByText('居中的简介')).toHaveCSS('text-align', 'center');
  await expect(frame.getByText('红色的字')).toHaveCSS('color', 'rgb(204, 0, 0)');
  // The frame has an origin of its own: the uploaded file must still be served to it, not only be allowed.
  await expect(frame.locator('img')).toHaveJSProperty('naturalWidth', 1);

  // The editor (Tiptap, which injects its own <style>) holds the same text and image in the page itself (its
  // schema keeps no alignment: that is HTML from elsewhere).
  await page.getByTestId('detail-edit').click();
  const editor = page.getByTestId('field-description');
  await expect(editor.getByText('居中的简介')).toBeVisible();
  await expect(editor.locator('img')).toHaveJSProperty('naturalWidth', 1);
});

test('the map service may load its script and static map; without a route to it the picker says so', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const { list } = await api.get<{ list: ApiRow[] }>('/system/keys/list', { key: 'map.service_key' });
  const setting = list.find((row) => row.key === 'map.service_key');
  if (!setting) throw new Error('the seeded map.service_key setting is missing');
  // Only what the policy allowed reaches the network: a refused request never gets here. The test never
  // depends on the real service, so every such request fails here as it would offline.
  const asked = new Set<string>();
  await page.route(/^https:\/\/(webapi|restapi)\.amap\.com\//, (route) => {
    asked.add(new URL(route.request().url()).host);
    return route.abort('internetdisconnected');
  });
  await api.post('/system/keys/update', { id: setting.id, value: `e2e-csp-map-key-${run}` });
  try {
    const id = await api.add('/v1_company', {
      name_zh: `地图公司${run}`,
      type: 'manufacturer',
      latitude: 31.2304,
      longitude: 121.4737,
    });
    await logIn(page);
    await page.goto(`/enterprise/v1_company_detail?id=${id}`);
    await expect(page.getByTestId('location-preview')).toContainText('31.230400, 121.473700');
    await expect.poll(() => asked.has('restapi.amap.com')).toBe(true);

    await page.getByTestId('detail-edit').click();
    await page.getByTestId('location-pick').click();
    await expect(page.getByTestId('location-map-failed')).toBeVisible();
    expect(asked.has('webapi.amap.com')).toBe(true);
  } finally {
    await api.post('/system/keys/update', { id: setting.id, value: setting.value ?? '' });
  }
});
