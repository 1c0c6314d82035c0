/**
 * The cross-reference, price, access and compose screens' own texts. Chinese is the reference; the English
 * table must have the same keys (the type checker enforces it).
 */
import { domainText, domainTexts } from '../../../i18n/index.ts';

const zh = {
  // find similar
  similarTitle: '相似牌号',
  similarPick: '选择一张物性表',
  similarScope: '范围',
  scopeCategory: '同分类',
  scopeAll: '全部分类',
  similarExplain:
    '距离 = 两张物性表在相同测试标准、条件、状态下都有的智能性能，换算到基本单位后相对差 |a−b|/max(|a|,|b|)（上限 1）的平均值。0 为完全相同；共同性能少于 {min} 项的物性表不参与排序。',
  similarSheet:
    '{grade}（{dsno}，{company}）有 {n} 项智能性能；比较了 {considered} 张，{unranked} 张共同性能不足未排序。',
  similarNone: '没有可排序的相似物性表',
  similarEmpty: '选择一张物性表，按性能距离找出相似牌号',
  rank: '排名',
  candidate: '牌号',
  company: '生产商',
  category: '分类',
  fillers: '填充物',
  distance: '距离',
  similarity: '相似度',
  overlap: '共同性能',
  drivers: '差异最大的性能',
  basis: '依据',
  sameCategory: '同分类',
  sameFillers: '同填充物',
  compare: '对比',
  addPair: '设为替代牌号',
  pairAdded: '已添加替代牌号',
  findSimilar: '找相似',
  // prices
  priceTitle: '牌号价格走势',
  priceGrade: '牌号',
  priceGradePlaceholder: '输入牌号，如 PA66-G30',
  priceShow: '查看',
  priceEmpty: '输入牌号查看各供应商的价格走势',
  priceNone: '没有找到这个牌号的价格',
  priceChart: '价格走势',
  priceSupply: '供应情况',
  supplier: '供应商',
  latest: '最新价格',
  latestDate: '日期',
  points: '报价数',
  change: '一年变化',
  matchedSheets: '对应物性表',
  noMatchedSheet: '尚未匹配物性表',
  match: '匹配物性表',
  matchDone: '已匹配 {matched} 条价格，{unmatched} 条仍无对应物性表',
  openChart: '价格走势',
  // access requests
  approve: '批准',
  reject: '拒绝',
  decideTitleApprove: '批准申请 · {who}',
  decideTitleReject: '拒绝申请 · {who}',
  reason: '理由',
  reasonRequired: '拒绝时必须填写理由',
  reasonPlaceholder: '将记录在处理记录与变更记录中',
  decided: '已处理',
  decidedNote: '该申请已于 {at} 由 {by} {state}，不能再次审批。',
  // access records
  accessNotice:
    '本控制台没有前台站点：此处记录的是管理员在后台查看物性表详情、PDF、对比的访问，以及标有「演示」的虚构前台访问。',
  // substitute pairs
  replaceNotice: '同分类、同填充物与性能距离由系统在保存时根据两张物性表计算（距离的定义见「相似牌号」页）。',
  // compose
  composeTitle: '物性表合成',
  composeSources: '来源物性表',
  composeSourcesHelp: '选择两张或以上物性表，再为每个性能选择取哪张表的数据行',
  composeHeader: '性能',
  composeFrom: '取自',
  composeNone: '不取',
  composeGrade: '新牌号',
  composeCompany: '生产商',
  composeCategory: '分类',
  composeSave: '保存为新物性表',
  composeSaved: '已创建物性表 {dsno}',
  composeRows: '已选 {n} 行数据',
  composeEmpty: '至少选择两张来源物性表',
  composeLoading: '正在读取来源物性表…',
};

type XrefStringKey = keyof typeof zh;

const en: Record<XrefStringKey, string> = {
  similarTitle: 'Similar grades',
  similarPick: 'Pick a datasheet',
  similarScope: 'Scope',
  scopeCategory: 'Same category',
  scopeAll: 'All categories',
  similarExplain:
    'Distance = the mean, over the smart properties both sheets state at the same standard, condition and state, of the relative difference |a−b|/max(|a|,|b|) in base units (capped at 1). 0 is identical; sheets sharing fewer than {min} properties are not ranked.',
  similarSheet:
    '{grade} ({dsno}, {company}) states {n} smart properties; {considered} sheets compared, {unranked} shared too few to be ranked.',
  similarNone: 'No similar sheet could be ranked',
  similarEmpty: 'Pick a datasheet to rank similar grades by property distance',
  rank: 'Rank',
  candidate: 'Grade',
  company: 'Manufacturer',
  category: 'Category',
  fillers: 'Fillers',
  distance: 'Distance',
  similarity: 'Similarity',
  overlap: 'Shared',
  drivers: 'Largest differences',
  basis: 'Basis',
  sameCategory: 'Same category',
  sameFillers: 'Same fillers',
  compare: 'Compare',
  addPair: 'Add as substitute',
  pairAdded: 'Substitute added',
  findSimilar: 'Find similar',
  priceTitle: 'Grade price history',
  priceGrade: 'Grade',
  priceGradePlaceholder: 'A grade, e.g. PA66-G30',
  priceShow: 'Show',
  priceEmpty: 'Enter a grade to see its suppliers’ prices over time',
  priceNone: 'No prices for this grade',
  priceChart: 'Prices over time',
  priceSupply: 'Supply',
  supplier: 'Supplier',
  latest: 'Latest price',
  latestDate: 'Date',
  points: 'Prices',
  change: 'Change',
  matchedSheets: 'Datasheets',
  noMatchedSheet: 'Not matched to a datasheet yet',
  match: 'Match datasheets',
  matchDone: '{matched} prices matched; {unmatched} still without a datasheet',
  openChart: 'Price history',
  approve: 'Approve',
  reject: 'Reject',
  decideTitleApprove: 'Approve the request · {who}',
  decideTitleReject: 'Reject the request · {who}',
  reason: 'Reason',
  reasonRequired: 'A rejection needs a reason',
  reasonPlaceholder: 'Kept with the request and in the change history',
  decided: 'Decided',
  decidedNote: 'Decided {state} by {by} at {at}; it cannot be decided again.',
  accessNotice:
    'This console has no front site: these are admins’ views of sheets in the console (details, PDF, compare), plus fictional front-site views marked “演示” (demo).',
  replaceNotice:
    'Same category, same fillers and the property distance are computed by the server from the two sheets when the pair is saved (the distance is defined on “Similar grades”).',
  composeTitle: 'Compose datasheet',
  composeSources: 'Source datasheets',
  composeSourcesHelp: 'Pick two or more sheets, then for each property which sheet’s rows to take',
  composeHeader: 'Property',
  composeFrom: 'Take from',
  composeNone: 'Leave out',
  composeGrade: 'New grade',
  composeCompany: 'Manufacturer',
  composeCategory: 'Category',
  composeSave: 'Save as a new datasheet',
  composeSaved: 'Datasheet {dsno} created',
  composeRows: '{n} rows picked',
  composeEmpty: 'Pick at least two source sheets',
  composeLoading: 'Reading the source sheets…',
};

/** These texts outside React: `xrefText(locale, key, vars)`. */
export const xrefText = domainText({ zh, en });

/** These screens' texts in the current locale; re-renders when it changes. */
export const useXrefT = domainTexts(xrefText);

export type XrefT = ReturnType<typeof useXrefT>;
