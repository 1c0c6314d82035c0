/** A list cell showing a stored query in words, naming headers and units from the libraries. */
import { Tooltip } from 'antd';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useLibraries } from '../compare/api.ts';
import { summariseQuery } from './querySummary.ts';
import { useSmartT } from './strings.ts';

export function QuerySummary({ text }: { text: string }) {
  const t = useSmartT();
  const locale = useLocaleStore((s) => s.locale);
  const libraries = useLibraries(true).data;
  const summary = summariseQuery(
    text,
    {
      header: (id) => {
        const header = libraries?.headers.find((h) => h.id === id);
        return header ? (locale === 'zh' ? header.name_zh : header.name_en) : `#${id}`;
      },
      unit: (code) => libraries?.metrics.find((m) => m.code === code)?.symbol ?? code,
    },
    (n) => t('otherFilters', { n }),
  );
  return (
    <Tooltip title={text}>
      <span>{summary}</span>
    </Tooltip>
  );
}
