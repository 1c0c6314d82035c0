import { createdAtField } from './common-fields.ts';
import { httpMethodOptions } from './permissions.ts';
import type { ResourceDef } from './types.ts';

/** Every guarded `/api` request (`/monitor/admin`); written by the server, read-only here. */
export const accessLogResource = {
  key: 'access_log',
  table: 'access_log',
  base: '/admin/api/access',
  label: { zh: '访问日志', en: 'Access log' },
  route: '/monitor/admin',
  titleField: 'path',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['export'],
  pageSize: 50,
  // A row per request, never changed: 64-bit ids, no update time, and the list's time order indexed.
  idKind: 'bigserial',
  updatedAt: false,
  indexes: [['created_at']],
  fields: [
    createdAtField({ zh: '时间', en: 'Time' }, { filter: 'dateRange', width: 180 }),
    {
      name: 'admin_id',
      kind: 'reference',
      target: 'admin_user',
      onTargetDelete: 'setNull',
      label: { zh: '管理员', en: 'Admin' },
      readOnly: true,
      list: true,
      filter: 'exact',
      width: 130,
    },
    {
      name: 'method',
      kind: 'enum',
      options: httpMethodOptions,
      // As the request named it: HEAD, OPTIONS or any other verb too.
      length: 10,
      label: { zh: '方法', en: 'Method' },
      required: true,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'path',
      kind: 'text',
      label: { zh: '路径', en: 'Path' },
      required: true,
      max: 2000,
      readOnly: true,
      list: true,
      filter: 'contains',
    },
    {
      name: 'status',
      kind: 'integer',
      label: { zh: '状态码', en: 'Status' },
      required: true,
      min: 100,
      max: 599,
      readOnly: true,
      list: true,
      sortable: true,
      filter: 'exact',
      width: 90,
    },
    {
      name: 'duration_ms',
      kind: 'integer',
      label: { zh: '耗时 (ms)', en: 'Duration (ms)' },
      required: true,
      readOnly: true,
      list: true,
      sortable: true,
      filter: 'range',
      width: 110,
    },
    {
      name: 'ip',
      kind: 'text',
      label: { zh: 'IP', en: 'IP' },
      required: true,
      max: 64,
      readOnly: true,
      list: true,
      filter: 'exact',
    },
    { name: 'user_agent', kind: 'text', label: { zh: '客户端', en: 'User agent' }, max: 500, readOnly: true },
  ],
} as const satisfies ResourceDef;

/** Where personal contact data (`mask` fields) was shown unmasked. */
export const personalDataPurposeOptions = [
  { value: 'list', label: { zh: '列表', en: 'List' }, color: 'blue' },
  { value: 'detail', label: { zh: '详情', en: 'Detail' }, color: 'geekblue' },
  { value: 'export', label: { zh: '导出', en: 'Export' }, color: 'orange' },
  { value: 'contact', label: { zh: '查看联系方式', en: 'Contact viewed' }, color: 'gold' },
  { value: 'history', label: { zh: '变更记录', en: 'Change history' }, color: 'purple' },
] as const;
export type PersonalDataPurpose = (typeof personalDataPurposeOptions)[number]['value'];

/**
 * Who saw whose personal contact data unmasked, which fields, where and when (`/monitor/personal_data`): a read,
 * so it is an access record of its own and never a line of the change history. Written by the server, read-only.
 */
export const personalDataAccessResource = {
  key: 'personal_data_access',
  table: 'personal_data_access',
  base: '/admin/personal_data/access',
  label: { zh: '个人信息查看记录', en: 'Personal data views' },
  route: '/monitor/personal_data',
  titleField: 'family',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['export'],
  pageSize: 50,
  // A row per row shown, never changed: 64-bit ids, no update time; listed by time, and by whose data was seen.
  idKind: 'bigserial',
  updatedAt: false,
  indexes: [['created_at'], ['family', 'row_id']],
  fields: [
    createdAtField({ zh: '时间', en: 'Time' }, { filter: 'dateRange', width: 180 }),
    {
      name: 'admin_id',
      kind: 'reference',
      target: 'admin_user',
      onTargetDelete: 'setNull',
      label: { zh: '查看人', en: 'Viewed by' },
      readOnly: true,
      list: true,
      filter: 'exact',
      width: 130,
    },
    {
      name: 'family',
      kind: 'text',
      label: { zh: '对象', en: 'Family' },
      required: true,
      max: 64,
      readOnly: true,
      list: true,
      filter: 'exact',
      width: 160,
    },
    {
      name: 'row_id',
      kind: 'integer',
      label: { zh: '记录 ID', en: 'Row id' },
      required: true,
      readOnly: true,
      list: true,
      filter: 'exact',
      width: 100,
    },
    {
      name: 'fields',
      kind: 'text',
      label: { zh: '字段', en: 'Fields' },
      help: { zh: '显示的个人信息字段（不含其值）', en: 'The contact fields shown (never their values)' },
      required: true,
      max: 500,
      readOnly: true,
      list: true,
      filter: 'contains',
    },
    {
      name: 'purpose',
      kind: 'enum',
      options: personalDataPurposeOptions,
      length: 16,
      label: { zh: '查看位置', en: 'Where' },
      required: true,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 120,
    },
  ],
} as const satisfies ResourceDef;

