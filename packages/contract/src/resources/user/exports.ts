/**
 * Exports of users mailed to the operator (the spec's `export_with_email`): the request is kept as a job, the
 * file is built in the background and sent through the mail transport; the job says where it stands.
 */
import { createdAtField, updatedAtField } from '../common-fields.ts';
import type { EnumOption, ResourceDef } from '../types.ts';

export const UserExportStatus = { queued: 0, building: 1, sent: 2, failed: 3 } as const;
export type UserExportStatus = (typeof UserExportStatus)[keyof typeof UserExportStatus];

export const userExportStatusOptions = [
  { value: UserExportStatus.queued, label: { zh: '排队中', en: 'Queued' }, color: 'default' },
  { value: UserExportStatus.building, label: { zh: '生成中', en: 'Building' }, color: 'blue' },
  { value: UserExportStatus.sent, label: { zh: '已发送', en: 'Sent' }, color: 'green' },
  { value: UserExportStatus.failed, label: { zh: '失败', en: 'Failed' }, color: 'red' },
] as const satisfies readonly EnumOption[];

export const siteUserExportResource = {
  key: 'site_user_export',
  table: 'site_user_export',
  base: '/user/export_job',
  label: { zh: '用户导出邮件', en: 'Mailed user export' },
  titleField: 'email',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: [],
  // Moved by the background job only: building, then sent or failed.
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'build',
        label: { zh: '开始生成', en: 'Build' },
        from: [UserExportStatus.queued],
        to: UserExportStatus.building,
        serverOnly: true,
      },
      {
        name: 'deliver',
        label: { zh: '发送', en: 'Send' },
        from: [UserExportStatus.building],
        to: UserExportStatus.sent,
        inputs: [
          { field: 'row_count', required: true },
          { field: 'file_name', required: true },
          { field: 'mail_id', required: true },
        ],
        stamp: 'finished_at',
        serverOnly: true,
      },
      {
        name: 'fail',
        label: { zh: '失败', en: 'Fail' },
        from: [UserExportStatus.queued, UserExportStatus.building],
        to: UserExportStatus.failed,
        inputs: [{ field: 'error', required: true }],
        stamp: 'finished_at',
        serverOnly: true,
      },
    ],
  },
  fields: [
    {
      name: 'requested_by',
      kind: 'reference',
      target: 'admin_user',
      label: { zh: '申请人', en: 'Requested by' },
      onTargetDelete: 'setNull',
      readOnly: true,
      list: true,
      filter: 'exact',
    },
    {
      name: 'email',
      kind: 'text',
      label: { zh: '发送至', en: 'Sent to' },
      required: true,
      max: 200,
      list: true,
    },
    { name: 'query', kind: 'json', label: { zh: '筛选条件', en: 'Filters' } },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: userExportStatusOptions,
      default: UserExportStatus.queued,
      required: true,
      readOnly: true,
      list: true,
      filter: 'enum',
    },
    {
      name: 'row_count',
      kind: 'integer',
      label: { zh: '行数', en: 'Rows' },
      min: 0,
      readOnly: true,
      list: true,
    },
    {
      name: 'file_name',
      kind: 'text',
      label: { zh: '文件', en: 'File' },
      max: 300,
      readOnly: true,
      list: true,
    },
    {
      name: 'mail_id',
      kind: 'reference',
      target: 'email_read_log',
      label: { zh: '邮件', en: 'Message' },
      onTargetDelete: 'setNull',
      readOnly: true,
      list: true,
    },
    {
      name: 'error',
      kind: 'longText',
      label: { zh: '错误', en: 'Error' },
      max: 2000,
      readOnly: true,
      list: true,
    },
    {
      name: 'finished_at',
      kind: 'datetime',
      label: { zh: '完成时间', en: 'Finished' },
      readOnly: true,
      list: true,
    },
    createdAtField({ zh: '申请时间', en: 'Requested' }),
    updatedAtField(undefined, { list: false }),
  ],
} as const satisfies ResourceDef;
