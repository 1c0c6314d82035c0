/** The analytics screens' texts (zh reference, en the same keys). */
import { domainTexts } from '../../i18n/index.ts';

const zh = {
  range: '时间范围',
  chart: '图表',
  table: '表格',
  export: '导出 CSV',
  empty: '所选时间段内没有事件',
  took: '查询耗时 {ms} ms',
  notFound: '此页面没有声明图表',
  weekday1: '周一',
  weekday2: '周二',
  weekday3: '周三',
  weekday4: '周四',
  weekday5: '周五',
  weekday6: '周六',
  weekday7: '周日',
} as const;

const en: Record<keyof typeof zh, string> = {
  range: 'Range',
  chart: 'Chart',
  table: 'Table',
  export: 'Export CSV',
  empty: 'No events in the range',
  took: 'Query took {ms} ms',
  notFound: 'No chart is declared for this page',
  weekday1: 'Mon',
  weekday2: 'Tue',
  weekday3: 'Wed',
  weekday4: 'Thu',
  weekday5: 'Fri',
  weekday6: 'Sat',
  weekday7: 'Sun',
};

export const useAnalyticsT = domainTexts({ zh, en });
