/** Where one recipient of a campaign stands (shared by the campaign's counts and the recipient rows). */
import type { EnumOption } from '../types.ts';

export const RecipientStatus = { pending: 0, sent: 1, failed: 2, bounced: 3, skipped: 4 } as const;
export type RecipientStatus = (typeof RecipientStatus)[keyof typeof RecipientStatus];

export const recipientStatusOptions = [
  { value: RecipientStatus.pending, label: { zh: '待发送', en: 'Waiting' }, color: 'default' },
  { value: RecipientStatus.sent, label: { zh: '已发送', en: 'Sent' }, color: 'green' },
  { value: RecipientStatus.failed, label: { zh: '失败', en: 'Failed' }, color: 'red' },
  { value: RecipientStatus.bounced, label: { zh: '退信', en: 'Bounced' }, color: 'volcano' },
  { value: RecipientStatus.skipped, label: { zh: '已退订', en: 'Unsubscribed' }, color: 'orange' },
] as const satisfies readonly EnumOption[];
