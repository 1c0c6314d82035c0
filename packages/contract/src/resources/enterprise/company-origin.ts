/**
 * Raw spellings of makers seen in imported sheets ("E.I. du Pont", "杜邦") and the company each means: the
 * import resolves a sheet's maker through it, so a mapping chosen once holds for every later import.
 */
import {
  canonicalField,
  originStatusField,
  originWorkflow,
  rawSpellingField,
  seenCountField,
} from '../datasheet/families/fields.ts';
import type { ResourceDef } from '../types.ts';

export const companyOriginResource = {
  key: 'company_origin',
  table: 'company_origin',
  base: '/v1_company/origin',
  label: { zh: '原始企业', en: 'Origin company' },
  route: '/enterprise/v1_company_origin',
  detailRoute: '/enterprise/v1_company_origin/:id',
  titleField: 'raw',
  defaultSort: { field: 'seen_count', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  workflow: originWorkflow,
  pageSize: 50,
  fields: [
    rawSpellingField({ zh: '原始写法', en: 'Raw spelling' }),
    canonicalField('company', { zh: '企业', en: 'Company' }),
    originStatusField,
    seenCountField(),
    { name: 'source', kind: 'text', label: { zh: '来源', en: 'Source' }, max: 200, list: true },
  ],
} as const satisfies ResourceDef;
