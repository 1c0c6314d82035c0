/**
 * Mail the console sends, each message in the e-mail read log (/user/email_read_log): recipient, subject,
 * purpose, how it left (SMTP or a `.eml` file, and where), and its reads. A read is the message's tracking image
 * fetched from this server (`GET /mail/read/{token}.gif`, outside `/api`: a mail client has no session), so the
 * log shows real opens only. Campaigns (issue 23) send through `sendLoggedMail` too.
 */
import { randomBytes } from 'node:crypto';
import { emailReadLogResource, type SiteUserRow } from '@console/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../db/index.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { addRow, familyTable } from '../../engine/index.ts';
import type { Mailer, MailMessage, SentMail } from '../../integrations/mail/index.ts';

export type MailPurpose = 'user_export' | 'campaign' | 'notice';

export interface LoggedMail extends SentMail {
  /** The message's row in the read log. */
  logId: number;
}

/** A transparent 1×1 GIF: the tracking image. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const TOKEN = /^[a-f0-9]{32}$/;

export function readImagePath(token: string): string {
  return `/mail/read/${token}.gif`;
}

/**
 * Sends `message` through `mailer` and logs it (by `admin`, through the engine). `baseUrl` is the console's
 * address as the sender reached it, so the tracking image points back here.
 */
export async function sendLoggedMail(
  engine: ResourceEngine,
  mailer: Mailer,
  admin: Actor,
  message: MailMessage,
  options: { purpose: MailPurpose; baseUrl: string; userId?: SiteUserRow['id'] },
): Promise<LoggedMail> {
  const token = randomBytes(16).toString('hex');
  const image = `<img src="${options.baseUrl}${readImagePath(token)}" width="1" height="1" alt="">`;
  const html = `${message.html ?? `<pre>${escapeHtml(message.text)}</pre>`}${image}`;
  const sent = await mailer.send({ ...message, html });
  const row = await addRow(engine, emailReadLogResource, admin, {
    recipient: message.to,
    subject: message.subject,
    purpose: options.purpose,
    user_id: options.userId ?? null,
    transport: sent.transport,
    message_id: sent.messageId,
    location: sent.location ?? '',
    read_token: token,
    sent_at: new Date(),
  });
  return { ...sent, logId: row.id };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

/**
 * Records one read of the message holding `token`. Written directly, like the access log: it is what a mail
 * client did, not an admin's change, so it has no admin to audit it under; one statement, so concurrent reads
 * each count.
 */
export async function recordRead(db: Db, token: string, ip: string, userAgent: string): Promise<boolean> {
  const table = familyTable(emailReadLogResource);
  const now = new Date();
  // raw write: a mail client's read, not an admin's change, so no admin to audit it under (as the access log)
  const updated = await db
    .update(table)
    .set({
      read_count: sql`${table.read_count} + 1`,
      first_read_at: sql`coalesce(${table.first_read_at}, ${now.toISOString()}::timestamptz)`,
      last_read_at: now,
      last_read_ip: ip.slice(0, 64),
      last_user_agent: userAgent.slice(0, 500),
    })
    .where(and(eq(table.read_token, token)))
    .returning({ id: table.id });
  return updated.length > 0;
}

export function mailReadRoute(app: FastifyInstance, db: Db): void {
  app.get('/mail/read/:file', async (request, reply) => {
    const file = (request.params as { file?: string }).file ?? '';
    const token = file.endsWith('.gif') ? file.slice(0, -4) : '';
    // The image is answered either way, so a probe learns nothing about which tokens exist.
    if (TOKEN.test(token)) await recordRead(db, token, request.ip, request.headers['user-agent'] ?? '');
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });
}
