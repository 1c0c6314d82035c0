/**
 * Requests for the network-expansion service: a front-site user asks to be introduced to a company. Staff
 * accept one (assigning it to an admin, with a note) or decline it with a reason; the waiting ones (status 0)
 * are the top bar's badge.
 */
import { ProposalStatus } from '../../counters.ts';
import { createdAtField } from '../common-fields.ts';
import type { EnumOption, ResourceDef } from '../types.ts';

/** Same values as proposals: 0 waiting, 1 accepted, 2 declined. */
export const NetworkExpansionStatus = ProposalStatus;

export const networkExpansionStatusOptions: readonly EnumOption[] = [
  { value: NetworkExpansionStatus.waiting, label: { zh: '待处理', en: 'Waiting' }, color: 'orange' },
  { value: NetworkExpansionStatus.accepted, label: { zh: '已受理', en: 'Accepted' }, color: 'green' },
  { value: NetworkExpansionStatus.rejected, label: { zh: '已拒绝', en: 'Declined' }, color: 'red' },
];

export const networkExpansionResource = {
  key: 'network_expansion_service',
  table: 'network_expansion_service',
  base: '/v1_company/network_expansion',
  label: { zh: '人脉拓展申请', en: 'Network-expansion request' },
  route: '/enterprise/network_expansion/service_list',
  detailRoute: '/enterprise/network_expansion/service_detail',
  titleField: 'target_company',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  // Only waiting requests are handled: accepted (assigned to an admin, with a note) or declined with the
  // reason the requester is told.
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'accept',
        label: { zh: '受理', en: 'Accept' },
        from: [NetworkExpansionStatus.waiting],
        to: NetworkExpansionStatus.accepted,
        inputs: [{ field: 'assignee_id', required: true, defaultsToSelf: true }, { field: 'handle_note' }],
        stamp: 'handled_at',
      },
      {
        name: 'decline',
        label: { zh: '拒绝', en: 'Decline' },
        from: [NetworkExpansionStatus.waiting],
        to: NetworkExpansionStatus.rejected,
        inputs: [{ field: 'decline_reason', required: true }],
        stamp: 'handled_at',
        danger: true,
      },
    ],
  },
  indexes: [['status', 'created_at', 'id']],
  fields: [
    {
      name: 'user_name',
      kind: 'text',
      label: { zh: '申请人', en: 'Requested by' },
      required: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 120,
    },
    {
      name: 'company_name',
      kind: 'text',
      label: { zh: '申请人企业', en: "Requester's company" },
      max: 200,
      list: true,
      filter: 'contains',
    },
    {
      name: 'target_company',
      kind: 'text',
      label: { zh: '希望结识的企业', en: 'Company to meet' },
      required: true,
      max: 200,
      list: true,
      filter: 'contains',
    },
    {
      name: 'company_id',
      kind: 'reference',
      target: 'company',
      label: { zh: '对应企业', en: 'Matched company' },
      // A request outlives the company record it was matched with.
      onTargetDelete: 'setNull',
      list: true,
      filter: 'exact',
    },
    { name: 'remark', kind: 'longText', label: { zh: '申请说明', en: 'Request' }, max: 2000 },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: networkExpansionStatusOptions,
      default: NetworkExpansionStatus.waiting,
      required: true,
      checked: true,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'assignee_id',
      kind: 'reference',
      target: 'admin_user',
      label: { zh: '受理人', en: 'Assigned to' },
      onTargetDelete: 'setNull',
      readOnly: true,
      list: true,
      width: 110,
    },
    {
      name: 'handle_note',
      kind: 'longText',
      label: { zh: '处理备注', en: 'Note' },
      max: 2000,
      readOnly: true,
    },
    {
      name: 'decline_reason',
      kind: 'longText',
      label: { zh: '拒绝原因', en: 'Reason declined' },
      max: 500,
      readOnly: true,
    },
    {
      name: 'handled_at',
      kind: 'datetime',
      label: { zh: '处理时间', en: 'Handled' },
      readOnly: true,
      list: true,
      sortable: true,
    },
    createdAtField({ zh: '申请时间', en: 'Requested' }, { filter: 'dateRange' }),
  ],
} as const satisfies ResourceDef;
