/**
 * Enterprise SaaS clients (/saas, the spec's pd_saas): the companies that buy seats of the platform's workspace,
 * their users (each enterprise keeps at least one active super user, enforced by the server; active users never
 * exceed the seats) and the supply offers they publish, which wait for staff review.
 */
import { currencyField } from '../commerce/fields.ts';
import { createdAtField } from '../common-fields.ts';
import { countField } from '../counts.ts';
import { emailField, phoneField } from '../enterprise/fields.ts';
import type { EnumOption, ResourceDef } from '../types.ts';

export const SaasPlan = {
  trial: 'trial',
  standard: 'standard',
  professional: 'professional',
  flagship: 'flagship',
} as const;

export const saasPlanOptions = [
  { value: SaasPlan.trial, label: { zh: '试用版', en: 'Trial' }, color: 'default' },
  { value: SaasPlan.standard, label: { zh: '标准版', en: 'Standard' }, color: 'blue' },
  { value: SaasPlan.professional, label: { zh: '专业版', en: 'Professional' }, color: 'purple' },
  { value: SaasPlan.flagship, label: { zh: '旗舰版', en: 'Flagship' }, color: 'gold' },
] as const satisfies readonly EnumOption[];

export const SaasEnterpriseStatus = { active: 1, suspended: 2 } as const;

export const saasEnterpriseStatusOptions = [
  { value: SaasEnterpriseStatus.active, label: { zh: '正常', en: 'Active' }, color: 'green' },
  { value: SaasEnterpriseStatus.suspended, label: { zh: '已停用', en: 'Suspended' }, color: 'red' },
] as const satisfies readonly EnumOption[];

/**
 * How a client's standing reads: its status, but an active client past its last valid day is expired (the
 * status says what staff decided; the date, what the contract says). `today` is `YYYY-MM-DD` where the
 * person is. Pure.
 */
export const saasExpiredOption = {
  value: 'expired',
  label: { zh: '已过期', en: 'Expired' },
  color: 'orange',
} as const satisfies EnumOption;

export function saasEnterpriseStanding(
  row: { status: number; valid_until?: string | null },
  today: string,
): EnumOption {
  const expired = row.valid_until ? row.valid_until.slice(0, 10) < today : false;
  if (row.status === SaasEnterpriseStatus.active && expired) return saasExpiredOption;
  return saasEnterpriseStatusOptions.find((o) => o.value === row.status) ?? saasEnterpriseStatusOptions[0];
}

export const saasEnterpriseResource = {
  key: 'saas_enterprise',
  table: 'saas_enterprise',
  base: '/pd_saas/enterprise',
  label: { zh: 'SaaS 企业', en: 'SaaS enterprise' },
  route: '/saas/enterprise',
  detailRoute: '/saas/enterprise/detail',
  titleField: 'name',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'suspend',
        label: { zh: '停用', en: 'Suspend' },
        from: [SaasEnterpriseStatus.active],
        to: SaasEnterpriseStatus.suspended,
        inputs: [{ field: 'status_note', required: true }],
        danger: true,
      },
      {
        name: 'resume',
        label: { zh: '恢复', en: 'Resume' },
        from: [SaasEnterpriseStatus.suspended],
        to: SaasEnterpriseStatus.active,
        inputs: [{ field: 'status_note' }],
      },
    ],
  },
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '企业名称', en: 'Name' },
      required: true,
      unique: true,
      max: 200,
      list: true,
      filter: 'contains',
    },
    {
      name: 'company_id',
      kind: 'reference',
      target: 'company',
      label: { zh: '对应企业', en: 'Company' },
      onTargetDelete: 'setNull',
      filter: 'exact',
    },
    {
      name: 'plan',
      kind: 'enum',
      label: { zh: '套餐', en: 'Plan' },
      options: saasPlanOptions,
      required: true,
      default: SaasPlan.trial,
      length: 16,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'seats',
      kind: 'integer',
      label: { zh: '席位数', en: 'Seats' },
      required: true,
      min: 1,
      max: 100000,
      default: 5,
      list: true,
      sortable: true,
      width: 80,
    },
    countField(
      'seats_used',
      { zh: '已用席位', en: 'Seats used' },
      { family: 'saas_user', via: 'enterprise_id', where: { field: 'is_active', in: [true] } },
      { list: true, sortable: true, width: 90 },
    ),
    {
      name: 'valid_until',
      kind: 'date',
      label: { zh: '有效期至', en: 'Valid until' },
      expiry: true,
      list: true,
      sortable: true,
      width: 120,
    },
    {
      name: 'contact_name',
      kind: 'text',
      label: { zh: '联系人', en: 'Contact' },
      max: 64,
      list: true,
      width: 100,
    },
    { ...phoneField, name: 'contact_phone', label: { zh: '联系电话', en: 'Contact phone' }, mask: 'phone' },
    {
      ...emailField,
      name: 'contact_email',
      label: { zh: '联系邮箱', en: 'Contact e-mail' },
      list: false,
      mask: 'email',
    },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: saasEnterpriseStatusOptions,
      default: SaasEnterpriseStatus.active,
      required: true,
      checked: true,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 80,
    },
    {
      name: 'status_note',
      kind: 'longText',
      label: { zh: '状态说明', en: 'Status note' },
      max: 500,
      readOnly: true,
    },
    countField(
      'waiting_proposals',
      { zh: '待处理提案', en: 'Waiting proposals' },
      { family: 'proposal', via: 'saas_enterprise_id', where: { field: 'status', in: [0] } },
      { list: true, sortable: true, width: 100 },
    ),
    countField(
      'waiting_supplies',
      { zh: '待审供应', en: 'Supplies to review' },
      { family: 'saas_supply_check', via: 'enterprise_id', where: { field: 'status', in: [0] } },
      { sortable: true, width: 100 },
    ),
    createdAtField({ zh: '入驻时间', en: 'Joined' }, { filter: 'dateRange' }),
  ],
} as const satisfies ResourceDef;

