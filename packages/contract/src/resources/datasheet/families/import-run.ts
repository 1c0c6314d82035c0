/**
 * The import history (`/datasheet/cache/import_run`): one row per import of a file into the cache, dry run or
 * real, written by the server as the import leaves the queue and when it ends. A run that ends in failure or
 * is cut short by a stopped server says so, and what was removed, in its message; read-only here.
 */
import { createdAtField } from '../../common-fields.ts';
import type { EnumOption, ResourceDef } from '../../types.ts';

export const ImportRunStatus = { running: 0, done: 1, failed: 2, interrupted: 3 } as const;
export type ImportRunStatusValue = (typeof ImportRunStatus)[keyof typeof ImportRunStatus];

export const importRunStatusOptions: readonly EnumOption[] = [
  { value: ImportRunStatus.running, label: { zh: '导入中', en: 'Running' }, color: 'blue' },
  { value: ImportRunStatus.done, label: { zh: '已完成', en: 'Done' }, color: 'green' },
  { value: ImportRunStatus.failed, label: { zh: '失败', en: 'Failed' }, color: 'red' },
  { value: ImportRunStatus.interrupted, label: { zh: '已中断', en: 'Interrupted' }, color: 'volcano' },
];

const count = <const N extends string>(name: N, zh: string, en: string) =>
  ({
    name,
    kind: 'integer',
    label: { zh, en },
    default: 0,
    min: 0,
    readOnly: true,
    list: true,
    width: 100,
  }) as const;

const message = <const N extends string>(name: N, zh: string, en: string) =>
  ({ name, kind: 'text', label: { zh, en }, max: 1000, readOnly: true, list: true }) as const;

export const importRunResource = {
  key: 'import_run',
  table: 'import_run',
  base: '/ds/cache/import_run',
  label: { zh: '导入记录', en: 'Import run' },
  route: '/datasheet/cache/import_run',
  titleField: 'file',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['export'],
  indexes: [['status'], ['created_at']],
  // Moved by the import alone: done in its publishing transaction, failed or interrupted with what it removed.
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'finish',
        label: { zh: '完成', en: 'Finish' },
        from: [ImportRunStatus.running],
        to: ImportRunStatus.done,
        stamp: 'ended_at',
        serverOnly: true,
      },
      {
        name: 'fail',
        label: { zh: '失败', en: 'Fail' },
        from: [ImportRunStatus.running],
        to: ImportRunStatus.failed,
        stamp: 'ended_at',
        serverOnly: true,
      },
      {
        name: 'interrupt',
        label: { zh: '中断', en: 'Interrupt' },
        from: [ImportRunStatus.running],
        to: ImportRunStatus.interrupted,
        stamp: 'ended_at',
        serverOnly: true,
      },
    ],
  },
  fields: [
    createdAtField({ zh: '开始时间', en: 'Started' }, { filter: 'dateRange', width: 170 }),
    {
      name: 'ended_at',
      kind: 'datetime',
      label: { zh: '结束时间', en: 'Ended' },
      readOnly: true,
      list: true,
      width: 170,
    },
    {
      name: 'file',
      kind: 'text',
      label: { zh: '文件', en: 'File' },
      required: true,
      max: 255,
      readOnly: true,
      list: true,
      filter: 'contains',
      width: 200,
    },
    {
      name: 'dry_run',
      kind: 'boolean',
      label: { zh: '试运行', en: 'Dry run' },
      default: false,
      readOnly: true,
      list: true,
      filter: 'exact',
      width: 90,
    },
    {
      name: 'admin_id',
      kind: 'reference',
      target: 'admin_user',
      onTargetDelete: 'setNull',
      label: { zh: '管理员', en: 'Admin' },
      readOnly: true,
      list: true,
      filter: 'exact',
      width: 120,
    },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: importRunStatusOptions,
      default: ImportRunStatus.running,
      required: true,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    count('rows', '行数', 'Rows'),
    count('sheets', '物性表数', 'Sheets'),
    message('message_zh', '说明', 'Message (Chinese)'),
    message('message_en', '说明（英文）', 'Message'),
  ],
} as const satisfies ResourceDef;
