/**
 * The chemical-resistance screens' own texts. Chinese is the reference; the English table must have the same
 * keys (the type checker enforces it).
 */
import { domainTexts } from '../../../i18n/index.ts';

const zh = {
  tabMatrix: '耐化学性矩阵',
  tabList: '评级列表',
  filterClass: '化学品分类',
  filterItem: '化学品',
  filterFamily: '聚合物类别',
  filterSheet: '物性表',
  filterGrade: '等级',
  filterCondition: '条件',
  anyCondition: '全部条件',
  search: '查询',
  reset: '重置',
  chemical: '化学品',
  familyHint: '不选则显示已有评级的类别；可选任一级分类',
  sheetHint: '加入牌号列：自身评级优先，缺项沿用其类别的评级',
  inherited: '沿用「{name}」的评级',
  noCondition: '未注明条件',
  empty: '没有符合条件的评级',
  truncated: '结果较多，只显示前 {items} 种化学品、{columns} 列',
  legend: '图例',
  legendInherited: '虚线框：沿用上级类别的评级',
  unknownGrade: '评级标准中没有此等级',
  source: '来源',
  remark: '备注',
  scale: '评级标准',
  pickScaleFirst: '先选择评级标准',
  casOk: '校验位正确',
  loadError: '矩阵加载失败',
  retry: '重试',
};

type ChemicalStringKey = keyof typeof zh;

const en: Record<ChemicalStringKey, string> = {
  tabMatrix: 'Resistance chart',
  tabList: 'Ratings',
  filterClass: 'Class',
  filterItem: 'Chemical',
  filterFamily: 'Polymer family',
  filterSheet: 'Datasheet',
  filterGrade: 'Grade',
  filterCondition: 'Exposure',
  anyCondition: 'Any exposure',
  search: 'Search',
  reset: 'Reset',
  chemical: 'Chemical',
  familyHint: 'None: the families that have ratings; any level of the tree',
  sheetHint: 'Adds grade columns: their own ratings first, their family’s where they have none',
  inherited: 'From “{name}”',
  noCondition: 'No stated exposure',
  empty: 'No ratings match',
  truncated: 'Many results: the first {items} chemicals and {columns} columns are shown',
  legend: 'Legend',
  legendInherited: 'Dashed: inherited from a family above',
  unknownGrade: 'Not a grade of its scale',
  source: 'Source',
  remark: 'Remark',
  scale: 'Scale',
  pickScaleFirst: 'Pick a scale first',
  casOk: 'Check digit holds',
  loadError: 'The chart could not be loaded',
  retry: 'Retry',
};

/** The chemical screens' texts in the current locale; re-renders when it changes. */
export const useChemicalT = domainTexts({ zh, en });

export type ChemicalT = ReturnType<typeof useChemicalT>;
