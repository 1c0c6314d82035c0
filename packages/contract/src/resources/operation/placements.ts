/**
 * Where the public site places things: advertisements in slots on a schedule, which blocks each page shows and
 * in what order (one by one, or a whole plan applied at once), and the companies recommended per slot.
 */
import { enabledField, sortField, updatedAtField } from '../common-fields.ts';
import { childCountField } from '../counts.ts';
import type { EnumOption, ResourceDef } from '../types.ts';

/** A URL the public site links to: absolute http(s). */
export const HTTP_URL_PATTERN = '^https?://[^\\s/$.?#][^\\s]*$';
export const httpUrlMessage = {
  zh: '须为 http:// 或 https:// 开头的完整网址',
  en: 'must be a full address starting with http:// or https://',
};

export const adSlotOptions = [
  { value: 'home_banner', label: { zh: '首页轮播', en: 'Home banner' }, color: 'blue' },
  { value: 'home_side', label: { zh: '首页侧栏', en: 'Home sidebar' }, color: 'cyan' },
  { value: 'search_top', label: { zh: '搜索结果顶部', en: 'Top of search results' }, color: 'purple' },
  { value: 'sheet_detail', label: { zh: '物性表详情页', en: 'Datasheet page' }, color: 'gold' },
  { value: 'news_side', label: { zh: '资讯侧栏', en: 'News sidebar' }, color: 'green' },
] as const satisfies readonly EnumOption[];
export type AdSlot = (typeof adSlotOptions)[number]['value'];

export const advertisementResource = {
  key: 'advertisement',
  table: 'advertisement',
  base: '/operation/advertisement',
  label: { zh: '广告', en: 'Advertisement' },
  route: '/operation/advertisement',
  titleField: 'title',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  indexes: [['slot', 'starts_at', 'ends_at']],
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: { zh: '广告标题', en: 'Title' },
      required: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 200,
    },
    {
      name: 'slot',
      kind: 'enum',
      label: { zh: '广告位', en: 'Slot' },
      options: adSlotOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 130,
    },
    {
      name: 'image',
      kind: 'image',
      label: { zh: '图片', en: 'Image' },
      required: true,
      list: true,
      width: 90,
    },
    {
      name: 'link',
      kind: 'text',
      label: { zh: '链接', en: 'Link' },
      max: 500,
      pattern: HTTP_URL_PATTERN,
      patternMessage: httpUrlMessage,
      list: true,
      width: 200,
    },
    {
      name: 'starts_at',
      kind: 'datetime',
      label: { zh: '开始投放', en: 'Starts' },
      required: true,
      list: true,
      sortable: true,
      filter: 'dateRange',
      width: 170,
    },
    {
      name: 'ends_at',
      kind: 'datetime',
      label: { zh: '结束投放', en: 'Ends' },
      required: true,
      list: true,
      sortable: true,
      filter: 'dateRange',
      width: 170,
    },
    sortField(),
    enabledField({ filter: 'exact' }),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;

export const sitePageOptions = [
  { value: 'home', label: { zh: '首页', en: 'Home' } },
  { value: 'datasheet', label: { zh: '物性表', en: 'Datasheets' } },
  { value: 'company', label: { zh: '企业', en: 'Companies' } },
  { value: 'application', label: { zh: '应用案例', en: 'Applications' } },
  { value: 'news', label: { zh: '资讯', en: 'News' } },
] as const satisfies readonly EnumOption[];

