/**
 * A campaign's message as a recipient gets it: the composed body (rich text, sanitised when it was saved), a
 * footer saying why the mail came with the recipient's own unsubscribe link, the plain-text part, and the
 * headers mail clients show as an unsubscribe button (RFC 2369, one-click POST per RFC 8058). The read log's
 * tracking image is added by sendLoggedMail.
 */
import { htmlText } from '../../core/html-text.ts';
import type { MailMessage } from '../../integrations/mail/index.ts';

export function unsubscribePath(token: string): string {
  return `/mail/unsubscribe/${token}`;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

/** The body as text: a line per block, tags and entities gone. */
export function textOf(html: string): string {
  return htmlText(html, { lines: true });
}

export interface CampaignMail {
  subject: string;
  content: string;
}

/**
 * The message for `to`. `unsubscribeUrl` null: a test message or a preview, whose footer shows where the link
 * goes without one that works.
 */
export function campaignMessage(
  campaign: CampaignMail,
  to: string,
  unsubscribeUrl: string | null,
  options: { test?: boolean } = {},
): MailMessage {
  const href = unsubscribeUrl ? escapeAttribute(unsubscribeUrl) : '#';
  const footer =
    '<hr style="border:none;border-top:1px solid #eee;margin:24px 0 12px">' +
    '<p style="font-size:12px;color:#888;line-height:1.6">您收到这封邮件，是因为您是塑料物性平台的注册用户。' +
    `如不想再收到推广邮件，请<a href="${href}" style="color:#888">退订</a>。` +
    '<br>You receive this e-mail as a user of the plastics platform. ' +
    `<a href="${href}" style="color:#888">Unsubscribe</a>.</p>`;
  const html = `<div style="font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;font-size:14px;line-height:1.7;color:#222;max-width:640px">${campaign.content}${footer}</div>`;
  const link = unsubscribeUrl ?? '（正式发送时为每位收件人生成 / made for each recipient when sent）';
  return {
    to,
    subject: options.test ? `[测试] ${campaign.subject}` : campaign.subject,
    html,
    text: `${textOf(campaign.content)}\n\n--\n退订 / Unsubscribe: ${link}`,
    headers: unsubscribeUrl
      ? { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : undefined,
  };
}
