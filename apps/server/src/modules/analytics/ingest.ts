/**
 * The public site's batch of tracking events: authenticated by its site key (the `X-Site-Key` header, looked
 * up by its SHA-256 hash), limited to the site's events a minute, then each event checked on its own: its
 * shape, its code a declared and enabled tracking point (/operation/tracking), its time neither in the
 * future nor older than a week, its properties small. The good events are kept, each bad one answered with
 * its index and reason, so a site's one malformed event never loses the others of its batch.
 */
import { createHash } from 'node:crypto';
import {
  ResultCode,
  TRACKING_KEY_HEADER,
  TRACKING_MAX_AGE_DAYS,
  TRACKING_MAX_SKEW_MINUTES,
  TRACKING_PROPERTIES_MAX_CHARS,
  trackingEventInput,
  trackingPointResource,
} from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import { trackingSite } from '../../db/schema/index.ts';
import { familyTable } from '../../engine/index.ts';
import { insertEvents, type StoredEvent } from './events.ts';
import type { RateLimiter } from './rate-limit.ts';

interface LocalText {
  zh: string;
  en: string;
}
export interface Rejected {
  index: number;
  reason: LocalText;
}

export function hashSiteKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The enabled site whose key the request carries; refused (code 3) otherwise. */
export async function siteOf(
  db: Db,
  request: FastifyRequest,
): Promise<{ id: number; rate: number; keyHash: string }> {
  const header = request.headers[TRACKING_KEY_HEADER];
  const key = typeof header === 'string' ? header.trim() : '';
  if (key === '') {
    throw new AppError(
      ResultCode.forbidden,
      { zh: '缺少站点密钥（X-Site-Key）', en: 'No site key (X-Site-Key)' },
      401,
    );
  }
  const [site] = await db
    .select({ id: trackingSite.id, rate: trackingSite.rate_per_minute, keyHash: trackingSite.key_hash })
    .from(trackingSite)
    .where(and(eq(trackingSite.key_hash, hashSiteKey(key)), eq(trackingSite.enabled, true)));
  if (!site) {
    throw new AppError(
      ResultCode.forbidden,
      { zh: '站点密钥无效或已停用', en: 'Unknown or disabled site key' },
      401,
    );
  }
  return site;
}

const pointTable = familyTable(trackingPointResource);

/** Checks each event; answers the good ones as stored rows and the bad ones with their reasons. */
export async function checkEvents(
  db: Db,
  siteId: number,
  raw: readonly unknown[],
  now: Date,
): Promise<{ good: StoredEvent[]; rejected: Rejected[] }> {
  const parsed = raw.map((item) => trackingEventInput.safeParse(item));
  const codes = [...new Set(parsed.flatMap((p) => (p.success ? [p.data.event] : [])))];
  const declared = new Set(
    codes.length === 0
      ? []
      : (
          await db
            .select({ code: pointTable.code })
            .from(pointTable)
            .where(and(inArray(pointTable.code, codes), eq(pointTable.enabled, true)))
        ).map((row) => row.code),
  );
  const earliest = now.getTime() - TRACKING_MAX_AGE_DAYS * 86_400_000;
  const latest = now.getTime() + TRACKING_MAX_SKEW_MINUTES * 60_000;
  const good: StoredEvent[] = [];
  const rejected: Rejected[] = [];
  parsed.forEach((result, index) => {
    const refuse = (reason: LocalText) => rejected.push({ index, reason });
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.join('.') || 'event';
      const what = issue?.message ?? 'invalid';
      refuse({ zh: `字段 ${where} 无效：${what}`, en: `${where}: ${what}` });
      return;
    }
    const event = result.data;
    if (!declared.has(event.event)) {
      refuse({
        zh: `未声明或已停用的埋点：${event.event}`,
        en: `Not a declared, enabled tracking point: ${event.event}`,
      });
      return;
    }
    const time = new Date(event.time).getTime();
    if (time > latest) {
      refuse({ zh: '事件时间晚于当前时间', en: 'The event is dated in the future' });
      return;
    }
    if (time < earliest) {
      refuse({
        zh: `事件早于 ${TRACKING_MAX_AGE_DAYS} 天前`,
        en: `The event is older than ${TRACKING_MAX_AGE_DAYS} days`,
      });
      return;
    }
    const properties = event.properties ?? null;
    if (properties && JSON.stringify(properties).length > TRACKING_PROPERTIES_MAX_CHARS) {
      refuse({
        zh: `properties 超过 ${TRACKING_PROPERTIES_MAX_CHARS} 字符`,
        en: `properties longer than ${TRACKING_PROPERTIES_MAX_CHARS} characters`,
      });
      return;
    }
    good.push({
      occurred_at: new Date(time),
      site_id: siteId,
      event: event.event,
      page: event.page,
      user_id: event.user_id ?? null,
      anonymous_id: event.anonymous_id,
      session_id: event.session_id,
      properties,
    });
  });
  return { good, rejected };
}

/** The whole call: the site, its rate, the events checked, the good ones stored. */
export async function ingest(
  db: Db,
  limiter: RateLimiter,
  request: FastifyRequest,
  events: readonly unknown[],
): Promise<{ accepted: number; rejected: Rejected[] }> {
  const site = await siteOf(db, request);
  const now = new Date();
  // Counted by the key's hash, not the site's id: ids repeat between consoles (and test databases) on one Redis.
  if (!(await limiter.take(site.keyHash, site.rate, events.length))) {
    throw new AppError(ResultCode.throttled, {
      zh: `超过站点上报频率（每分钟 ${site.rate} 条事件）`,
      en: `Over the site's rate (${site.rate} events a minute)`,
    });
  }
  const { good, rejected } = await checkEvents(db, site.id, events, now);
  await insertEvents(db, good);
  await db.update(trackingSite).set({ last_used_at: now }).where(eq(trackingSite.id, site.id));
  return { accepted: good.length, rejected };
}
