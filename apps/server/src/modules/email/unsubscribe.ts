/**
 * The unsubscribe link of each campaign mail (`/mail/unsubscribe/{token}`, outside `/api`: the recipient has no
 * session). The token is the recipient's own random capability, made when the mail is and kept only as its
 * hash (never listed), so a link unsubscribes only the user it was sent to. Opening it shows a page with a confirm button, so a mail scanner following links
 * unsubscribes no one; the button, and a mail client's one-click `List-Unsubscribe-Post`, POST to the same
 * address, which records the user in `email_unsubscribe`: every later campaign skips them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { emailCampaignRecipientResource, emailUnsubscribeResource } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/index.ts';
import { familyTable } from '../../engine/index.ts';

const TOKEN = /^[a-f0-9]{32}$/;

function page(reply: FastifyReply, status: number, title: string, body: string) {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;max-width:480px;margin:15vh auto;padding:0 20px;color:#222;line-height:1.7}button{font-size:16px;padding:8px 24px;border:none;border-radius:6px;background:#1677ff;color:#fff;cursor:pointer}p.en{color:#888;font-size:13px}</style></head><body>${body}</body></html>`;
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** A new token for one recipient's link (32 hex digits). */
export function newUnsubscribeToken(): string {
  return randomBytes(16).toString('hex');
}

/** What the recipient row keeps of its link's token. */
export function hashUnsubscribeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function recipientOf(db: Db, token: string) {
  if (!TOKEN.test(token)) return null;
  const table = familyTable(emailCampaignRecipientResource);
  const [row] = await db
    .select({ user_id: table.user_id, email: table.email, campaign_id: table.campaign_id })
    .from(table)
    .where(eq(table.unsubscribe_token, hashUnsubscribeToken(token)));
  return row && row.user_id !== null ? row : null;
}

const invalid = (reply: FastifyReply) =>
  page(
    reply,
    404,
    '链接无效',
    '<h2>退订链接无效或已过期</h2><p class="en">This unsubscribe link is not valid.</p>',
  );

/** Records the user's unsubscribe once (a second click keeps the first time). */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const recipient = await recipientOf(db, token);
  if (!recipient || recipient.user_id === null) return false;
  // raw write: the recipient's own request, with no admin to audit it under (as the read log's reads)
  await db
    .insert(familyTable(emailUnsubscribeResource))
    .values({
      user_id: recipient.user_id,
      email: recipient.email,
      campaign_id: recipient.campaign_id,
      unsubscribed_at: new Date(),
    })
    .onConflictDoNothing();
  return true;
}

export function unsubscribeRoutes(app: FastifyInstance, db: Db): void {
  app.register(async (scope) => {
    // The confirm form and the one-click POST send `application/x-www-form-urlencoded`; its content is not read.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    scope.get('/mail/unsubscribe/:token', async (request, reply) => {
      const { token } = request.params as { token: string };
      const recipient = await recipientOf(db, token);
      if (!recipient) return invalid(reply);
      return page(
        reply,
        200,
        '退订推广邮件',
        `<h2>退订塑料物性平台推广邮件</h2><p>退订后，${recipient.email.replace(/[<>&"]/g, '')} 将不再收到平台的推广邮件。</p><p class="en">Unsubscribe from the plastics platform's promotion e-mails.</p><form method="post"><button type="submit" data-testid="unsubscribe-confirm">确认退订 / Unsubscribe</button></form>`,
      );
    });
    scope.post('/mail/unsubscribe/:token', async (request, reply) => {
      const { token } = request.params as { token: string };
      if (!(await unsubscribe(db, token))) return invalid(reply);
      return page(
        reply,
        200,
        '已退订',
        '<h2>已退订</h2><p>您将不再收到塑料物性平台的推广邮件。</p><p class="en">You are unsubscribed: no more promotion e-mails.</p>',
      );
    });
  });
}
