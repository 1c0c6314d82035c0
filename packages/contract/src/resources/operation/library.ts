/**
 * Downloadable documents (文档) and keywords (关键词). Automatic keywords are extracted from the published
 * content by the server's "sync keywords" call and are read-only; manual ones are added and changed through the
 * family's `save` call (`{action: 'add' | 'update', …}`). A keyword links the content rows that mention it (its
 * hits, counted), and is tagged with tags of type 5 (关键词链接).
 */

import { enabledField, sortField, updatedAtField } from '../common-fields.ts';
import { countField } from '../counts.ts';
import type { EnumOption, ResourceDef } from '../types.ts';
import { HTTP_URL_PATTERN, httpUrlMessage } from './placements.ts';
import { contentSourceOptions } from './sources.ts';

export const docCategoryOptions = [
  { value: 'selection_guide', label: { zh: '选材指南', en: 'Selection guide' }, color: 'blue' },
  { value: 'processing', label: { zh: '加工手册', en: 'Processing manual' }, color: 'cyan' },
  { value: 'standard', label: { zh: '标准解读', en: 'Standards' }, color: 'purple' },
  { value: 'certification', label: { zh: '认证资料', en: 'Certification' }, color: 'gold' },
  { value: 'report', label: { zh: '行业报告', en: 'Industry report' }, color: 'green' },
] as const satisfies readonly EnumOption[];

export const docAccessOptions = [
  { value: 'public', label: { zh: '公开', en: 'Public' }, color: 'green' },
  { value: 'registered', label: { zh: '注册用户', en: 'Registered users' }, color: 'blue' },
  { value: 'member', label: { zh: '会员', en: 'Members' }, color: 'gold' },
  { value: 'staff', label: { zh: '仅内部', en: 'Staff only' }, color: 'red' },
] as const satisfies readonly EnumOption[];

export const documentResource = {
  key: 'site_document',
  table: 'site_document',
  base: '/operation/docs',
  label: { zh: '文档', en: 'Document' },
  route: '/operation/docs/list',
  detailRoute: '/operation/docs/details',
  titleField: 'title',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: { zh: '文档标题', en: 'Title' },
      required: true,
      max: 100,
      list: true,
      filter: 'contains',
      width: 260,
    },
    {
      name: 'category',
      kind: 'enum',
      label: { zh: '分类', en: 'Category' },
      options: docCategoryOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 110,
    },
    {
      name: 'file',
      kind: 'file',
      label: { zh: '文件', en: 'File' },
      accept: [
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'application/zip',
      ],
      required: true,
      list: true,
      width: 100,
    },
    {
      name: 'access',
      kind: 'enum',
      label: { zh: '访问权限', en: 'Access' },
      options: docAccessOptions,
      required: true,
      default: 'registered',
      list: true,
      filter: 'enum',
      width: 100,
    },
    { name: 'description', kind: 'longText', label: { zh: '简介', en: 'Summary' }, max: 1000 },
    sortField(),
    enabledField({ label: { zh: '上架', en: 'Listed' }, filter: 'exact' }),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;

export const KeywordKind = { auto: 'auto', manual: 'manual' } as const;

export const keywordResource = {
  key: 'keyword',
  table: 'keyword',
  base: '/operation/keyword',
  label: { zh: '关键词', en: 'Keyword' },
  route: '/operation/keyword/list',
  detailRoute: '/operation/keyword/details/:id',
  titleField: 'word',
  defaultSort: { field: 'content_count', order: 'desc' },
  // Spec: manual keywords are added and changed through one call carrying an `action` field.
  actions: ['save', 'del', 'enable', 'export'],
  fields: [
    {
      name: 'word',
      kind: 'text',
      label: { zh: '关键词', en: 'Keyword' },
      required: true,
      unique: true,
      min: 1,
      max: 32,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 160,
    },
    {
      name: 'kind',
      kind: 'enum',
      label: { zh: '来源', en: 'Kind' },
      options: [
        { value: KeywordKind.auto, label: { zh: '自动提取', en: 'Automatic' }, color: 'blue' },
        { value: KeywordKind.manual, label: { zh: '人工添加', en: 'Manual' }, color: 'gold' },
      ],
      default: KeywordKind.manual,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'url',
      kind: 'text',
      label: { zh: '链接地址', en: 'Link' },
      help: { zh: '前台正文中出现该词时链接到这里', en: 'Where the word links to in public texts' },
      max: 500,
      pattern: HTTP_URL_PATTERN,
      patternMessage: httpUrlMessage,
      list: true,
      width: 220,
    },
    {
      name: 'weight',
      kind: 'decimal',
      label: { zh: '权重', en: 'Weight' },
      help: { zh: '自动提取时的 TF-IDF 得分之和', en: 'Sum of the TF-IDF scores when extracted' },
      scale: 3,
      readOnly: true,
      list: true,
      sortable: true,
      width: 90,
    },
    countField(
      'content_count',
      { zh: '关联内容数', en: 'Linked content' },
      { family: 'keyword_hit', via: 'keyword_id' },
      { list: true, sortable: true, width: 110 },
    ),
    enabledField({ filter: 'exact' }),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;

/** A content row a keyword links: the word occurs in its text `hits` times. Written by the keyword sync. */
export const keywordHitResource = {
  key: 'keyword_hit',
  table: 'keyword_hit',
  base: '/operation/keyword/hit',
  label: { zh: '关键词关联内容', en: 'Keyword link' },
  titleField: 'title',
  defaultSort: { field: 'hits', order: 'desc' },
  actions: ['export'],
  uniqueTogether: [['keyword_id', 'source', 'content_id']],
  fields: [
    {
      name: 'keyword_id',
      kind: 'reference',
      target: 'keyword',
      label: { zh: '关键词', en: 'Keyword' },
      required: true,
      list: true,
      filter: 'exact',
      onTargetDelete: 'cascade',
    },
    {
      name: 'source',
      kind: 'enum',
      label: { zh: '内容类型', en: 'Content' },
      options: contentSourceOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'content_id',
      kind: 'integer',
      label: { zh: '内容 ID', en: 'Content id' },
      required: true,
      list: true,
    },
    { name: 'title', kind: 'text', label: { zh: '标题', en: 'Title' }, max: 200, list: true, width: 240 },
    {
      name: 'hits',
      kind: 'integer',
      label: { zh: '出现次数', en: 'Occurrences' },
      min: 0,
      default: 0,
      list: true,
      sortable: true,
      width: 100,
    },
  ],
} as const satisfies ResourceDef;