/** One block of a public page (the home page's "hot grades"), shown or hidden, in its order. */
export const showBlockResource = {
  key: 'show_block',
  table: 'show_block',
  base: '/operation/show_control',
  label: { zh: '展示区块', en: 'Display block' },
  route: '/operation/show_control',
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  uniqueTogether: [['page', 'block_key']],
  fields: [
    {
      name: 'page',
      kind: 'enum',
      label: { zh: '页面', en: 'Page' },
      options: sitePageOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 110,
    },
    {
      name: 'block_key',
      kind: 'text',
      label: { zh: '区块标识', en: 'Block key' },
      help: {
        zh: '前台按它找到区块，如 hot_grades',
        en: 'The public site finds the block by it, e.g. hot_grades',
      },
      required: true,
      max: 48,
      pattern: '^[a-z][a-z0-9_]*$',
      patternMessage: {
        zh: '小写字母开头，只含小写字母、数字和下划线',
        en: 'a-z first, then a-z, 0-9 and _',
      },
      list: true,
      width: 150,
    },
    {
      name: 'name',
      kind: 'text',
      label: { zh: '区块名称', en: 'Name' },
      required: true,
      max: 48,
      list: true,
      filter: 'contains',
      width: 160,
    },
    { name: 'description', kind: 'text', label: { zh: '说明', en: 'Description' }, max: 200, list: true },
    sortField(),
    enabledField({ label: { zh: '显示', en: 'Shown' }, filter: 'exact' }),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;

export const ShowPlanStatus = { draft: 0, applied: 1 } as const;

/**
 * A display plan (批量展示控制): which blocks of one page are shown, and in what order, set at once when the plan
 * is applied (a seasonal home page, a trade-fair week). Applying writes each listed block through the engine.
 */
export const showPlanResource = {
  key: 'show_plan',
  table: 'show_plan',
  base: '/operation/multiple_show_control',
  label: { zh: '批量展示方案', en: 'Display plan' },
  route: '/operation/multiple_show_control',
  detailRoute: '/operation/multiple_show_control_details',
  titleField: 'name',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'apply',
        label: { zh: '应用方案', en: 'Apply' },
        hint: {
          zh: '方案中的区块将按所列的显示与顺序立即生效。',
          en: 'The blocks listed take the shown state and order of the plan at once.',
        },
        from: [ShowPlanStatus.draft, ShowPlanStatus.applied],
        to: ShowPlanStatus.applied,
        stamp: 'applied_at',
        bulk: false,
      },
    ],
  },
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '方案名称', en: 'Name' },
      required: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 200,
    },
    {
      name: 'page',
      kind: 'enum',
      label: { zh: '页面', en: 'Page' },
      options: sitePageOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 110,
    },
    { name: 'description', kind: 'longText', label: { zh: '说明', en: 'Description' }, max: 500, list: true },
    {
      name: 'items',
      kind: 'children',
      label: { zh: '区块设置', en: 'Blocks' },
      max: 50,
      fields: [
        {
          name: 'block_id',
          kind: 'reference',
          target: 'show_block',
          label: { zh: '区块', en: 'Block' },
          required: true,
        },
        { name: 'visible', kind: 'boolean', label: { zh: '显示', en: 'Shown' }, default: true },
        {
          name: 'sort',
          kind: 'integer',
          label: { zh: '排序', en: 'Order' },
          min: 0,
          max: 100000,
          default: 0,
        },
      ],
    },
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: [
        { value: ShowPlanStatus.draft, label: { zh: '未应用', en: 'Not applied' }, color: 'default' },
        { value: ShowPlanStatus.applied, label: { zh: '已应用', en: 'Applied' }, color: 'green' },
      ],
      default: ShowPlanStatus.draft,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 100,
    },
    {
      name: 'applied_at',
      kind: 'datetime',
      label: { zh: '应用时间', en: 'Applied' },
      readOnly: true,
      list: true,
      sortable: true,
      width: 170,
    },
    updatedAtField(),
  ],
} as const satisfies ResourceDef;

export const recommendPositionOptions = [
  { value: 'home', label: { zh: '首页推荐', en: 'Home page' }, color: 'blue' },
  { value: 'search', label: { zh: '搜索结果', en: 'Search results' }, color: 'purple' },
  { value: 'category', label: { zh: '分类页', en: 'Category pages' }, color: 'cyan' },
  { value: 'sheet_detail', label: { zh: '物性表详情页', en: 'Datasheet page' }, color: 'gold' },
] as const satisfies readonly EnumOption[];

/** A slot of recommended companies: the companies it shows, each in its order and for its period. */
export const recommendSlotResource = {
  key: 'recommend_slot',
  table: 'recommend_slot',
  base: '/operation/recommend_company',
  label: { zh: '推荐企业位', en: 'Recommendation slot' },
  route: '/operation/recommend_company_list',
  detailRoute: '/operation/recommend_company_details',
  titleField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '推荐位名称', en: 'Name' },
      required: true,
      unique: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 200,
    },
    {
      name: 'position',
      kind: 'enum',
      label: { zh: '位置', en: 'Position' },
      options: recommendPositionOptions,
      required: true,
      list: true,
      filter: 'enum',
      width: 130,
    },
    { name: 'description', kind: 'text', label: { zh: '说明', en: 'Description' }, max: 200, list: true },
    {
      name: 'companies',
      kind: 'children',
      label: { zh: '推荐企业', en: 'Companies' },
      max: 100,
      fields: [
        {
          name: 'company_id',
          kind: 'reference',
          target: 'company',
          label: { zh: '企业', en: 'Company' },
          required: true,
        },
        {
          name: 'sort',
          kind: 'integer',
          label: { zh: '排序', en: 'Order' },
          min: 0,
          max: 100000,
          default: 0,
        },
        { name: 'starts_at', kind: 'date', label: { zh: '开始日期', en: 'From' } },
        { name: 'ends_at', kind: 'date', label: { zh: '结束日期', en: 'To' } },
        { name: 'remark', kind: 'text', label: { zh: '推荐语', en: 'Blurb' }, max: 100 },
      ],
    },
    childCountField('company_count', { zh: '企业数', en: 'Companies' }, 'companies', {
      list: true,
      sortable: true,
      width: 90,
    }),
    sortField(),
    enabledField({ filter: 'exact' }),
    updatedAtField(),
  ],
} as const satisfies ResourceDef;
