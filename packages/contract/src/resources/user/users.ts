/**
 * The platform's front-site users (/user): the people who sign up on the plastics site, its mini program and
 * app — not the console's admins (`admin_user`). Key `site_user`; demands, proposals and notifications name a
 * user by this family's id. Lists mask phone and e-mail for admins without the "view contact" authority.
 */
import { createdAtField, enabledField, updatedAtField } from '../common-fields.ts';
import { emailField, phoneField } from '../enterprise/fields.ts';
import type { RowOf } from '../row-of.ts';
import type { EnumOption, ReferenceField, ResourceDef } from '../types.ts';

export const SiteUserSource = {
  website: 'website',
  miniProgram: 'mini_program',
  app: 'app',
  businessCard: 'business_card',
  learningPlatform: 'learning_platform',
  import: 'import',
} as const;
export type SiteUserSource = (typeof SiteUserSource)[keyof typeof SiteUserSource];

export const siteUserSourceOptions = [
  { value: SiteUserSource.website, label: { zh: '官网', en: 'Website' }, color: 'blue' },
  { value: SiteUserSource.miniProgram, label: { zh: '小程序', en: 'Mini program' }, color: 'green' },
  { value: SiteUserSource.app, label: { zh: 'App', en: 'App' }, color: 'cyan' },
  { value: SiteUserSource.businessCard, label: { zh: '名片', en: 'Business card' }, color: 'geekblue' },
  {
    value: SiteUserSource.learningPlatform,
    label: { zh: '学习平台', en: 'Learning platform' },
    color: 'purple',
  },
  { value: SiteUserSource.import, label: { zh: '导入', en: 'Imported' }, color: 'default' },
] as const satisfies readonly EnumOption[];

/** The canonical value a mark gives a raw one (公司/公司类型/职位); written by the marks, never typed. */
function canonicalOf<const N extends string>(name: N, zh: string, en: string) {
  return {
    name,
    kind: 'text',
    label: { zh, en },
    max: 200,
    readOnly: true,
    hideInForm: true,
    list: true,
    filter: 'contains',
    width: 160,
  } as const;
}

export const siteUserResource = {
  key: 'site_user',
  table: 'site_user',
  base: '/user',
  label: { zh: '用户', en: 'User' },
  route: '/user/view/user',
  detailRoute: '/user/detail',
  titleField: 'name',
  defaultSort: { field: 'registered_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  views: [
    {
      route: '/user/view/client',
      label: { zh: '客户用户', en: 'Client users' },
      preset: { is_client: true },
    },
    {
      route: '/user/view/bcard',
      label: { zh: '名片用户', en: 'Business-card users' },
      preset: { source: SiteUserSource.businessCard },
    },
    {
      route: '/user/view/learning-platform',
      label: { zh: '学习平台用户', en: 'Learning-platform users' },
      preset: { source: SiteUserSource.learningPlatform },
    },
  ],
  indexes: [['source', 'registered_at', 'id'], ['company'], ['job_title'], ['company_type']],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '姓名', en: 'Name' },
      required: true,
      max: 64,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 110,
    },
    { ...phoneField, label: { zh: '手机', en: 'Phone' }, mask: 'phone' },
    { ...emailField, mask: 'email' },
    {
      name: 'company',
      kind: 'text',
      label: { zh: '公司（填写）', en: 'Company (as typed)' },
      max: 200,
      // Beside the canonical company: what a user typed stays visible until a mark maps it.
      list: true,
      filter: 'contains',
      width: 160,
    },
    canonicalOf('company_std', '公司', 'Company'),
    {
      name: 'company_type',
      kind: 'text',
      label: { zh: '公司类型（填写）', en: 'Company type (as typed)' },
      max: 64,
    },
    canonicalOf('company_type_std', '公司类型', 'Company type'),
    { name: 'job_title', kind: 'text', label: { zh: '职位（填写）', en: 'Job title (as typed)' }, max: 64 },
    canonicalOf('job_title_std', '职位', 'Job title'),
    {
      name: 'region',
      kind: 'text',
      label: { zh: '地区', en: 'Region' },
      max: 64,
      list: true,
      filter: 'contains',
      width: 110,
    },
    {
      name: 'source',
      kind: 'enum',
      label: { zh: '来源', en: 'Source' },
      options: siteUserSourceOptions,
      default: SiteUserSource.website,
      required: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'is_client',
      kind: 'boolean',
      label: { zh: '客户', en: 'Client' },
      default: false,
      list: true,
      filter: 'exact',
      width: 80,
    },
    {
      name: 'card_id',
      kind: 'reference',
      target: 'business_card',
      label: { zh: '名片', en: 'Business card' },
      // The user stays when the card is cleaned up.
      onTargetDelete: 'setNull',
      filter: 'exact',
    },
    {
      name: 'external_id',
      kind: 'text',
      label: { zh: '学习平台 ID', en: 'Learning-platform id' },
      help: { zh: '同步时按它识别同一用户', en: 'How a sync recognises the same user' },
      max: 64,
      unique: true,
      hideInForm: true,
    },
    {
      name: 'verified',
      kind: 'boolean',
      label: { zh: '已认证', en: 'Verified' },
      default: false,
      readOnly: true,
      hideInForm: true,
      list: true,
      filter: 'exact',
      width: 80,
    },
    {
      name: 'registered_at',
      kind: 'datetime',
      label: { zh: '注册时间', en: 'Registered' },
      list: true,
      sortable: true,
      filter: 'dateRange',
      width: 170,
    },
    {
      name: 'last_seen_at',
      kind: 'datetime',
      label: { zh: '最近访问', en: 'Last seen' },
      list: true,
      sortable: true,
      width: 170,
    },
    enabledField({ label: { zh: '账号启用', en: 'Account enabled' }, filter: 'exact' }),
    { name: 'avatar', kind: 'image', label: { zh: '头像', en: 'Avatar' } },
    { name: 'remark', kind: 'longText', label: { zh: '备注', en: 'Remark' }, max: 1000 },
    createdAtField(undefined, { list: false }),
    updatedAtField(undefined, { list: false }),
  ],
} as const satisfies ResourceDef;

/** The user a row of another family belongs to; the row goes with the user. */
export const siteUserRefField = {
  name: 'user_id',
  kind: 'reference',
  target: 'site_user',
  label: { zh: '用户', en: 'User' },
  required: true,
  onTargetDelete: 'cascade',
  list: true,
  filter: 'exact',
  width: 120,
} as const satisfies ReferenceField;

export type SiteUserRow = RowOf<typeof siteUserResource>;