export const AuditAction = {
  add: 'add',
  update: 'update',
  del: 'del',
  enable: 'enable',
  status: 'status',
  /** An attempt the server turned down (a wrong current password): recorded, though nothing changed. */
  refused: 'refused',
  /** A row, or fields of it, brought back from the history as they were before a change (`reverts` names it). */
  restore: 'restore',
  /** A declared workflow transition (`transition` names it: accept, approve …). */
  transition: 'transition',
} as const;
export type AuditAction = keyof typeof AuditAction;

/**
 * The server's own work that changes rows with no admin behind it, each recorded in the change history under its
 * name (`audit_log.actor`) and shown by its label where an admin's name would be.
 */
export const SystemActor = {
  scheduler: 'scheduler',
  import: 'import',
  mail: 'mail',
  seed: 'seed',
  migration: 'migration',
  export: 'export',
  /** Permission grants kept in step with the declared endpoints at start. */
  sync: 'sync',
  /** The operator's command line (`npm run admin -- create …`, `reset-password`). */
  cli: 'cli',
} as const;
export type SystemActor = keyof typeof SystemActor;

export const systemActorOptions = [
  { value: 'scheduler', label: { zh: '系统·定时任务', en: 'System · scheduler' }, color: 'default' },
  { value: 'import', label: { zh: '系统·导入', en: 'System · import' }, color: 'default' },
  { value: 'mail', label: { zh: '系统·邮件', en: 'System · mail' }, color: 'default' },
  { value: 'seed', label: { zh: '系统·演示数据', en: 'System · demo data' }, color: 'default' },
  { value: 'migration', label: { zh: '系统·迁移', en: 'System · migration' }, color: 'default' },
  { value: 'export', label: { zh: '系统·导出', en: 'System · export' }, color: 'default' },
  { value: 'sync', label: { zh: '系统·权限同步', en: 'System · permission sync' }, color: 'default' },
  { value: 'cli', label: { zh: '系统·命令行', en: 'System · command line' }, color: 'default' },
] as const satisfies readonly { value: SystemActor; label: { zh: string; en: string }; color: string }[];

/** Who changed what: one row per add / update / del / enable / status of any family. */
export const auditLogResource = {
  key: 'audit_log',
  table: 'audit_log',
  base: '/system/audit',
  label: { zh: '变更记录', en: 'Change history' },
  titleField: 'family',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['export'],
  indexes: [['family', 'row_id'], ['created_at']],
  fields: [
    createdAtField({ zh: '时间', en: 'Time' }, { filter: 'dateRange' }),
    {
      name: 'admin_id',
      kind: 'reference',
      target: 'admin_user',
      onTargetDelete: 'setNull',
      label: { zh: '管理员', en: 'Admin' },
      readOnly: true,
      list: true,
      filter: 'exact',
    },
    {
      // '' for an admin (admin_id), a system actor's name for the server's own work.
      name: 'actor',
      kind: 'enum',
      options: [{ value: '', label: { zh: '管理员', en: 'Admin' } }, ...systemActorOptions],
      default: '',
      length: 16,
      label: { zh: '操作者', en: 'Actor' },
      help: {
        zh: '管理员（见“管理员”），或执行变更的系统任务',
        en: 'An admin (see Admin), or the server work that made the change',
      },
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 140,
    },
    {
      name: 'family',
      kind: 'text',
      label: { zh: '对象', en: 'Family' },
      readOnly: true,
      max: 64,
      list: true,
      filter: 'exact',
    },
    {
      name: 'row_id',
      kind: 'integer',
      required: true,
      label: { zh: '记录 ID', en: 'Row id' },
      readOnly: true,
      list: true,
      filter: 'exact',
    },
    {
      name: 'action',
      kind: 'enum',
      required: true,
      options: [
        { value: 'add', label: { zh: '新增', en: 'Added' }, color: 'green' },
        { value: 'update', label: { zh: '修改', en: 'Updated' }, color: 'blue' },
        { value: 'del', label: { zh: '删除', en: 'Deleted' }, color: 'red' },
        { value: 'enable', label: { zh: '启用/停用', en: 'Enabled / disabled' }, color: 'orange' },
        { value: 'status', label: { zh: '状态', en: 'Status' }, color: 'purple' },
        { value: 'refused', label: { zh: '已拒绝', en: 'Refused' }, color: 'volcano' },
        { value: 'restore', label: { zh: '恢复', en: 'Restored' }, color: 'cyan' },
        { value: 'transition', label: { zh: '流转', en: 'Transition' }, color: 'geekblue' },
      ],
      label: { zh: '操作', en: 'Action' },
      readOnly: true,
      list: true,
      filter: 'enum',
    },
    {
      name: 'transition',
      kind: 'text',
      label: { zh: '流转', en: 'Transition' },
      help: {
        zh: '流转操作的名称（见对象的流程声明）',
        en: "The transition's name (see the family's workflow)",
      },
      max: 64,
      readOnly: true,
      filter: 'exact',
    },
    {
      name: 'reverts',
      kind: 'integer',
      label: { zh: '撤销的变更', en: 'Reverts change' },
      help: { zh: '恢复操作撤销的那条变更记录的 ID', en: 'The id of the change a restore took back' },
      readOnly: true,
      filter: 'exact',
    },
    {
      name: 'changes',
      kind: 'json',
      label: { zh: '变更内容', en: 'Changes' },
      help: { zh: '字段 → [修改前, 修改后]', en: 'field → [before, after]' },
      readOnly: true,
      list: true,
    },
  ],
} as const satisfies ResourceDef;
