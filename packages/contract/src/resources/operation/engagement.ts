/**
 * What operations staff keep for the public site's visitors: customised-product scenes (tagged with tag type 9),
 * users' feedback with its reply (a declared workflow; the one feedback family: a signed-in user's shows on their
 * page under /user too), and the friendly and search-engine links, each checked for reachability on demand.
 */
import { createdAtField, enabledField, sortField, updatedAtField } from '../common-fields.ts';
import type { EnumOption, ResourceDef } from '../types.ts';
import { siteUserRefField } from '../user/users.ts';
import { HTTP_URL_PATTERN, httpUrlMessage } from './placements.ts';

export const customizePdSceneResource = {
  key: 'customize_pd_scene',
  table: 'customize_pd_scene',
  base: '/operation/customize_pd_scene',
  label: { zh: '定制产品场景', en: 'Custom product scene' },
  route: '/operation/customize_pd_scene',
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '场景名称', en: 'Name' },
      required: true,
      unique: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 180,
    },
    { name: 'image', kind: 'image', label: { zh: '场景图', en: 'Image' }, list: true, width: 90 },
    {
      name: 'materials',
      kind: 'text',
      label: { zh: '推荐材料', en: 'Suggested materials' },
      help: { zh: '如 PA66-GF30、PC/ABS', en: 'e.g. PA66-GF30, PC/ABS' },
      max: 200,
      list: true,
      width: 200,
    },
    { name: 'description', kind: 'longText', label: { zh: '场景说明', en: 'Description' }, max: 2000 },
    sortField(),
    enabledField({ filter: 'exact' }),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;

export const UserFeedbackStatus = { open: 0, replied: 1, closed: 2 } as const;

export const feedbackCategoryOptions = [
  { value: 'data_error', label: { zh: '数据纠错', en: 'Data error' }, color: 'red' },
  { value: 'feature', label: { zh: '功能建议', en: 'Suggestion' }, color: 'blue' },
  { value: 'bug', label: { zh: '使用问题', en: 'Problem' }, color: 'orange' },
  { value: 'other', label: { zh: '其他', en: 'Other' }, color: 'default' },
] as const satisfies readonly EnumOption[];

export const userFeedbackResource = {
  key: 'user_feedback',
  table: 'user_feedback',
  base: '/operation/user_feedback',
  label: { zh: '用户反馈', en: 'Feedback' },
  route: '/operation/user_feedback',
  titleField: 'content',
  defaultSort: { field: 'created_at', order: 'desc' },
  // Feedback arrives from the public site; staff enter what reached them by phone or mail.
  actions: ['add', 'del', 'export'],
  indexes: [
    ['status', 'created_at', 'id'],
    ['user_id', 'created_at', 'id'],
  ],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'reply',
        label: { zh: '回复', en: 'Reply' },
        from: [UserFeedbackStatus.open, UserFeedbackStatus.replied],
        to: UserFeedbackStatus.replied,
        inputs: [{ field: 'reply', required: true }],
        stamp: 'replied_at',
        bulk: false,
      },
      {
        name: 'close',
        label: { zh: '关闭', en: 'Close' },
        hint: { zh: '关闭后不再跟进这条反馈。', en: 'A closed feedback is no longer followed up.' },
        from: [UserFeedbackStatus.open, UserFeedbackStatus.replied],
        to: UserFeedbackStatus.closed,
        inputs: [{ field: 'close_note' }],
        stamp: 'closed_at',
      },
    ],
  },
  fields: [
    {
      ...siteUserRefField,
      // Feedback from a visitor not signed in, or entered by staff, has no account; the user's deletion keeps it.
      required: false,
      onTargetDelete: 'setNull',
      label: { zh: '用户账号', en: 'Account' },
      list: false,
    },
    {
      name: 'user_name',
      kind: 'text',
      label: { zh: '用户', en: 'User' },
      required: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 120,
    },
    {
      name: 'contact',
      kind: 'text',
      label: { zh: '联系方式', en: 'Contact' },
      max: 100,
      list: true,
      width: 150,
      mask: 'contact',
    },
    {
      name: 'category',
      kind: 'enum',
      label: { zh: '类别', en: 'Category' },
      options: feedbackCategoryOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'content',
      kind: 'longText',
      label: { zh: '反馈内容', en: 'Feedback' },
      required: true,
      max: 2000,
      list: true,
      filter: 'contains',
      width: 300,
    },
    { name: 'page_url', kind: 'text', label: { zh: '来源页面', en: 'Page' }, max: 500 },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: [
        { value: UserFeedbackStatus.open, label: { zh: '待处理', en: 'Open' }, color: 'orange' },
        { value: UserFeedbackStatus.replied, label: { zh: '已回复', en: 'Replied' }, color: 'green' },
        { value: UserFeedbackStatus.closed, label: { zh: '已关闭', en: 'Closed' }, color: 'default' },
      ],
      default: UserFeedbackStatus.open,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    { name: 'reply', kind: 'longText', label: { zh: '回复内容', en: 'Reply' }, max: 2000, readOnly: true },
    {
      name: 'replied_at',
      kind: 'datetime',
      label: { zh: '回复时间', en: 'Replied' },
      readOnly: true,
      list: true,
    },
    {
      name: 'close_note',
      kind: 'text',
      label: { zh: '关闭说明', en: 'Closing note' },
      max: 200,
      readOnly: true,
    },
    { name: 'closed_at', kind: 'datetime', label: { zh: '关闭时间', en: 'Closed' }, readOnly: true },
    createdAtField({ zh: '提交时间', en: 'Submitted' }, { filter: 'dateRange', width: 170 }),
  ],
} as const satisfies ResourceDef;

