/** The business-card screens' texts (zh reference, en the same keys). */

import type { Locale } from '@console/contract';
import { domainTexts } from '../../i18n/index.ts';

const zh = {
  duplicates: '疑似重复',
  duplicateCount: '{n} 张疑似重复',
  noDuplicate: '无重复 · 核对',
  checkTitle: '核对暂存名片：{name}',
  proposed: '疑似重复的名片',
  noneProposed: '没有手机、座机或邮箱相同的名片，可以直接新建。',
  matchedBy: '相同：{fields}',
  field: '字段',
  scanned: '扫描所得',
  kept: '已有名片',
  overwrite: '覆盖',
  mergeHint: '合并时，已有名片的空字段用扫描所得填上；勾选「覆盖」的字段用扫描所得替换。',
  merge: '合并到这张名片',
  merged: '已合并到名片「{name}」',
  create: '新建为名片',
  createAnyway: '还有 {n} 张疑似重复的名片，仍要新建吗？',
  created: '已新建名片「{name}」',
  cancel: '取消',
  loading: '正在查找疑似重复…',
};

const en: Record<keyof typeof zh, string> = {
  duplicates: 'Duplicates',
  duplicateCount: '{n} possible duplicates',
  noDuplicate: 'None · check',
  checkTitle: 'Check the scanned card: {name}',
  proposed: 'Possible duplicates',
  noneProposed: 'No card has the same mobile, office phone or e-mail; it can be created as a new card.',
  matchedBy: 'Same {fields}',
  field: 'Field',
  scanned: 'Scanned',
  kept: 'Kept card',
  overwrite: 'Overwrite',
  mergeHint:
    'Merging fills the kept card’s empty fields from the scan; the fields ticked “Overwrite” take the scanned value.',
  merge: 'Merge into this card',
  merged: 'Merged into the card “{name}”',
  create: 'Create as a new card',
  createAnyway: '{n} possible duplicates exist. Create a new card anyway?',
  created: 'Created the card “{name}”',
  cancel: 'Cancel',
  loading: 'Looking for duplicates…',
};

export const useCustomerT = domainTexts({ zh, en });

/** A text outside a component (a column title declared with the extension). */
export const customerText = (locale: Locale, key: keyof typeof zh): string => ({ zh, en })[locale][key];
