/** The category tree of three levels (工程塑料 › 聚酰胺 PA › PA66): one family, a view per level. */
import { enabledField, sortField } from '../../common-fields.ts';
import type { EnumOption, ResourceDef } from '../../types.ts';
import { codeField, nameEnField, nameZhField } from './fields.ts';

export const CATEGORY_LEVELS = [1, 2, 3] as const;

export const categoryLevelOptions = [
  { value: 1, label: { zh: '一级', en: 'First' }, color: 'blue' },
  { value: 2, label: { zh: '二级', en: 'Second' }, color: 'cyan' },
  { value: 3, label: { zh: '三级', en: 'Third' }, color: 'green' },
] as const satisfies readonly EnumOption[];

const categories = '/datasheet/categories';

export const categoryResource = {
  key: 'category',
  table: 'category',
  base: '/v1_categories',
  label: { zh: '分类', en: 'Category' },
  route: `${categories}/all`,
  titleField: 'name_zh',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  pageSize: 50,
  tree: { parentField: 'parent_id' },
  indexes: [['level', 'sort']],
  views: [
    {
      route: `${categories}/first`,
      detailRoute: `${categories}/first_detail`,
      label: { zh: '一级分类', en: 'First-level category' },
      preset: { level: 1 },
    },
    {
      route: `${categories}/second`,
      detailRoute: `${categories}/second_detail`,
      label: { zh: '二级分类', en: 'Second-level category' },
      preset: { level: 2 },
    },
    {
      route: `${categories}/third`,
      detailRoute: `${categories}/third_detail`,
      label: { zh: '三级分类', en: 'Third-level category' },
      preset: { level: 3 },
    },
  ],
  fields: [
    nameZhField({ max: 64 }),
    nameEnField({ max: 64 }),
    {
      name: 'level',
      kind: 'enum',
      label: { zh: '级别', en: 'Level' },
      options: categoryLevelOptions,
      required: true,
      immutable: true,
      list: true,
      filter: 'enum',
      width: 80,
    },
    {
      name: 'parent_id',
      kind: 'reference',
      target: 'category',
      label: { zh: '上级分类', en: 'Parent' },
      help: {
        zh: '二级、三级分类必填，须为上一级的分类',
        en: 'Required below the first level: a category one level up',
      },
      list: true,
      filter: 'exact',
    },
    codeField({ list: false }),
    sortField(),
    enabledField({ filter: 'exact' }),
  ],
} as const satisfies ResourceDef;
