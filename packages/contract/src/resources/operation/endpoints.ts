/**
 * The operations screens' own calls (see `endpoint.ts`): what is live in each ad slot now, checking links,
 * syncing keywords, a portal's preview, a QR code's picture and the sitemap's build and status.
 */
import { z } from 'zod';
import { endpoint, fileEndpoint } from '../../endpoint.ts';
import { rowSchemaOf } from '../row-schema.ts';
import { adSlotOptions, advertisementResource } from './placements.ts';
import { portalPreviewSchema } from './portal.ts';

const id = z.coerce.number().int().positive();
const slotValues = adSlotOptions.map((option) => option.value) as [string, ...string[]];

/** Most links one check call tries (each waits up to LINK_CHECK_TIMEOUT_MS). */
export const MAX_LINK_CHECKS = 50;
export const LINK_CHECK_TIMEOUT_MS = 8000;

export const linkCheckResultSchema = z.object({
  id: z.number(),
  url: z.string(),
  ok: z.boolean(),
  /** The HTTP status answered, when one was. */
  status: z.number().nullable(),
  ms: z.number(),
  detail: z.string(),
});
export type LinkCheckResult = z.infer<typeof linkCheckResultSchema>;

export const keywordSyncSchema = z.object({
  /** Automatic keywords new in this sync, and those dropped (no longer in the content). */
  added: z.array(z.string()),
  removed: z.array(z.string()),
  /** Automatic keywords kept, with a new weight or not. */
  kept: z.number(),
  links: z.object({ added: z.number(), removed: z.number(), changed: z.number() }),
  /** Content rows read, by source. */
  contents: z.record(z.string(), z.number()),
  ms: z.number(),
});
export type KeywordSync = z.infer<typeof keywordSyncSchema>;

export const sitemapFileSchema = z.object({ name: z.string(), url_count: z.number(), bytes: z.number() });

export const sitemapStatusSchema = z.object({
  /** The public site's address (setting `site.base_url`), or null while it is not set. */
  base_url: z.string().nullable(),
  built_at: z.string().nullable(),
  url_count: z.number(),
  /** `sitemap.xml` (the sitemap, or the index past 50,000 URLs) and the files it lists. */
  files: z.array(sitemapFileSchema),
});
export type SitemapStatus = z.infer<typeof sitemapStatusSchema>;

export const operationEndpoints = {
  adsLive: endpoint({
    method: 'GET',
    path: `${advertisementResource.base}/live`,
    name: { zh: '正在投放的广告', en: 'Advertisements live now' },
    input: z.strictObject({ slot: z.enum(slotValues).optional() }),
    output: z.array(rowSchemaOf(advertisementResource)),
  }),
  linkCheck: endpoint({
    method: 'POST',
    path: '/operation/link/check',
    name: { zh: '检查链接可达性', en: 'Check links' },
    input: z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(MAX_LINK_CHECKS) }),
    output: z.array(linkCheckResultSchema),
  }),
  /** The spec's "sync keywords": no body. */
  keywordSync: endpoint({
    method: 'POST',
    path: '/operation/keyword/sync',
    name: { zh: '同步关键词', en: 'Sync keywords' },
    input: z.union([z.undefined(), z.null(), z.strictObject({})]),
    output: keywordSyncSchema,
  }),
  portalPreview: endpoint({
    method: 'GET',
    path: '/operation/portal/preview',
    name: { zh: '门户预览', en: 'Portal preview' },
    input: z.strictObject({ id }),
    output: portalPreviewSchema,
  }),
  sitemapBuild: endpoint({
    method: 'POST',
    path: '/operation/sitemap/generate',
    name: { zh: '生成站点地图', en: 'Build the sitemap' },
    input: z.union([z.undefined(), z.null(), z.strictObject({})]),
    output: sitemapStatusSchema,
  }),
  sitemapStatus: endpoint({
    method: 'GET',
    path: '/operation/sitemap/status',
    name: { zh: '站点地图状态', en: 'Sitemap status' },
    input: z.strictObject({}),
    output: sitemapStatusSchema,
  }),
} as const;

export const QR_FORMATS = ['png', 'svg'] as const;
export type QrFormat = (typeof QR_FORMATS)[number];

/** The QR code's picture: a file, not an envelope (`GET …/image?id=&format=png|svg&download=1`). */
export const qrcodeImageEndpoint = fileEndpoint({
  method: 'GET',
  path: '/operation/qrcode/image',
  name: { zh: '下载二维码', en: 'QR code picture' },
  input: z.strictObject({
    id: z.coerce.number().int().positive(),
    format: z.enum(QR_FORMATS).default('png'),
    /** Its side in pixels (PNG). */
    size: z.coerce.number().int().min(128).max(2048).default(512),
    /** `1`: as an attachment named after the code. */
    download: z.enum(['0', '1']).optional(),
  }),
  file: ['image/png', 'image/svg+xml'],
});
export const QR_IMAGE_PATH = qrcodeImageEndpoint.path;

/** Where the server serves the sitemap (outside `/api`, public): the index or single file, and its parts. */
export const SITEMAP_PATH = '/sitemap.xml';
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;
/** Most URLs one sitemap file may list (the sitemap protocol). */
export const SITEMAP_MAX_URLS = 50_000;
/** The setting holding the public site's address, e.g. https://www.example.com. */
export const SITE_BASE_URL_SETTING = 'site.base_url';
