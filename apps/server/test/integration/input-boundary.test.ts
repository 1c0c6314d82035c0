/**
 * Input at the boundary (docs/security.md), through HTTP over the whole route catalogue: every GET refuses a
 * NUL in any of its parameters (each family list in each text filter its declaration offers), and every POST
 * refuses a body that is not a JSON object, a body that is not JSON, text holding NUL at any depth and a key
 * it does not know, with code 2 naming the field and nothing written. Only a call that takes no input accepts
 * no body. The drill cases of issue 18 answer the exact message, in both languages.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiPaths,
  datasheetPaths,
  type ResourceDef,
  ResultCode,
  resourcePaths,
  resources,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index.ts';
import type { CatalogueEntry } from '../../src/http/permissions.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let entries: readonly CatalogueEntry[];
/** Where the upload test's file is stored. */
const dataDir = mkdtempSync(join(tmpdir(), 'input-boundary-'));

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  token = await t.login();
  entries = t.consoleApp.catalogue.entries;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const NUL = { zh: '不能包含空字符（U+0000）', en: 'must not contain the NUL character (U+0000)' };
const families = Object.values(resources);
const textKinds = new Set(['text', 'longText', 'richText']);

/** The query keys of a family's text filters, as its declaration offers them. */
function textFilters(def: ResourceDef): string[] {
  return def.fields
    .filter((field) => {
      if (!field.filter) return false;
      if (field.kind !== 'children') return textKinds.has(field.kind);
      const compared = field.fields.find((child) => child.name === field.filterField);
      return compared !== undefined && textKinds.has(compared.kind);
    })
    .map((field) => field.name);
}

/** A text field a family's add or update takes, to carry the NUL; `name` where the call is no family's. */
function textFieldOf(path: string): string {
  const def = families.find((family) => Object.values(resourcePaths(family)).includes(path as never));
  const field = def?.fields.find((f) => textKinds.has(f.kind) && !f.readOnly);
  return field?.name ?? 'name';
}

async function call(options: {
  method: 'GET' | 'POST';
  url: string;
  payload?: string | object | Buffer;
  contentType?: string;
  lang?: 'en';
}) {
  const headers: Record<string, string> = {};
  if (options.contentType) headers['content-type'] = options.contentType;
  if (options.lang) headers['accept-language'] = options.lang;
  return t.call(token, {
    method: options.method,
    url: `/api${options.url}`,
    payload: options.payload,
    headers,
  });
}

/**
 * How many rows each table holds (the change history included): a refused call leaves every count as it was.
 * The access log is left out: it records every call, refused or not.
 */
