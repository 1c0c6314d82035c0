/**
 * Who may see restricted sheets, and who saw which: front-site users' requests for access (物性权限处理),
 * decided by staff with a reason; and the access records (物性表访问记录), one row per view of a sheet.
 * There is no front site in this console yet, so the records are the console's own views (detail, PDF,
 * compare) plus demo rows; the screens say so.
 */
import { createdAtField } from '../../common-fields.ts';
import { searchSyncTypeOptions } from '../../search/kinds.ts';
import type { EnumOption, ResourceDef } from '../../types.ts';

export const AccessRequestState = { pending: 'pending', approved: 'approved', rejected: 'rejected' } as const;
export type AccessRequestState = keyof typeof AccessRequestState;

export const accessRequestStateOptions: readonly EnumOption[] = [
  { value: 'pending', label: { zh: '待处理', en: 'Pending' }, color: 'orange' },
  { value: 'approved', label: { zh: '已批准', en: 'Approved' }, color: 'green' },
  { value: 'rejected', label: { zh: '已拒绝', en: 'Rejected' }, color: 'red' },
];

/** Longest reason a decision carries; a rejection must give one. */
export const ACCESS_REASON_MAX = 500;

export const accessRequestResource = {
  key: 'ds_access_request',
  table: 'ds_access_request',
  base: '/ds/authority',
  label: { zh: '物性表权限申请', en: 'Datasheet access request' },
  route: '/datasheet/authority_processing',
  detailRoute: '/datasheet/authority_processing/detail',
  titleField: 'requester',
  defaultSort: { field: 'created_at', order: 'desc' },
  // Requests come from the front site; here they are only decided (`datasheetPaths.authorityDecide`).
  actions: ['export'],
  indexes: [['state', 'created_at', 'id']],
  fields: [
    createdAtField({ zh: '申请时间', en: 'Requested' }, { filter: 'dateRange', width: 170 }),
    {
      name: 'datasheet_id',
      kind: 'reference',
      target: 'datasheet',
      label: { zh: '物性表', en: 'Datasheet' },
      required: true,
      onTargetDelete: 'cascade',
      list: true,
      filter: 'exact',
      width: 200,
    },
    {
      name: 'requester',
      kind: 'text',
      label: { zh: '申请人', en: 'Requester' },
      required: true,
      max: 100,
      list: true,
      filter: 'contains',
      width: 130,
    },
    {
      name: 'requester_company',
      kind: 'text',
      label: { zh: '申请人公司', en: 'Company' },
      max: 200,
      list: true,
      filter: 'contains',
      width: 180,
    },
    { name: 'contact', kind: 'text', label: { zh: '联系方式', en: 'Contact' }, max: 100 },
    { name: 'purpose', kind: 'longText', label: { zh: '申请用途', en: 'Purpose' }, max: 1000, list: true },
    {
      name: 'state',
      kind: 'enum',
      label: { zh: '状态', en: 'State' },
      options: accessRequestStateOptions,
      default: 'pending',
      required: true,
      length: 10,
      checked: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'reason',
      kind: 'longText',
      label: { zh: '处理理由', en: 'Reason' },
      max: ACCESS_REASON_MAX,
      readOnly: true,
      list: true,
    },
    {
      name: 'decided_by',
      kind: 'reference',
      target: 'admin_user',
      label: { zh: '处理人', en: 'Decided by' },
      onTargetDelete: 'setNull',
      readOnly: true,
      list: true,
      width: 110,
    },
    {
      name: 'decided_at',
      kind: 'datetime',
      label: { zh: '处理时间', en: 'Decided' },
      readOnly: true,
      list: true,
      sortable: true,
      width: 170,
    },
  ],
} as const satisfies ResourceDef;

export const accessRecordViaOptions: readonly EnumOption[] = [
  { value: 'front', label: { zh: '前台', en: 'Front site' }, color: 'blue' },
  { value: 'detail', label: { zh: '后台详情', en: 'Console detail' }, color: 'default' },
  { value: 'pdf', label: { zh: '后台 PDF', en: 'Console PDF' }, color: 'purple' },
  { value: 'compare', label: { zh: '后台对比', en: 'Console compare' }, color: 'cyan' },
];

export const accessRecordResource = {
  key: 'ds_access_record',
  table: 'ds_access_record',
  base: '/ds/access',
  label: { zh: '物性表访问记录', en: 'Datasheet view' },
  route: '/datasheet/access/list',
  titleField: 'viewer',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['export'],
  pageSize: 50,
  // A row per view, never changed.
  idKind: 'bigserial',
  updatedAt: false,
  indexes: [['created_at'], ['datasheet_id', 'created_at']],
  fields: [
    createdAtField({ zh: '访问时间', en: 'Viewed' }, { filter: 'dateRange', width: 170 }),
    {
      name: 'datasheet_id',
      kind: 'reference',
      target: 'datasheet',
      label: { zh: '物性表', en: 'Datasheet' },
      required: true,
      onTargetDelete: 'cascade',
      readOnly: true,
      list: true,
      filter: 'exact',
      width: 200,
    },
    {
      name: 'viewer',
      kind: 'text',
      label: { zh: '访问者', en: 'Viewer' },
      required: true,
      max: 100,
      readOnly: true,
      list: true,
      filter: 'contains',
      width: 140,
    },
    {
      name: 'admin_id',
      kind: 'reference',
      target: 'admin_user',
      label: { zh: '管理员', en: 'Admin' },
      onTargetDelete: 'setNull',
      readOnly: true,
      list: true,
      filter: 'exact',
      width: 110,
    },
    {
      name: 'via',
      kind: 'enum',
      label: { zh: '途径', en: 'Via' },
      options: accessRecordViaOptions,
      required: true,
      length: 10,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 110,
    },
    {
      name: 'ip',
      kind: 'text',
      label: { zh: 'IP', en: 'IP' },
      max: 64,
      readOnly: true,
      list: true,
      width: 130,
    },
  ],
} as const satisfies ResourceDef;

/**
 * A request to bring the search index up to date (spec: "Sync to search index"): who asked for which type and
 * when. The rebuild itself is the global search's (modules/search); its counts are the call's answer.
 */
export const searchSyncRequestResource = {
  key: 'search_sync_request',
  table: 'search_sync_request',
  base: '/system/es/request',
  label: { zh: '搜索索引同步请求', en: 'Search index sync request' },
  titleField: 'type',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: [],
  idKind: 'bigserial',
  updatedAt: false,
  fields: [
    createdAtField({ zh: '请求时间', en: 'Requested' }),
    {
      name: 'type',
      kind: 'enum',
      label: { zh: '类型', en: 'Type' },
      options: searchSyncTypeOptions,
      required: true,
      length: 10,
      readOnly: true,
      list: true,
    },
    { name: 'params', kind: 'json', label: { zh: '参数', en: 'Parameters' }, readOnly: true },
    {
      name: 'admin_id',
      kind: 'reference',
      target: 'admin_user',
      label: { zh: '管理员', en: 'Admin' },
      onTargetDelete: 'setNull',
      readOnly: true,
      list: true,
    },
  ],
} as const satisfies ResourceDef;
