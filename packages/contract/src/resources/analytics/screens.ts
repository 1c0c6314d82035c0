/**
 * Which chart each analytics route shows (issue 23): one declaration per route over the metrics of
 * metrics.ts. The web app's one chart screen draws any of them (chart, table view, export, date range).
 */
import { demandStatusOptions } from '../demand/demands.ts';
import { shareChannelOptions } from '../user/activity.ts';
import { siteUserSourceOptions } from '../user/users.ts';
import { dashboardItems } from './analysis.ts';
import { type ChartScreen, demandFunnelSteps, type MetricColumn } from './metrics.ts';

const c = (key: string, zh: string, en: string, kind: MetricColumn['kind'] = 'number'): MetricColumn => ({
  key,
  label: { zh, en },
  kind,
});
const day = c('day', '日期', 'Day', 'text');
const funnelStepOptions = demandFunnelSteps.map(({ step, name }) => ({ value: step, label: name }));
const keywordColumns = [
  c('keyword', '关键词', 'Keyword', 'text'),
  c('searches', '搜索次数', 'Searches'),
  c('empty', '无结果次数', 'Without results'),
  c('empty_rate', '无结果占比', 'Share without results', 'percent'),
];

export const BO_SCORE_NOTE = {
  zh: '商机评分 = 1 × 物性表浏览 + 2 × 加入对比 + 3 × 下载 + 5 × 联系企业 + 10 × 发布需求（所选时间段内，按登录用户统计；浏览、对比、联系企业来自埋点事件，下载与需求来自下载记录和需求列表）',
  en: 'Score = 1 × sheet views + 2 × compares + 3 × downloads + 5 × company contacts + 10 × demands posted (signed-in users, in the range; views, compares and contacts from tracking events, downloads and demands from the download records and the demand list)',
};

