/** The cache screens' own texts, `{zh, en}` by key, turned into the `{ zh, en }` catalogues `domainTexts` takes. */
import { type Locale, locales } from '@console/contract';
import { type Catalogue, domainTexts } from '../../../i18n/index.ts';

const texts = {
  import: { zh: '导入', en: 'Import' },
  importTitle: { zh: '导入物性表（xlsx / CSV / PDF）', en: 'Import datasheets (xlsx / CSV / PDF)' },
  pickFile: { zh: '选择文件（可多选）', en: 'Choose files (one or many)' },
  pdfHint: {
    zh: '也可选择生产商的 PDF 物性表（TDS）：服务器读取其中的物性表格，按同一格式列出每一行',
    en: "Makers' PDF datasheets (TDS) too: the server reads their property tables into the same rows",
  },
  fileRefused: { zh: '未导入', en: 'Not imported' },
  filesTitle: { zh: '文件', en: 'Files' },
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
  bulkApprove: { zh: '批量通过（仅通过检查的）', en: 'Approve all that pass' },
  bulkDone: { zh: '通过 {approved} 个，跳过 {skipped} 个', en: '{approved} approved, {skipped} skipped' },
  // import progress and merge preview
  uploading: { zh: '上传 {percent}%', en: 'Uploading {percent}%' },
  processed: { zh: '服务器已读取 {rows} 行', en: 'Server has read {rows} rows' },
  queued: {
    zh: '排队中：服务器一次只运行一个导入，前面还有 {ahead} 个',
    en: 'Queued: the server runs one import at a time, {ahead} ahead of this one',
  },
  recentRuns: { zh: '最近的导入', en: 'Recent imports' },
  allRuns: { zh: '全部导入记录', en: 'All imports' },
  noRuns: { zh: '还没有导入记录', en: 'No imports yet' },
  merging: {
    zh: '{sheets} 个物性表已发布过（同生产商、同牌号），通过后将合并：{changed} 个数值变更，{added} 个新增',
    en: '{sheets} sheets are already published (same maker and grade); approving merges them: {changed} values changed, {added} added',
  },
  changesTitle: { zh: '将变更的数值', en: 'Values that would change' },
  linesTitle: { zh: '逐行结果', en: 'Row by row' },
  rowsExport: { zh: '导出物性行', en: 'Export rows' },
  rowsExportHint: {
    zh: '勾选的物性表按导入格式导出（每行一个物性值），修改后可在待审核列表导入',
    en: 'The ticked sheets in the import layout (one row per value): edit the file and import it in the pending list',
  },
  rowsExported: { zh: '已下载 {name}', en: 'Downloaded {name}' },
  // detail
  detailTitle: { zh: '待审核物性表', en: 'Pending datasheet' },
  back: { zh: '返回列表', en: 'Back to the list' },
  notFound: { zh: '待审核物性表不存在', en: 'No such pending datasheet' },
  edit: { zh: '编辑', en: 'Edit' },
  rawRows: { zh: '原始物性行 · {n} 行', en: 'Raw property rows · {n}' },
  problems: { zh: '未通过的检查 · {n}', en: 'Checks failed · {n}' },
  noProblems: { zh: '所有检查均已通过', en: 'Every check passes' },
  checkOff: { zh: '（该检查已停用，问题行将不发布）', en: '(check switched off: the rows are left out)' },
  unmappedTag: { zh: '未映射', en: 'Unmapped' },
  notInLibrary: { zh: '不在库中', en: 'Not in the library' },
  noSuggestion: { zh: '无相近项', en: 'No close match' },
  mapTo: {
    zh: '映射为「{label}」（相似度 {score}），以后导入也将沿用',
    en: 'Map to "{label}" (similarity {score}); later imports will use it too',
  },
  // A unit's score is its rank (contract rankUnitSuggestions), not a trigram similarity.
  mapUnitTo: {
    zh: '映射为单位「{label}」（匹配度 {score}：仅大小写不同为 1，kg 读作 kgf 为 0.9），以后导入也将沿用',
    en: 'Map to the unit "{label}" (match {score}: 1 when only the case differs, 0.9 reading kg as kgf); later imports will use it too',
  },
  mapped: {
    zh: '「{raw}」已映射为「{label}」，影响 {n} 个待审核物性表',
    en: '"{raw}" mapped to "{label}" in {n} pending sheets',
  },
  fileLine: { zh: 'L{n}', en: 'L{n}' },
  fileLineTip: { zh: '文件第 {n} 行', en: 'Line {n} of the file' },
  rawHeader: { zh: '原始表头', en: 'Raw header' },
  rawStandard: { zh: '原始标准', en: 'Raw standard' },
  rawCondition: { zh: '原始条件', en: 'Raw condition' },
  state: { zh: '干/湿态', en: 'State' },
  value: { zh: '原始数值', en: 'Raw value' },
  rawUnit: { zh: '原始单位', en: 'Raw unit' },
  company: { zh: '生产商', en: 'Maker' },
  category: { zh: '分类', en: 'Category' },
  source: { zh: '来源文件', en: 'Source file' },
  status: { zh: '审核状态', en: 'Review state' },
  rejectReason: { zh: '驳回原因', en: 'Reason rejected' },
  publishedAs: { zh: '已发布为', en: 'Published as' },
  mergeInto: { zh: '将合并到已发布的 {dsno}', en: 'Merges into the published {dsno}' },
  newSheet: { zh: '通过后发布为新物性表', en: 'Approving publishes a new datasheet' },
  // merge preview
  showDiff: { zh: '查看差异并合并', en: 'Review differences and merge' },
  diffTitle: { zh: '合并到 {dsno}：差异', en: 'Merge into {dsno}: differences' },
  diffSummary: {
    zh: '{changed} 个变更，{added} 个新增，{same} 个相同，{kept} 个保留',
    en: '{changed} changed, {added} added, {same} same, {kept} kept',
  },
  onlyDifferences: { zh: '只看差异', en: 'Differences only' },
  confirmMerge: { zh: '确认合并', en: 'Merge now' },
  mergedDone: { zh: '已合并到 {dsno}', en: 'Merged into {dsno}' },
  publishedDone: { zh: '已发布为新物性表', en: 'Published as a new datasheet' },
  property: { zh: '物性', en: 'Property' },
  sheet: { zh: '已发布物性表', en: 'Published sheet' },
  standard: { zh: '标准', en: 'Standard' },
  condition: { zh: '条件', en: 'Condition' },
  before: { zh: '现有值', en: 'Now' },
  after: { zh: '导入值', en: 'Imported' },
  change: { zh: '变化', en: 'Change' },
  changed: { zh: '变更', en: 'Changed' },
  added: { zh: '新增', en: 'Added' },
  same: { zh: '相同', en: 'Same' },
  kept: { zh: '保留', en: 'Kept' },
  dry: { zh: '干态', en: 'Dry' },
  conditioned: { zh: '湿态', en: 'Conditioned' },
  // edit
  editTitle: { zh: '编辑待审核物性表：{grade}', en: 'Edit pending datasheet: {grade}' },
  editHint: {
    zh: '修改原始拼写、数值和单位；保存后服务器按库和已记住的映射重新解析，并重新检查。',
    en: 'Fix raw spellings, values and units; on saving, the server resolves them again through the libraries and the remembered mappings, and checks the sheet again.',
  },
  rawCompany: { zh: '原始生产商', en: 'Raw maker' },
  rawCategory: { zh: '原始分类', en: 'Raw category' },
  addRow: { zh: '添加一行', en: 'Add a row' },
  removeRow: { zh: '删除', en: 'Remove' },
  save: { zh: '保存', en: 'Save' },
  saved: { zh: '已保存，问题数 {n}', en: 'Saved; {n} problems' },
  cancel: { zh: '取消', en: 'Cancel' },
  // PDF source
  sourcePage: { zh: '来源页面', en: 'Source page' },
  readByAssistant: { zh: '由助手读取', en: 'Read by the assistant' },
  pageN: { zh: '第 {n} 页', en: 'Page {n}' },
  markSure: { zh: '已读取', en: 'Read' },
  markUnsure: { zh: '待确认', en: 'Unsure' },
  markProblem: { zh: '有问题', en: 'Problem' },
  unsureRow: { zh: '第 {n} 行待确认', en: 'Row {n} unsure' },
  unitSuggest: { zh: '可能是', en: 'Perhaps' },
  reviewedNoEdit: { zh: '已审核的物性表不能编辑', en: 'A reviewed sheet can no longer be edited' },
} as const;

export type CacheText = keyof typeof texts;

/** `{ key: { zh, en } }` as `{ zh: { key }, en: { key } }`. */
function byLocale<K extends string>(byKey: Record<K, Record<Locale, string>>): Catalogue<K> {
  const keys = Object.keys(byKey) as K[];
  const catalogue = (locale: Locale) => Object.fromEntries(keys.map((key) => [key, byKey[key][locale]]));
  return Object.fromEntries(locales.map((locale) => [locale, catalogue(locale)])) as Catalogue<K>;
}

export const useCacheText = domainTexts(byLocale(texts));
