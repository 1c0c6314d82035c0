/**
 * Polymer families (材料名称): the names a family goes by — ISO 1043-1 abbreviation, Chinese and English names and
 * their variants — so "聚丙烯", "polypropylene" and "PP" are one material wherever the console reads a name. Seeded
 * from the contract's table (polymer-families.ts), edited by staff (audited like every family); a family may sit
 * under another (HDPE under PE), whose names then stand for it too.
 */
import { enabledField, sortField } from '../../common-fields.ts';
import type { RowOf } from '../../row-of.ts';
import type { ResourceDef } from '../../types.ts';
import { nameEnField, nameZhField } from './fields.ts';

export const polymerFamilyResource = {
  key: 'polymer_family',
  table: 'polymer_family',
  base: '/v1_polymer_family',
  label: { zh: '材料名称', en: 'Polymer family' },
  route: '/datasheet/polymer_family',
  detailRoute: '/datasheet/polymer_family_detail',
  titleField: 'code',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  pageSize: 50,
  tree: { parentField: 'parent_id' },
  fields: [
    {
      name: 'code',
      kind: 'text',
      label: { zh: '缩写 (ISO 1043)', en: 'Abbreviation (ISO 1043)' },
      help: { zh: '如 PP、PA66、PC+ABS', en: 'e.g. PP, PA66, PC+ABS' },
      required: true,
      unique: true,
      max: 16,
      pattern: '^[A-Za-z0-9+/.-]+$',
      patternMessage: { zh: '只能包含字母、数字和 + / . -', en: 'letters, digits and + / . - only' },
      list: true,
      sortable: true,
      filter: 'contains',
      width: 110,
    },
    nameZhField({ max: 64 }),
    nameEnField({ max: 100 }),
    {
      name: 'aliases',
      kind: 'longText',
      label: { zh: '别名', en: 'Other names' },
      help: {
        zh: '每行一个，或以顿号、分号分隔：商品名、俗称、英文写法（如 尼龙66、nylon 66、PA 66）',
        en: 'One a line, or separated by 、 or ;: trade words, common names, spellings (尼龙66, nylon 66, PA 66)',
      },
      max: 2000,
      list: true,
      filter: 'contains',
    },
    {
      name: 'parent_id',
      kind: 'reference',
      target: 'polymer_family',
      label: { zh: '所属大类', en: 'Belongs to' },
      help: {
        zh: '如 HDPE 属于 PE：搜索 PE 也找到 HDPE',
        en: 'e.g. HDPE under PE: a search for PE finds HDPE',
      },
      list: true,
      filter: 'exact',
    },
    sortField(),
    enabledField({ filter: 'exact' }),
  ],
} as const satisfies ResourceDef;

export type PolymerFamilyRow = RowOf<typeof polymerFamilyResource>;