export const chartScreens: Readonly<Record<string, ChartScreen>> = {
  '/data/tracking/overview': {
    metric: 'events_daily',
    title: { zh: '每日埋点事件', en: 'Tracking events a day' },
    chart: 'line',
    x: 'day',
    columns: [day, c('events', '事件数', 'Events'), c('page_views', '页面浏览', 'Page views')],
  },
  '/data/tracking/list': {
    metric: 'events_by_point',
    title: { zh: '各埋点事件数', en: 'Events by tracking point' },
    chart: 'bar',
    x: 'name',
    columns: [
      c('name', '埋点', 'Tracking point', 'text'),
      c('event', '事件编码', 'Code', 'text'),
      c('events', '事件数', 'Events'),
    ],
  },
  '/data/product/bo_score/list': {
    metric: 'opportunity',
    title: { zh: '用户商机评分', en: 'Business-opportunity score by user' },
    chart: 'bar',
    x: 'name',
    note: BO_SCORE_NOTE,
    columns: [
      c('name', '用户', 'User', 'text'),
      c('user_id', '用户 ID', 'User id', 'text'),
      c('views', '浏览', 'Views'),
      c('compares', '对比', 'Compares'),
      c('downloads', '下载', 'Downloads'),
      c('contacts', '联系企业', 'Contacts'),
      c('demands', '发布需求', 'Demands'),
      c('score', '评分', 'Score'),
    ],
  },
  '/data/product/retention': {
    metric: 'retention',
    title: { zh: '按周留存（首次访问周）', en: 'Weekly retention by first-visit week' },
    chart: 'cohort',
    x: 'cohort',
    note: {
      zh: '按整周（周一至周日）统计；访客以登录用户 ID 或匿名 ID 识别，归入其首次访问的那一周（全部历史中最早的一次，不限于所选范围），列出首次访问周落在所选范围内的访客；第 N 周为首次访问后第 N 周仍有访问的访客占比',
      en: 'By whole weeks (Monday to Sunday); a visitor is its user id or anonymous id, in the cohort of the week it was first seen ever (not only within the range), the cohorts shown being those first seen in the range; week N is the share of the cohort seen again N weeks later',
    },
    columns: [
      c('cohort', '首次访问周', 'Cohort week', 'text'),
      c('visitors', '访客数', 'Visitors'),
      ...Array.from({ length: 12 }, (_, i) => c(`w${i + 1}`, `第 ${i + 1} 周`, `Week ${i + 1}`, 'percent')),
    ],
  },
  '/data/product/page_tracking': {
    metric: 'page_events',
    title: { zh: '各页面事件数', en: 'Events by page' },
    chart: 'bar',
    x: 'page',
    columns: [
      c('page', '页面', 'Page', 'text'),
      c('events', '事件数', 'Events'),
      c('points', '埋点数', 'Points'),
    ],
  },
  '/data/product/active_slot': {
    metric: 'active_slot',
    title: { zh: '活跃时段（星期 × 小时）', en: 'Active slots (weekday × hour)' },
    chart: 'heatmap',
    x: 'hour',
    y: 'weekday',
    columns: [c('weekday', '星期', 'Weekday'), c('hour', '小时', 'Hour'), c('events', '事件数', 'Events')],
  },
  '/data/product/search_list': {
    metric: 'search_keywords',
    title: { zh: '搜索关键词（含无结果）', en: 'Searched keywords (with and without results)' },
    chart: 'bar',
    x: 'keyword',
    columns: keywordColumns,
  },
  '/data/product/user_session_search': {
    metric: 'session_searches',
    title: { zh: '一次会话的搜索（按时间）', en: "One session's searches in order" },
    chart: 'bar',
    x: 'time',
    note: {
      zh: '默认显示最近一次多次搜索的会话；地址中加 session= 查看指定会话',
      en: 'The latest session with several searches; add session= to the address for another',
    },
    columns: [
      c('session', '会话', 'Session', 'text'),
      c('time', '时间', 'Time', 'text'),
      c('keyword', '关键词', 'Keyword', 'text'),
      c('results', '结果数', 'Results'),
    ],
  },
  '/data/product/find_supple_list': {
    metric: 'supply_keywords',
    title: { zh: '找货源搜索', en: 'Supply searches' },
    chart: 'bar',
    x: 'keyword',
    columns: keywordColumns,
  },
  '/data/product/super_ds': {
    metric: 'top_sheets',
    title: { zh: '最受关注的物性表', en: 'Most viewed and compared sheets' },
    chart: 'bar',
    x: 'dsno',
    columns: [
      c('dsno', '物性表编号', 'DSNO', 'text'),
      c('views', '浏览', 'Views'),
      c('compares', '对比', 'Compares'),
      c('downloads', '下载', 'Downloads'),
    ],
  },
  '/data/product/v2_demand': {
    metric: 'demand_funnel',
    title: {
      zh: '需求漏斗：发布 → 审核通过 → 商机提案 → 提案接受',
      en: 'Demand funnel: posted → passed review → proposal → accepted',
    },
    chart: 'funnel',
    x: 'step',
    note: {
      zh: '所选时间段内发布的需求（按发布时间），及其中已走到各环节的需求数；与需求列表按发布时间筛选的条数一致',
      en: 'Demands posted in the range (by posting time) and how many of them reached each step; the same demands the demand list shows for that range',
    },
    columns: [
      { ...c('step', '环节', 'Step', 'text'), options: funnelStepOptions },
      c('demands', '需求数', 'Demands'),
      c('rate', '占发布比例', 'Of posted', 'percent'),
    ],
  },
  '/data/product/docs': {
    metric: 'downloads_daily',
    title: { zh: '每日物性表下载', en: 'Sheet downloads a day' },
    chart: 'bar',
    x: 'day',
    note: {
      zh: '下载记录（/user/download）按下载时间逐日计数',
      en: 'Download records (/user/download) counted by the day they were made',
    },
    columns: [day, c('downloads', '下载次数', 'Downloads')],
  },
  '/data/product/compare': {
    metric: 'compare_pairs',
    title: { zh: '常被一起对比的物性表', en: 'Sheets compared together' },
    chart: 'bar',
    x: 'pair',
    columns: [c('pair', '物性表对', 'Pair', 'text'), c('compares', '对比次数', 'Compares')],
  },
  '/data/product/opportunity': {
    metric: 'opportunity',
    title: { zh: '商机用户', en: 'Opportunity users' },
    chart: 'bar',
    x: 'name',
    note: BO_SCORE_NOTE,
    columns: [
      c('name', '用户', 'User', 'text'),
      c('contacts', '联系企业', 'Contacts'),
      c('demands', '发布需求', 'Demands'),
      c('downloads', '下载', 'Downloads'),
      c('score', '评分', 'Score'),
    ],
  },
  '/data/product/sharing': {
    metric: 'shares',
    title: { zh: '分享渠道', en: 'Shares by channel' },
    chart: 'pie',
    x: 'channel',
    note: {
      zh: '分享记录（/user/share）按渠道计数',
      en: 'Share records (/user/share) counted by channel',
    },
    columns: [
      { ...c('channel', '渠道', 'Channel', 'text'), options: shareChannelOptions },
      c('shares', '分享次数', 'Shares'),
      c('sheets', '物性表', 'Sheets'),
      c('companies', '企业主页', 'Companies'),
    ],
  },
  '/data/product/ai_analysis': {
    metric: 'ai_usage',
    title: { zh: '每日 AI 提问', en: 'AI questions a day' },
    chart: 'line',
    x: 'day',
    columns: [
      day,
      c('questions', '提问数', 'Questions'),
      c('askers', '提问人数', 'Askers'),
      c('tokens', 'Token 数', 'Tokens'),
    ],
  },
};

