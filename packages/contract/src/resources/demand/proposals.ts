/**
 * Proposals from enterprise SaaS clients (`saas`) and from personal users (`user`): the top bar's two tiles
 * count the waiting ones (status 0). One family over the table the tiles always counted (its rows and columns
 * kept); each source is its own screen (/saas/proposal, /user/proposal). Accepting, rejecting and closing are
 * the declared workflow.
 */
import { ProposalSource, ProposalStatus } from '../../counters.ts';
import { createdAtField } from '../common-fields.ts';
import type { EnumOption, ResourceDef } from '../types.ts';

export const proposalStatusOptions = [
  { value: ProposalStatus.waiting, label: { zh: '待处理', en: 'Waiting' }, color: 'orange' },
  { value: ProposalStatus.accepted, label: { zh: '已采纳', en: 'Accepted' }, color: 'green' },
  { value: ProposalStatus.rejected, label: { zh: '已拒绝', en: 'Rejected' }, color: 'red' },
  { value: ProposalStatus.closed, label: { zh: '已关闭', en: 'Closed' }, color: 'default' },
] as const satisfies readonly EnumOption[];

export const proposalSourceOptions = [
  { value: ProposalSource.saas, label: { zh: 'SaaS 企业', en: 'SaaS enterprise' }, color: 'purple' },
  { value: ProposalSource.user, label: { zh: '个人用户', en: 'Personal user' }, color: 'blue' },
] as const satisfies readonly EnumOption[];

export const proposalResource = {
  key: 'proposal',
  table: 'proposal',
  base: '/proposal',
  label: { zh: '提案', en: 'Proposal' },
  titleField: 'title',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  views: [
    {
      route: '/saas/proposal',
      label: { zh: 'SaaS 企业提案', en: 'SaaS proposals' },
      preset: { source: ProposalSource.saas },
    },
    {
      route: '/user/proposal',
      label: { zh: '个人用户提案', en: 'Personal proposals' },
      preset: { source: ProposalSource.user },
    },
  ],
  // The index the top bar's counts were served by before the family existed (same name, same columns).
  indexes: [['source', 'status']],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'accept',
        label: { zh: '采纳', en: 'Accept' },
        from: [ProposalStatus.waiting],
        to: ProposalStatus.accepted,
        inputs: [{ field: 'handler_id', required: true, defaultsToSelf: true }, { field: 'handle_note' }],
        stamp: 'handled_at',
      },
      {
        name: 'reject',
        label: { zh: '拒绝', en: 'Reject' },
        from: [ProposalStatus.waiting],
        to: ProposalStatus.rejected,
        inputs: [{ field: 'reject_reason', required: true }],
        stamp: 'handled_at',
        danger: true,
      },
      {
        name: 'close',
        label: { zh: '关闭', en: 'Close' },
        from: [ProposalStatus.waiting, ProposalStatus.accepted],
        to: ProposalStatus.closed,
        inputs: [{ field: 'handle_note', required: true }],
        danger: true,
      },
    ],
  },
  fields: [
    {
      name: 'source',
      kind: 'enum',
      label: { zh: '来源', en: 'Source' },
      options: proposalSourceOptions,
      required: true,
      immutable: true,
      length: 16,
      // The constraint the table always had (proposal_source_check).
      checked: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'title',
      kind: 'text',
      label: { zh: '提案标题', en: 'Title' },
      required: true,
      max: 200,
      list: true,
      filter: 'contains',
    },
    { name: 'content', kind: 'longText', label: { zh: '提案内容', en: 'Content' } },
    {
      name: 'saas_enterprise_id',
      kind: 'reference',
      target: 'saas_enterprise',
      label: { zh: 'SaaS 企业', en: 'SaaS enterprise' },
      onTargetDelete: 'setNull',
      list: true,
      filter: 'exact',
    },
    {
      name: 'user_id',
      kind: 'reference',
      target: 'site_user',
      label: { zh: '用户', en: 'User' },
      onTargetDelete: 'setNull',
      list: true,
      filter: 'exact',
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
      name: 'user_name',
      kind: 'text',
      label: { zh: '提案人', en: 'Proposed by' },
      max: 64,
      list: true,
      filter: 'contains',
      width: 110,
    },
    {
      name: 'demand_id',
      kind: 'reference',
      target: 'demand',
      label: { zh: '关联需求', en: 'Demand' },
      onTargetDelete: 'setNull',
      filter: 'exact',
    },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: proposalStatusOptions,
      default: ProposalStatus.waiting,
      required: true,
      checked: true,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'handler_id',
      kind: 'reference',
      target: 'admin_user',
      label: { zh: '处理人', en: 'Handled by' },
      onTargetDelete: 'setNull',
      readOnly: true,
      list: true,
      width: 100,
    },
    {
      name: 'handle_note',
      kind: 'longText',
      label: { zh: '处理说明', en: 'Note' },
      max: 1000,
      readOnly: true,
    },
    {
      name: 'reject_reason',
      kind: 'longText',
      label: { zh: '拒绝原因', en: 'Reason rejected' },
      max: 500,
      readOnly: true,
    },
    { name: 'handled_at', kind: 'datetime', label: { zh: '处理时间', en: 'Handled' }, readOnly: true },
    {
      name: 'is_demo',
      kind: 'boolean',
      label: { zh: '演示数据', en: 'Demo row' },
      default: false,
      readOnly: true,
      hideInForm: true,
    },
    createdAtField({ zh: '提交时间', en: 'Submitted' }, { filter: 'dateRange' }),
  ],
} as const satisfies ResourceDef;
