/**
 * Expert services (专家服务, /expert_service): the platform's experts (name, field, organisation, photo, bio) and
 * the service requests the public site's users send them. A request is answered through the declared workflow
 * (accept → reply, or decline); the reply is what the user reads.
 */
import { createdAtField, enabledField, sortField, updatedAtField } from '../common-fields.ts';
import { countField } from '../counts.ts';
import type { EnumOption, ResourceDef } from '../types.ts';

export const expertFieldOptions = [
  { value: 'material', label: { zh: '材料选型', en: 'Material selection' }, color: 'blue' },
  { value: 'processing', label: { zh: '成型加工', en: 'Processing' }, color: 'cyan' },
  { value: 'modification', label: { zh: '改性配方', en: 'Compounding' }, color: 'purple' },
  { value: 'testing', label: { zh: '检测认证', en: 'Testing & certification' }, color: 'gold' },
  { value: 'failure', label: { zh: '失效分析', en: 'Failure analysis' }, color: 'red' },
  { value: 'recycling', label: { zh: '回收再生', en: 'Recycling' }, color: 'green' },
] as const satisfies readonly EnumOption[];

export const ExpertRequestStatus = { waiting: 0, accepted: 1, replied: 2, declined: 3 } as const;
export type ExpertRequestStatus = (typeof ExpertRequestStatus)[keyof typeof ExpertRequestStatus];

export const expertRequestStatusOptions = [
  { value: ExpertRequestStatus.waiting, label: { zh: '待受理', en: 'Waiting' }, color: 'gold' },
  { value: ExpertRequestStatus.accepted, label: { zh: '处理中', en: 'In progress' }, color: 'blue' },
  { value: ExpertRequestStatus.replied, label: { zh: '已回复', en: 'Replied' }, color: 'green' },
  { value: ExpertRequestStatus.declined, label: { zh: '已婉拒', en: 'Declined' }, color: 'default' },
] as const satisfies readonly EnumOption[];

export const expertResource = {
  key: 'expert',
  table: 'expert',
  base: '/expert_service/expert',
  label: { zh: '专家', en: 'Expert' },
  route: '/expert_service/list',
  detailRoute: '/expert_service/detail',
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '姓名', en: 'Name' },
      required: true,
      max: 32,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 110,
    },
    { name: 'photo', kind: 'image', label: { zh: '照片', en: 'Photo' }, list: true, width: 80 },
    {
      name: 'field',
      kind: 'enum',
      label: { zh: '专业领域', en: 'Field' },
      options: expertFieldOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 110,
    },
    {
      name: 'title',
      kind: 'text',
      label: { zh: '职称', en: 'Title' },
      max: 64,
      list: true,
      width: 140,
    },
    {
      name: 'organisation',
      kind: 'text',
      label: { zh: '所在机构', en: 'Organisation' },
      required: true,
      max: 100,
      list: true,
      filter: 'contains',
      width: 200,
    },
    { name: 'bio', kind: 'richText', label: { zh: '简介', en: 'Biography' }, max: 20000 },
    sortField(),
    enabledField({ label: { zh: '接受咨询', en: 'Taking requests' }, filter: 'exact' }),
    countField(
      'waiting_count',
      { zh: '待受理', en: 'Waiting' },
      {
        family: 'expert_request',
        via: 'expert_id',
        where: { field: 'status', in: [ExpertRequestStatus.waiting] },
      },
      { list: true, sortable: true, width: 80 },
    ),
    countField(
      'request_count',
      { zh: '咨询总数', en: 'Requests' },
      { family: 'expert_request', via: 'expert_id' },
      { list: true, sortable: true, width: 90 },
    ),
  ],
} as const satisfies ResourceDef;

export const expertRequestResource = {
  key: 'expert_request',
  table: 'expert_request',
  base: '/expert_service/request',
  label: { zh: '服务请求', en: 'Service request' },
  route: '/expert_service/list',
  titleField: 'subject',
  defaultSort: { field: 'created_at', order: 'desc' },
  // Requests come from the public site's users; staff enter one taken by phone.
  actions: ['add', 'update', 'del', 'export'],
  indexes: [['status', 'created_at', 'id']],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'accept',
        label: { zh: '受理', en: 'Accept' },
        from: [ExpertRequestStatus.waiting],
        to: ExpertRequestStatus.accepted,
        stamp: 'accepted_at',
      },
      {
        name: 'reply',
        label: { zh: '回复', en: 'Reply' },
        hint: { zh: '回复内容将发送给提问用户。', en: 'The reply is sent to the user who asked.' },
        from: [ExpertRequestStatus.waiting, ExpertRequestStatus.accepted, ExpertRequestStatus.replied],
        to: ExpertRequestStatus.replied,
        inputs: [{ field: 'reply', required: true }],
        stamp: 'replied_at',
        bulk: false,
      },
      {
        name: 'decline',
        label: { zh: '婉拒', en: 'Decline' },
        from: [ExpertRequestStatus.waiting, ExpertRequestStatus.accepted],
        to: ExpertRequestStatus.declined,
        inputs: [{ field: 'reply', required: true }],
        stamp: 'replied_at',
        danger: true,
      },
    ],
  },
  fields: [
    {
      name: 'subject',
      kind: 'text',
      label: { zh: '咨询主题', en: 'Subject' },
      required: true,
      max: 120,
      list: true,
      filter: 'contains',
      width: 240,
    },
    {
      name: 'expert_id',
      kind: 'reference',
      target: 'expert',
      label: { zh: '专家', en: 'Expert' },
      required: true,
      list: true,
      filter: 'exact',
      width: 110,
    },
    {
      name: 'user_name',
      kind: 'text',
      label: { zh: '提问用户', en: 'User' },
      required: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 110,
    },
    { name: 'company', kind: 'text', label: { zh: '公司', en: 'Company' }, max: 100, list: true, width: 180 },
    { name: 'contact', kind: 'text', label: { zh: '联系方式', en: 'Contact' }, max: 100 },
    {
      name: 'question',
      kind: 'longText',
      label: { zh: '问题描述', en: 'Question' },
      required: true,
      max: 2000,
    },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: expertRequestStatusOptions,
      default: ExpertRequestStatus.waiting,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'reply',
      kind: 'longText',
      label: { zh: '回复', en: 'Reply' },
      max: 4000,
      readOnly: true,
    },
    { name: 'accepted_at', kind: 'datetime', label: { zh: '受理时间', en: 'Accepted' }, readOnly: true },
    {
      name: 'replied_at',
      kind: 'datetime',
      label: { zh: '回复时间', en: 'Replied' },
      readOnly: true,
      list: true,
      width: 170,
    },
    createdAtField({ zh: '提交时间', en: 'Sent' }, { filter: 'dateRange', width: 170 }),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;
