/**
 * The sitemap (sitemaps.org protocol 0.9) of the published content: one `sitemap.xml` up to 50,000 URLs (and
 * 50 MB), past that `sitemap-1.xml` … and `sitemap.xml` as their index. A build replaces the stored files whole
 * in one transaction and is recorded as a `sitemap_build` row (through the engine: audited); the files are served
 * to crawlers outside `/api` and downloadable from the console.
 */
import {
  publicPathOf,
  ResultCode,
  SITEMAP_MAX_URLS,
  SITEMAP_PATH,
  type SitemapStatus,
  sitemapBuildResource,
  sitemapPartPath,
} from '@console/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import { sitemapFile } from '../../db/schema/sitemap.ts';
import type { Reader, ResourceEngine, Tx } from '../../engine/index.ts';
import { addRow, familyTable, writeTransaction } from '../../engine/index.ts';
import type { SessionAdmin } from '../../http/auth.ts';
import { declaredSources, publishedPages, siteBaseUrl } from './content.ts';

/** Most bytes one file may hold, uncompressed (the protocol's 50 MB, with room for the closing tag). */
const MAX_BYTES = 50 * 1024 * 1024 - 1024;
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Text as XML character data (the protocol asks entity-escaped URLs). */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

interface UrlEntry {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: number;
}

function urlElement(entry: UrlEntry): string {
  const parts = [`<loc>${escapeXml(entry.loc)}</loc>`];
  if (entry.lastmod) parts.push(`<lastmod>${entry.lastmod}</lastmod>`);
  if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
  if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
  return `<url>${parts.join('')}</url>\n`;
}

/** Cuts the URL elements into files of at most 50,000 URLs and 50 MB each. */
export class SitemapWriter {
  readonly files: { elements: string[]; bytes: number }[] = [];

  add(entry: UrlEntry): void {
    const element = urlElement(entry);
    const bytes = Buffer.byteLength(element);
    let last = this.files[this.files.length - 1];
    if (!last || last.elements.length >= SITEMAP_MAX_URLS || last.bytes + bytes > MAX_BYTES) {
      last = { elements: [], bytes: 0 };
      this.files.push(last);
    }
    last.elements.push(element);
    last.bytes += bytes;
  }

  get urlCount(): number {
    return this.files.reduce((sum, file) => sum + file.elements.length, 0);
  }

  /** The files by name: one `sitemap.xml`, or the parts and `sitemap.xml` as their index. */
  output(base: string, now: Date): { name: string; xml: string; url_count: number }[] {
    const urlset = (elements: string[]) => `${HEAD}<urlset xmlns="${NS}">\n${elements.join('')}</urlset>\n`;
    const [only, ...more] = this.files;
    if (!only) return [{ name: SITEMAP_PATH.slice(1), xml: urlset([]), url_count: 0 }];
    if (more.length === 0)
      return [{ name: SITEMAP_PATH.slice(1), xml: urlset(only.elements), url_count: only.elements.length }];
    const parts = this.files.map((file, i) => ({
      name: sitemapPartPath(i + 1).slice(1),
      xml: urlset(file.elements),
      url_count: file.elements.length,
    }));
    const index = parts
      .map(
        (part) =>
          `<sitemap><loc>${escapeXml(`${base}/${part.name}`)}</loc><lastmod>${now.toISOString()}</lastmod></sitemap>\n`,
      )
      .join('');
    return [
      {
        name: SITEMAP_PATH.slice(1),
        xml: `${HEAD}<sitemapindex xmlns="${NS}">\n${index}</sitemapindex>\n`,
        url_count: 0,
      },
      ...parts,
    ];
  }
}

const needsSite = new AppError(ResultCode.invalid, {
  zh: '请先在「键值配置」中设置站点地址 site.base_url（如 https://www.example.com）',
  en: 'Set the site address site.base_url under key/value settings first (e.g. https://www.example.com)',
});

export interface ComposedSitemap {
  files: { name: string; xml: string; url_count: number }[];
  urlCount: number;
  bySource: Record<string, number>;
}

