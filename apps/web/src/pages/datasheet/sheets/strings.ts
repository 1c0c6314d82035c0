/**
 * The datasheet screens' own texts (list additions, editor, detail). Chinese is the reference; the English
 * table must have the same keys (the type checker enforces it).
 */
import type { Locale } from '@console/contract';
import { useCallback } from 'react';
import { useLocaleStore } from '../../../stores/locale.ts';

const zh = {
  // list
  compareAdd: '加入对比',
  compareIn: '已在对比',
  compareInTip: '已在对比列表中，点击移出',
  compareShort: '对比',
  compareInShort: '已对比',
  compareAdded: '已加入对比：{dsno}',
  compareRemoved: '已移出对比：{dsno}',
  compareAddTicked: '勾选加入对比',
  compareAddedTicked: '{n} 份物性表已加入对比（共 {total} 份）',
  compareAlreadyAll: '勾选的物性表都已在对比列表中',
  compareOpen: '打开对比',
  more: '更多',
  copy: '复制新增',
  pdf: '下载 PDF',
  pdfDone: '已下载 {name}',
  addSheet: '新增物性表',
  // editor
  titleAdd: '新增物性表',
  titleCopy: '基于 {dsno} 新增',
  titleModify: '编辑物性表 {dsno}',
  copyOf: '{grade}（副本）',
  copyHint: '这是 {dsno} 的副本：牌号改过之前都会提示。保存后生成新的 DSNO。',
  gradeStillCopy: '牌号仍是复制来的，请改为新牌号',
  sectionSheet: '基本信息',
  sectionGrid: '物性数据',
  dsnoPending: '保存时生成',
  trademarkPickCompany: '先选择生产商',
  save: '保存',
  saving: '保存中…',
  cancel: '取消',
  saved: '已保存 {dsno}',
  noChanges: '没有修改',
  serverRefused: '服务器拒绝保存',
  gridProblems: '物性数据有 {n} 处问题，请先修正',
  formProblems: '请先填写必填项',
  leaveTitle: '放弃未保存的修改？',
  leaveText: '离开后，本页填写的内容将丢失。',
  leaveOk: '放弃并离开',
  leaveStay: '留在本页',
  notFound: '物性表不存在或已删除',
  keysTitle: '键盘操作',
  // grid
  colHeader: '性能',
  colStandard: '测试标准',
  colCondition: '测试条件',
  colState: '干/湿态',
  colValue: '数值',
  colMetric: '单位',
  noRoot: '未分组',
  newRows: '新行（选择性能后归入分组）',
  addRow: '添加行',
  removeRow: '删除第 {n} 行',
  emptyGrid: '还没有物性数据。按 Alt+Insert 或点击「添加行」开始录入。',
  valueNumber: '数值或范围，如 1.2 或 1.2~1.4',
  valueMin: '最小值',
  valueMax: '最大值',
  valueText: '文字，如 V-0',
  pickHeader: '输入以筛选性能',
  pickStandard: '标准',
  pickCondition: '条件',
  pickMetric: '单位',
  notANumber: '第 {n} 行: “{text}” 不是数字',
  needsHeader: '第 {n} 行: 请选择性能',
  rowsCount: '{n} 行',
  librariesFailed: '无法读取物性库（表头、标准、条件、单位）',
  // detail
  modify: '编辑',
  sourcePdf: '原始 PDF',
  unitSi: '公制 SI',
  unitImperial: '英制',
  unitSwitch: '单位制',
  storedAs: '录入值：{value}',
  propertiesEmpty: '这份物性表还没有物性数据',
  updated: '更新时间',
  propertyCount: '共 {n} 项物性',
} as const;

export type SheetStringKey = keyof typeof zh;

const en: Record<SheetStringKey, string> = {
  compareAdd: 'Compare',
  compareIn: 'In comparison',
  compareInTip: 'In the comparison list; click to take it out',
  compareShort: 'Compare',
  compareInShort: 'Compared',
  compareAdded: 'Added to comparison: {dsno}',
  compareRemoved: 'Taken out of comparison: {dsno}',
  compareAddTicked: 'Compare ticked',
  compareAddedTicked: '{n} datasheets added to comparison ({total} in all)',
  compareAlreadyAll: 'The ticked datasheets are all in the comparison already',
  compareOpen: 'Open comparison',
  more: 'More',
  copy: 'Copy as new',
  pdf: 'Download PDF',
  pdfDone: 'Downloaded {name}',
  addSheet: 'Add datasheet',
  titleAdd: 'Add datasheet',
  titleCopy: 'New from {dsno}',
  titleModify: 'Edit datasheet {dsno}',
  copyOf: '{grade} (copy)',
  copyHint: 'A copy of {dsno}: you are reminded until the grade is changed. Saving gives it a new DSNO.',
  gradeStillCopy: 'The grade is still the copied one: give the new grade',
  sectionSheet: 'Sheet',
  sectionGrid: 'Properties',
  dsnoPending: 'Given on save',
  trademarkPickCompany: 'Pick the manufacturer first',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: 'Saved {dsno}',
  noChanges: 'Nothing changed',
  serverRefused: 'The server refused to save',
  gridProblems: 'The properties have {n} problems to fix first',
  formProblems: 'Fill in the required fields first',
  leaveTitle: 'Discard unsaved changes?',
  leaveText: 'What you entered on this page will be lost.',
  leaveOk: 'Discard and leave',
  leaveStay: 'Stay',
  notFound: 'No such datasheet (deleted?)',
  keysTitle: 'Keyboard',
  colHeader: 'Property',
  colStandard: 'Standard',
  colCondition: 'Condition',
  colState: 'State',
  colValue: 'Value',
  colMetric: 'Unit',
  noRoot: 'No group',
  newRows: 'New rows (grouped once the property is picked)',
  addRow: 'Add row',
  removeRow: 'Remove row {n}',
  emptyGrid: 'No properties yet. Press Alt+Insert or click “Add row” to start.',
  valueNumber: 'A number or a range: 1.2 or 1.2~1.4',
  valueMin: 'Min',
  valueMax: 'Max',
  valueText: 'Text, e.g. V-0',
  pickHeader: 'Type to filter properties',
  pickStandard: 'Standard',
  pickCondition: 'Condition',
  pickMetric: 'Unit',
  notANumber: 'Row {n}: “{text}” is not a number',
  needsHeader: 'Row {n}: pick a property',
  rowsCount: '{n} rows',
  librariesFailed: 'Could not read the property libraries (headers, standards, conditions, units)',
  modify: 'Edit',
  sourcePdf: 'Source PDF',
  unitSi: 'SI',
  unitImperial: 'Imperial',
  unitSwitch: 'Units',
  storedAs: 'As entered: {value}',
  propertiesEmpty: 'This datasheet has no properties yet',
  updated: 'Updated',
  propertyCount: '{n} properties',
};

const catalogues: Record<Locale, Record<SheetStringKey, string>> = { zh, en };

export type SheetT = (key: SheetStringKey, vars?: Record<string, string | number>) => string;

export function sheetText(locale: Locale, key: SheetStringKey, vars?: Record<string, string | number>) {
  const text = catalogues[locale][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The datasheet screens' texts in the current locale; re-renders when it changes. */
export function useSheetT(): SheetT {
  const locale = useLocaleStore((s) => s.locale);
  return useCallback((key, vars) => sheetText(locale, key, vars), [locale]);
}