async function fingerprint(): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'access_log'`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = Number(row?.n);
  }
  return counts;
}

describe('every GET refuses NUL in its parameters', () => {
  it('in each text filter of every family list and export, naming the filter', async () => {
    const gets = new Set(entries.filter((e) => e.method === 'GET').map((e) => e.path));
    let checked = 0;
    for (const def of families) {
      const paths = resourcePaths(def);
      for (const path of [paths.list, paths.export].filter((p) => gets.has(p))) {
        for (const key of textFilters(def)) {
          const res = await call({ method: 'GET', url: `${path}?${key}=${encodeURIComponent('a\u0000b')}` });
          expect(res.status, `${path} ${key}`).toBe(400);
          expect(res.body, `${path} ${key}`).toEqual({
            code: ResultCode.invalid,
            msg: `${key}: ${NUL.zh}`,
            data: null,
          });
          checked++;
        }
      }
    }
    // Most families filter by some text: the walk is not vacuous.
    expect(checked).toBeGreaterThan(100);
  });

  it('in any parameter of every other GET, and in the second of a repeated one', async () => {
    for (const { path } of entries.filter((e) => e.method === 'GET')) {
      const res = await call({ method: 'GET', url: `${path}?id=1&q=%00` });
      expect(res.status, path).toBe(400);
      expect(res.body.msg, path).toBe(`q: ${NUL.zh}`);
    }
    const repeated = await call({ method: 'GET', url: '/tags/list?name=a&name=b%00', lang: 'en' });
    expect(repeated.body.msg).toBe(`name.1: ${NUL.en}`);
  });
});

describe('every POST reads its body before it acts', () => {
  it('refuses an array, text/plain, NUL at any depth and an unknown key; writes nothing; never 5xx', async () => {
    const posts = entries.filter((e) => e.method === 'POST');
    expect(posts.length).toBeGreaterThan(200);
    const before = await fingerprint();
    for (const { path } of posts) {
      const array = await call({ method: 'POST', url: path, payload: '[]', contentType: 'application/json' });
      expect(array.status, path).toBe(400);
      expect(array.body, path).toEqual({ code: ResultCode.invalid, msg: 'body: 须为 JSON 对象', data: null });

      const plain = await call({
        method: 'POST',
        url: path,
        payload: '{"ids":[1]}',
        contentType: 'text/plain',
      });
      expect(plain.status, path).toBe(415);
      expect(plain.body.code, path).toBe(ResultCode.invalid);
      expect(plain.body.msg, path).toBe('请求体须为 JSON（Content-Type: application/json）');

      const field = textFieldOf(path);
      const nul = await call({ method: 'POST', url: path, payload: { [field]: 'nul\u0000tag' } });
      expect(nul.body, path).toEqual({ code: ResultCode.invalid, msg: `${field}: ${NUL.zh}`, data: null });

      const nested = await call({
        method: 'POST',
        url: path,
        payload: { rows: [{ note: 'fine' }, { note: 'a\u0000' }] },
        lang: 'en',
      });
      expect(nested.body.msg, path).toBe(`rows.1.note: ${NUL.en}`);

      // Strict schemas: a call that would ignore part of its body refuses it instead.
      const unknown = await call({ method: 'POST', url: path, payload: { __probe: 'x' } });
      expect(unknown.status, path).toBeLessThan(500);
      expect(unknown.body.code, path).toBe(ResultCode.invalid);
    }
    expect(await fingerprint()).toEqual(before);
    // Five calls to each of some hundreds of routes: minutes on a loaded two-core machine.
  }, 300_000);

  it('accepts no body only on a call that takes no input', async () => {
    const accepted: string[] = [];
    for (const { path } of entries.filter((e) => e.method === 'POST')) {
      const res = await call({ method: 'POST', url: path });
      expect(res.status, path).toBeLessThan(500);
      if (res.body.code === ResultCode.ok) accepted.push(path);
      else expect(res.body.code, `${path}: ${res.body.msg}`).toBe(ResultCode.invalid);
    }
    // The syncs take no input (the keyword sync, as the spec has it), nor the legacy back-office's signed link;
    // the parametric search is a read whose every condition is optional.
    expect(accepted.sort()).toEqual(
      [
        datasheetPaths.smartSearch,
        apiPaths.apiAuthoritySync,
        '/operation/keyword/sync',
        '/php_proxy/jump',
      ].sort(),
    );
    // The same call with an empty object is the same input; with anything in it, refused.
    expect((await call({ method: 'POST', url: apiPaths.apiAuthoritySync, payload: {} })).body.code).toBe(0);
    const extra = await call({ method: 'POST', url: apiPaths.apiAuthoritySync, payload: { all: true } });
    expect(extra.body).toEqual({ code: ResultCode.invalid, msg: 'body: 不支持的字段 all', data: null });
  });
});

describe('the POSTs that take no body', () => {
  it("are exactly docs/security.md's list, as the declarations' inputs say", () => {
    // A POST without a body is read as `{}` (input-boundary.ts): a declared input that accepts it takes none.
    const declared = t.consoleApp.catalogue.routes
      .filter((r) => r.method === 'POST' && r.endpoint && !('upload' in r.endpoint && r.endpoint.upload))
      .filter((r) => r.endpoint?.input.safeParse({}).success)
      .map((r) => r.path);
    const doc = readFileSync(join(import.meta.dirname, '../../../../docs/security.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## POSTs that take no body'));
    const listed = [...section.slice(0, section.indexOf('\n## ', 1)).matchAll(/^\| `POST ([^`]+)`/gm)].map(
      (m) => m[1],
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.sort()).toEqual(declared.sort());
  });
});