/** One chart of a board: a chart declaration with its key on the board and its width (of 24 columns). */
export interface BoardChart extends ChartScreen {
  key: string;
  span?: 12 | 24;
}

/** A screen of several charts over one date range (the range in the URL, each chart its table and export). */
export interface ChartBoard {
  title: { zh: string; en: string };
  charts: readonly BoardChart[];
}

const familyColumns = dashboardItems
  .filter((item) => item.value !== 'events')
  .map((item) => c(item.value, item.label.zh, item.label.en));

export const chartBoards: Readonly<Record<string, ChartBoard>> = {
  '/analysis/dashborad': {
    title: { zh: '平台关键指标', en: 'Platform key figures' },
    charts: [
      {
        key: 'kpis',
        metric: 'platform_kpis',
        title: { zh: '所选时间段新增', en: 'Added in the range' },
        chart: 'kpi',
        x: 'item',
        span: 24,
        note: {
          zh: '新增：所选时间段内进入平台的行（用户按注册时间）；环比：与紧邻其前、等长的时间段相比',
          en: 'Added: rows that entered the platform in the range (users by registration); change: against the equally long period just before',
        },
        columns: [
          { ...c('item', '指标', 'Figure', 'text'), options: dashboardItems },
          c('added', '新增', 'Added'),
          c('previous', '上一时间段', 'Period before'),
          c('change', '环比', 'Change', 'percent'),
          c('total', '累计', 'Total'),
        ],
      },
      {
        key: 'daily',
        metric: 'platform_daily',
        title: { zh: '每日新增', en: 'Added a day' },
        chart: 'line',
        x: 'day',
        span: 24,
        columns: [day, ...familyColumns],
      },
      {
        key: 'events',
        metric: 'events_daily',
        title: { zh: '每日埋点事件', en: 'Tracking events a day' },
        chart: 'line',
        x: 'day',
        span: 12,
        columns: [day, c('events', '事件数', 'Events'), c('page_views', '页面浏览', 'Page views')],
      },
      {
        key: 'sources',
        metric: 'users_by_source',
        title: { zh: '新用户来源', en: 'New users by source' },
        chart: 'pie',
        x: 'source',
        span: 12,
        columns: [
          { ...c('source', '来源', 'Source', 'text'), options: siteUserSourceOptions },
          c('users', '用户数', 'Users'),
        ],
      },
      {
        key: 'demand_status',
        metric: 'demands_by_status',
        title: { zh: '新需求的审核状态', en: 'New demands by review status' },
        chart: 'bar',
        x: 'status',
        span: 24,
        columns: [
          { ...c('status', '状态', 'Status', 'text'), options: demandStatusOptions },
          c('demands', '需求数', 'Demands'),
        ],
      },
    ],
  },
};