/** The sitemap of the published content now: the home page, then every source's rows. */
export async function composeSitemap(db: Reader, base: string, now: Date): Promise<ComposedSitemap> {
  const writer = new SitemapWriter();
  writer.add({ loc: `${base}/`, changefreq: 'daily', priority: 1 });
  const bySource: Record<string, number> = {};
  for (const declared of declaredSources()) {
    const { source } = declared;
    bySource[source.family] = 0;
    for await (const batch of publishedPages(db, declared)) {
      for (const page of batch) {
        writer.add({
          loc: `${base}${publicPathOf(source, page.row)}`,
          lastmod: page.updated_at?.toISOString(),
          changefreq: source.changefreq,
          priority: source.priority,
        });
      }
      bySource[source.family] = (bySource[source.family] ?? 0) + batch.length;
    }
  }
  return { files: writer.output(base, now), urlCount: writer.urlCount, bySource };
}

/** Replaces the stored files (in the caller's transaction). */
export async function storeSitemapFiles(tx: Tx, files: ComposedSitemap['files'], now: Date): Promise<void> {
  // raw write: generated files replaced whole, kept outside the families (no history of megabytes of XML);
  // the build itself is recorded as a sitemap_build row.
  await tx.delete(sitemapFile);
  for (const file of files) await tx.insert(sitemapFile).values({ ...file, created_at: now });
}

export async function buildSitemap(engine: ResourceEngine, admin: SessionAdmin): Promise<SitemapStatus> {
  const started = Date.now();
  const base = await siteBaseUrl(engine.db);
  if (!base) throw needsSite;
  const now = new Date();
  const { files, urlCount, bySource } = await composeSitemap(engine.db, base, now);
  await writeTransaction(engine, async (deps) => {
    await storeSitemapFiles(deps.tx, files, now);
    await addRow(deps, sitemapBuildResource, admin, {
      url_count: urlCount,
      file_count: files.length,
      base_url: base,
      by_source: bySource,
      duration_ms: Date.now() - started,
    });
  });
  return sitemapStatus(engine.db);
}

export async function sitemapStatus(db: Reader): Promise<SitemapStatus> {
  const builds = familyTable(sitemapBuildResource);
  const [last] = await db
    .select({ created_at: builds.created_at, url_count: builds.url_count })
    .from(builds)
    .orderBy(desc(builds.created_at), desc(builds.id))
    .limit(1);
  const files = await db
    .select({
      name: sitemapFile.name,
      url_count: sitemapFile.url_count,
      bytes: sql`octet_length(${sitemapFile.xml})`.mapWith(Number),
    })
    .from(sitemapFile)
    .orderBy(asc(sitemapFile.name));
  // The index first, then its parts in order.
  files.sort((a, b) =>
    a.name === 'sitemap.xml'
      ? -1
      : b.name === 'sitemap.xml'
        ? 1
        : a.name.localeCompare(b.name, 'en', { numeric: true }),
  );
  return {
    base_url: await siteBaseUrl(db),
    built_at: last ? last.created_at.toISOString() : null,
    url_count: last?.url_count ?? 0,
    files: files.map((file) => ({ name: file.name, url_count: file.url_count, bytes: file.bytes })),
  };
}

/** Serves the stored files to crawlers (public), `?download=1` as an attachment. */
export function serveSitemap(app: FastifyInstance, db: Db): void {
  const serve = (name: string) => async (request: { query: unknown }, reply: FastifyReply) => {
    const [file] = await db
      .select({ xml: sitemapFile.xml })
      .from(sitemapFile)
      .where(eq(sitemapFile.name, name));
    if (!file) return reply.code(404).type('text/plain').send('No sitemap has been built yet');
    const download = (request.query as { download?: string } | undefined)?.download === '1';
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300');
    if (download) reply.header('content-disposition', `attachment; filename="${name}"`);
    return reply.send(file.xml);
  };
  app.get(SITEMAP_PATH, serve(SITEMAP_PATH.slice(1)));
  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (request, reply) => {
    if (!/^[1-9]\d{0,4}$/.test(request.params.n)) return reply.code(404).type('text/plain').send('Not found');
    return serve(`sitemap-${request.params.n}.xml`)(request, reply);
  });
}
