/**
 * Verification requests (/user/check): a user asks to be verified as a person (real name) or as a company's
 * employee (company name, credit code, business licence). Staff approve one — the user becomes verified — or
 * reject it with the reason the user is told. Declared workflow: endpoints, buttons, audit derived.
 */
import { createdAtField, updatedAtField } from '../common-fields.ts';
import type { EnumOption, ResourceDef } from '../types.ts';
import { siteUserRefField } from './users.ts';

export const UserCheckStatus = { waiting: 0, approved: 1, rejected: 2 } as const;
export type UserCheckStatus = (typeof UserCheckStatus)[keyof typeof UserCheckStatus];

export const userCheckStatusOptions = [
  { value: UserCheckStatus.waiting, label: { zh: '待审核', en: 'Waiting' }, color: 'orange' },
  { value: UserCheckStatus.approved, label: { zh: '已通过', en: 'Approved' }, color: 'green' },
  { value: UserCheckStatus.rejected, label: { zh: '已驳回', en: 'Rejected' }, color: 'red' },
] as const satisfies readonly EnumOption[];

export const userCheckKindOptions = [
  { value: 'identity', label: { zh: '实名认证', en: 'Identity' }, color: 'blue' },
  { value: 'company', label: { zh: '企业认证', en: 'Company' }, color: 'purple' },
] as const satisfies readonly EnumOption[];

export const siteUserCheckResource = {
  key: 'site_user_check',
  table: 'site_user_check',
  base: '/user/check',
  label: { zh: '认证申请', en: 'Verification request' },
  route: '/user/check',
  titleField: 'real_name',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'approve',
        label: { zh: '通过', en: 'Approve' },
        from: [UserCheckStatus.waiting],
        to: UserCheckStatus.approved,
        hint: {
          zh: '通过后该用户标记为已认证；企业认证同时写入其公司。',
          en: "The user becomes verified; a company check also sets the user's company.",
        },
        stamp: 'checked_at',
      },
      {
        name: 'reject',
        label: { zh: '驳回', en: 'Reject' },
        from: [UserCheckStatus.waiting],
        to: UserCheckStatus.rejected,
        inputs: [{ field: 'reject_reason', required: true }],
        stamp: 'checked_at',
        danger: true,
      },
    ],
  },
  indexes: [['status', 'created_at', 'id']],
  fields: [
    siteUserRefField,
    {
      name: 'kind',
      kind: 'enum',
      label: { zh: '认证类型', en: 'Kind' },
      options: userCheckKindOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'real_name',
      kind: 'text',
      label: { zh: '真实姓名', en: 'Real name' },
      required: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 110,
    },
    {
      name: 'company_name',
      kind: 'text',
      label: { zh: '企业名称', en: 'Company' },
      max: 200,
      list: true,
      filter: 'contains',
    },
    {
      name: 'credit_code',
      kind: 'text',
      label: { zh: '统一社会信用代码', en: 'Credit code' },
      max: 18,
      check: 'creditCode',
    },
    { name: 'license_image', kind: 'image', label: { zh: '营业执照 / 证件', en: 'Licence / ID' } },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: userCheckStatusOptions,
      default: UserCheckStatus.waiting,
      required: true,
      checked: true,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'reject_reason',
      kind: 'longText',
      label: { zh: '驳回原因', en: 'Reason rejected' },
      max: 500,
      readOnly: true,
      list: true,
    },
    {
      name: 'checked_by',
      kind: 'reference',
      target: 'admin_user',
      label: { zh: '审核人', en: 'Checked by' },
      onTargetDelete: 'setNull',
      readOnly: true,
      list: true,
      width: 110,
    },
    {
      name: 'checked_at',
      kind: 'datetime',
      label: { zh: '审核时间', en: 'Checked' },
      readOnly: true,
      list: true,
      sortable: true,
    },
    createdAtField({ zh: '申请时间', en: 'Requested' }, { filter: 'dateRange' }),
    updatedAtField(undefined, { list: false }),
  ],
} as const satisfies ResourceDef;
