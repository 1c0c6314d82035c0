import { descriptionField, enabledField, sortField } from './common-fields.ts';
import type { RecordOf } from './row-of.ts';
import type { ResourceDef } from './types.ts';

/**
 * A menu record: the editable presentation of one route of the contract's route table (name, icon, hidden,
 * noSubmenu, keepAlive, order). The route table is the default they start from; the sidebar follows them.
 */
export const menuRecordResource = {
  key: 'menu_record',
  table: 'menu_record',
  base: '/admin/router',
  label: { zh: '路由', en: 'Route' },
  route: '/configuration/router/list',
  detailRoute: '/configuration/router/details/:id',
  titleField: 'path',
  defaultSort: { field: 'path', order: 'asc' },
  actions: ['update', 'export'],
  pageSize: 50,
  fields: [
    {
      name: 'path',
      kind: 'text',
      label: { zh: '路由路径', en: 'Route path' },
      required: true,
      unique: true,
      readOnly: true,
      max: 255,
      list: true,
      sortable: true,
      filter: 'contains',
    },
    {
      name: 'name_zh',
      kind: 'text',
      label: { zh: '中文名', en: 'Chinese name' },
      required: true,
      max: 64,
      list: true,
      filter: 'contains',
    },
    {
      name: 'name_en',
      kind: 'text',
      label: { zh: '英文名', en: 'English name' },
      required: true,
      max: 64,
      list: true,
    },
    { name: 'icon', kind: 'text', label: { zh: '图标', en: 'Icon' }, max: 64, list: true, width: 90 },
    {
      name: 'hidden',
      kind: 'boolean',
      label: { zh: '隐藏', en: 'Hidden' },
      default: false,
      list: true,
      filter: 'exact',
      width: 80,
    },
    {
      name: 'no_submenu',
      kind: 'boolean',
      label: { zh: '不展开子菜单', en: 'No submenu' },
      default: false,
      list: true,
      width: 110,
    },
    {
      name: 'keep_alive',
      kind: 'boolean',
      label: { zh: '页面缓存', en: 'Keep alive' },
      default: false,
      list: true,
      width: 90,
    },
    sortField({
      help: { zh: '同级菜单按此值从小到大排列', en: 'Siblings are listed by this value, smallest first' },
      width: 80,
    }),
  ],
} as const satisfies ResourceDef;

/**
 * The characters a cache-key pattern may hold; `*` is the only wildcard. One rule for a cache rule's pattern
 * and for the patterns the key list and the group delete take.
 */
export const CACHE_KEY_PATTERN = '^[A-Za-z0-9:_.*-]+$';
export const cacheKeyPatternMessage = {
  zh: '只能包含字母、数字和 : _ . * -',
  en: 'letters, digits and : _ . * - only',
} as const;

/** A rule of the remote cache (`/configuration/cache/remote_rules`): a key pattern, its lifetime, its meaning. */
export const cacheRuleResource = {
  key: 'cache_rule',
  table: 'cache_rule',
  base: '/system/cache/rule',
  label: { zh: '缓存规则', en: 'Cache rule' },
  route: '/configuration/cache/remote_rules',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '名称', en: 'Name' },
      required: true,
      unique: true,
      max: 64,
      list: true,
      sortable: true,
      filter: 'contains',
    },
    {
      name: 'pattern',
      kind: 'text',
      label: { zh: '键模式', en: 'Key pattern' },
      help: { zh: '* 匹配任意字符，如 dashboard:*', en: '* matches anything, e.g. dashboard:*' },
      required: true,
      unique: true,
      max: 200,
      pattern: CACHE_KEY_PATTERN,
      patternMessage: cacheKeyPatternMessage,
      list: true,
      filter: 'contains',
    },
    {
      name: 'ttl_seconds',
      kind: 'integer',
      label: { zh: '有效期 (秒)', en: 'TTL (s)' },
      help: { zh: '0 表示不过期', en: '0 means no expiry' },
      min: 0,
      max: 31_536_000,
      default: 300,
      list: true,
      sortable: true,
    },
    descriptionField(),
    enabledField(),
  ],
} as const satisfies ResourceDef;

/** A menu record as the shell reads it (`GET /admin/router/menu`) and lays over the route table. */
export type MenuRecord = RecordOf<typeof menuRecordResource>;
