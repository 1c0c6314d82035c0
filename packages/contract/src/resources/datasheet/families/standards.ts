/** The test methods (ISO 527-2, ASTM D638 …) and the raw spellings of them seen in source documents. */
import { enabledField, sortField } from '../../common-fields.ts';
import type { EnumOption, ResourceDef } from '../../types.ts';
import {
  canonicalField,
  originStatusField,
  originWorkflow,
  rawSpellingField,
  seenCountField,
} from './fields.ts';

const organisations = ['ISO', 'ASTM', 'IEC', 'UL', 'GB', 'DIN', 'EN', 'JIS', 'BS', 'NF', 'other'] as const;

export const standardOrganisationOptions: readonly EnumOption[] = organisations.map((value) => ({
  value,
  label: value === 'other' ? { zh: '其他', en: 'Other' } : { zh: value, en: value },
}));

export const standardResource = {
  key: 'standard',
  table: 'standard',
  base: '/v1_standard',
  label: { zh: '标准', en: 'Standard' },
  route: '/datasheet/standard_set/v1_standard',
  detailRoute: '/datasheet/v1_standard_detail',
  titleField: 'code',
  defaultSort: { field: 'code', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  pageSize: 50,
  fields: [
    {
      name: 'code',
      kind: 'text',
      label: { zh: '标准号', en: 'Code' },
      required: true,
      unique: true,
      max: 64,
      list: true,
      sortable: true,
      filter: 'contains',
    },
    {
      name: 'organisation',
      kind: 'enum',
      label: { zh: '发布机构', en: 'Organisation' },
      options: standardOrganisationOptions,
      required: true,
      default: 'ISO',
      list: true,
      sortable: true,
      filter: 'enum',
      width: 110,
    },
    {
      name: 'title_zh',
      kind: 'text',
      label: { zh: '中文名称', en: 'Chinese title' },
      max: 200,
      list: true,
      filter: 'contains',
    },
    { name: 'title_en', kind: 'text', label: { zh: '英文名称', en: 'English title' }, max: 200, list: true },
    sortField({ list: false }),
    enabledField({ filter: 'exact' }),
  ],
} as const satisfies ResourceDef;

export const standardOriginResource = {
  key: 'standard_origin',
  table: 'standard_origin',
  base: '/v1_standard/origin',
  label: { zh: '原始标准', en: 'Origin standard' },
  route: '/datasheet/standard_set/v1_standard_origin',
  detailRoute: '/datasheet/standard_detail',
  titleField: 'raw',
  defaultSort: { field: 'seen_count', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  workflow: originWorkflow,
  pageSize: 50,
  fields: [
    rawSpellingField({ zh: '原始写法', en: 'Raw spelling' }),
    canonicalField('standard', { zh: '标准', en: 'Canonical standard' }),
    originStatusField,
    seenCountField(),
    { name: 'source', kind: 'text', label: { zh: '来源', en: 'Source' }, max: 200, list: true },
  ],
} as const satisfies ResourceDef;
