import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTestApp, type TestApp } from './harness.ts';

const INDEX = '<!doctype html><html><body><div id="root"></div>console app</body></html>';
let dist: string;
let withWeb: TestApp;
let withoutWeb: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'console-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
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
