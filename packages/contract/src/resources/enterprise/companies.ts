/**
 * Companies (manufacturers are companies) and their trade marks, in the minimal form the datasheets need;
 * the enterprise screens extend them (groups, factories, origins).
 */
import { enabledField } from '../common-fields.ts';
import type { ResourceDef } from '../types.ts';

export const companyResource = {
  key: 'company',
  table: 'company',
  base: '/v1_company',
  label: { zh: '企业', en: 'Company' },
  route: '/enterprise/v1_company_list',
  detailRoute: '/enterprise/v1_company_detail',
  titleField: 'name_zh',
  defaultSort: { field: 'name_zh', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    {
      name: 'name_zh',
      kind: 'text',
      label: { zh: '企业名称', en: 'Name' },
      required: true,
      unique: true,
      max: 200,
      list: true,
      sortable: true,
      filter: 'contains',
    },
    {
      name: 'name_en',
      kind: 'text',
      label: { zh: '英文名称', en: 'English name' },
      max: 200,
      list: true,
      sortable: true,
      filter: 'contains',
    },
    {
      name: 'short_name',
      kind: 'text',
      label: { zh: '简称', en: 'Short name' },
      max: 64,
      list: true,
      filter: 'contains',
    },
    {
      name: 'country',
      kind: 'text',
      label: { zh: '国家/地区', en: 'Country / region' },
      max: 64,
      list: true,
      filter: 'exact',
      width: 110,
    },
    { name: 'logo', kind: 'image', label: { zh: '标志', en: 'Logo' }, list: true, width: 80 },
    {
      name: 'website',
      kind: 'text',
      label: { zh: '网站', en: 'Website' },
      max: 255,
      pattern: '^(https?://\\S+)?$',
      patternMessage: { zh: '应以 http:// 或 https:// 开头', en: 'must start with http:// or https://' },
    },
    enabledField({ filter: 'exact' }),
    {
      name: 'updated_at',
      kind: 'datetime',
      label: { zh: '更新时间', en: 'Updated' },
      readOnly: true,
      list: true,
      sortable: true,
    },
  ],
} as const satisfies ResourceDef;

export const trademarkResource = {
  key: 'trademark',
  table: 'trademark',
  base: '/v1_trademark',
  label: { zh: '商标', en: 'Trade mark' },
  route: '/enterprise/v1_trademark_list',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  uniqueTogether: [['company_id', 'name']],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '商标', en: 'Trade mark' },
      required: true,
      max: 100,
      list: true,
      sortable: true,
      filter: 'contains',
    },
    {
      name: 'company_id',
      kind: 'reference',
      target: 'company',
      label: { zh: '企业', en: 'Company' },
      required: true,
      list: true,
      filter: 'exact',
    },
    enabledField({ filter: 'exact' }),
  ],
} as const satisfies ResourceDef;
