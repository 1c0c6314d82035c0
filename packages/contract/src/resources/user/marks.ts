/**
 * What users typed about their company, company type and job title ("中石化", "Sinopec", "采购经理 ") and the
 * canonical value each means. Like the datasheet origins: a raw value is mapped once, and the mapping is
 * written to every user who typed it (now and when later users type it).
 */

import type { LocalName } from '../../routes.ts';
import {
  OriginStatus,
  originStatusField,
  originWorkflow,
  rawSpellingField,
} from '../datasheet/families/fields.ts';
import type { ResourceDef } from '../types.ts';

/** The user field a mark reads (as typed) and the one it writes (canonical). */
export interface MarkColumns {
  raw: 'company' | 'company_type' | 'job_title';
  canonical: 'company_std' | 'company_type_std' | 'job_title_std';
}

const canonicalText = (label: LocalName) =>
  ({
    name: 'canonical',
    kind: 'text',
    label,
    max: 200,
    list: true,
    sortable: true,
    filter: 'contains',
  }) as const;

/** Users who typed the raw value, counted when the marks are collected. */
const userCountField = {
  name: 'user_count',
  kind: 'integer',
  label: { zh: '用户数', en: 'Users' },
  default: 0,
  min: 0,
  readOnly: true,
  list: true,
  sortable: true,
  width: 90,
} as const;

const markShape = {
  titleField: 'raw',
  defaultSort: { field: 'user_count', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  workflow: originWorkflow,
  pageSize: 50,
} as const;

export { OriginStatus as MarkStatus };

export const companyMarkResource = {
  key: 'site_user_company_mark',
  table: 'site_user_company_mark',
  base: '/user/mark/company',
  label: { zh: '公司标记', en: 'Company mark' },
  route: '/user/mark/company',
  ...markShape,
  fields: [
    rawSpellingField({ zh: '用户填写', en: 'As typed' }),
    canonicalText({ zh: '标准公司名', en: 'Canonical company' }),
    {
      name: 'company_id',
      kind: 'reference',
      target: 'company',
      label: { zh: '对应企业', en: 'Matched company' },
      onTargetDelete: 'setNull',
      list: true,
      filter: 'exact',
    },
    originStatusField,
    userCountField,
  ],
} as const satisfies ResourceDef;

export const companyTypeMarkResource = {
  key: 'site_user_company_type_mark',
  table: 'site_user_company_type_mark',
  base: '/user/mark/company_type',
  label: { zh: '公司类型标记', en: 'Company-type mark' },
  route: '/user/mark/company_type',
  ...markShape,
  fields: [
    rawSpellingField({ zh: '用户填写', en: 'As typed' }),
    canonicalText({ zh: '标准公司类型', en: 'Canonical company type' }),
    originStatusField,
    userCountField,
  ],
} as const satisfies ResourceDef;

export const jobTitleMarkResource = {
  key: 'site_user_job_title_mark',
  table: 'site_user_job_title_mark',
  base: '/user/mark/job_title',
  label: { zh: '职位标记', en: 'Job-title mark' },
  route: '/user/mark/job_title',
  ...markShape,
  fields: [
    rawSpellingField({ zh: '用户填写', en: 'As typed' }),
    canonicalText({ zh: '标准职位', en: 'Canonical job title' }),
    originStatusField,
    userCountField,
  ],
} as const satisfies ResourceDef;

/** Each mark family with the user columns it reads and writes. */
export const userMarks = [
  { def: companyMarkResource, columns: { raw: 'company', canonical: 'company_std' } },
  { def: companyTypeMarkResource, columns: { raw: 'company_type', canonical: 'company_type_std' } },
  { def: jobTitleMarkResource, columns: { raw: 'job_title', canonical: 'job_title_std' } },
] as const satisfies readonly { def: ResourceDef; columns: MarkColumns }[];
