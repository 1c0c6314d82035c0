/**
 * Operations tools: QR codes drawn by the server (for a URL, or a page of the site with parameters; counted when
 * they point through the platform's redirect), the sitemap's builds, and tracking points (the events the
 * analytics screens will read), grouped by page.
 */

import { createdAtField, descriptionField, enabledField, updatedAtField } from '../common-fields.ts';
import { countField } from '../counts.ts';
import type { EnumOption, ResourceDef } from '../types.ts';
import { HTTP_URL_PATTERN, httpUrlMessage } from './placements.ts';

export const QrTarget = { url: 'url', page: 'page' } as const;

/** The platform's redirect a tracked QR code points at: `{site}/q/{code}`; it counts the scan. */
export const QR_REDIRECT_PREFIX = '/q/';
export const QR_CODE_PATTERN = /^[A-Za-z0-9]{8}$/;

export const qrErrorLevelOptions = [
  { value: 'L', label: { zh: 'L（约 7%）', en: 'L (about 7 %)' } },
  { value: 'M', label: { zh: 'M（约 15%）', en: 'M (about 15 %)' } },
  { value: 'Q', label: { zh: 'Q（约 25%）', en: 'Q (about 25 %)' } },
  { value: 'H', label: { zh: 'H（约 30%）', en: 'H (about 30 %)' } },
] as const satisfies readonly EnumOption[];

export const qrcodeResource = {
  key: 'qrcode',
  table: 'qrcode',
  base: '/operation/qrcode',
  label: { zh: '二维码', en: 'QR code' },
  route: '/operation/qrcode',
  titleField: 'name',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '名称', en: 'Name' },
      required: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 180,
    },
    {
      name: 'target',
      kind: 'enum',
      label: { zh: '指向', en: 'Points to' },
      options: [
        { value: QrTarget.url, label: { zh: '网址', en: 'A URL' }, color: 'blue' },
        { value: QrTarget.page, label: { zh: '站内页面', en: 'A page of the site' }, color: 'purple' },
      ],
      required: true,
      default: QrTarget.url,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'url',
      kind: 'text',
      label: { zh: '网址', en: 'URL' },
      help: { zh: '指向网址时填写', en: 'When it points to a URL' },
      max: 1000,
      pattern: HTTP_URL_PATTERN,
      patternMessage: httpUrlMessage,
    },
    {
      name: 'page_path',
      kind: 'text',
      label: { zh: '页面路径', en: 'Page path' },
      help: {
        zh: '指向站内页面时填写，如 /datasheet/DS00000001',
        en: 'For a page, e.g. /datasheet/DS00000001',
      },
      max: 300,
      pattern: '^/[^\\s?#]*$',
      patternMessage: { zh: '以 / 开头，不含空格、? 和 #', en: 'starts with /, no spaces, ? or #' },
    },
    {
      name: 'page_params',
      kind: 'json',
      label: { zh: '页面参数', en: 'Page parameters' },
      help: { zh: '如 {"utm_source": "expo2026"}', en: 'e.g. {"utm_source": "expo2026"}' },
    },
    {
      name: 'tracked',
      kind: 'boolean',
      label: { zh: '统计扫码', en: 'Count scans' },
      help: {
        zh: '经平台跳转地址，每次扫码计数后再跳到目标',
        en: "Through the platform's redirect, which counts each scan",
      },
      default: true,
      list: true,
      width: 90,
    },
    {
      name: 'code',
      kind: 'text',
      label: { zh: '跳转码', en: 'Redirect code' },
      max: 8,
      unique: true,
      readOnly: true,
      list: true,
      width: 100,
    },
    {
      name: 'content',
      kind: 'text',
      label: { zh: '二维码内容', en: 'Encoded' },
      help: { zh: '扫码得到的地址', en: 'What a scan reads' },
      max: 2000,
      readOnly: true,
      list: true,
      width: 260,
    },
    {
      name: 'error_level',
      kind: 'enum',
      label: { zh: '容错级别', en: 'Error correction' },
      options: qrErrorLevelOptions,
      default: 'M',
    },
    {
      name: 'scan_count',
      kind: 'integer',
      label: { zh: '扫码次数', en: 'Scans' },
      readOnly: true,
      default: 0,
      list: true,
      sortable: true,
      width: 90,
    },
    { name: 'last_scanned_at', kind: 'datetime', label: { zh: '最近扫码', en: 'Last scan' }, readOnly: true },
    { name: 'remark', kind: 'text', label: { zh: '备注', en: 'Remark' }, max: 200 },
    updatedAtField(),
  ],
} as const satisfies ResourceDef;

