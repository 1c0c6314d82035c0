/**
 * The last imports of the history (the `import_run` family, newest first) in the import dialog: what each
 * did or why it failed, and the imports a stopped server cut short, removed at its next start. The whole
 * history is the family's own list screen, linked below.
 */

import { importRunResource, importRunStatusOptions, type ListRowOf } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { List, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useQuery } from '../../../api/queries.ts';
import { formatDateTime } from '../../../i18n/dates.ts';
import { familyKey, fetchList } from '../../../resources/api.ts';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useCacheText } from './strings.ts';

const RECENT = 5;

/** Refreshes the history wherever it is shown (this list, the family's screen). */
export function useRefreshRuns(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: familyKey(importRunResource) });
}

export function RecentRuns() {
  const text = useCacheText();
  const locale = useLocaleStore((state) => state.locale);
  const { data } = useQuery({
    queryKey: [...familyKey(importRunResource), 'recent'],
    queryFn: ({ signal }) => fetchList(importRunResource, { page: 1, size: RECENT }, signal),
  });
  const status = (value: unknown) => importRunStatusOptions.find((option) => option.value === value);
  return (
    <List<ListRowOf<typeof importRunResource>>
      size="small"
      data-testid="cache-import-runs"
      header={<Typography.Text strong>{text('recentRuns')}</Typography.Text>}
      footer={<Link to={importRunResource.route}>{text('allRuns')}</Link>}
      locale={{ emptyText: text('noRuns') }}
      dataSource={data?.list ?? []}
      rowKey="id"
      renderItem={(run) => {
        const option = status(run.status);
        return (
          <List.Item data-testid={`cache-import-run-${run.id}`}>
            <Typography.Text>
              <Tag color={option?.color}>{option?.label[locale === 'en' ? 'en' : 'zh']}</Tag>
              {formatDateTime(run.created_at, locale === 'en' ? 'en' : 'zh')} · {run.file} ·{' '}
              {locale === 'en' ? run.message_en : run.message_zh}
            </Typography.Text>
          </List.Item>
        );
      }}
    />
  );
}
