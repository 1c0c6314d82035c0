/**
 * The datasheet libraries' own texts (the shared catalogue in src/i18n stays as it is). Chinese is the
 * reference; the English table must have the same keys (the type checker enforces it).
 */
import type { Locale } from '@console/contract';
import { useCallback } from 'react';
import { useLocaleStore } from '../../../stores/locale.ts';

const zh = {
  // origin rows (raw spellings) and their canonical rows
  suggestion: '建议映射',
  noSuggestion: '无相近项',
  similarity: '相似度 {pct}%',
  accept: '采用',
  acceptTitle: '将「{raw}」映射到「{label}」',
  otherSuggestions: '其他',
  mapped: '已映射 {n} 条',
  ignore: '忽略',
  ignored: '已忽略「{raw}」',
  bulkMap: '批量映射',
  bulkMapHint: '先勾选要映射的原始写法',
  bulkMapTitle: '映射 {n} 条{origin}',
  mapToTarget: '映射到指定的{canonical}',
  mapToSuggested: '各自采用首选建议',
  pickTarget: '选择{canonical}',
  suggestedGroups: '将按首选建议映射：',
  noSuggestionSkipped: '{n} 条没有建议，将跳过：{raws}',
  nothingToMap: '所选的原始写法都没有建议',
  mapOk: '映射',
  statusUnmapped: '待映射',
  statusMapped: '已映射',
  statusIgnored: '已忽略',
  statusAll: '全部',
  // combine filler
  combine: '合并填充物',
  combineHint: '勾选两个或更多重复的填充物',
  combineTitle: '合并 {n} 个填充物',
  combineKeep: '保留哪一个？其余的将被删除，引用它们的物性表改为引用保留的填充物。',
  combineSheets: '将有 {n} 张物性表改为引用「{name}」，删除 {removed} 个填充物。',
  combineSheetsLoading: '正在统计受影响的物性表…',
  combineOk: '合并',
  combineDone: '已合并：{sheets} 张物性表改指向，删除 {removed} 个填充物',
  // category tree
  treeTitle: '分类树',
  treeSearch: '搜索分类名称',
  treeExpandAll: '全部展开',
  treeCollapseAll: '全部收起',
  treeAddRoot: '新增一级分类',
  treeAddChild: '新增子分类',
  treeCount: '共 {n} 个分类',
  treeMatchCount: '{n} 个匹配 / 共 {total} 个分类',
  treeNoMatch: '没有匹配的分类',
  treeEmpty: '还没有分类',
  treeChildren: '{n} 个子分类',
  treeDisabled: '停用',
  treeChildCount: '子分类数',
  treeLists: '按级别查看：',
  treePickNode: '在左侧选择一个分类查看详情',
  treeSheets: '该分类下的物性表',
  treeOpenDetail: '详情页',
  treeDeleteConfirm: '删除分类「{name}」？',
  treeDeleteHint: '仍有子分类或物性表使用它时，服务器会拒绝删除。',
  treeDeleted: '已删除「{name}」',
  treeLoadFailed: '分类树加载失败：{msg}',
  treeDeepest: '三级分类下不能再添加子分类',
  noParentAtFirst: '一级分类没有上级分类',
  pickLevelFirst: '先选择级别',
  // unit conversion
  transformTitle: '单位换算表',
  transformQuantity: '物理量',
  transformSource:
    '换算表由「单位管理」中各单位的换算系数和偏移推导（基准值 = 数值 × 系数 + 偏移），不单独维护；要改换算，请修改单位。',
  transformMetrics: '单位管理',
  transformCorner: '1 行单位 = ? 列单位',
  transformCell: '1 {row} = {value} {column}',
  transformOffset: '含偏移的单位（如温度）之间不是比例关系：表中是数值 1 的换算，其他数值请用下方换算器。',
  transformScale: '{quantity}的各单位是不同的标度，不能互相换算。',
  transformNoUnits: '这个物理量在单位管理中还没有启用的单位。',
  transformOneUnit: '这个物理量只有一个启用的单位，无可换算。',
  transformConverter: '换算器',
  transformValue: '数值',
  transformFrom: '从',
  transformTo: '到',
  transformSwap: '互换',
  transformDisabledHint: '只列出启用的单位',
  // metrics
  metricsTransform: '查看单位换算表',
  metricsTransformHint: '换算表由这里各单位的系数和偏移推导。',
};

type LibraryStringKey = keyof typeof zh;

