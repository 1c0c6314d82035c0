import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths, ResultCode, type UploadedFile } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Windows program: `MZ`, then the DOS header's zeros. */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('This program cannot be run in DOS mode'),
]);

interface Part {
  field?: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser sends it. */
function multipart(...parts: Part[]) {
  const boundary = `----console-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"${filename}\r\n${type}\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((p) =>
      statSync(join(dir, p)).isFile(),
    );
  } catch {
    return [];
  }
}

const MAX_MB = 0.05; // 52 428 bytes: small enough to exceed cheaply

let t: TestApp;
let token: string;
let dataDir: string;
let webDist: string;
let uploads: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'console-uploads-'));
  webDist = mkdtempSync(join(tmpdir(), 'console-uploads-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>console app</title>');
  writeFileSync(join(dataDir, 'secret.txt'), 'top secret');
  uploads = join(dataDir, 'uploads');
  t = await createTestApp({ env: { DATA_DIR: dataDir, WEB_DIST: webDist, UPLOAD_MAX_MB: String(MAX_MB) } });
  token = await t.login();
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
});

function upload(body: { payload: Buffer; contentType: string }, auth: string | null = token, lang = 'zh') {
  return t.call<UploadedFile>(auth, {
    method: 'POST',
    url: `/api${apiPaths.upload}`,
    payload: body.payload,
    headers: { 'content-type': body.contentType, 'accept-language': lang },
  });
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('POST /api/upload', () => {
  it('stores a PNG under a random name and serves the same bytes back', async () => {
    const { status, body } = await upload(
      multipart({ filename: '样品 照片.png', type: 'image/png', data: PNG }),
    );
    expect(status).toBe(200);
    expect(body.code).toBe(ResultCode.ok);
    const year = String(new Date().getUTCFullYear());
    const month = String(new Date().getUTCMonth() + 1).padStart(2, '0');
    expect(body.data.url).toMatch(new RegExp(`^/uploads/${year}/${month}/[0-9a-f]{32}\\.png$`));
    expect(body.data).toMatchObject({ name: '样品 照片.png', size: PNG.length, mime: 'image/png' });
    expect(readFileSync(join(uploads, body.data.url.slice('/uploads/'.length)))).toEqual(PNG);

    const res = await get(body.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PNG);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('takes the extension from the type whitelist, never from the client, and keeps only the base name', async () => {
    const { body } = await upload(multipart({ filename: '../../evil.html', type: 'image/png', data: PNG }));
    expect(body.code).toBe(ResultCode.ok);
    expect(body.data.url).toMatch(/\/[0-9a-f]{32}\.png$/);
    expect(body.data.name).toBe('evil.html');
    const again = await upload(multipart({ filename: 'a.png', type: 'image/png', data: PNG }));
    expect(again.body.data.url).not.toBe(body.data.url);
  });

  it('accepts the other whitelisted types whose content agrees', async () => {
    const cases: [string, string, Buffer | string, string][] = [
      ['报价.csv', 'text/csv', '牌号,密度\nPA66,1.14\n', 'csv'],
      ['notes.txt', 'text/plain; charset=utf-8', 'line one\r\n\tline two\n', 'txt'],
      ['gbk.txt', 'text/plain', Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0x0a]), 'txt'],
      ['spec.pdf', 'application/pdf', '%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'pdf'],
      [
        'sheet.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        Buffer.from('PK\x03\x04rest'),
        'xlsx',
      ],
      ['photo.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'jpg'],
      ['anim.gif', 'image/gif', 'GIF89a\x01\x00\x01\x00', 'gif'],
      ['pic.webp', 'image/webp', 'RIFF\x10\x00\x00\x00WEBPVP8 ', 'webp'],
    ];
    for (const [filename, type, data, extension] of cases) {
      const { body } = await upload(multipart({ filename, type, data }));
      expect(body.code, filename).toBe(ResultCode.ok);
      expect(body.data.url.endsWith(`.${extension}`), filename).toBe(true);
      expect(body.data.mime).toBe(type.split(';')[0]);
    }
  });

  it('refuses a file over UPLOAD_MAX_MB, naming the limit, and leaves nothing on disk', async () => {
    const before = filesUnder(uploads);
    const big = Buffer.concat([PNG, Buffer.alloc(Math.ceil(MAX_MB * 1024 * 1024) + 1, 1)]);
    const { status, body } = await upload(multipart({ filename: 'big.png', type: 'image/png', data: big }));
    expect(status).toBe(413);
    expect(body.code).toBe(ResultCode.invalid);
    expect(body.msg).toBe(`文件过大，不能超过 ${MAX_MB} MB`);
    const english = await upload(
      multipart({ filename: 'big.png', type: 'image/png', data: big }),
      token,
      'en',
    );
    expect(english.body.msg).toBe(`The file is too large; the limit is ${MAX_MB} MB`);
    expect(filesUnder(uploads)).toEqual(before);

    const exact = Buffer.concat([PNG, Buffer.alloc(Math.floor(MAX_MB * 1024 * 1024) - PNG.length, 1)]);
    const fits = await upload(multipart({ filename: 'fits.png', type: 'image/png', data: exact }));
    expect(fits.body.code).toBe(ResultCode.ok);
    expect(fits.body.data.size).toBe(exact.length);
  });

  it('refuses types outside the whitelist and content that contradicts the declared type', async () => {
    const before = filesUnder(uploads);
    const refused: [Part, RegExp][] = [
      [{ filename: 'setup.exe', type: 'application/x-msdownload', data: EXE }, /^不支持的文件类型/],
      [{ filename: 'setup.exe', type: 'application/octet-stream', data: EXE }, /^不支持的文件类型/],
      [
        { filename: 'logo.svg', type: 'image/svg+xml', data: '<svg onload="alert(1)"/>' },
        /^不支持的文件类型/,
      ],
      [{ filename: 'page.html', type: 'text/html', data: '<script>alert(1)</script>' }, /^不支持的文件类型/],
      [{ filename: 'readme.png', type: 'image/png', data: 'just some text' }, /不是有效的 png 文件$/],
      [{ filename: 'setup.png', type: 'image/png', data: EXE }, /不是有效的 png 文件$/],
      [{ filename: 'setup.txt', type: 'text/plain', data: EXE }, /不是有效的 txt 文件$/],
      [{ filename: 'image.txt', type: 'text/plain', data: PNG }, /不是有效的 txt 文件$/],
      [{ filename: 'image.pdf', type: 'application/pdf', data: PNG }, /不是有效的 pdf 文件$/],
      [{ filename: 'text.zip', type: 'application/zip', data: 'PK but not really' }, /不是有效的 zip 文件$/],
      [{ filename: 'photo.jpg', type: 'image/jpeg', data: PNG }, /不是有效的 jpg 文件$/],
    ];
    for (const [part, message] of refused) {
      const { status, body } = await upload(multipart(part));
      expect(status, part.filename).toBe(415);
      expect(body.code, part.filename).toBe(ResultCode.invalid);
      expect(body.msg, part.filename).toMatch(message);
    }
    const empty = await upload(multipart({ filename: 'empty.png', type: 'image/png', data: '' }));
    expect(empty.body).toMatchObject({ code: ResultCode.invalid, msg: '文件为空' });
    expect(filesUnder(uploads)).toEqual(before);
  });

  it('wants multipart with the file in the field `file`', async () => {
    const before = filesUnder(uploads);
    const json = await t.call(token, {
      method: 'POST',
      url: `/api${apiPaths.upload}`,
      payload: { file: 'x' },
    });
    expect(json.body.code).toBe(ResultCode.invalid);
    expect(json.body.msg).toBe('请以 multipart/form-data 上传文件，字段名为 file');
    const wrongField = await upload(
      multipart({ field: 'image', filename: 'a.png', type: 'image/png', data: PNG }),
    );
    expect(wrongField.body.code).toBe(ResultCode.invalid);
    const onlyFields = await upload(multipart({ field: 'file', data: 'not a file' }));
    expect(onlyFields.body.code).toBe(ResultCode.invalid);
    const body = multipart({ filename: 'cut.png', type: 'image/png', data: PNG });
    const cut = await upload({
      payload: body.payload.subarray(0, body.payload.length - 30),
      contentType: body.contentType,
    });
    expect(cut.body.code).not.toBe(ResultCode.ok);
    expect(cut.status).toBeLessThan(500);
    expect(filesUnder(uploads)).toEqual(before);
  });

  it('needs a session: without a token it answers -999 and writes nothing', async () => {
    const before = filesUnder(uploads);
    const body = multipart({ filename: 'a.png', type: 'image/png', data: PNG });
    expect((await upload(body, null)).body.code).toBe(ResultCode.sessionExpired);
    expect((await upload(body, 'forged-token')).body.code).toBe(ResultCode.sessionExpired);
    expect(filesUnder(uploads)).toEqual(before);
  });
});

describe('GET /uploads/*', () => {
  it('answers 404 for a missing file, a folder or a half-written upload, never the web app', async () => {
    const { body } = await upload(multipart({ filename: 'a.png', type: 'image/png', data: PNG }));
    const folder = body.data.url.slice(0, body.data.url.lastIndexOf('/') + 1);
    writeFileSync(join(uploads, folder.slice('/uploads/'.length), '.pending.png.part'), PNG);
    for (const url of [
      `${folder}${'0'.repeat(32)}.png`,
      folder,
      '/uploads/',
      '/uploads',
      '/uploads/2020/01/nothing.png',
      `${folder}.pending.png.part`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('console app');
    }
    expect((await get('/somewhere/else')).body).toContain('console app');
  });

  const secret = () => join(dataDir, 'secret.txt');
  const escapes = () => [
    '/uploads/../secret.txt',
    '/uploads/./../secret.txt',
    '/uploads/2026/01/../../../secret.txt',
    '/uploads/%2e%2e/secret.txt',
    '/uploads/%2E%2E/secret.txt',
    '/uploads/..%2fsecret.txt',
    '/uploads/%2e%2e%2fsecret.txt',
    '/uploads/2026/..%2f..%2fsecret.txt',
    '/uploads/2026/01/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    '/uploads/..%5csecret.txt',
    '/uploads/..\\secret.txt',
    '/uploads/%252e%252e/secret.txt',
    `/uploads/${secret()}`,
    `/uploads//${secret()}`,
    `/uploads/${encodeURIComponent(secret())}`,
    `/uploads/file://${secret()}`,
    '/uploads/%00',
    '/uploads/../../../../etc/passwd',
    `/uploads/${'..%2f'.repeat(8)}etc%2fpasswd`,
  ];

  function expectRefused(url: string, status: number, body: string) {
    expect(body, url).not.toContain('top secret');
    expect(body, url).not.toContain('root:');
    // A literal `..` that the URL parser resolves before routing leaves /uploads for the web app: not a file.
    if (status === 200) expect(body, url).toContain('console app');
    else expect([400, 404], url).toContain(status);
  }

  it('never leaves the uploads folder, whatever the path says', async () => {
    for (const url of escapes()) {
      const res = await get(url);
      expectRefused(url, res.statusCode, res.body);
    }
  });

  it('never leaves the uploads folder on a real socket either, where `..` arrives unresolved', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const rawGet = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        });
        req.on('error', reject);
        req.end();
      });
    for (const url of escapes()) {
      const res = await rawGet(url);
      expect(res.status, url).not.toBe(200);
      expectRefused(url, res.status, res.body);
    }
    const { body } = await upload(multipart({ filename: 'a.png', type: 'image/png', data: PNG }));
    const served = await rawGet(body.data.url);
    expect(served.status).toBe(200);
  });
});
