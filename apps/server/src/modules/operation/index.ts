/**
 * Operations (/operation): ads live now, display plans applied, display participants marked, portals resolved
 * and previewed, links checked, keywords synced from the content, QR codes drawn and their scans counted, and the
 * sitemap built and served. Most screens are the families' declarations; this is what they cannot say.
 */
import { type AdSlot, advertisementResource, operationEndpoints } from '@console/contract';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { familyTable, getRows } from '../../engine/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { operationHooks } from './hooks.ts';
import { syncKeywords } from './keyword-sync.ts';
import { checkLinks } from './links.ts';
import { portalPreview } from './portal-preview.ts';
import { qrcodeHooks, qrcodeRoutes } from './qrcode.ts';
import { buildSitemap, serveSitemap, sitemapStatus } from './sitemap.ts';

export function operationModule({ api, engine, config, db, outsideApi }: ModuleContext): void {
  operationHooks(engine);
  qrcodeHooks(engine);
  const serve = endpointServer(api, config.checkApiOutput);

  // What the public site shows in each slot now: enabled, started and not ended, in their order.
  serve(operationEndpoints.adsLive, async ({ slot }) => {
    const ads = familyTable(advertisementResource);
    const now = new Date();
    const live = await db
      .select({ id: ads.id })
      .from(ads)
      .where(
        and(
          eq(ads.enabled, true),
          lte(ads.starts_at, now),
          gte(ads.ends_at, now),
          slot ? eq(ads.slot, slot as AdSlot) : undefined,
        ),
      )
      .orderBy(asc(ads.slot), asc(ads.sort), asc(ads.id));
    const rows = await getRows(
      db,
      advertisementResource,
      live.map((row) => row.id),
    );
    return live.flatMap((row) => rows.filter((ad) => ad.id === row.id));
  });

  serve(operationEndpoints.linkCheck, async ({ ids }, request) =>
    checkLinks(engine, requireAdmin(request), ids),
  );
  serve(operationEndpoints.keywordSync, async (_body, request) =>
    syncKeywords(engine, requireAdmin(request)),
  );
  serve(operationEndpoints.portalPreview, async ({ id }) => portalPreview(db, id));
  serve(operationEndpoints.sitemapBuild, async (_body, request) =>
    buildSitemap(engine, requireAdmin(request)),
  );
  serve(operationEndpoints.sitemapStatus, async () => sitemapStatus(db));
  qrcodeRoutes(serve, outsideApi, db);
  outsideApi((app) => serveSitemap(app, db));
}