const en: Record<LibraryStringKey, string> = {
  suggestion: 'Suggested mapping',
  noSuggestion: 'Nothing close',
  similarity: '{pct}% similar',
  accept: 'Accept',
  acceptTitle: 'Map "{raw}" to "{label}"',
  otherSuggestions: 'Others',
  mapped: '{n} mapped',
  ignore: 'Ignore',
  ignored: '"{raw}" ignored',
  bulkMap: 'Map ticked',
  bulkMapHint: 'Tick the raw spellings to map first',
  bulkMapTitle: 'Map {n} {origin}',
  mapToTarget: 'To one {canonical}',
  mapToSuggested: 'Each to its top suggestion',
  pickTarget: 'Pick the {canonical}',
  suggestedGroups: 'Mapped by their top suggestion:',
  noSuggestionSkipped: '{n} without a suggestion are skipped: {raws}',
  nothingToMap: 'None of the ticked spellings has a suggestion',
  mapOk: 'Map',
  statusUnmapped: 'Unmapped',
  statusMapped: 'Mapped',
  statusIgnored: 'Ignored',
  statusAll: 'All',
  combine: 'Combine fillers',
  combineHint: 'Tick two or more duplicate fillers',
  combineTitle: 'Combine {n} fillers',
  combineKeep:
    'Which one stays? The others are deleted, and the sheets naming them name the one kept instead.',
  combineSheets: '{n} sheet(s) will name "{name}" instead; {removed} filler(s) are deleted.',
  combineSheetsLoading: 'Counting the sheets concerned…',
  combineOk: 'Combine',
  combineDone: 'Combined: {sheets} sheet(s) re-pointed, {removed} filler(s) deleted',
  treeTitle: 'Category tree',
  treeSearch: 'Search category names',
  treeExpandAll: 'Expand all',
  treeCollapseAll: 'Collapse all',
  treeAddRoot: 'Add first-level category',
  treeAddChild: 'Add child',
  treeCount: '{n} categories',
  treeMatchCount: '{n} matching of {total} categories',
  treeNoMatch: 'No category matches',
  treeEmpty: 'No categories yet',
  treeChildren: '{n} children',
  treeDisabled: 'Disabled',
  treeChildCount: 'Children',
  treeLists: 'By level:',
  treePickNode: 'Pick a category on the left to see it here',
  treeSheets: 'Datasheets in this category',
  treeOpenDetail: 'Details page',
  treeDeleteConfirm: 'Delete the category "{name}"?',
  treeDeleteHint: 'The server refuses while child categories or datasheets still use it.',
  treeDeleted: '"{name}" deleted',
  treeLoadFailed: 'The category tree could not be loaded: {msg}',
  treeDeepest: 'A third-level category has no children',
  noParentAtFirst: 'A first-level category has no parent',
  pickLevelFirst: 'Pick the level first',
  transformTitle: 'Unit conversion table',
  transformQuantity: 'Quantity',
  transformSource:
    'The table is derived from the factor and offset of each unit under Metrics (base = value × factor + offset) and is not kept on its own: to change a conversion, change the unit.',
  transformMetrics: 'Metrics',
  transformCorner: '1 row unit = ? column unit',
  transformCell: '1 {row} = {value} {column}',
  transformOffset:
    'Units with an offset (temperatures) are not proportional: the table converts the value 1; use the converter below for other values.',
  transformScale: 'The units of {quantity} are different scales and do not convert into one another.',
  transformNoUnits: 'This quantity has no enabled unit under Metrics yet.',
  transformOneUnit: 'This quantity has only one enabled unit: nothing to convert.',
  transformConverter: 'Converter',
  transformValue: 'Value',
  transformFrom: 'From',
  transformTo: 'To',
  transformSwap: 'Swap',
  transformDisabledHint: 'Only enabled units are listed',
  metricsTransform: 'Unit conversion table',
  metricsTransformHint: 'The conversion table is derived from the factors and offsets here.',
};

const catalogues: Record<Locale, Record<LibraryStringKey, string>> = { zh, en };

export type LibraryT = (key: LibraryStringKey, vars?: Record<string, string | number>) => string;

export function libraryText(
  locale: Locale,
  key: LibraryStringKey,
  vars?: Record<string, string | number>,
): string {
  const text = catalogues[locale][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The libraries' texts in the current locale; re-renders when it changes. */
export function useLibraryT(): LibraryT {
  const locale = useLocaleStore((s) => s.locale);
  return useCallback((key, vars) => libraryText(locale, key, vars), [locale]);
}
