import { enabledField, updatedAtField } from './common-fields.ts';
import type { ResourceDef } from './types.ts';

/** Setting read by the web app at start-up: the map-service key (spec §9), else the MAP_SERVICE_KEY env. */
export const MAP_SERVICE_SETTING = 'map.service_key';

/**
 * AMap's security code, which keys issued since December 2021 need beside the key to load its JavaScript API
 * (the location picker); a public setting, absent for older keys.
 */
export const MAP_SECURITY_SETTING = 'map.security_code';

/** Key/value settings of the platform (`/configuration/keys`). */
export const settingKeyResource = {
  key: 'setting_key',
  table: 'setting_key',
  base: '/system/keys',
  label: { zh: '键值配置', en: 'Setting' },
  route: '/configuration/keys',
  titleField: 'key',
  defaultSort: { field: 'key', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    {
      name: 'key',
      kind: 'text',
      label: { zh: '键', en: 'Key' },
      required: true,
      unique: true,
      max: 128,
      pattern: '^[a-z0-9][a-z0-9_.-]*$',
      patternMessage: {
        zh: '只能包含小写字母、数字、点、下划线和连字符',
        en: 'lower-case letters, digits, dots, underscores and hyphens only',
      },
      list: true,
      sortable: true,
      filter: 'contains',
    },
    { name: 'value', kind: 'longText', label: { zh: '值', en: 'Value' }, max: 4000, list: true },
    { name: 'description', kind: 'text', label: { zh: '说明', en: 'Description' }, max: 200, list: true },
    {
      name: 'is_public',
      kind: 'boolean',
      label: { zh: '前端可读', en: 'Readable by the web app' },
      help: {
        zh: '开启后，已登录的后台页面在启动时可读取此值（如地图服务 key）',
        en: 'When on, the console reads this value at start-up (e.g. the map-service key)',
      },
      default: false,
      list: true,
      filter: 'exact',
    },
    enabledField(),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;
