/**
 * What staff do around a demand: follow-up records (who, next date, note; the demand keeps the earliest open
 * date, marked when past) and in-site messages pushing a demand to chosen users or a tag's users. The messages
 * are the users' notifications (/user/notify) with their read state.
 */
import { createdAtField } from '../common-fields.ts';
import type { EnumOption, ResourceDef } from '../types.ts';

export const demandFollowResource = {
  key: 'demand_follow',
  table: 'demand_follow',
  base: '/v2_demand/follow',
  label: { zh: '需求跟进', en: 'Demand follow-up' },
  route: '/v2_demand/follow',
  titleField: 'note',
  defaultSort: { field: 'next_date', order: 'asc' },
  actions: ['add', 'update', 'del', 'export'],
  indexes: [['done', 'next_date', 'id']],
  fields: [
    {
      name: 'demand_id',
      kind: 'reference',
      target: 'demand',
      label: { zh: '需求', en: 'Demand' },
      required: true,
      // Follow-ups belong to their demand.
      onTargetDelete: 'cascade',
      list: true,
      filter: 'exact',
    },
    {
      name: 'owner_id',
      kind: 'reference',
      target: 'admin_user',
      label: { zh: '跟进人', en: 'Owner' },
      required: true,
      list: true,
      filter: 'exact',
      width: 110,
    },
    {
      name: 'next_date',
      kind: 'date',
      label: { zh: '下次跟进日期', en: 'Next follow-up' },
      required: true,
      // An open follow-up whose date is past is marked as expired: overdue.
      expiry: true,
      list: true,
      sortable: true,
      filter: 'dateRange',
      width: 130,
    },
    {
      name: 'note',
      kind: 'longText',
      label: { zh: '跟进记录', en: 'Note' },
      required: true,
      max: 2000,
      list: true,
    },
    {
      name: 'done',
      kind: 'boolean',
      label: { zh: '已完成', en: 'Done' },
      default: false,
      list: true,
      filter: 'exact',
      width: 80,
    },
    createdAtField({ zh: '记录时间', en: 'Recorded' }),
  ],
} as const satisfies ResourceDef;

export const UserMessageKind = { demand: 'demand', system: 'system' } as const;

export const userMessageKindOptions = [
  { value: UserMessageKind.demand, label: { zh: '需求推送', en: 'Demand push' }, color: 'blue' },
  { value: UserMessageKind.system, label: { zh: '系统通知', en: 'System notice' }, color: 'default' },
] as const satisfies readonly EnumOption[];

/** An in-site message to one front-site user; `is_read` is set when the user opens it on the site. */
export const userMessageResource = {
  key: 'user_message',
  table: 'user_message',
  base: '/user/notify',
  label: { zh: '站内信', en: 'In-site message' },
  route: '/user/notify',
  titleField: 'title',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'del', 'export'],
  idKind: 'bigserial',
  indexes: [
    ['user_id', 'is_read', 'id'],
    ['demand_id', 'created_at', 'id'],
  ],
  fields: [
    {
      name: 'user_id',
      kind: 'reference',
      target: 'site_user',
      label: { zh: '收信用户', en: 'User' },
      required: true,
      onTargetDelete: 'cascade',
      list: true,
      filter: 'exact',
      width: 120,
    },
    {
      name: 'title',
      kind: 'text',
      label: { zh: '标题', en: 'Title' },
      required: true,
      max: 200,
      list: true,
      filter: 'contains',
    },
    { name: 'content', kind: 'longText', label: { zh: '内容', en: 'Content' }, max: 2000 },
    {
      name: 'kind',
      kind: 'enum',
      label: { zh: '类型', en: 'Kind' },
      options: userMessageKindOptions,
      default: UserMessageKind.system,
      required: true,
      length: 16,
      list: true,
      filter: 'enum',
      width: 96,
    },
    {
      name: 'demand_id',
      kind: 'reference',
      target: 'demand',
      label: { zh: '推送的需求', en: 'Demand pushed' },
      onTargetDelete: 'setNull',
      list: true,
      filter: 'exact',
    },
    {
      name: 'is_read',
      kind: 'boolean',
      label: { zh: '已读', en: 'Read' },
      default: false,
      readOnly: true,
      list: true,
      filter: 'exact',
      width: 70,
    },
    {
      name: 'read_at',
      kind: 'datetime',
      label: { zh: '阅读时间', en: 'Read at' },
      readOnly: true,
      list: true,
    },
    {
      name: 'sent_by',
      kind: 'reference',
      target: 'admin_user',
      label: { zh: '发送人', en: 'Sent by' },
      onTargetDelete: 'setNull',
      readOnly: true,
      list: true,
      width: 100,
    },
    createdAtField({ zh: '发送时间', en: 'Sent' }, { filter: 'dateRange' }),
  ],
} as const satisfies ResourceDef;
