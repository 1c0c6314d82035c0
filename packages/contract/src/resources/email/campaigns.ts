/**
 * Promotion e-mails to the platform's users (/email/list, issue 23): a campaign is composed as rich text (the
 * engine sanitises it like any rich-text field), addressed to a user tag's users and/or the users a filter of the
 * /user list selects, previewed, tried on an address the operator types, then sent in batches by the server.
 * Its state is a declared workflow: draft → sending → sent, or failed (the transport gave up), or cancelled by an
 * admin while it sends. Send, finish and fail are run by the module (send needs the request's address for the
 * links in each mail; finish and fail are the background sender's), cancel is the generic transition.
 */
import { createdAtField, updatedAtField } from '../common-fields.ts';
import { countField } from '../counts.ts';
import type { RowOf } from '../row-of.ts';
import type { EnumOption, ResourceDef } from '../types.ts';
import { RecipientStatus } from './recipient-status.ts';

export const CampaignStatus = { draft: 0, sending: 1, sent: 2, failed: 3, cancelled: 4 } as const;
export type CampaignStatus = (typeof CampaignStatus)[keyof typeof CampaignStatus];

export const campaignStatusOptions = [
  { value: CampaignStatus.draft, label: { zh: '草稿', en: 'Draft' }, color: 'default' },
  { value: CampaignStatus.sending, label: { zh: '发送中', en: 'Sending' }, color: 'blue' },
  { value: CampaignStatus.sent, label: { zh: '已发送', en: 'Sent' }, color: 'green' },
  { value: CampaignStatus.failed, label: { zh: '失败', en: 'Failed' }, color: 'red' },
  { value: CampaignStatus.cancelled, label: { zh: '已取消', en: 'Cancelled' }, color: 'orange' },
] as const satisfies readonly EnumOption[];

/** Largest batch the sender takes at once (the field's limit). */
export const MAX_CAMPAIGN_BATCH = 500;

const recipients = (where?: RecipientStatus) => ({
  family: 'email_campaign_recipient',
  via: 'campaign_id',
  ...(where === undefined ? {} : { where: { field: 'status', in: [where] } }),
});

export const emailCampaignResource = {
  key: 'email_campaign',
  table: 'email_campaign',
  base: '/email',
  label: { zh: '推广邮件', en: 'E-mail campaign' },
  route: '/email/list',
  titleField: 'name',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  indexes: [['status', 'created_at', 'id']],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'send',
        label: { zh: '发送', en: 'Send' },
        from: [CampaignStatus.draft],
        to: CampaignStatus.sending,
        stamp: 'started_at',
        bulk: false,
        ownControl: true,
        servedByModule: true,
      },
      {
        name: 'cancel',
        label: { zh: '取消发送', en: 'Cancel' },
        from: [CampaignStatus.sending],
        to: CampaignStatus.cancelled,
        hint: {
          zh: '已发出的邮件不能撤回；尚未发送的收件人不再发送',
          en: 'Mail already sent stays sent; the recipients still waiting get none',
        },
        danger: true,
        bulk: false,
      },
      {
        name: 'finish',
        label: { zh: '发送完成', en: 'Finish' },
        from: [CampaignStatus.sending],
        to: CampaignStatus.sent,
        stamp: 'finished_at',
        ownControl: true,
        servedByModule: true,
      },
      {
        name: 'fail',
        label: { zh: '发送失败', en: 'Fail' },
        from: [CampaignStatus.sending],
        to: CampaignStatus.failed,
        inputs: [{ field: 'last_error' }],
        stamp: 'finished_at',
        ownControl: true,
        servedByModule: true,
      },
    ],
  },
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '名称', en: 'Name' },
      required: true,
      max: 100,
      list: true,
      filter: 'contains',
      width: 180,
    },
    {
      name: 'subject',
      kind: 'text',
      label: { zh: '邮件主题', en: 'Subject' },
      required: true,
      max: 200,
      list: true,
      filter: 'contains',
    },
    { name: 'content', kind: 'richText', label: { zh: '邮件正文', en: 'Body' }, required: true, max: 200000 },
    {
      name: 'tag_id',
      kind: 'reference',
      target: 'tag',
      label: { zh: '用户标签', en: 'User tag' },
      help: {
        zh: '发送给绑定此标签（类型：用户）的用户；与筛选条件同时填写时取两者都满足的用户',
        en: 'Sent to the users bound to this tag (type user); with filters too, to the users matching both',
      },
      onTargetDelete: 'setNull',
      list: true,
      filter: 'exact',
      width: 120,
    },
    {
      name: 'user_filter',
      kind: 'json',
      label: { zh: '用户筛选条件', en: 'User filters' },
      help: {
        zh: '用户列表的筛选条件，如 {"is_client": true, "source": "website", "region": "浙江"}',
        en: 'Filters of the user list, e.g. {"is_client": true, "source": "website", "region": "Zhejiang"}',
      },
    },
    {
      name: 'batch_size',
      kind: 'integer',
      label: { zh: '每批封数', en: 'Batch size' },
      help: { zh: '后台每批发送的邮件数', en: 'Messages the server sends per batch' },
      required: true,
      default: 50,
      min: 1,
      max: MAX_CAMPAIGN_BATCH,
    },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: campaignStatusOptions,
      default: CampaignStatus.draft,
      required: true,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    countField('recipient_count', { zh: '收件人', en: 'Recipients' }, recipients(), {
      list: true,
      width: 80,
    }),
    countField('sent_count', { zh: '已发送', en: 'Sent' }, recipients(RecipientStatus.sent), {
      list: true,
      width: 80,
    }),
    countField('failed_count', { zh: '失败', en: 'Failed' }, recipients(RecipientStatus.failed), {
      list: true,
      width: 70,
    }),
    countField('bounced_count', { zh: '退信', en: 'Bounced' }, recipients(RecipientStatus.bounced), {
      list: true,
      width: 70,
    }),
    countField(
      'skipped_count',
      { zh: '已退订跳过', en: 'Unsubscribed' },
      recipients(RecipientStatus.skipped),
      {
        width: 90,
      },
    ),
    {
      name: 'sent_by',
      kind: 'reference',
      target: 'admin_user',
      label: { zh: '发送人', en: 'Sent by' },
      onTargetDelete: 'setNull',
      readOnly: true,
      hideInForm: true,
    },
    {
      name: 'started_at',
      kind: 'datetime',
      label: { zh: '开始发送', en: 'Started' },
      readOnly: true,
      list: true,
    },
    { name: 'finished_at', kind: 'datetime', label: { zh: '完成时间', en: 'Finished' }, readOnly: true },
    // The address the console was reached on when it was sent: the links in each mail (read image, unsubscribe)
    // point there, also when a restarted server resumes the sending.
    {
      name: 'link_base',
      kind: 'text',
      label: { zh: '链接地址', en: 'Link address' },
      max: 300,
      readOnly: true,
      hideInForm: true,
    },
    {
      name: 'last_error',
      kind: 'longText',
      label: { zh: '错误', en: 'Error' },
      max: 2000,
      readOnly: true,
      hideInForm: true,
    },
    createdAtField(undefined, { list: false }),
    updatedAtField(undefined, { list: false }),
  ],
} as const satisfies ResourceDef;

export type EmailCampaignRow = RowOf<typeof emailCampaignResource>;
