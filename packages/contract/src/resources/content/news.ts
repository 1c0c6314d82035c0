/**
 * News (资讯, /news): articles with a type, a cover, tags of the news type, source and author, and a rich-text
 * body (sanitised by the server like every rich-text field). Publishing is the declared workflow draft →
 * (scheduled →) published → withdrawn: `schedule` names the time, and the server's scheduler runs `publish`
 * at that time (modules/content/scheduler.ts), as the admin who scheduled it.
 */
import { createdAtField, enabledField, sortField, updatedAtField } from '../common-fields.ts';
import { countField } from '../counts.ts';
import type { EnumOption, ResourceDef } from '../types.ts';

export const NewsStatus = { draft: 0, scheduled: 1, published: 2, withdrawn: 3 } as const;
export type NewsStatus = (typeof NewsStatus)[keyof typeof NewsStatus];

export const newsStatusOptions = [
  { value: NewsStatus.draft, label: { zh: '草稿', en: 'Draft' }, color: 'default' },
  { value: NewsStatus.scheduled, label: { zh: '定时发布', en: 'Scheduled' }, color: 'blue' },
  { value: NewsStatus.published, label: { zh: '已发布', en: 'Published' }, color: 'green' },
  { value: NewsStatus.withdrawn, label: { zh: '已撤回', en: 'Withdrawn' }, color: 'orange' },
] as const satisfies readonly EnumOption[];

export const newsTypeResource = {
  key: 'news_type',
  table: 'news_type',
  base: '/news/type',
  label: { zh: '资讯分类', en: 'News type' },
  route: '/news/type_list',
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '分类名称', en: 'Name' },
      required: true,
      unique: true,
      max: 32,
      list: true,
      sortable: true,
      filter: 'contains',
    },
    sortField(),
    enabledField({ filter: 'exact' }),
    countField(
      'news_count',
      { zh: '资讯数', en: 'News' },
      { family: 'news', via: 'type_id' },
      { list: true, sortable: true, width: 90 },
    ),
    countField(
      'published_count',
      { zh: '已发布', en: 'Published' },
      { family: 'news', via: 'type_id', where: { field: 'status', in: [NewsStatus.published] } },
      { list: true, width: 90 },
    ),
    createdAtField(),
  ],
} as const satisfies ResourceDef;

export const newsResource = {
  key: 'news',
  table: 'news',
  base: '/news',
  label: { zh: '资讯', en: 'News item' },
  route: '/news/list',
  detailRoute: '/news/details/:id',
  titleField: 'title',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  indexes: [
    ['updated_at', 'id'],
    ['status', 'updated_at', 'id'],
    // The scheduler's question: scheduled rows whose time has come.
    ['status', 'publish_at'],
    { ngram: 'title' },
  ],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'publish',
        label: { zh: '发布', en: 'Publish' },
        hint: { zh: '立即在前台显示。', en: 'Shown on the public site at once.' },
        from: [NewsStatus.draft, NewsStatus.scheduled, NewsStatus.withdrawn],
        to: NewsStatus.published,
        stamp: 'published_at',
      },
      {
        name: 'schedule',
        label: { zh: '定时发布', en: 'Schedule' },
        hint: {
          zh: '到达发布时间时由服务器自动发布（服务重启后仍会执行）。',
          en: 'The server publishes it at that time (a restart does not lose it).',
        },
        from: [NewsStatus.draft, NewsStatus.withdrawn],
        to: NewsStatus.scheduled,
        inputs: [{ field: 'publish_at', required: true }],
      },
      {
        name: 'unschedule',
        label: { zh: '取消定时', en: 'Unschedule' },
        from: [NewsStatus.scheduled],
        to: NewsStatus.draft,
      },
      {
        name: 'withdraw',
        label: { zh: '撤回', en: 'Withdraw' },
        hint: { zh: '撤回后前台不再显示，可再次发布。', en: 'No longer shown; it can be published again.' },
        from: [NewsStatus.published],
        to: NewsStatus.withdrawn,
        inputs: [{ field: 'withdraw_reason' }],
        stamp: 'withdrawn_at',
        danger: true,
      },
    ],
  },
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: { zh: '标题', en: 'Title' },
      required: true,
      max: 120,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 280,
    },
    {
      name: 'type_id',
      kind: 'reference',
      target: 'news_type',
      label: { zh: '资讯分类', en: 'Type' },
      required: true,
      list: true,
      filter: 'exact',
      width: 110,
    },
    { name: 'cover', kind: 'image', label: { zh: '封面', en: 'Cover' }, list: true, width: 90 },
    {
      name: 'tags',
      kind: 'multiReference',
      target: 'tag',
      label: { zh: '标签', en: 'Tags' },
      help: { zh: '资讯类标签', en: 'Tags of the news type' },
      filter: 'exact',
      onTargetDelete: 'unlink',
    },
    {
      name: 'subject_id',
      kind: 'reference',
      target: 'subject',
      label: { zh: '所属专题', en: 'Subject' },
      filter: 'exact',
      onTargetDelete: 'setNull',
    },
    { name: 'source', kind: 'text', label: { zh: '来源', en: 'Source' }, max: 64, list: true, width: 120 },
    { name: 'author', kind: 'text', label: { zh: '作者', en: 'Author' }, max: 32, list: true, width: 90 },
    { name: 'summary', kind: 'longText', label: { zh: '摘要', en: 'Summary' }, max: 300 },
    { name: 'body', kind: 'richText', label: { zh: '正文', en: 'Body' }, max: 200000 },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: newsStatusOptions,
      default: NewsStatus.draft,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'publish_at',
      kind: 'datetime',
      label: { zh: '定时发布时间', en: 'Publish at' },
      help: { zh: '定时发布时填写，须晚于现在', en: 'For a scheduled publication; must be in the future' },
      readOnly: true,
      list: true,
      sortable: true,
      width: 170,
    },
    {
      name: 'published_at',
      kind: 'datetime',
      label: { zh: '发布时间', en: 'Published' },
      readOnly: true,
      list: true,
      sortable: true,
      filter: 'dateRange',
      width: 170,
    },
    {
      name: 'scheduled_by',
      kind: 'reference',
      target: 'admin_user',
      label: { zh: '定时设置人', en: 'Scheduled by' },
      readOnly: true,
      onTargetDelete: 'setNull',
    },
    { name: 'withdrawn_at', kind: 'datetime', label: { zh: '撤回时间', en: 'Withdrawn' }, readOnly: true },
    {
      name: 'withdraw_reason',
      kind: 'longText',
      label: { zh: '撤回原因', en: 'Reason for withdrawal' },
      max: 200,
      readOnly: true,
    },
    countField(
      'comment_count',
      { zh: '评论数', en: 'Comments' },
      { family: 'comment', via: 'news_id' },
      { list: true, width: 80 },
    ),
    updatedAtField(undefined, { width: 170 }),
  ],
} as const satisfies ResourceDef;
