import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { apiPaths, ResultCode } from '@console/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const INDEX = '<!doctype html><html><body><div id="root"></div>console app</body></html>';
const CHUNK = `export const screens = [${Array.from({ length: 400 }, (_, i) => `"screen-${i}"`).join(',')}];`;
/** A stored upload's name, as the upload route gives them out. */
const STORED = `/2026/01/${'ab'.repeat(16)}.png`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let t: TestApp;
let dataDir: string;
let dist: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'console-headers-data-'));
  dist = mkdtempSync(join(tmpdir(), 'console-headers-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'assets', 'screens-def456.js'), CHUNK);
  writeFileSync(join(dist, 'assets', 'screens-def456.js.br'), brotliCompressSync(CHUNK));
  mkdirSync(join(dataDir, 'uploads', '2026', '01'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', STORED), PNG);
  t = await createTestApp({
    env: { DATA_DIR: dataDir, WEB_DIST: dist },
    routes: (app) => {
      app.get('/api/test/broken', { config: { access: 'public', name: 'broken' } }, async () => {
        throw new Error('a bug');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});

/** The CSP's directives by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** `objectSrc`: an uploaded file allows its own URL as a plugin object (Chromium's PDF viewer embeds it). */
function expectSecurityHeaders(res: LightMyRequestResponse, what: string, objectSrc = "'none'") {
  const csp = directives(res);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual([objectSrc]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts[0], what).toBe("'self'");
  // No inline script, no eval: an injected string can never run as script.
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(
    scripts.filter((source) => source.includes('*')),
    what,
  ).toEqual([]);
  // A console served over plain HTTP must not have its own requests sent to https.
  expect(csp.has('upgrade-insecure-requests'), what).toBe(false);
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  const permissions = String(res.headers['permissions-policy'] ?? '');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, what).toContain(`${feature}=()`);
  }
}

describe('security headers', () => {
  it('are on the web app: the page, its history fallback, built files (precompressed too) and 404s', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/index.html', 200],
      ['/login', 200],
      ['/favicon.svg', 200],
      ['/assets/screens-def456.js', 200],
      ['/assets/old-build.js', 404],
    ] as const) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(status);
      expectSecurityHeaders(res, url);
    }
    const chunk = await t.app.inject({
      url: '/assets/screens-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(chunk.headers['content-encoding']).toBe('br');
  });

  it('are on API answers: success, refusal, invalid input, unknown path and an unexpected failure', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json().code).toBe(ResultCode.ok);
    expectSecurityHeaders(health, 'health');

    const guarded = await t.app.inject({ url: `/api${apiPaths.userInfo}` });
    expect(guarded.json().code).toBe(ResultCode.sessionExpired);
    expectSecurityHeaders(guarded, 'no session');

    const invalid = await t.app.inject({
      method: 'POST',
      url: `/api${apiPaths.login}`,
      payload: { username: 1 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe(ResultCode.invalid);
    expectSecurityHeaders(invalid, 'invalid input');

    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api${apiPaths.login}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.statusCode).toBe(400);
    expectSecurityHeaders(malformed, 'malformed JSON');

    const unknown = await t.app.inject({ url: '/api/no/such/route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(ResultCode.notFound);
    expectSecurityHeaders(unknown, 'unknown API path');

    const broken = await t.app.inject({ url: '/api/test/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json().code).toBe(ResultCode.internal);
    expectSecurityHeaders(broken, 'unexpected failure');
  });

  it('are on uploaded files, which keep their own nosniff and lifetime', async () => {
    const file = await t.app.inject({ url: `/uploads${STORED}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(file, 'uploaded file', "'self'");
    // Shown in rich text's sandboxed frame, which has an origin of its own; the web app's files stay same-origin.
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');

    for (const url of ['/uploads/2026/01/missing.png', '/uploads/2026/01/.pending.png.part', '/uploads/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expectSecurityHeaders(res, url, "'self'");
    }
  });

  it('are on a request that is not GET outside /api', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/login' });
    expect(res.statusCode).toBe(404);
    expectSecurityHeaders(res, 'POST /login');
  });
});
