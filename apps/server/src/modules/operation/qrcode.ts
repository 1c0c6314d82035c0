/**
 * QR codes drawn on the server by the `qrcode` library: what a code encodes (a URL, a page of the site with its
 * parameters, or — counted — the platform's redirect `{site}/q/{code}`), its picture as PNG or SVG, and the
 * redirect itself, which counts the scan and sends the scanner on.
 */
import { randomInt } from 'node:crypto';
import {
  type LocalName,
  QR_CODE_PATTERN,
  QR_REDIRECT_PREFIX,
  QrTarget,
  qrcodeImageEndpoint,
  qrcodeResource,
  ResultCode,
  type RowOf,
} from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type QRCodeLibrary from 'qrcode';
import { AppError } from '../../core/errors.ts';
import { onFirstUse } from '../../core/on-first-use.ts';
import type { Db } from '../../db/index.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { familyTable, getRow, type Reader } from '../../engine/index.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';
import { siteBaseUrl } from './content.ts';

// Loaded at the first QR picture drawn, not with the server.
const qrLibrary = onFirstUse<typeof QRCodeLibrary>('qrcode');

type QrRow = Pick<
  RowOf<typeof qrcodeResource>,
  'target' | 'url' | 'page_path' | 'page_params' | 'tracked' | 'code'
>;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** A redirect code: 8 characters that cannot be misread (no 0/O, 1/l/I). */
export function newRedirectCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

const needsSite: LocalName = {
  zh: '请先在「键值配置」中设置站点地址 site.base_url（如 https://www.example.com）',
  en: 'Set the site address site.base_url under key/value settings first (e.g. https://www.example.com)',
};

/** A page's address with its parameters, relative to the site. */
export function pageAddress(path: string, params: unknown): string {
  const query = new URLSearchParams();
  if (params && typeof params === 'object' && !Array.isArray(params))
    // In name order: the database keeps a JSON object's keys in an order of its own.
    for (const [name, value] of Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      query.append(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Where a scan finally leads: the URL, or the page on the site. */
export function destinationOf(row: QrRow, base: string | null): string {
  if (row.target === QrTarget.url) {
    if (!row.url)
      throw new AppError(ResultCode.invalid, { zh: '指向网址时须填写网址', en: 'A URL code needs its URL' });
    return row.url;
  }
  if (!row.page_path)
    throw new AppError(ResultCode.invalid, {
      zh: '指向站内页面时须填写页面路径',
      en: 'A page code needs its page path',
    });
  if (!base) throw new AppError(ResultCode.invalid, needsSite);
  return `${base}${pageAddress(row.page_path, row.page_params)}`;
}

/** What the code encodes: the platform's redirect when scans are counted, else the destination itself. */
export function contentOf(row: QrRow, base: string | null): string {
  const destination = destinationOf(row, base);
  if (!row.tracked) return destination;
  if (!base) throw new AppError(ResultCode.invalid, needsSite);
  return `${base}${QR_REDIRECT_PREFIX}${row.code}`;
}

const paramsProblem = (params: unknown) =>
  params !== null &&
  params !== undefined &&
  (typeof params !== 'object' ||
    Array.isArray(params) ||
    Object.values(params).some((value) => !['string', 'number', 'boolean'].includes(typeof value)));

export function qrcodeHooks(engine: ResourceEngine): void {
  engine.hooks.add(qrcodeResource, {
    async beforeWrite({ tx, action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      if (paramsProblem(values.page_params))
        throw new AppError(ResultCode.invalid, {
          zh: '页面参数须为键值对象，如 {"utm_source": "expo"}',
          en: 'Page parameters must be an object of names and values, e.g. {"utm_source": "expo"}',
        });
      const code = before[0]?.code || newRedirectCode();
      const merged = { ...before[0], ...values, code } as QrRow;
      return { code, content: contentOf(merged, await siteBaseUrl(tx)) };
    },
  });
}

/** The picture of a QR code, drawn from the row as it is now (the site address may have changed). */
export async function qrPicture(db: Reader, id: number, format: 'png' | 'svg', size: number) {
  const row = await getRow(db, qrcodeResource, id);
  if (!row)
    throw new AppError(ResultCode.notFound, {
      zh: `二维码不存在（ID ${id}）`,
      en: `No QR code with id ${id}`,
    });
  const content = contentOf(row, await siteBaseUrl(db));
  const options = { errorCorrectionLevel: row.error_level ?? 'M', margin: 2, width: size } as const;
  const QRCode = qrLibrary();
  const body =
    format === 'png'
      ? await QRCode.toBuffer(content, { ...options, type: 'png' })
      : await QRCode.toString(content, { ...options, type: 'svg' });
  return { row, content, body };
}

export function qrcodeRoutes(
  serve: ServeEndpoint,
  outsideApi: (register: (app: FastifyInstance) => void) => void,
  db: Db,
): void {
  serve(qrcodeImageEndpoint, async (query, _request, reply) => {
    const { row, content, body } = await qrPicture(db, query.id, query.format, query.size);
    const file = `qrcode-${row.id}.${query.format}`;
    reply
      .header('content-type', query.format === 'png' ? 'image/png' : 'image/svg+xml; charset=utf-8')
      .header('x-qr-content', encodeURI(content))
      .header('cache-control', 'no-store');
    if (query.download === '1')
      reply.header(
        'content-disposition',
        `attachment; filename="${file}"; filename*=UTF-8''${encodeURIComponent(`${row.name}.${query.format}`)}`,
      );
    return reply.send(body);
  });

  // The platform's redirect (public: whoever scans): counts the scan, then sends the scanner on.
  outsideApi((app) => {
    app.get<{ Params: { code: string } }>(`${QR_REDIRECT_PREFIX}:code`, async (request, reply) => {
      const { code } = request.params;
      const table = familyTable(qrcodeResource);
      if (!QR_CODE_PATTERN.test(code)) return reply.code(404).type('text/plain').send('Not found');
      // raw write: a scan is an anonymous event, not a change of the row: no history, and no new version (a form
      // open on the code is not stale because someone scanned it); one statement, so scans at once all count.
      await db.execute(
        sql`update ${table} set scan_count = scan_count + 1, last_scanned_at = now() where ${eq(table.code, code)}`,
      );
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.code, code));
      if (!row) return reply.code(404).type('text/plain').send('Not found');
      const found = await getRow(db, qrcodeResource, row.id);
      if (!found) return reply.code(404).type('text/plain').send('Not found');
      return reply.redirect(destinationOf(found, await siteBaseUrl(db)), 302);
    });
  });
}
