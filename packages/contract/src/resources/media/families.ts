/**
 * Media (媒体管理, /media): live streams with their declared course planned → live → ended → replay, videos
 * (cover, duration, category, tags; comments reviewed under `comment`), subjects grouping videos and news, and
 * the image library (uploaded many at once; an image used by a row of the content families is never deleted,
 * modules/media/image-usage.ts says where it is used).
 *
 * The `video` table keeps its name and columns from before it was a family (the comment bell read it then).
 */
import {
  createdAtField,
  descriptionField,
  enabledField,
  sortField,
  updatedAtField,
} from '../common-fields.ts';
import { CommentCheck } from '../content/comments.ts';
import { isDemoField, urlField } from '../content/fields.ts';
import { countField } from '../counts.ts';
import type { EnumOption, ResourceDef } from '../types.ts';

export const LiveStatus = { planned: 0, live: 1, ended: 2, replay: 3 } as const;
export type LiveStatus = (typeof LiveStatus)[keyof typeof LiveStatus];

export const liveStatusOptions = [
  { value: LiveStatus.planned, label: { zh: '预告', en: 'Planned' }, color: 'blue' },
  { value: LiveStatus.live, label: { zh: '直播中', en: 'Live' }, color: 'red' },
  { value: LiveStatus.ended, label: { zh: '已结束', en: 'Ended' }, color: 'default' },
  { value: LiveStatus.replay, label: { zh: '可回放', en: 'Replay' }, color: 'green' },
] as const satisfies readonly EnumOption[];

export const subjectResource = {
  key: 'subject',
  table: 'subject',
  base: '/media/subject',
  label: { zh: '专题', en: 'Subject' },
  route: '/media/subject/list',
  titleField: 'title',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: { zh: '专题名称', en: 'Title' },
      required: true,
      unique: true,
      max: 64,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 220,
    },
    { name: 'cover', kind: 'image', label: { zh: '封面', en: 'Cover' }, list: true, width: 90 },
    descriptionField({ max: 500 }),
    sortField(),
    enabledField({ filter: 'exact' }),
    countField(
      'video_count',
      { zh: '视频数', en: 'Videos' },
      { family: 'video', via: 'subject_id' },
      { list: true, width: 80 },
    ),
    countField(
      'news_count',
      { zh: '资讯数', en: 'News' },
      { family: 'news', via: 'subject_id' },
      { list: true, width: 80 },
    ),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;

/**
 * A live stream ends after it starts (an end left open is fine): the server refuses a stream that does not,
 * and the demo's streams keep it. Instants as ISO strings or Dates. Pure.
 */
export function liveTimesInOrder(startsAt: unknown, endsAt: unknown): boolean {
  if (endsAt === null || endsAt === undefined || endsAt === '') return true;
  if (startsAt === null || startsAt === undefined || startsAt === '') return true;
  return new Date(endsAt as string).getTime() > new Date(startsAt as string).getTime();
}

export const liveResource = {
  key: 'live',
  table: 'live',
  base: '/media/live',
  label: { zh: '直播', en: 'Live stream' },
  route: '/media/live/list',
  detailRoute: '/media/live/detail/:id',
  titleField: 'title',
  defaultSort: { field: 'starts_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  indexes: [['status', 'starts_at', 'id']],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'go_live',
        label: { zh: '开始直播', en: 'Go live' },
        from: [LiveStatus.planned],
        to: LiveStatus.live,
        stamp: 'started_at',
        bulk: false,
      },
      {
        name: 'end',
        label: { zh: '结束直播', en: 'End' },
        from: [LiveStatus.live],
        to: LiveStatus.ended,
        stamp: 'ended_at',
        danger: true,
        bulk: false,
      },
      {
        name: 'publish_replay',
        label: { zh: '发布回放', en: 'Publish replay' },
        from: [LiveStatus.ended, LiveStatus.replay],
        to: LiveStatus.replay,
        inputs: [{ field: 'replay_url', required: true }],
        bulk: false,
      },
    ],
  },
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: { zh: '直播标题', en: 'Title' },
      required: true,
      max: 120,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 260,
    },
    { name: 'cover', kind: 'image', label: { zh: '封面', en: 'Cover' }, list: true, width: 90 },
    {
      name: 'host',
      kind: 'text',
      label: { zh: '主讲人', en: 'Host' },
      required: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 140,
    },
    {
      name: 'starts_at',
      kind: 'datetime',
      label: { zh: '开始时间', en: 'Starts' },
      required: true,
      list: true,
      sortable: true,
      filter: 'dateRange',
      width: 170,
    },
    { name: 'ends_at', kind: 'datetime', label: { zh: '预计结束', en: 'Ends' }, list: true, width: 170 },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: liveStatusOptions,
      default: LiveStatus.planned,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    urlField('stream_url', { zh: '直播地址', en: 'Stream address' }),
    {
      ...urlField('replay_url', { zh: '回放地址', en: 'Replay address' }),
      readOnly: true,
      list: true,
      width: 200,
    },
    descriptionField({ label: { zh: '直播简介', en: 'About' }, max: 1000, list: false }),
    { name: 'started_at', kind: 'datetime', label: { zh: '开播时间', en: 'Went live' }, readOnly: true },
    { name: 'ended_at', kind: 'datetime', label: { zh: '结束时间', en: 'Ended' }, readOnly: true },
    updatedAtField(),
  ],
} as const satisfies ResourceDef;