describe('the drill cases of issue 18', () => {
  it('answers code 2 naming the field, in the language asked for', async () => {
    const tagList = await call({ method: 'GET', url: '/tags/list?name=a%00b' });
    expect(tagList.status).toBe(400);
    expect(tagList.body).toEqual({ code: ResultCode.invalid, msg: `name: ${NUL.zh}`, data: null });
    const sheets = await call({ method: 'GET', url: '/ds/list?grade=%00', lang: 'en' });
    expect(sheets.body).toEqual({ code: ResultCode.invalid, msg: `grade: ${NUL.en}`, data: null });
    const series = await call({ method: 'GET', url: '/ds/price/series?grade=x%00' });
    expect(series.body.msg).toBe(`grade: ${NUL.zh}`);

    const before = await fingerprint();
    const tag = await call({ method: 'POST', url: '/tags/add', payload: { name: 'nul\u0000tag', type: 1 } });
    expect(tag.status).toBe(400);
    expect(tag.body).toEqual({ code: ResultCode.invalid, msg: `name: ${NUL.zh}`, data: null });

    // Rich text: refused before the sanitiser or the database sees it.
    const rich = families.find(
      (def) => def.actions.includes('add') && def.fields.some((f) => f.kind === 'richText'),
    );
    const richField = rich?.fields.find((f) => f.kind === 'richText')?.name as string;
    const html = await call({
      method: 'POST',
      url: resourcePaths(rich as ResourceDef).add,
      payload: { [richField]: '<p>a\u0000b</p>' },
      lang: 'en',
    });
    expect(html.body).toEqual({ code: ResultCode.invalid, msg: `${richField}: ${NUL.en}`, data: null });

    // An array element, and a key: the key is shown escaped, never echoed raw.
    const element = await call({ method: 'POST', url: '/tags/del', payload: { ids: [1, 'x\u0000'] } });
    expect(element.body.msg).toBe(`ids.1: ${NUL.zh}`);
    const key = await call({
      method: 'POST',
      url: '/tags/add',
      payload: '{"na\\u0000me":"x"}',
      contentType: 'application/json',
    });
    expect(key.body.msg).toBe(`na\\u0000me: ${NUL.zh}`);
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses a lone UTF-16 surrogate, which JSON can carry but no column can store', async () => {
    for (const escaped of ['\\ud800', '\\udc00', 'a\\udbffb']) {
      const res = await call({
        method: 'POST',
        url: '/tags/add',
        payload: `{"name":"x${escaped}","type":1}`,
        contentType: 'application/json',
        lang: 'en',
      });
      expect(res.body.code, escaped).toBe(ResultCode.invalid);
      expect(res.body.msg, escaped).toMatch(
        /^name: contains an invalid Unicode character \(a lone surrogate, U\+D[89A-F][0-9A-F]{2}\)$/,
      );
    }
    // A pair is one character, and stored as it came.
    const pair = await call({ method: 'POST', url: '/tags/add', payload: { name: '标签😀', type: 1 } });
    expect(pair.body.code, pair.body.msg).toBe(0);
    expect((pair.body.data as { name: string }).name).toBe('标签😀');
  });

  it("keeps NUL, control characters and reversing marks out of an uploaded file's name", async () => {
    // A 1×1 PNG, named with a NUL, a C1 control and a right-to-left override in a multipart header.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = '----input-boundary-test';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b\u0085\u202Egnp.png"\r\nContent-Type: image/png\r\n\r\n`;
    const payload = Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await call({
      method: 'POST',
      url: apiPaths.upload,
      payload,
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
    expect(res.body.code, res.body.msg).toBe(0);
    expect((res.body.data as { name: string }).name).toBe('abgnp.png');
  });

  it('answers a body nested thousands deep with code 2, not a stack overflow', async () => {
    const depth = 20_000;
    const deep = `{"rows":${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}}`;
    const res = await call({
      method: 'POST',
      url: '/tags/add',
      payload: deep,
      contentType: 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ResultCode.invalid);
    expect(res.body.msg.endsWith(NUL.zh)).toBe(true);
  });
});
