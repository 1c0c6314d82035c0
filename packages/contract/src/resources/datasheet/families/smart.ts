/**
 * What the parametric search offers and keeps (issue 10 §2): the choice of units per quantity
 * (`smart/unit`; the units themselves are the metric table's), the named presets the form can be filled
 * from (`smart/option`; which smart headers and their order are the smart header entries' own `sort` and
 * `enabled`), and the searches admins saved (`smart/list`). A preset and a saved search hold the query
 * exactly as the advanced search writes it into its URL, checked against the search's query schema.
 */
import { enabledField, sortField, updatedAtField } from '../../common-fields.ts';
import type { ResourceDef, TextField } from '../../types.ts';
import { nameEnField, nameZhField } from './fields.ts';

/** The query as the advanced search's `q` URL parameter carries it (see `encodeSmartQuery`). */
const queryField = {
  name: 'query',
  kind: 'longText',
  label: { zh: '搜索条件', en: 'Query' },
  help: {
    zh: '高级搜索地址中的查询（JSON），保存时按搜索的查询格式校验',
    en: 'The query of the advanced search’s URL (JSON), checked against the search’s query format',
  },
  required: true,
  max: 4000,
  list: true,
  width: 260,
} as const satisfies TextField;

/**
 * One unit's choice: offered by the search or not. A unit with no row is offered, so a metric added later
 * appears in the search until someone turns it off.
 */
export const searchUnitResource = {
  key: 'search_unit',
  table: 'search_unit',
  base: '/ds/smart/unit',
  label: { zh: '搜索单位', en: 'Search unit' },
  titleField: 'metric_id',
  defaultSort: { field: 'metric_id', order: 'asc' },
  actions: ['update'],
  fields: [
    {
      name: 'metric_id',
      kind: 'reference',
      target: 'metric',
      label: { zh: '单位', en: 'Unit' },
      required: true,
      unique: true,
      list: true,
      sortable: true,
      onTargetDelete: 'cascade',
    },
    {
      name: 'offered',
      kind: 'boolean',
      label: { zh: '搜索中提供', en: 'Offered' },
      default: true,
      list: true,
    },
  ],
} as const satisfies ResourceDef;

export const searchPresetResource = {
  key: 'search_preset',
  table: 'search_preset',
  base: '/ds/smart/option',
  label: { zh: '搜索预设', en: 'Search preset' },
  route: '/datasheet/smart/option',
  titleField: 'name_zh',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    nameZhField({ label: { zh: '预设名称', en: 'Preset name' }, unique: true }),
    nameEnField({ label: { zh: '英文名称', en: 'English name' } }),
    queryField,
    sortField(),
    enabledField({ filter: 'exact' }),
  ],
} as const satisfies ResourceDef;

export const savedSearchResource = {
  key: 'saved_search',
  table: 'saved_search',
  base: '/ds/smart/saved',
  label: { zh: '已存搜索', en: 'Saved search' },
  route: '/datasheet/smart/list',
  titleField: 'name',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  indexes: [['owner_id', 'updated_at', 'id']],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '名称', en: 'Name' },
      required: true,
      max: 100,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 220,
    },
    {
      name: 'owner_id',
      kind: 'reference',
      target: 'admin_user',
      label: { zh: '所有者', en: 'Owner' },
      help: { zh: '保存它的管理员', en: 'The admin who saved it' },
      readOnly: true,
      hideInForm: true,
      list: true,
      filter: 'exact',
      onTargetDelete: 'cascade',
      width: 120,
    },
    queryField,
    {
      name: 'created_at',
      kind: 'datetime',
      label: { zh: '创建时间', en: 'Created' },
      readOnly: true,
      list: true,
      sortable: true,
      width: 170,
    },
    updatedAtField(undefined, { width: 170 }),
  ],
} as const satisfies ResourceDef;
