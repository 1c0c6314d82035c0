/**
 * Market prices (价格): one price of one grade from one supplier on one date, with its currency, unit and
 * source. A price names its grade by maker and grade text, as quotes do; matching links it to the datasheet
 * of that grade when one exists (牌号 ↔ 供应), so a sheet's prices and a price's sheet are one click apart.
 */

import { updatedAtField } from '../../common-fields.ts';
import type { EnumOption, ResourceDef } from '../../types.ts';

export const priceCurrencyOptions = [
  { value: 'CNY', label: { zh: '人民币 CNY', en: 'CNY' } },
  { value: 'USD', label: { zh: '美元 USD', en: 'USD' } },
  { value: 'EUR', label: { zh: '欧元 EUR', en: 'EUR' } },
] as const satisfies readonly EnumOption[];

export const priceUnitOptions = [
  { value: 't', label: { zh: '吨', en: 'tonne' } },
  { value: 'kg', label: { zh: '千克', en: 'kg' } },
  { value: 'lb', label: { zh: '磅', en: 'lb' } },
] as const satisfies readonly EnumOption[];

export const priceSourceOptions = [
  { value: 'market', label: { zh: '市场行情', en: 'Market survey' }, color: 'blue' },
  { value: 'quote', label: { zh: '供应商报价', en: 'Supplier quote' }, color: 'green' },
  { value: 'contract', label: { zh: '成交价', en: 'Contract' }, color: 'purple' },
  { value: 'import', label: { zh: '导入', en: 'Import' }, color: 'default' },
] as const satisfies readonly EnumOption[];

export const datasheetPriceResource = {
  key: 'ds_price',
  table: 'ds_price',
  base: '/ds/price',
  label: { zh: '价格', en: 'Price' },
  route: '/datasheet/price_search',
  titleField: 'grade',
  defaultSort: { field: 'price_date', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  pageSize: 50,
  // A grade's history is read in date order; the search opens newest first.
  indexes: [['grade', 'price_date'], ['price_date', 'id'], { ngram: 'grade' }],
  uniqueTogether: [['company_id', 'grade', 'supplier', 'price_date', 'currency', 'unit']],
  fields: [
    {
      name: 'grade',
      kind: 'text',
      label: { zh: '牌号', en: 'Grade' },
      required: true,
      max: 100,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 160,
    },
    {
      name: 'company_id',
      kind: 'reference',
      target: 'company',
      label: { zh: '生产商', en: 'Manufacturer' },
      required: true,
      list: true,
      filter: 'exact',
      width: 180,
    },
    {
      name: 'supplier',
      kind: 'text',
      label: { zh: '供应商', en: 'Supplier' },
      required: true,
      max: 100,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 160,
    },
    {
      name: 'price',
      kind: 'decimal',
      label: { zh: '价格', en: 'Price' },
      required: true,
      scale: 2,
      min: 0,
      max: 100000000,
      list: true,
      sortable: true,
      filter: 'range',
      width: 110,
    },
    {
      name: 'currency',
      kind: 'enum',
      label: { zh: '币种', en: 'Currency' },
      options: priceCurrencyOptions,
      default: 'CNY',
      required: true,
      length: 3,
      list: true,
      filter: 'enum',
      width: 90,
    },
    {
      name: 'unit',
      kind: 'enum',
      label: { zh: '计价单位', en: 'Per' },
      options: priceUnitOptions,
      default: 't',
      required: true,
      length: 4,
      list: true,
      width: 80,
    },
    {
      name: 'price_date',
      kind: 'date',
      label: { zh: '报价日期', en: 'Date' },
      required: true,
      list: true,
      sortable: true,
      filter: 'dateRange',
      width: 120,
    },
    {
      name: 'source',
      kind: 'enum',
      label: { zh: '来源', en: 'Source' },
      options: priceSourceOptions,
      default: 'market',
      required: true,
      list: true,
      filter: 'enum',
      width: 110,
    },
    {
      name: 'datasheet_id',
      kind: 'reference',
      target: 'datasheet',
      label: { zh: '对应物性表', en: 'Datasheet' },
      help: {
        zh: '可留空，由「匹配物性表」按生产商与牌号填写',
        en: 'May be left empty: "Match datasheets" fills it by maker and grade',
      },
      onTargetDelete: 'setNull',
      list: true,
      filter: 'exact',
      width: 160,
    },
    { name: 'remarks', kind: 'longText', label: { zh: '备注', en: 'Remarks' }, max: 500 },
    updatedAtField(undefined, { list: false, width: 170 }),
  ],
} as const satisfies ResourceDef;
