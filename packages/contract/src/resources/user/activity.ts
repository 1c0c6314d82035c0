/**
 * What a front-site user does on the site, one log family each: follows, downloads, collections, browsing
 * history, shares and subscriptions (feedback is the operations family `user_feedback`). The site writes them; the console reads them per user (the
 * user's detail) and across users (/user/follow, /user/download, /user/share, /user/subscribe).
 */
import { createdAtField, enabledField } from '../common-fields.ts';
import type { EnumOption, ResourceDef } from '../types.ts';
import { siteUserRefField } from './users.ts';

/** What a follow, a share or a history entry points at. */
export const userTargetKindOptions = [
  { value: 'datasheet', label: { zh: '物性表', en: 'Datasheet' }, color: 'blue' },
  { value: 'company', label: { zh: '企业', en: 'Company' }, color: 'purple' },
  { value: 'product', label: { zh: '产品', en: 'Product' }, color: 'cyan' },
  { value: 'demand', label: { zh: '需求', en: 'Demand' }, color: 'orange' },
  { value: 'news', label: { zh: '资讯', en: 'News' }, color: 'green' },
  { value: 'search', label: { zh: '搜索', en: 'Search' }, color: 'default' },
] as const satisfies readonly EnumOption[];

const targetKindField = {
  name: 'target_kind',
  kind: 'enum',
  label: { zh: '对象类型', en: 'Target type' },
  options: userTargetKindOptions,
  required: true,
  list: true,
  filter: 'enum',
  width: 100,
} as const;

const targetTitleField = {
  name: 'target_title',
  kind: 'text',
  label: { zh: '对象', en: 'Target' },
  required: true,
  max: 200,
  list: true,
  filter: 'contains',
} as const;

/** The row's own id in its family (a datasheet's id); kept as a number, the title says what it was. */
const targetIdField = {
  name: 'target_id',
  kind: 'integer',
  label: { zh: '对象 ID', en: 'Target id' },
  min: 1,
  filter: 'exact',
} as const;

const datasheetRefField = {
  name: 'datasheet_id',
  kind: 'reference',
  target: 'datasheet',
  label: { zh: '物性表', en: 'Datasheet' },
  // The log keeps its title when the sheet goes.
  onTargetDelete: 'setNull',
  list: true,
  filter: 'exact',
} as const;

/** A log row: written once by the site, never changed; a bigserial since logs grow without bound. */
const logShape = {
  idKind: 'bigserial',
  updatedAt: false,
  defaultSort: { field: 'created_at', order: 'desc' },
} as const;

export const siteUserFollowResource = {
  key: 'site_user_follow',
  table: 'site_user_follow',
  base: '/user/follow',
  label: { zh: '关注记录', en: 'Follow' },
  route: '/user/follow',
  titleField: 'target_title',
  ...logShape,
  actions: ['del', 'export'],
  indexes: [['user_id', 'created_at', 'id']],
  fields: [
    siteUserRefField,
    targetKindField,
    targetTitleField,
    targetIdField,
    createdAtField({ zh: '关注时间', en: 'Followed' }, { filter: 'dateRange' }),
  ],
} as const satisfies ResourceDef;

export const downloadFormatOptions = [
  { value: 'pdf', label: { zh: 'PDF', en: 'PDF' }, color: 'red' },
  { value: 'xlsx', label: { zh: 'Excel', en: 'Excel' }, color: 'green' },
  { value: 'tds', label: { zh: '原厂 TDS', en: "Maker's TDS" }, color: 'blue' },
] as const satisfies readonly EnumOption[];