export const videoCategoryOptions = [
  { value: 'lecture', label: { zh: '技术讲座', en: 'Lecture' }, color: 'blue' },
  { value: 'processing', label: { zh: '加工工艺', en: 'Processing' }, color: 'cyan' },
  { value: 'testing', label: { zh: '测试认证', en: 'Testing' }, color: 'gold' },
  { value: 'product', label: { zh: '产品介绍', en: 'Product' }, color: 'purple' },
  { value: 'industry', label: { zh: '行业观察', en: 'Industry' }, color: 'green' },
] as const satisfies readonly EnumOption[];

export const videoResource = {
  key: 'video',
  table: 'video',
  base: '/media/video',
  label: { zh: '视频', en: 'Video' },
  route: '/media/video/list',
  detailRoute: '/media/video/detail',
  titleField: 'title',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: { zh: '视频标题', en: 'Title' },
      required: true,
      max: 200,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 260,
    },
    { name: 'cover', kind: 'image', label: { zh: '封面', en: 'Cover' }, list: true, width: 90 },
    urlField('url', { zh: '视频地址', en: 'Video address' }),
    {
      name: 'duration',
      kind: 'integer',
      label: { zh: '时长（秒）', en: 'Duration (s)' },
      min: 0,
      max: 86400,
      list: true,
      sortable: true,
      width: 100,
    },
    {
      name: 'category',
      kind: 'enum',
      label: { zh: '分类', en: 'Category' },
      options: videoCategoryOptions,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'tags',
      kind: 'text',
      label: { zh: '标签', en: 'Tags' },
      help: { zh: '以逗号分隔，如：PA66, 注塑', en: 'Separated by commas: PA66, injection moulding' },
      max: 200,
      list: true,
      filter: 'contains',
      width: 160,
    },
    {
      name: 'subject_id',
      kind: 'reference',
      target: 'subject',
      label: { zh: '所属专题', en: 'Subject' },
      list: true,
      filter: 'exact',
      onTargetDelete: 'setNull',
      width: 140,
    },
    descriptionField({ label: { zh: '视频简介', en: 'About' }, max: 1000, list: false }),
    enabledField({ label: { zh: '上架', en: 'Listed' }, filter: 'exact' }),
    countField(
      'comment_count',
      { zh: '评论数', en: 'Comments' },
      { family: 'comment', via: 'video_id' },
      { list: true, sortable: true, width: 80 },
    ),
    countField(
      'waiting_comment_count',
      { zh: '待审评论', en: 'Waiting' },
      { family: 'comment', via: 'video_id', where: { field: 'is_check', in: [CommentCheck.waiting] } },
      { list: true, sortable: true, width: 90 },
    ),
    isDemoField,
    createdAtField(undefined, { width: 170 }),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;

export const mediaImageResource = {
  key: 'media_image',
  table: 'media_image',
  base: '/media/image',
  label: { zh: '图片', en: 'Image' },
  route: '/media/image/list',
  detailRoute: '/media/image/detail',
  titleField: 'name',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  indexes: [['created_at', 'id'], ['url']],
  fields: [
    { name: 'url', kind: 'image', label: { zh: '图片', en: 'Image' }, required: true, list: true, width: 90 },
    {
      name: 'name',
      kind: 'text',
      label: { zh: '名称', en: 'Name' },
      required: true,
      max: 120,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 220,
    },
    {
      name: 'category',
      kind: 'text',
      label: { zh: '分组', en: 'Group' },
      max: 32,
      list: true,
      filter: 'exact',
      width: 110,
    },
    { name: 'alt', kind: 'text', label: { zh: '替代文字', en: 'Alt text' }, max: 200 },
    {
      name: 'size',
      kind: 'integer',
      label: { zh: '大小（字节）', en: 'Size (bytes)' },
      min: 0,
      hideInForm: true,
      list: true,
      width: 110,
    },
    createdAtField({ zh: '上传时间', en: 'Uploaded' }, { filter: 'dateRange', width: 170 }),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;