export const saasUserResource = {
  key: 'saas_user',
  table: 'saas_user',
  base: '/pd_saas/user',
  label: { zh: 'SaaS 用户', en: 'SaaS user' },
  route: '/saas/user',
  titleField: 'name',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  // The list's enable switch is the account's is_active.
  enableField: 'is_active',
  indexes: [['enterprise_id', 'is_active', 'is_super']],
  fields: [
    {
      name: 'enterprise_id',
      kind: 'reference',
      target: 'saas_enterprise',
      label: { zh: '所属企业', en: 'Enterprise' },
      required: true,
      onTargetDelete: 'cascade',
      list: true,
      filter: 'exact',
    },
    {
      name: 'name',
      kind: 'text',
      label: { zh: '姓名', en: 'Name' },
      required: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 110,
    },
    { ...phoneField, required: true, mask: 'phone' },
    { ...emailField, mask: 'email' },
    { name: 'job_title', kind: 'text', label: { zh: '职位', en: 'Job title' }, max: 64, list: true },
    {
      name: 'is_super',
      kind: 'boolean',
      label: { zh: '超级管理员', en: 'Super user' },
      help: {
        zh: '每个企业至少保留一位启用的超级管理员',
        en: 'Every enterprise keeps at least one active super user',
      },
      default: false,
      list: true,
      filter: 'exact',
      width: 100,
    },
    {
      name: 'is_active',
      kind: 'boolean',
      label: { zh: '启用', en: 'Active' },
      default: true,
      list: true,
      filter: 'exact',
      width: 80,
    },
    createdAtField({ zh: '开通时间', en: 'Added' }),
  ],
} as const satisfies ResourceDef;

export const SupplyCheckStatus = { waiting: 0, approved: 1, rejected: 2 } as const;

export const supplyCheckStatusOptions = [
  { value: SupplyCheckStatus.waiting, label: { zh: '待审核', en: 'Waiting' }, color: 'orange' },
  { value: SupplyCheckStatus.approved, label: { zh: '已通过', en: 'Approved' }, color: 'green' },
  { value: SupplyCheckStatus.rejected, label: { zh: '已驳回', en: 'Rejected' }, color: 'red' },
] as const satisfies readonly EnumOption[];

/** A supply offer a SaaS client published from its workspace, shown on the site once approved. */
export const saasSupplyCheckResource = {
  key: 'saas_supply_check',
  table: 'saas_supply_check',
  base: '/pd_saas/supply_check',
  label: { zh: 'SaaS 供应审核', en: 'SaaS supply check' },
  route: '/saas/supply_check',
  titleField: 'product_name',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  indexes: [['status', 'created_at', 'id']],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'approve',
        label: { zh: '通过', en: 'Approve' },
        from: [SupplyCheckStatus.waiting],
        to: SupplyCheckStatus.approved,
        stamp: 'checked_at',
      },
      {
        name: 'reject',
        label: { zh: '驳回', en: 'Reject' },
        from: [SupplyCheckStatus.waiting],
        to: SupplyCheckStatus.rejected,
        inputs: [{ field: 'reject_reason', required: true }],
        stamp: 'checked_at',
        danger: true,
      },
    ],
  },
  fields: [
    {
      name: 'enterprise_id',
      kind: 'reference',
      target: 'saas_enterprise',
      label: { zh: '供应企业', en: 'Enterprise' },
      required: true,
      onTargetDelete: 'cascade',
      list: true,
      filter: 'exact',
    },
    {
      name: 'product_name',
      kind: 'text',
      label: { zh: '产品名称', en: 'Product' },
      required: true,
      max: 200,
      list: true,
      filter: 'contains',
    },
    {
      name: 'grade',
      kind: 'text',
      label: { zh: '牌号', en: 'Grade' },
      max: 100,
      list: true,
      filter: 'contains',
    },
    { name: 'price', kind: 'decimal', label: { zh: '单价', en: 'Price' }, min: 0, list: true, width: 100 },
    currencyField,
    { name: 'quantity', kind: 'text', label: { zh: '可供数量', en: 'Quantity' }, max: 64, list: true },
    {
      name: 'valid_until',
      kind: 'date',
      label: { zh: '报价有效期', en: 'Valid until' },
      expiry: true,
      list: true,
      width: 120,
    },
    { name: 'description', kind: 'longText', label: { zh: '说明', en: 'Description' }, max: 2000 },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: supplyCheckStatusOptions,
      default: SupplyCheckStatus.waiting,
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
    },
    {
      name: 'checked_at',
      kind: 'datetime',
      label: { zh: '审核时间', en: 'Checked' },
      readOnly: true,
      list: true,
    },
    createdAtField({ zh: '提交时间', en: 'Submitted' }, { filter: 'dateRange' }),
  ],
} as const satisfies ResourceDef;
