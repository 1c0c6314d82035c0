/** The parametric search screen's texts (zh reference, en the same keys). */
import type { Locale } from '@console/contract';
import { useCallback } from 'react';
import { useLocaleStore } from '../../../stores/locale.ts';

const zh = {
  title: '参数搜索',
  property: '性能',
  unit: '单位',
  min: '下限',
  max: '上限',
  classes: '等级',
  maxThickness: '厚度 ≤ (mm)',
  addRange: '添加性能条件',
  remove: '移除',
  search: '搜索',
  reset: '清空',
  total: '共 {n} 份物性表',
  totalEstimated: '约 {n} 份物性表',
  dsno: 'DSNO',
  grade: '牌号',
  manufacturer: '生产商',
  category: '分类',
  updated: '更新时间',
  none: '—',
  preset: '预设',
  presetPick: '从预设填入条件',
  save: '保存搜索',
  saveTitle: '保存当前搜索',
  saveName: '名称',
  saveDone: '已保存。',
  savedList: '查看已存搜索',
  asPreset: '保存为搜索预设（所有管理员的搜索表单都会提供）',
  presetList: '查看搜索预设',
};
type Key = keyof typeof zh;
const en: Record<Key, string> = {
  title: 'Parametric search',
  property: 'Property',
  unit: 'Unit',
  min: 'From',
  max: 'To',
  classes: 'Classes',
  maxThickness: 'Thickness ≤ (mm)',
  addRange: 'Add a property condition',
  remove: 'Remove',
  search: 'Search',
  reset: 'Clear',
  total: '{n} datasheets',
  totalEstimated: 'about {n} datasheets',
  dsno: 'DSNO',
  grade: 'Grade',
  manufacturer: 'Manufacturer',
  category: 'Category',
  updated: 'Updated',
  none: '—',
  preset: 'Preset',
  presetPick: 'Fill the conditions from a preset',
  save: 'Save search',
  saveTitle: 'Save this search',
  saveName: 'Name',
  saveDone: 'Saved.',
  savedList: 'Open saved searches',
  asPreset: 'Save as a search preset (offered in every admin’s search form)',
  presetList: 'Open search presets',
};
const catalogues: Record<Locale, Record<Key, string>> = { zh, en };

export type SearchT = (key: Key, vars?: Record<string, string | number>) => string;

export function useSearchT(): SearchT {
  const locale = useLocaleStore((s) => s.locale);
  return useCallback(
    (key, vars) =>
      catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
        vars && name in vars ? String(vars[name]) : whole,
      ),
    [locale],
  );
}
