/**
 * Certificates (安规认证): RoHS, REACH, FDA, UL … held by a company, either for the company as a whole or for
 * one of its sheets, with number, issuer, validity and the certificate's document. The register of every
 * certificate, with the details page, is 安规认证 (v2); 认证管理 (v1) shows the same rows limited to the ones
 * that cover a sheet. Whether a certificate has expired is a fact of the day it is read, so it is computed
 * (`certificateValidity`), never stored.
 */
import { enabledField, updatedAtField } from '../../common-fields.ts';
import type { EnumOption, ResourceDef } from '../../types.ts';

export const certificateKindOptions: readonly EnumOption[] = [
  { value: 'rohs', label: { zh: 'RoHS', en: 'RoHS' }, color: 'green' },
  { value: 'reach', label: { zh: 'REACH', en: 'REACH' }, color: 'cyan' },
  { value: 'fda', label: { zh: 'FDA 食品接触', en: 'FDA food contact' }, color: 'blue' },
  {
    value: 'eu_food',
    label: { zh: 'EU 10/2011 食品接触', en: 'EU 10/2011 food contact' },
    color: 'geekblue',
  },
  { value: 'ul', label: { zh: 'UL 认证', en: 'UL' }, color: 'gold' },
  { value: 'halogen_free', label: { zh: '无卤', en: 'Halogen-free' }, color: 'lime' },
  { value: 'nsf', label: { zh: 'NSF', en: 'NSF' }, color: 'purple' },
  { value: 'iatf16949', label: { zh: 'IATF 16949', en: 'IATF 16949' }, color: 'volcano' },
  { value: 'other', label: { zh: '其他', en: 'Other' } },
];

export const CertificateScope = { company: 'company', sheet: 'sheet' } as const;

export const certificateScopeOptions: readonly EnumOption[] = [
  { value: CertificateScope.company, label: { zh: '企业', en: 'Company' } },
  { value: CertificateScope.sheet, label: { zh: '物性表', en: 'Datasheet' } },
];

export const certificationResource = {
  key: 'certification',
  table: 'certification',
  base: '/ds/certification',
  label: { zh: '安规认证', en: 'Certifications' },
  route: '/datasheet/v2_certification',
  detailRoute: '/datasheet/v2_certification_details/:id',
  titleField: 'number',
  defaultSort: { field: 'valid_to', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  // Read by company (its register), by sheet (the sheet's certificates) and by expiry (what lapses next).
  indexes: [
    ['company_id', 'kind'],
    ['valid_to', 'id'],
  ],
  uniqueTogether: [['kind', 'number']],
  views: [
    {
      route: '/datasheet/certification',
      label: { zh: '认证管理（物性表）', en: 'Certifications of sheets' },
      preset: { scope: CertificateScope.sheet },
    },
  ],
  fields: [
    {
      name: 'kind',
      kind: 'enum',
      label: { zh: '认证类型', en: 'Kind' },
      options: certificateKindOptions,
      required: true,
      length: 16,
      list: true,
      filter: 'enum',
      width: 140,
    },
    {
      name: 'number',
      kind: 'text',
      label: { zh: '证书编号', en: 'Certificate number' },
      required: true,
      max: 100,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 170,
    },
    {
      name: 'scope',
      kind: 'enum',
      label: { zh: '适用范围', en: 'Covers' },
      help: {
        zh: '企业: 整个企业的认证; 物性表: 某一牌号的认证（须选物性表）',
        en: 'Company: the company as a whole; Datasheet: one grade (choose the sheet)',
      },
      options: certificateScopeOptions,
      default: CertificateScope.company,
      required: true,
      length: 16,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'company_id',
      kind: 'reference',
      target: 'company',
      label: { zh: '企业', en: 'Company' },
      required: true,
      list: true,
      filter: 'exact',
      width: 180,
    },
    {
      name: 'datasheet_id',
      kind: 'reference',
      target: 'datasheet',
      label: { zh: '物性表', en: 'Datasheet' },
      help: { zh: '须属于所选企业', en: 'Must be a sheet of the chosen company' },
      // A sheet's own certificates have no meaning without it.
      onTargetDelete: 'cascade',
      list: true,
      filter: 'exact',
      width: 160,
    },
    {
      name: 'issuer',
      kind: 'text',
      label: { zh: '发证机构', en: 'Issuer' },
      max: 200,
      filter: 'contains',
      width: 160,
    },
    {
      name: 'valid_from',
      kind: 'date',
      label: { zh: '生效日期', en: 'Valid from' },
      required: true,
      sortable: true,
      width: 110,
    },
    {
      name: 'valid_to',
      kind: 'date',
      label: { zh: '有效期至', en: 'Valid to' },
      help: { zh: '留空表示长期有效', en: 'Empty: valid until withdrawn' },
      list: true,
      sortable: true,
      filter: 'dateRange',
      width: 170,
      expiry: true,
    },
    {
      name: 'document',
      kind: 'file',
      label: { zh: '证书文件', en: 'Document' },
      accept: ['application/pdf', 'image/png', 'image/jpeg'],
      list: true,
      width: 100,
    },
    { name: 'remarks', kind: 'longText', label: { zh: '备注', en: 'Remarks' }, max: 1000 },
    enabledField({ filter: 'exact', width: 80 }),
    updatedAtField(undefined, { list: false, width: 170 }),
  ],
} as const satisfies ResourceDef;
