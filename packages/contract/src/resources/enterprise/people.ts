/**
 * People around companies: colleagues (a company's staff known to the platform) and clients (companies the
 * sales team serves, each with an owner among the admins, a stage and dated follow-up notes).
 */
import { createdAtField, enabledField, updatedAtField } from '../common-fields.ts';
import type { EnumOption, ResourceDef } from '../types.ts';
import { emailField, ownerCompanyField, phoneField } from './fields.ts';

export const colleagueResource = {
  key: 'colleague',
  table: 'colleague',
  base: '/v1_company/colleague',
  label: { zh: '企业员工', en: 'Colleague' },
  route: '/enterprise/colleague',
  detailRoute: '/enterprise/colleague_details/:id',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '姓名', en: 'Name' },
      required: true,
      max: 64,
      list: true,
      sortable: true,
      filter: 'contains',
    },
    // Staff belong to their company: deleting it is refused while they are listed.
    ownerCompanyField(),
    {
      name: 'title',
      kind: 'text',
      label: { zh: '职务', en: 'Title' },
      max: 64,
      list: true,
      filter: 'contains',
    },
    phoneField,
    emailField,
    {
      name: 'wechat',
      kind: 'text',
      label: { zh: '微信', en: 'WeChat' },
      max: 64,
      list: true,
      width: 120,
    },
    {
      name: 'site_user',
      kind: 'text',
      label: { zh: '前台用户账号', en: 'Front-site account' },
      help: {
        zh: '此人在前台网站注册的用户名或手机号',
        en: 'The username or phone this person registered with on the front site',
      },
      max: 64,
      filter: 'exact',
    },
    enabledField({ filter: 'exact' }),
  ],
} as const satisfies ResourceDef;

/** Where a client stands with the sales team. */
export const clientStageOptions: readonly EnumOption[] = [
  { value: 'lead', label: { zh: '线索', en: 'Lead' }, color: 'default' },
  { value: 'contacted', label: { zh: '已接触', en: 'Contacted' }, color: 'blue' },
  { value: 'negotiating', label: { zh: '洽谈中', en: 'Negotiating' }, color: 'orange' },
  { value: 'signed', label: { zh: '已签约', en: 'Signed' }, color: 'green' },
  { value: 'lost', label: { zh: '已流失', en: 'Lost' }, color: 'red' },
];

export const clientResource = {
  key: 'client',
  table: 'client',
  base: '/v1_company/client',
  label: { zh: '客户企业', en: 'Client' },
  route: '/enterprise/client',
  titleField: 'company_id',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  fields: [
    // One sales relationship per company.
    ownerCompanyField({ unique: true }),
    {
      name: 'owner_id',
      kind: 'reference',
      target: 'admin_user',
      label: { zh: '负责人', en: 'Owner' },
      // An admin who leaves leaves the client unassigned, to be handed to someone else.
      onTargetDelete: 'setNull',
      list: true,
      filter: 'exact',
      width: 120,
    },
    {
      name: 'stage',
      kind: 'enum',
      label: { zh: '阶段', en: 'Stage' },
      options: clientStageOptions,
      default: 'lead',
      required: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'next_follow_up',
      kind: 'date',
      label: { zh: '下次跟进', en: 'Next follow-up' },
      list: true,
      sortable: true,
      filter: 'dateRange',
      width: 120,
    },
    {
      name: 'notes',
      kind: 'children',
      label: { zh: '跟进记录', en: 'Follow-up notes' },
      max: 500,
      fields: [
        { name: 'noted_on', kind: 'date', label: { zh: '日期', en: 'Date' }, required: true },
        { name: 'content', kind: 'longText', label: { zh: '内容', en: 'Note' }, required: true, max: 2000 },
      ],
    },
    createdAtField(),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;