export const SiteLinkKind = { friendly: 0, searchEngine: 1 } as const;
export const LinkCheck = { unchecked: 'unchecked', ok: 'ok', failed: 'failed' } as const;

/** Friendly links (link/0) and search-engine links (link/1): one family, a view per kind. */
export const siteLinkResource = {
  key: 'site_link',
  table: 'site_link',
  base: '/operation/link',
  label: { zh: '链接', en: 'Link' },
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  uniqueTogether: [['kind', 'url']],
  views: [
    {
      route: '/operation/link/0',
      label: { zh: '友情链接', en: 'Friendly links' },
      preset: { kind: SiteLinkKind.friendly },
    },
    {
      route: '/operation/link/1',
      label: { zh: '搜索引擎链接', en: 'Search-engine links' },
      preset: { kind: SiteLinkKind.searchEngine },
    },
  ],
  fields: [
    {
      name: 'kind',
      kind: 'enum',
      label: { zh: '类型', en: 'Kind' },
      options: [
        { value: SiteLinkKind.friendly, label: { zh: '友情链接', en: 'Friendly link' }, color: 'blue' },
        { value: SiteLinkKind.searchEngine, label: { zh: '搜索引擎', en: 'Search engine' }, color: 'purple' },
      ],
      required: true,
      filter: 'enum',
    },
    {
      name: 'name',
      kind: 'text',
      label: { zh: '名称', en: 'Name' },
      required: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 160,
    },
    {
      name: 'url',
      kind: 'text',
      label: { zh: '网址', en: 'URL' },
      required: true,
      max: 500,
      pattern: HTTP_URL_PATTERN,
      patternMessage: httpUrlMessage,
      list: true,
      width: 260,
    },
    { name: 'logo', kind: 'image', label: { zh: '标志', en: 'Logo' }, list: true, width: 80 },
    sortField(),
    enabledField({ filter: 'exact' }),
    {
      name: 'check_result',
      kind: 'enum',
      label: { zh: '可达性', en: 'Reachable' },
      options: [
        { value: LinkCheck.unchecked, label: { zh: '未检查', en: 'Not checked' }, color: 'default' },
        { value: LinkCheck.ok, label: { zh: '可访问', en: 'Reachable' }, color: 'green' },
        { value: LinkCheck.failed, label: { zh: '无法访问', en: 'Unreachable' }, color: 'red' },
      ],
      default: LinkCheck.unchecked,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'check_detail',
      kind: 'text',
      label: { zh: '检查结果', en: 'Check result' },
      help: { zh: 'HTTP 状态码与耗时，或失败原因', en: 'HTTP status and time, or why it failed' },
      max: 200,
      readOnly: true,
      list: true,
      width: 200,
    },
    {
      name: 'checked_at',
      kind: 'datetime',
      label: { zh: '检查时间', en: 'Checked' },
      readOnly: true,
      list: true,
      sortable: true,
      width: 170,
    },
  ],
} as const satisfies ResourceDef;
