/**
 * The UL yellow card and certificate screens' own texts. Chinese is the reference; the English table must
 * have the same keys (the type checker enforces it).
 */
import { domainTexts } from '../../../i18n/index.ts';

const zh = {
  finderClass: '阻燃等级',
  finderAt: '厚度 ≤',
  finderFind: '按阻燃查找',
  finderClear: '清除',
  finderActive: '{cls} 且厚度 ≤ {mm} mm',
  finderHint: '找出在该厚度或更薄时达到此等级（或同一试验中更高等级）的黄卡',
  gradeSheets: '该牌号的物性表（同企业、同牌号）',
  gradeSheetsEmpty: '还没有企业与牌号都相同的物性表',
  gradeSheetsFailed: '无法读取物性表',
  dsno: 'DSNO',
  grade: '牌号',
  ul94: 'UL94',
  status: '状态',
  validityAll: '全部',
  validityValid: '有效',
} as const;

export type UlStringKey = keyof typeof zh;

const en: Record<UlStringKey, string> = {
  finderClass: 'Flame class',
  finderAt: 'thickness ≤',
  finderFind: 'Find by flame class',
  finderClear: 'Clear',
  finderActive: '{cls} at ≤ {mm} mm',
  finderHint: 'Cards rated this class (or a stricter one of the same test) at this thickness or thinner',
  gradeSheets: 'Datasheets of this grade (same company and grade)',
  gradeSheetsEmpty: 'No datasheet of the same company and grade yet',
  gradeSheetsFailed: 'Could not read the datasheets',
  dsno: 'DSNO',
  grade: 'Grade',
  ul94: 'UL94',
  status: 'Status',
  validityAll: 'All',
  validityValid: 'Valid',
};

/** These screens' texts in the current locale; re-renders when it changes. */
export const useUlT = domainTexts({ zh, en });

export type UlT = ReturnType<typeof useUlT>;
