/** The global search's texts (zh reference, en the same keys). */
import { domainTexts } from '../../i18n/index.ts';

const zh = {
  title: '全局搜索',
  summary: '“{key}”共找到 {count} 条结果',
  took: '耗时 {ms} ms',
  hidden: '无权查看的类别未搜索：{kinds}',
  empty: '没有找到与“{key}”相关的内容',
  noWords: '“{key}”中没有可搜索的词',
  more: '查看全部 {count} 条',
  all: '全部结果',
  capped: '{count}+',
};

const en: typeof zh = {
  title: 'Global search',
  summary: '{count} results for "{key}"',
  took: '{ms} ms',
  hidden: 'Not searched (no permission): {kinds}',
  empty: 'Nothing found for "{key}"',
  noWords: '"{key}" holds no word to search for',
  more: 'All {count}',
  all: 'All results',
  capped: '{count}+',
};

export const useSearchT = domainTexts({ zh, en });
