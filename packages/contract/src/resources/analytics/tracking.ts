/**
 * Tracking events in (issue 23): what the public site reports, and the console's calls managing the sites'
 * reporting keys. The batch endpoint is public to the guard (no admin session): the site's key in the
 * `X-Site-Key` header is what authenticates it, checked by the handler against the keys' hashes.
 */
import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';

/** Most events in one batch; a larger batch is refused whole (split it). */
export const TRACKING_BATCH_MAX = 500;
/** How far back an event may be dated when it arrives (a site's offline queue), and how far ahead (clocks). */
export const TRACKING_MAX_AGE_DAYS = 7;
export const TRACKING_MAX_SKEW_MINUTES = 5;
/** Largest `properties` object, as JSON. */
export const TRACKING_PROPERTIES_MAX_CHARS = 2000;
/** The header carrying a site's key. */
export const TRACKING_KEY_HEADER = 'x-site-key';

/** One event as the site reports it; `event` is a tracking point's code declared under /operation/tracking. */
export const trackingEventInput = z.object({
  event: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/)
    .max(64),
  page: z
    .string()
    .regex(/^\/\S*$/)
    .max(200),
  /** The signed-in site user's id; absent or null for an anonymous visitor. */
  user_id: z.number().int().positive().nullable().optional(),
  anonymous_id: z.string().min(1).max(64),
  session_id: z.string().min(1).max(64),
  properties: z.record(z.string(), z.unknown()).optional(),
  /** When it happened on the visitor's side (ISO 8601 with its zone). */
  time: z.iso.datetime({ offset: true }),
});
export type TrackingEventInput = z.infer<typeof trackingEventInput>;

const localText = z.object({ zh: z.string(), en: z.string() });

export const trackingEndpoints = {
  ingest: endpoint({
    method: 'POST',
    path: '/tracking/events',
    name: { zh: '上报埋点事件', en: 'Report tracking events' },
    access: 'public',
    input: z.object({
      events: z
        .array(
          z
            .unknown()
            .describe(
              'One event: {event, page, user_id?, anonymous_id, session_id, properties?, time}. Each is checked on its own: a bad one is refused with its reason, the others kept. Authenticate with the site key in the X-Site-Key header.',
            ),
        )
        .min(1)
        .max(TRACKING_BATCH_MAX),
    }),
    output: z.object({
      accepted: z.number().int(),
      /** Each refused event by its index in the batch, with why. */
      rejected: z.array(z.object({ index: z.number().int(), reason: localText })),
    }),
  }),
  sites: endpoint({
    method: 'GET',
    path: '/tracking/site/list',
    name: { zh: '埋点上报站点', en: 'Reporting sites' },
    input: z.object({}),
    output: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        key_prefix: z.string(),
        rate_per_minute: z.number().int(),
        enabled: z.boolean(),
        last_used_at: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
  issueKey: endpoint({
    method: 'POST',
    path: '/tracking/site/add',
    name: { zh: '新增上报站点（生成密钥）', en: 'Add a reporting site (issue its key)' },
    input: z.object({
      name: z.string().trim().min(1).max(64),
      rate_per_minute: z.number().int().min(1).max(600000).default(6000),
    }),
    /** The key is answered once, here; only its hash is kept. */
    output: z.object({ id: z.number().int(), key: z.string() }),
  }),
  revokeKey: endpoint({
    method: 'POST',
    path: '/tracking/site/disable',
    name: { zh: '停用上报站点', en: 'Disable a reporting site' },
    input: z.object({ id: z.number().int().positive() }),
    output: z.object({ id: z.number().int() }),
  }),
};
