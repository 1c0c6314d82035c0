import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { apiPaths } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTestApp, type TestApp } from './harness.ts';

const INDEX = '<!doctype html><html><body><div id="root"></div>console app</body></html>';
/** A built chunk large enough for the build to ship compressed copies of it (apps/web/build/delivery-plugin.ts). */
const CHUNK = `export const screens = [${Array.from({ length: 400 }, (_, i) => `"screen-${i}"`).join(',')}];`;
let dist: string;
let withWeb: TestApp;
let withoutWeb: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'console-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'assets', 'screens-def456.js'), CHUNK);
  writeFileSync(join(dist, 'assets', 'screens-def456.js.br'), brotliCompressSync(CHUNK));
  writeFileSync(join(dist, 'assets', 'screens-def456.js.gz'), gzipSync(CHUNK));
  withWeb = await createTestApp({ env: { WEB_DIST: dist } });
  // Same database, no build: the folder does not exist.
  withoutWeb = buildApp({
    config: { ...withWeb.config, webDist: join(dist, 'missing') },
    database: withWeb.database,
    logger: false,
  });
});
afterAll(async () => {
  await withoutWeb.close();
  await withWeb.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app', () => {
  it('answers index.html for any non-API path (history mode), not cached', async () => {
    for (const url of ['/', '/login', '/media/video/comment_list?is_check=0', '/datasheet/detail/42']) {
      const res = await withWeb.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('serves built files, hashed assets cached for good', async () => {
    const js = await withWeb.app.inject({ url: '/assets/app-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.headers['cache-control']).toContain('immutable');
    const icon = await withWeb.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await withWeb.app.inject({ url: '/assets/old-build.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('looks files up per request: one written after the start is served, no route registered per file', async () => {
    writeFileSync(join(dist, 'assets', 'late-fed789.js'), 'console.log(2)');
    const late = await withWeb.app.inject({ url: '/assets/late-fed789.js' });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('console.log(2)');
    expect(withWeb.app.hasRoute({ method: 'GET', url: '/assets/app-abc123.js' })).toBe(false);
  });

  it('keeps /api answers JSON next to the web app', async () => {
    const res = await withWeb.app.inject({ url: '/api/unknown' });
    expect(res.json().code).toBe(4);
  });

  it('says how to build the web app when there is no build', async () => {
    const res = await withoutWeb.inject({ url: '/dashboard' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('npm run build');
  });
});

describe('compressed delivery', () => {
  const chunkUrl = '/assets/screens-def456.js';

  it('sends the Brotli copy of a built file to a browser that accepts it, varying on Accept-Encoding', async () => {
    const res = await withWeb.app.inject({
      url: chunkUrl,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(CHUNK.length / 2);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the gzip copy when Brotli is not accepted, and the file itself when nothing is', async () => {
    const gz = await withWeb.app.inject({ url: chunkUrl, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);
    const identity = await withWeb.app.inject({ url: chunkUrl });
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(CHUNK);
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
  });

  it('keeps the HTML uncached whatever the encoding', async () => {
    const res = await withWeb.app.inject({ url: '/datasheet/list', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['cache-control']).not.toContain('immutable');
  });

  it('compresses a large API answer, and leaves a small one as it is', async () => {
    const token = await withWeb.login();
    const large = await withWeb.app.inject({
      url: `/api${apiPaths.layoutAuth}`,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const decoded = brotliDecompressSync(large.rawPayload);
    expect(decoded.length).toBeGreaterThan(1024);
    expect(large.rawPayload.length).toBeLessThan(decoded.length);
    expect(JSON.parse(decoded.toString()).code).toBe(0);

    const gzipOnly = await withWeb.app.inject({
      url: `/api${apiPaths.layoutAuth}`,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipOnly.rawPayload).toString()).code).toBe(0);

    const small = await withWeb.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(0);
  });
});
