/**
 * Activities (活动): events with awards, published and closed through a declared workflow; the applications they
 * receive, reviewed through their own (approve, reject). Staff may add display participants (the spec's "fake
 * users") to fill a public list: every row a console adds is one, marked so for good (`is_display`, set by the
 * server), so the console never passes them off as real applicants.
 */

import { createdAtField, updatedAtField } from '../common-fields.ts';
import { countField } from '../counts.ts';
import type { EnumOption, ResourceDef } from '../types.ts';

export const ActivityStatus = { draft: 0, open: 1, closed: 2 } as const;
export const ApplicationStatus = { pending: 0, approved: 1, rejected: 2 } as const;

export const activityKindOptions = [
  { value: 'exhibition', label: { zh: '展会', en: 'Trade fair' }, color: 'blue' },
  { value: 'webinar', label: { zh: '线上研讨', en: 'Webinar' }, color: 'cyan' },
  { value: 'salon', label: { zh: '技术沙龙', en: 'Salon' }, color: 'purple' },
  { value: 'contest', label: { zh: '评选', en: 'Contest' }, color: 'gold' },
] as const satisfies readonly EnumOption[];

export const activityResource = {
  key: 'activity',
  table: 'activity',
  base: '/operation/activity',
  label: { zh: '活动', en: 'Activity' },
  route: '/operation/activity/list',
  detailRoute: '/operation/activity/details',
  titleField: 'title',
  defaultSort: { field: 'starts_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'publish',
        label: { zh: '发布', en: 'Publish' },
        hint: {
          zh: '发布后前台可见并开始接受报名。',
          en: 'Once published it is public and takes applications.',
        },
        from: [ActivityStatus.draft, ActivityStatus.closed],
        to: ActivityStatus.open,
        stamp: 'published_at',
      },
      {
        name: 'close',
        label: { zh: '结束报名', en: 'Close' },
        from: [ActivityStatus.open],
        to: ActivityStatus.closed,
      },
    ],
  },
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: { zh: '活动名称', en: 'Title' },
      required: true,
      max: 100,
      list: true,
      filter: 'contains',
      width: 240,
    },
    {
      name: 'kind',
      kind: 'enum',
      label: { zh: '类型', en: 'Kind' },
      options: activityKindOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    { name: 'cover', kind: 'image', label: { zh: '封面', en: 'Cover' }, list: true, width: 90 },
    { name: 'place', kind: 'text', label: { zh: '地点', en: 'Place' }, max: 100, list: true, width: 160 },
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
    { name: 'ends_at', kind: 'datetime', label: { zh: '结束时间', en: 'Ends' }, required: true, list: true },
    { name: 'apply_deadline', kind: 'datetime', label: { zh: '报名截止', en: 'Applications close' } },
    { name: 'capacity', kind: 'integer', label: { zh: '名额', en: 'Places' }, min: 0, max: 100000 },
    { name: 'description', kind: 'richText', label: { zh: '活动介绍', en: 'Description' }, max: 20000 },
    {
      name: 'awards',
      kind: 'children',
      label: { zh: '奖项', en: 'Awards' },
      max: 30,
      fields: [
        { name: 'name', kind: 'text', label: { zh: '奖项', en: 'Award' }, required: true, max: 64 },
        { name: 'prize', kind: 'text', label: { zh: '奖品', en: 'Prize' }, max: 100 },
        {
          name: 'quota',
          kind: 'integer',
          label: { zh: '名额', en: 'Winners' },
          min: 1,
          max: 1000,
          default: 1,
        },
      ],
    },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: [
        { value: ActivityStatus.draft, label: { zh: '草稿', en: 'Draft' }, color: 'default' },
        { value: ActivityStatus.open, label: { zh: '报名中', en: 'Open' }, color: 'green' },
        { value: ActivityStatus.closed, label: { zh: '已结束', en: 'Closed' }, color: 'orange' },
      ],
      default: ActivityStatus.draft,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    { name: 'published_at', kind: 'datetime', label: { zh: '发布时间', en: 'Published' }, readOnly: true },
    countField(
      'application_count',
      { zh: '报名数', en: 'Applications' },
      { family: 'activity_application', via: 'activity_id' },
      { list: true, sortable: true, width: 90 },
    ),
    countField(
      'pending_count',
      { zh: '待审核', en: 'To review' },
      {
        family: 'activity_application',
        via: 'activity_id',
        where: { field: 'status', in: [ApplicationStatus.pending] },
      },
      { list: true, sortable: true, width: 90 },
    ),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;

export const activityApplicationResource = {
  key: 'activity_application',
  table: 'activity_application',
  base: '/operation/activity/apply',
  label: { zh: '活动报名', en: 'Application' },
  route: '/operation/activity/apply',
  titleField: 'name',
  defaultSort: { field: 'created_at', order: 'desc' },
  // Added from the console: display participants only (the server marks them); real ones come from the site.
  actions: ['add', 'update', 'del', 'export'],
  indexes: [['activity_id', 'created_at', 'id']],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'approve',
        label: { zh: '通过', en: 'Approve' },
        from: [ApplicationStatus.pending, ApplicationStatus.rejected],
        to: ApplicationStatus.approved,
        stamp: 'reviewed_at',
      },
      {
        name: 'reject',
        label: { zh: '拒绝', en: 'Reject' },
        from: [ApplicationStatus.pending, ApplicationStatus.approved],
        to: ApplicationStatus.rejected,
        inputs: [{ field: 'review_note', required: true }],
        stamp: 'reviewed_at',
        danger: true,
      },
    ],
  },
  fields: [
    {
      name: 'activity_id',
      kind: 'reference',
      target: 'activity',
      label: { zh: '活动', en: 'Activity' },
      required: true,
      immutable: true,
      list: true,
      filter: 'exact',
      onTargetDelete: 'cascade',
      width: 200,
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
    { name: 'company', kind: 'text', label: { zh: '公司', en: 'Company' }, max: 100, list: true, width: 180 },
    { name: 'job_title', kind: 'text', label: { zh: '职务', en: 'Job title' }, max: 64, list: true },
    {
      name: 'phone',
      kind: 'text',
      label: { zh: '手机', en: 'Mobile' },
      max: 32,
      list: true,
      width: 130,
      mask: 'phone',
    },
    { name: 'remark', kind: 'longText', label: { zh: '留言', en: 'Message' }, max: 500 },
    {
      name: 'is_display',
      kind: 'boolean',
      label: { zh: '展示用户', en: 'Display participant' },
      help: {
        zh: '运营为活动展示添加的参与者（后台添加的都是），并非真实报名',
        en: 'Added by staff for the public list (every row added here is one), not a real applicant',
      },
      default: false,
      readOnly: true,
      list: true,
      filter: 'exact',
      width: 100,
    },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '审核状态', en: 'Review' },
      options: [
        { value: ApplicationStatus.pending, label: { zh: '待审核', en: 'To review' }, color: 'orange' },
        { value: ApplicationStatus.approved, label: { zh: '已通过', en: 'Approved' }, color: 'green' },
        { value: ApplicationStatus.rejected, label: { zh: '已拒绝', en: 'Rejected' }, color: 'red' },
      ],
      default: ApplicationStatus.pending,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'review_note',
      kind: 'text',
      label: { zh: '审核说明', en: 'Review note' },
      max: 200,
      readOnly: true,
    },
    { name: 'reviewed_at', kind: 'datetime', label: { zh: '审核时间', en: 'Reviewed' }, readOnly: true },
    createdAtField({ zh: '报名时间', en: 'Applied' }, { filter: 'dateRange', width: 170 }),
  ],
} as const satisfies ResourceDef;
