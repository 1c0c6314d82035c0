/**
 * Ways staff reach a user without exposing them: privacy ("virtual") numbers bound to a user for a while, and
 * the log of e-mails the console sends with whether and when each was read (a read is the message's tracking
 * image being fetched). The mail log is shared by every mail the console sends (user exports, campaigns).
 */
import { createdAtField, enabledField, updatedAtField } from '../common-fields.ts';
import type { EnumOption, ResourceDef } from '../types.ts';
import { siteUserRefField } from './users.ts';

export const siteUserVirtualPhoneResource = {
  key: 'site_user_virtual_phone',
  table: 'site_user_virtual_phone',
  base: '/user/virtual_phone',
  label: { zh: '虚拟号码', en: 'Virtual phone number' },
  route: '/user/virtual_phone',
  titleField: 'virtual_number',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    siteUserRefField,
    {
      name: 'virtual_number',
      kind: 'text',
      label: { zh: '虚拟号码', en: 'Virtual number' },
      required: true,
      unique: true,
      max: 32,
      pattern: '^[0-9+\\- ]+$',
      patternMessage: { zh: '只能包含数字、空格和 + -', en: 'digits, spaces, + and - only' },
      list: true,
      filter: 'contains',
      width: 150,
    },
    {
      name: 'provider',
      kind: 'text',
      label: { zh: '号码服务商', en: 'Provider' },
      max: 64,
      list: true,
      width: 120,
    },
    {
      name: 'purpose',
      kind: 'text',
      label: { zh: '用途', en: 'Purpose' },
      max: 200,
      list: true,
    },
    {
      name: 'bound_at',
      kind: 'datetime',
      label: { zh: '绑定时间', en: 'Bound' },
      list: true,
      sortable: true,
    },
    {
      name: 'expires_on',
      kind: 'date',
      label: { zh: '到期日', en: 'Expires' },
      required: true,
      expiry: true,
      list: true,
      sortable: true,
      filter: 'dateRange',
    },
    enabledField({ label: { zh: '生效', en: 'Active' }, filter: 'exact' }),
    createdAtField(undefined, { list: false }),
    updatedAtField(undefined, { list: false }),
  ],
} as const satisfies ResourceDef;

export const mailPurposeOptions = [
  { value: 'user_export', label: { zh: '用户导出', en: 'User export' }, color: 'blue' },
  { value: 'campaign', label: { zh: '邮件推广', en: 'Campaign' }, color: 'purple' },
  { value: 'notice', label: { zh: '通知', en: 'Notice' }, color: 'green' },
] as const satisfies readonly EnumOption[];

/** How a message left: an SMTP server, or a `.eml` file under the data directory when none is configured. */
export const mailTransportOptions = [
  { value: 'smtp', label: { zh: 'SMTP 发送', en: 'SMTP' }, color: 'green' },
  { value: 'file', label: { zh: '写入文件', en: 'Written to file' }, color: 'gold' },
] as const satisfies readonly EnumOption[];

export const emailReadLogResource = {
  key: 'email_read_log',
  table: 'email_read_log',
  base: '/user/email_read_log',
  label: { zh: '邮件阅读记录', en: 'E-mail read log' },
  route: '/user/email_read_log',
  titleField: 'subject',
  defaultSort: { field: 'sent_at', order: 'desc' },
  actions: ['export'],
  idKind: 'bigserial',
  indexes: [['sent_at', 'id']],
  fields: [
    {
      name: 'recipient',
      kind: 'text',
      label: { zh: '收件人', en: 'Recipient' },
      required: true,
      max: 200,
      mask: 'email',
      list: true,
      filter: 'contains',
      width: 200,
    },
    {
      name: 'subject',
      kind: 'text',
      label: { zh: '主题', en: 'Subject' },
      required: true,
      max: 300,
      list: true,
      filter: 'contains',
    },
    {
      name: 'purpose',
      kind: 'enum',
      label: { zh: '用途', en: 'Purpose' },
      options: mailPurposeOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'user_id',
      kind: 'reference',
      target: 'site_user',
      label: { zh: '用户', en: 'User' },
      // A sent message stays in the log after its recipient's account goes.
      onTargetDelete: 'setNull',
      filter: 'exact',
    },
    {
      name: 'transport',
      kind: 'enum',
      label: { zh: '发送方式', en: 'Sent by' },
      options: mailTransportOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    { name: 'message_id', kind: 'text', label: { zh: '邮件 ID', en: 'Message-ID' }, max: 300 },
    {
      name: 'location',
      kind: 'text',
      label: { zh: '邮件文件', en: 'Message file' },
      help: { zh: '未配置 SMTP 时邮件写入的文件', en: 'Where the message was written when no SMTP is set' },
      max: 500,
    },
    // The token in the message's tracking image; never shown, so a reader cannot forge another's read.
    {
      name: 'read_token',
      kind: 'text',
      label: { zh: '阅读令牌', en: 'Read token' },
      max: 64,
      unique: true,
      secret: true,
    },
    {
      name: 'sent_at',
      kind: 'datetime',
      label: { zh: '发送时间', en: 'Sent' },
      required: true,
      list: true,
      sortable: true,
      filter: 'dateRange',
    },
    {
      name: 'read_count',
      kind: 'integer',
      label: { zh: '阅读次数', en: 'Reads' },
      default: 0,
      min: 0,
      readOnly: true,
      list: true,
      sortable: true,
      width: 90,
    },
    {
      name: 'first_read_at',
      kind: 'datetime',
      label: { zh: '首次阅读', en: 'First read' },
      readOnly: true,
      list: true,
      sortable: true,
    },
    { name: 'last_read_at', kind: 'datetime', label: { zh: '最近阅读', en: 'Last read' }, readOnly: true },
    {
      name: 'last_read_ip',
      kind: 'text',
      label: { zh: '阅读 IP', en: 'Read from' },
      max: 64,
      readOnly: true,
    },
    {
      name: 'last_user_agent',
      kind: 'text',
      label: { zh: '阅读客户端', en: 'Read with' },
      max: 500,
      readOnly: true,
    },
  ],
} as const satisfies ResourceDef;
