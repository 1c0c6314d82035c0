/** The cache screens' own texts, `{zh, en}` by key, read with the locale store. */
import { useLocaleStore } from '../../../stores/locale.ts';

const texts = {
  import: { zh: '导入', en: 'Import' },
  importTitle: { zh: '导入物性表（xlsx / CSV）', en: 'Import datasheets (xlsx / CSV)' },
  pickFile: { zh: '选择文件', en: 'Choose a file' },
  layout: {
    zh: '每行一个物性值，列：grade, company, category, header, standard, condition, state, value, unit',
    en: 'One row per property value; columns: grade, company, category, header, standard, condition, state, value, unit',
  },
  dryRun: { zh: '试运行', en: 'Dry run' },
  confirm: { zh: '确认导入', en: 'Import now' },
  summary: {
    zh: '{rows} 行，{sheets} 个物性表；{unmapped} 行含未映射项，{errors} 行有错误',
    en: '{rows} rows, {sheets} sheets; {unmapped} rows with unmapped values, {errors} rows wrong',
  },
  imported: { zh: '已导入 {n} 个待审核物性表', en: '{n} pending sheets imported' },
  line: { zh: '行', en: 'Line' },
  grade: { zh: '牌号', en: 'Grade' },
  header: { zh: '表头', en: 'Header' },
  outcome: { zh: '结果', en: 'Outcome' },
  notes: { zh: '说明', en: 'Notes' },
  create: { zh: '新建', en: 'Create' },
  unmapped: { zh: '未映射', en: 'Unmapped' },
  error: { zh: '错误', en: 'Wrong' },
  approve: { zh: '通过', en: 'Approve' },
  approved: { zh: '已通过', en: 'Approved' },
  reject: { zh: '驳回', en: 'Reject' },
  reason: { zh: '驳回原因', en: 'Reason' },
  bulkApprove: { zh: '批量通过（仅通过检查的）', en: 'Approve all that pass' },
  bulkDone: { zh: '通过 {approved} 个，跳过 {skipped} 个', en: '{approved} approved, {skipped} skipped' },
} as const;

export type CacheText = keyof typeof texts;

export function useCacheText() {
  const locale = useLocaleStore((state) => state.locale);
  return (key: CacheText, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
      texts[key][locale === 'en' ? 'en' : 'zh'] as string,
    );
}
