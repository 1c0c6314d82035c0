// The console's security headers as a browser meets them. That every page of every spec runs under the
// Content-Security-Policy without a refusal is checked by the `test` of fixtures.ts; here, what the headers
// are for: another site cannot frame the login page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { E2E_BASE_URL, test } from '../fixtures.ts';

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
