/**
 * Analytics (issue 23, "events in, figures out"): the public site's tracking events taken in through a
 * site's key, the reporting sites managed by admins (a key is answered once, kept as its hash), and the
 * metrics the chart screens draw (metrics.ts).
 */
import { randomBytes } from 'node:crypto';
import { metricEndpoints, ResultCode, trackingEndpoints } from '@console/contract';
import { desc, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { trackingSite } from '../../db/schema/index.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { platformMetricFamilies } from './analysis.ts';
import { requireFamilyLists, serveAnalysis } from './analysis-routes.ts';
import { hashSiteKey, ingest } from './ingest.ts';
import { metricRows } from './metrics.ts';
import { RateLimiter } from './rate-limit.ts';

export function analyticsModule({ api, db, config, engine }: ModuleContext): void {
  const serve = endpointServer(api, config.checkApiOutput);
  const limiter = new RateLimiter({
    redisUrl: config.redisUrl,
    onError: (err) =>
      api.log.warn({ err }, 'tracking rate limit: Redis unreachable, counting in this process'),
  });
  api.addHook('onClose', () => limiter.close());

  serve(trackingEndpoints.ingest, ({ events }, request) => ingest(db, limiter, request, events));

  serve(metricEndpoints.metric, async (input, request) => {
    // The dashboard's figures count families: as visible as their lists.
    await requireFamilyLists(request, platformMetricFamilies[input.metric] ?? []);
    const started = performance.now();
    const rows = await metricRows(db, input);
    return { rows, ms: Math.round(performance.now() - started) };
  });

  serveAnalysis(serve, { db, engine });

  serve(trackingEndpoints.sites, async () => {
    const rows = await db
      .select({
        id: trackingSite.id,
        name: trackingSite.name,
        key_prefix: trackingSite.key_prefix,
        rate_per_minute: trackingSite.rate_per_minute,
        enabled: trackingSite.enabled,
        last_used_at: trackingSite.last_used_at,
        created_at: trackingSite.created_at,
      })
      .from(trackingSite)
      .orderBy(desc(trackingSite.id));
    return rows.map((row) => ({
      ...row,
      last_used_at: row.last_used_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    }));
  });

  serve(trackingEndpoints.issueKey, async ({ name, rate_per_minute }) => {
    const key = `tsk_${randomBytes(24).toString('base64url')}`;
    const [row] = await db
      .insert(trackingSite)
      .values({ name, rate_per_minute, key_hash: hashSiteKey(key), key_prefix: key.slice(0, 10) })
      .returning({ id: trackingSite.id });
    if (!row) throw new Error('tracking_site insert returned nothing');
    return { id: row.id, key };
  });

  serve(trackingEndpoints.revokeKey, async ({ id }) => {
    const [row] = await db
      .update(trackingSite)
      .set({ enabled: false })
      .where(eq(trackingSite.id, id))
      .returning({ id: trackingSite.id });
    if (!row) {
      throw new AppError(ResultCode.notFound, {
        zh: `上报站点不存在（ID ${id}）`,
        en: `No reporting site with id ${id}`,
      });
    }
    return row;
  });
}