/** One build of the sitemap (who, when, how many URLs in how many files), written by the build call. */
export const sitemapBuildResource = {
  key: 'sitemap_build',
  table: 'sitemap_build',
  base: '/operation/sitemap/build',
  label: { zh: '站点地图生成记录', en: 'Sitemap build' },
  titleField: 'base_url',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['export'],
  updatedAt: false,
  fields: [
    {
      name: 'url_count',
      kind: 'integer',
      label: { zh: '网址数', en: 'URLs' },
      min: 0,
      required: true,
      list: true,
    },
    {
      name: 'file_count',
      kind: 'integer',
      label: { zh: '文件数', en: 'Files' },
      min: 0,
      required: true,
      list: true,
    },
    { name: 'base_url', kind: 'text', label: { zh: '站点地址', en: 'Site' }, max: 200, list: true },
    {
      name: 'by_source',
      kind: 'json',
      label: { zh: '各类内容', en: 'By content' },
      help: { zh: '每类内容的网址数', en: 'URLs of each kind of content' },
    },
    {
      name: 'duration_ms',
      kind: 'integer',
      label: { zh: '耗时 (ms)', en: 'Duration (ms)' },
      min: 0,
      list: true,
    },
    createdAtField({ zh: '生成时间', en: 'Built' }),
  ],
} as const satisfies ResourceDef;

export const trackingPageResource = {
  key: 'tracking_page',
  table: 'tracking_page',
  base: '/operation/tracking/page',
  label: { zh: '埋点页面', en: 'Tracked page' },
  route: '/operation/tracking/page',
  titleField: 'name',
  defaultSort: { field: 'path', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '页面名称', en: 'Name' },
      required: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 160,
    },
    {
      name: 'path',
      kind: 'text',
      label: { zh: '页面路径', en: 'Path' },
      help: { zh: '前台路由，如 /datasheet/:dsno', en: 'The public route, e.g. /datasheet/:dsno' },
      required: true,
      unique: true,
      max: 200,
      pattern: '^/\\S*$',
      patternMessage: { zh: '以 / 开头，不含空格', en: 'starts with /, no spaces' },
      list: true,
      sortable: true,
      width: 220,
    },
    descriptionField(),
    countField(
      'point_count',
      { zh: '埋点数', en: 'Points' },
      { family: 'tracking_point', via: 'page_id' },
      { list: true, sortable: true, width: 80 },
    ),
    enabledField({ filter: 'exact' }),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;

export const trackingEventOptions = [
  { value: 'view', label: { zh: '浏览', en: 'View' }, color: 'blue' },
  { value: 'click', label: { zh: '点击', en: 'Click' }, color: 'green' },
  { value: 'submit', label: { zh: '提交', en: 'Submit' }, color: 'purple' },
  { value: 'download', label: { zh: '下载', en: 'Download' }, color: 'gold' },
  { value: 'search', label: { zh: '搜索', en: 'Search' }, color: 'cyan' },
  { value: 'share', label: { zh: '分享', en: 'Share' }, color: 'magenta' },
] as const satisfies readonly EnumOption[];

/** A tracking point: an event on a page the site reports under `code`, which analytics reads. */
export const trackingPointResource = {
  key: 'tracking_point',
  table: 'tracking_point',
  base: '/operation/tracking',
  label: { zh: '埋点', en: 'Tracking point' },
  route: '/operation/tracking/list',
  titleField: 'name',
  defaultSort: { field: 'code', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '埋点名称', en: 'Name' },
      required: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 180,
    },
    {
      name: 'code',
      kind: 'text',
      label: { zh: '事件编码', en: 'Event code' },
      help: {
        zh: '前台上报时使用，如 ds_detail_download',
        en: 'What the site reports, e.g. ds_detail_download',
      },
      required: true,
      unique: true,
      max: 64,
      pattern: '^[a-z][a-z0-9_]*$',
      patternMessage: {
        zh: '小写字母开头，只含小写字母、数字和下划线',
        en: 'a-z first, then a-z, 0-9 and _',
      },
      list: true,
      sortable: true,
      width: 200,
    },
    {
      name: 'page_id',
      kind: 'reference',
      target: 'tracking_page',
      label: { zh: '页面', en: 'Page' },
      required: true,
      list: true,
      filter: 'exact',
      width: 160,
    },
    {
      name: 'event',
      kind: 'enum',
      label: { zh: '事件', en: 'Event' },
      options: trackingEventOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'selector',
      kind: 'text',
      label: { zh: '元素', en: 'Element' },
      help: { zh: '触发事件的页面元素（CSS 选择器）', en: 'The element raising it (a CSS selector)' },
      max: 200,
      list: true,
    },
    descriptionField({ list: false }),
    enabledField({ filter: 'exact' }),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;
