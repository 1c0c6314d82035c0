/**
 * The campaign calls a declaration cannot say: who a campaign would reach and how its mail looks (preview), a
 * test message to an address the operator types, the declared `send` transition (served by the module: the
 * links in each mail point back at the address the console was reached on), and the progress the screen polls
 * while the server sends.
 */
import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { rowSchemaOf } from '../row-schema.ts';
import { emailCampaignResource } from './campaigns.ts';

const base = emailCampaignResource.base;
const id = z.coerce.number().int().positive();
export const campaignIdQuery = z.object({ id });

/** Who a campaign reaches now: the users its tag and filters select, less those it cannot or may not mail. */
export interface CampaignAudience {
  /** Users the tag and filters select (enabled accounts only). */
  matched: number;
  /** Of those, without an e-mail address. */
  without_email: number;
  /** Of those, unsubscribed: recorded as skipped, never mailed. */
  unsubscribed: number;
  /** Messages a send would write. */
  will_send: number;
}

const audienceSchema: z.ZodType<CampaignAudience> = z.object({
  matched: z.number().int(),
  without_email: z.number().int(),
  unsubscribed: z.number().int(),
  will_send: z.number().int(),
});

export interface CampaignPreview {
  subject: string;
  /** The message's HTML as a recipient gets it (the unsubscribe link shown, not live). */
  html: string;
  audience: CampaignAudience;
}

export interface CampaignProgress {
  status: number;
  total: number;
  pending: number;
  sent: number;
  failed: number;
  bounced: number;
  skipped: number;
  /** Sent messages opened at least once (their tracking image fetched). */
  read: number;
  /** Batches sent so far (the recipients' highest batch number). */
  batches: number;
  last_error: string | null;
}

const progressSchema: z.ZodType<CampaignProgress> = z.object({
  status: z.number().int(),
  total: z.number().int(),
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  bounced: z.number().int(),
  skipped: z.number().int(),
  read: z.number().int(),
  batches: z.number().int(),
  last_error: z.string().nullable(),
});

export const testSendBody = z.object({
  id,
  to: z.string().trim().email().max(200),
});

export const emailEndpoints = {
  preview: endpoint({
    method: 'GET',
    path: `${base}/preview`,
    name: { zh: '推广邮件预览', en: 'Preview a campaign' },
    input: campaignIdQuery,
    output: z.object({ subject: z.string(), html: z.string(), audience: audienceSchema }),
  }),
  testSend: endpoint({
    method: 'POST',
    path: `${base}/test_send`,
    name: { zh: '推广邮件测试发送', en: 'Send a test of a campaign' },
    input: testSendBody,
    output: z.object({
      mail_id: z.number().int(),
      transport: z.enum(['smtp', 'file']),
      /** The `.eml` file written (no SMTP server configured). */
      location: z.string().nullable(),
    }),
  }),
  /** The declared `send` transition: the recipients fixed, the sending started in the background. */
  send: endpoint({
    method: 'POST',
    path: `${base}/send`,
    name: { zh: '发送推广邮件', en: 'Send a campaign' },
    input: z.object({ id, updated_at: z.string().optional() }),
    output: z.object({ campaign: rowSchemaOf(emailCampaignResource), audience: audienceSchema }),
  }),
  progress: endpoint({
    method: 'GET',
    path: `${base}/progress`,
    name: { zh: '推广邮件发送进度', en: "A campaign's progress" },
    input: campaignIdQuery,
    output: progressSchema,
  }),
} as const;
