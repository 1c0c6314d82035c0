/**
 * A campaign's recipients, fixed when it is sent (the audience as it was then), each with its state, its batch,
 * its message in the e-mail read log (so reads count per campaign) and the token of its unsubscribe link; and
 * the users who unsubscribed, whom every later campaign skips.
 */
import { createdAtField } from '../common-fields.ts';
import type { RowOf } from '../row-of.ts';
import type { ResourceDef } from '../types.ts';
import { RecipientStatus, recipientStatusOptions } from './recipient-status.ts';

export const emailCampaignRecipientResource = {
  key: 'email_campaign_recipient',
  table: 'email_campaign_recipient',
  base: '/email/recipient',
  label: { zh: '推广邮件收件人', en: 'Campaign recipient' },
  titleField: 'email',
  defaultSort: { field: 'id', order: 'asc' },
  actions: ['export'],
  indexes: [['campaign_id', 'status', 'id']],
  // Only the sender moves a recipient, once, out of waiting: what became of its mail.
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'deliver',
        label: { zh: '发送', en: 'Send' },
        from: [RecipientStatus.pending],
        to: RecipientStatus.sent,
        inputs: [{ field: 'mail_id', required: true }],
        stamp: 'sent_at',
        serverOnly: true,
      },
      {
        name: 'fail',
        label: { zh: '发送失败', en: 'Fail' },
        from: [RecipientStatus.pending],
        to: RecipientStatus.failed,
        inputs: [{ field: 'error', required: true }],
        serverOnly: true,
      },
      {
        name: 'bounce',
        label: { zh: '退信', en: 'Bounce' },
        from: [RecipientStatus.pending],
        to: RecipientStatus.bounced,
        inputs: [{ field: 'error', required: true }],
        serverOnly: true,
      },
      {
        name: 'skip',
        label: { zh: '跳过（已退订）', en: 'Skip (unsubscribed)' },
        from: [RecipientStatus.pending],
        to: RecipientStatus.skipped,
        serverOnly: true,
      },
    ],
  },
  fields: [
    {
      name: 'campaign_id',
      kind: 'reference',
      target: 'email_campaign',
      label: { zh: '推广邮件', en: 'Campaign' },
      required: true,
      onTargetDelete: 'cascade',
      list: true,
      filter: 'exact',
    },
    {
      name: 'user_id',
      kind: 'reference',
      target: 'site_user',
      label: { zh: '用户', en: 'User' },
      // The record of what was sent stays after the user's account goes.
      onTargetDelete: 'setNull',
      list: true,
      filter: 'exact',
      width: 120,
    },
    {
      name: 'email',
      kind: 'text',
      label: { zh: '邮箱', en: 'E-mail' },
      required: true,
      max: 200,
      mask: 'email',
      list: true,
      filter: 'contains',
      width: 200,
    },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: recipientStatusOptions,
      default: RecipientStatus.pending,
      required: true,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'batch',
      kind: 'integer',
      label: { zh: '批次', en: 'Batch' },
      min: 1,
      readOnly: true,
      list: true,
      filter: 'exact',
      width: 70,
    },
    {
      name: 'mail_id',
      kind: 'reference',
      target: 'email_read_log',
      label: { zh: '邮件记录', en: 'Message' },
      onTargetDelete: 'setNull',
      readOnly: true,
      list: true,
    },
    { name: 'error', kind: 'text', label: { zh: '错误', en: 'Error' }, max: 500, readOnly: true, list: true },
    { name: 'sent_at', kind: 'datetime', label: { zh: '发送时间', en: 'Sent' }, readOnly: true, list: true },
    // The capability in the recipient's unsubscribe link: never shown, so no one unsubscribes another.
    {
      name: 'unsubscribe_token',
      kind: 'text',
      label: { zh: '退订令牌', en: 'Unsubscribe token' },
      max: 64,
      unique: true,
      secret: true,
      readOnly: true,
    },
    createdAtField(undefined, { list: false }),
  ],
} as const satisfies ResourceDef;

export type EmailCampaignRecipientRow = RowOf<typeof emailCampaignRecipientResource>;

/** A user who asked for no more promotion mail (through a campaign's link); deleting the row subscribes again. */
export const emailUnsubscribeResource = {
  key: 'email_unsubscribe',
  table: 'email_unsubscribe',
  base: '/email/unsubscribe',
  label: { zh: '邮件退订', en: 'E-mail unsubscribe' },
  titleField: 'email',
  defaultSort: { field: 'unsubscribed_at', order: 'desc' },
  actions: ['del', 'export'],
  fields: [
    {
      name: 'user_id',
      kind: 'reference',
      target: 'site_user',
      label: { zh: '用户', en: 'User' },
      required: true,
      unique: true,
      onTargetDelete: 'cascade',
      list: true,
      filter: 'exact',
    },
    {
      name: 'email',
      kind: 'text',
      label: { zh: '邮箱', en: 'E-mail' },
      required: true,
      max: 200,
      mask: 'email',
      list: true,
      filter: 'contains',
    },
    {
      name: 'campaign_id',
      kind: 'reference',
      target: 'email_campaign',
      label: { zh: '来自推广邮件', en: 'From campaign' },
      onTargetDelete: 'setNull',
      list: true,
      filter: 'exact',
    },
    {
      name: 'unsubscribed_at',
      kind: 'datetime',
      label: { zh: '退订时间', en: 'Unsubscribed' },
      required: true,
      list: true,
      sortable: true,
      filter: 'dateRange',
    },
  ],
} as const satisfies ResourceDef;