export const siteUserDownloadResource = {
  key: 'site_user_download',
  table: 'site_user_download',
  base: '/user/download',
  label: { zh: '下载记录', en: 'Download' },
  route: '/user/download',
  titleField: 'file_name',
  ...logShape,
  actions: ['del', 'export'],
  indexes: [['user_id', 'created_at', 'id']],
  fields: [
    siteUserRefField,
    datasheetRefField,
    {
      name: 'file_name',
      kind: 'text',
      label: { zh: '文件', en: 'File' },
      required: true,
      max: 200,
      list: true,
      filter: 'contains',
    },
    {
      name: 'format',
      kind: 'enum',
      label: { zh: '格式', en: 'Format' },
      options: downloadFormatOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    createdAtField({ zh: '下载时间', en: 'Downloaded' }, { filter: 'dateRange' }),
  ],
} as const satisfies ResourceDef;

export const siteUserCollectionResource = {
  key: 'site_user_collection',
  table: 'site_user_collection',
  base: '/user/collection',
  label: { zh: '收藏', en: 'Collection' },
  titleField: 'title',
  ...logShape,
  actions: ['del', 'export'],
  indexes: [['user_id', 'created_at', 'id']],
  fields: [
    siteUserRefField,
    datasheetRefField,
    {
      name: 'title',
      kind: 'text',
      label: { zh: '收藏内容', en: 'Collected' },
      required: true,
      max: 200,
      list: true,
      filter: 'contains',
    },
    { name: 'folder', kind: 'text', label: { zh: '收藏夹', en: 'Folder' }, max: 64, list: true },
    createdAtField({ zh: '收藏时间', en: 'Collected at' }),
  ],
} as const satisfies ResourceDef;

export const siteUserHistoryResource = {
  key: 'site_user_history',
  table: 'site_user_history',
  base: '/user/history',
  label: { zh: '浏览历史', en: 'History' },
  titleField: 'target_title',
  ...logShape,
  actions: ['del', 'export'],
  indexes: [['user_id', 'created_at', 'id']],
  fields: [
    siteUserRefField,
    targetKindField,
    targetTitleField,
    targetIdField,
    { name: 'url', kind: 'text', label: { zh: '页面地址', en: 'Page' }, max: 500 },
    createdAtField({ zh: '浏览时间', en: 'Viewed' }, { filter: 'dateRange' }),
  ],
} as const satisfies ResourceDef;

export const shareChannelOptions = [
  { value: 'wechat', label: { zh: '微信好友', en: 'WeChat chat' }, color: 'green' },
  { value: 'moments', label: { zh: '朋友圈', en: 'WeChat Moments' }, color: 'lime' },
  { value: 'link', label: { zh: '复制链接', en: 'Copied link' }, color: 'blue' },
  { value: 'email', label: { zh: '邮件', en: 'E-mail' }, color: 'geekblue' },
  { value: 'qq', label: { zh: 'QQ', en: 'QQ' }, color: 'cyan' },
] as const satisfies readonly EnumOption[];

export const siteUserShareResource = {
  key: 'site_user_share',
  table: 'site_user_share',
  base: '/user/share',
  label: { zh: '分享记录', en: 'Share' },
  route: '/user/share',
  titleField: 'target_title',
  ...logShape,
  actions: ['del', 'export'],
  indexes: [['user_id', 'created_at', 'id']],
  fields: [
    siteUserRefField,
    targetKindField,
    targetTitleField,
    targetIdField,
    {
      name: 'channel',
      kind: 'enum',
      label: { zh: '渠道', en: 'Channel' },
      options: shareChannelOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'visits',
      kind: 'integer',
      label: { zh: '带来访问', en: 'Visits brought' },
      default: 0,
      min: 0,
      list: true,
      sortable: true,
      width: 100,
    },
    createdAtField({ zh: '分享时间', en: 'Shared' }, { filter: 'dateRange' }),
  ],
} as const satisfies ResourceDef;

export const subscriptionTopicOptions = [
  { value: 'category', label: { zh: '材料类别', en: 'Material category' }, color: 'blue' },
  { value: 'company', label: { zh: '企业', en: 'Company' }, color: 'purple' },
  { value: 'keyword', label: { zh: '关键词', en: 'Keyword' }, color: 'gold' },
  { value: 'demand', label: { zh: '需求', en: 'Demands' }, color: 'orange' },
  { value: 'price', label: { zh: '行情价格', en: 'Market prices' }, color: 'red' },
] as const satisfies readonly EnumOption[];

export const subscriptionChannelOptions = [
  { value: 'email', label: { zh: '邮件', en: 'E-mail' }, color: 'geekblue' },
  { value: 'sms', label: { zh: '短信', en: 'SMS' }, color: 'green' },
  { value: 'site', label: { zh: '站内信', en: 'In-site message' }, color: 'blue' },
] as const satisfies readonly EnumOption[];

export const siteUserSubscriptionResource = {
  key: 'site_user_subscription',
  table: 'site_user_subscription',
  base: '/user/subscribe',
  label: { zh: '订阅', en: 'Subscription' },
  route: '/user/subscribe',
  titleField: 'topic',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  indexes: [['user_id', 'created_at', 'id']],
  fields: [
    siteUserRefField,
    {
      name: 'topic_kind',
      kind: 'enum',
      label: { zh: '订阅类型', en: 'Topic type' },
      options: subscriptionTopicOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'topic',
      kind: 'text',
      label: { zh: '订阅内容', en: 'Topic' },
      required: true,
      max: 200,
      list: true,
      filter: 'contains',
    },
    {
      name: 'channel',
      kind: 'enum',
      label: { zh: '推送渠道', en: 'Channel' },
      options: subscriptionChannelOptions,
      default: 'email',
      required: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    enabledField({ label: { zh: '推送中', en: 'Active' } }),
    createdAtField({ zh: '订阅时间', en: 'Subscribed' }, { filter: 'dateRange' }),
  ],
} as const satisfies ResourceDef;
