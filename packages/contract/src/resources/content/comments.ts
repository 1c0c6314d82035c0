/**
 * Comments (评论) the public site's users leave on news, applications and videos. Each is reviewed (the declared
 * workflow: approve or reject, one or many) and may be hidden or shown again (`enabled`). The top bar's comment
 * bell counts the video comments waiting for review and links to the video view (`?is_check=0`).
 *
 * The table keeps the name `video_comment` it had when only videos had comments (a hand-written table then):
 * the family grew columns onto it, so no migration renames or copies a table.
 */
import { createdAtField, updatedAtField } from '../common-fields.ts';
import type { EnumOption, ResourceDef } from '../types.ts';
import { isDemoField } from './fields.ts';

/** What a comment is on; the row's matching reference (`news_id`, `application_id`, `video_id`) names it. */
export const CommentTarget = { news: 'news', application: 'application', video: 'video' } as const;
export type CommentTarget = (typeof CommentTarget)[keyof typeof CommentTarget];

/** The reference field naming a comment's target, by target type. */
export const commentTargetField = {
  news: 'news_id',
  application: 'application_id',
  video: 'video_id',
} as const satisfies Record<CommentTarget, string>;

export const commentTargetOptions = [
  { value: CommentTarget.news, label: { zh: '资讯', en: 'News' }, color: 'green' },
  { value: CommentTarget.application, label: { zh: '应用', en: 'Application' }, color: 'purple' },
  { value: CommentTarget.video, label: { zh: '视频', en: 'Video' }, color: 'blue' },
] as const satisfies readonly EnumOption[];

/** `is_check`, as the spec names it: 0 waiting for review (what the bell counts), 1 approved, 2 rejected. */
export const CommentCheck = { waiting: 0, approved: 1, rejected: 2 } as const;
export type CommentCheck = (typeof CommentCheck)[keyof typeof CommentCheck];

export const commentCheckOptions = [
  { value: CommentCheck.waiting, label: { zh: '待审核', en: 'Waiting' }, color: 'gold' },
  { value: CommentCheck.approved, label: { zh: '已通过', en: 'Approved' }, color: 'green' },
  { value: CommentCheck.rejected, label: { zh: '已驳回', en: 'Rejected' }, color: 'red' },
] as const satisfies readonly EnumOption[];

export const commentResource = {
  key: 'comment',
  table: 'video_comment',
  base: '/comment',
  label: { zh: '评论', en: 'Comment' },
  route: '/operation/comment',
  titleField: 'content',
  defaultSort: { field: 'created_at', order: 'desc' },
  // Comments are written by the public site's users; the console reviews, hides and deletes them.
  actions: ['del', 'enable', 'export'],
  views: [
    {
      route: '/media/video/comment_list',
      label: { zh: '视频评论', en: 'Video comments' },
      preset: { target_type: CommentTarget.video },
    },
  ],
  indexes: [['is_check'], ['target_type', 'is_check', 'created_at', 'id']],
  workflow: {
    field: 'is_check',
    transitions: [
      {
        name: 'approve',
        label: { zh: '通过', en: 'Approve' },
        from: [CommentCheck.waiting, CommentCheck.rejected],
        to: CommentCheck.approved,
        stamp: 'checked_at',
      },
      {
        name: 'reject',
        label: { zh: '驳回', en: 'Reject' },
        hint: { zh: '驳回的评论不在前台显示。', en: 'A rejected comment is not shown on the public site.' },
        from: [CommentCheck.waiting, CommentCheck.approved],
        to: CommentCheck.rejected,
        inputs: [{ field: 'reject_reason' }],
        stamp: 'checked_at',
        danger: true,
      },
    ],
  },
  fields: [
    {
      name: 'content',
      kind: 'longText',
      label: { zh: '评论内容', en: 'Comment' },
      required: true,
      max: 1000,
      list: true,
      filter: 'contains',
      width: 300,
    },
    {
      name: 'user_name',
      kind: 'text',
      label: { zh: '用户', en: 'User' },
      max: 64,
      list: true,
      filter: 'contains',
      width: 130,
    },
    {
      name: 'target_type',
      kind: 'enum',
      label: { zh: '评论对象', en: 'On' },
      options: commentTargetOptions,
      // The rows from before other targets existed are video comments: the column arrives holding that.
      default: CommentTarget.video,
      immutable: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'video_id',
      kind: 'reference',
      target: 'video',
      label: { zh: '视频', en: 'Video' },
      list: true,
      filter: 'exact',
      immutable: true,
      onTargetDelete: 'cascade',
      width: 180,
    },
    {
      name: 'news_id',
      kind: 'reference',
      target: 'news',
      label: { zh: '资讯', en: 'News item' },
      list: true,
      filter: 'exact',
      immutable: true,
      onTargetDelete: 'cascade',
      width: 180,
    },
    {
      name: 'application_id',
      kind: 'reference',
      target: 'application',
      label: { zh: '应用', en: 'Application' },
      list: true,
      filter: 'exact',
      immutable: true,
      onTargetDelete: 'cascade',
      width: 180,
    },
    {
      name: 'is_check',
      kind: 'enum',
      label: { zh: '审核状态', en: 'Review' },
      options: commentCheckOptions,
      default: CommentCheck.waiting,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'enabled',
      kind: 'boolean',
      label: { zh: '显示', en: 'Shown' },
      help: { zh: '隐藏的评论不在前台显示', en: 'A hidden comment is not shown on the public site' },
      default: true,
      list: true,
      filter: 'exact',
      width: 80,
    },
    {
      name: 'reject_reason',
      kind: 'longText',
      label: { zh: '驳回原因', en: 'Reason for rejection' },
      max: 200,
      readOnly: true,
    },
    { name: 'checked_at', kind: 'datetime', label: { zh: '审核时间', en: 'Reviewed' }, readOnly: true },
    isDemoField,
    createdAtField({ zh: '评论时间', en: 'Posted' }, { filter: 'dateRange', width: 170 }),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;
