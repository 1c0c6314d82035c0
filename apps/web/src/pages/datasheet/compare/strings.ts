/**
 * The comparison screen's own texts (the shared catalogue in src/i18n stays as it is). Chinese is the
 * reference; the English table must have the same keys (the type checker enforces it).
 */
import type { Locale } from '@console/contract';
import { useCallback } from 'react';
import { useLocaleStore } from '../../../stores/locale.ts';

const zh = {
  sheetCount: '{n} 份物性表',
  unitSystem: '单位制',
  si: '公制 SI',
  imperial: '英制',
  differencesOnly: '仅显示差异',
  differencesNeedTwo: '至少两份物性表才能比较差异',
  rowCount: '显示 {shown} / {total} 行',
  exportXlsx: '导出 Excel',
  exportDone: '已导出 {name}（{size}）',
  copyLink: '复制分享链接',
  linkCopied: '分享链接已复制，打开它的人将看到同样的 {n} 份物性表',
  copyFailedTitle: '请手动复制分享链接',
  copyFailedText: '无法访问剪贴板。选中下面的链接并复制：',
  clearAll: '清空对比',
  clearConfirmTitle: '清空对比列表？',
  clearConfirmText: '将从对比列表移除全部 {n} 份物性表。',
  clearOk: '清空',
  cancel: '取消',
  removeSheet: '从对比中移除 {grade}',
  emptyTitle: '还没有要对比的物性表',
  emptyHint: '在物性表列表中把牌号「加入对比」，或打开同事分享的对比链接。',
  goToList: '前往物性表列表',
  missingTitle: '{n} 个 DSNO 未找到',
  missingText: '这些物性表可能已被删除或编号有误，可将其从对比中移除：',
  removeMissingOne: '从对比中移除 {dsno}',
  removeMissing: '全部移除',
  invalidTitle: '链接中有 {n} 项不是有效的 DSNO（应为 DS 加 8 位数字），已忽略：',
  linkTitle: '正在查看分享链接中的 {n} 份物性表',
  linkNotInStore: '其中 {n} 份不在您的对比列表中。',
  linkAllInStore: '它们都已在您的对比列表中。',
  loadIntoStore: '加入我的对比列表',
  loadedIntoStore: '已加入对比列表',
  showStore: '查看我的对比列表',
  tableLabel: '物性对比表',
  cornerProperty: '性能',
  cornerDetail: '测试标准 · 条件 · 状态',
  cornerUnit: '单位',
  otherGroup: '其他',
  best: '最佳',
  betterHigher: '数值越高越好，最佳值已标出',
  betterLower: '数值越低越好，最佳值已标出',
  noValue: '无数据',
  ownUnit: '此值的单位无法换算为 {unit}，按原单位显示',
  manufacturer: '生产商',
  category: '分类',
  fillers: '填充物',
  noFillers: '无填充',
  openSheet: '打开物性表 {dsno} 详情',
  noRows: '这些物性表还没有物性数据。',
  noDifferences: '所选物性表的全部性能值相同，关闭「仅显示差异」查看全部。',
  loadFailed: '对比数据加载失败',
  retry: '重试',
};

type CompareStringKey = keyof typeof zh;

const en: Record<CompareStringKey, string> = {
  sheetCount: '{n} datasheets',
  unitSystem: 'Units',
  si: 'SI',
  imperial: 'Imperial',
  differencesOnly: 'Differences only',
  differencesNeedTwo: 'Differences need at least two datasheets',
  rowCount: '{shown} / {total} rows shown',
  exportXlsx: 'Export Excel',
  exportDone: 'Exported {name} ({size})',
  copyLink: 'Copy share link',
  linkCopied: 'Share link copied: whoever opens it sees the same {n} datasheets',
  copyFailedTitle: 'Copy the share link by hand',
  copyFailedText: 'The clipboard is not available. Select the link below and copy it:',
  clearAll: 'Clear all',
  clearConfirmTitle: 'Clear the comparison list?',
  clearConfirmText: 'All {n} datasheets are removed from the comparison list.',
  clearOk: 'Clear',
  cancel: 'Cancel',
  removeSheet: 'Remove {grade} from the comparison',
  emptyTitle: 'Nothing to compare yet',
  emptyHint:
    'Add grades to the comparison from the datasheet list, or open a comparison link a colleague shared.',
  goToList: 'Go to the datasheet list',
  missingTitle: '{n} DSNOs not found',
  missingText:
    'These datasheets may have been deleted or the number is wrong; remove them from the comparison:',
  removeMissingOne: 'Remove {dsno} from the comparison',
  removeMissing: 'Remove all',
  invalidTitle: '{n} entries of the link are no DSNO (DS and 8 digits) and were ignored:',
  linkTitle: 'Viewing the {n} datasheets of a shared link',
  linkNotInStore: '{n} of them are not in your comparison list.',
  linkAllInStore: 'All of them are in your comparison list.',
  loadIntoStore: 'Add to my comparison list',
  loadedIntoStore: 'Added to the comparison list',
  showStore: 'Show my comparison list',
  tableLabel: 'Datasheet comparison',
  cornerProperty: 'Property',
  cornerDetail: 'Standard · condition · state',
  cornerUnit: 'Unit',
  otherGroup: 'Other',
  best: 'best',
  betterHigher: 'Higher is better; the best value is marked',
  betterLower: 'Lower is better; the best value is marked',
  noValue: 'no value',
  ownUnit: 'This value does not convert to {unit}; shown in its own unit',
  manufacturer: 'Manufacturer',
  category: 'Category',
  fillers: 'Fillers',
  noFillers: 'Unfilled',
  openSheet: 'Open datasheet {dsno}',
  noRows: 'These datasheets have no property values yet.',
  noDifferences: 'All values of these datasheets are the same; turn "Differences only" off to see them.',
  loadFailed: 'The comparison could not be loaded',
  retry: 'Retry',
};

const catalogues: Record<Locale, Record<CompareStringKey, string>> = { zh, en };

export type CompareT = (key: CompareStringKey, vars?: Record<string, string | number>) => string;

export function compareText(locale: Locale, key: CompareStringKey, vars?: Record<string, string | number>) {
  const text = catalogues[locale][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The comparison screen's texts in the current locale; re-renders when it changes. */
export function useCompareT(): CompareT {
  const locale = useLocaleStore((s) => s.locale);
  return useCallback((key, vars) => compareText(locale, key, vars), [locale]);
}
