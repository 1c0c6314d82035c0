/**
 * The suggestion column of an origin list: for an unmapped raw spelling, its closest canonical row with the
 * similarity, accepted with one click; the other candidates in a menu. Every unmapped row of the page is
 * looked up in one call (the cells share the query).
 */
import { DownOutlined } from '@ant-design/icons';
import { OriginStatus, type OriginSuggestion } from '@console/contract';
import { App, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { runTransition, useFamilyMutation } from '../../../../resources/api.ts';
import { ArmedDropdown } from '../../../../resources/list/armed.tsx';
import { RowLink } from '../../../../resources/list/RowLink.tsx';
import { Placeholder } from '../../../../shell/Placeholder.tsx';
import { useLibraryT } from '../strings.ts';
import { mapOrigins, type OriginLibrary, type OriginRow, useOriginSuggestions } from './originLibraries.ts';

/** A row waiting for its mapping: unmapped and not pointing anywhere yet. */
export function isUnmapped<F extends string>(library: OriginLibrary<F>, row: OriginRow<F>): boolean {
  return (
    row.status === OriginStatus.unmapped && (row[library.field] === null || row[library.field] === undefined)
  );
}

/** How close a suggestion is, as a tag colour: near-identical, plausible, or a long shot. */
export function similarityColor(similarity: number): string {
  if (similarity >= 0.6) return 'green';
  if (similarity >= 0.35) return 'gold';
  return 'default';
}

const percent = (similarity: number) => Math.round(similarity * 100);

interface SuggestionCellProps<F extends string> {
  library: OriginLibrary<F>;
  row: OriginRow<F>;
  /** The rows of the page: their unmapped ones are looked up together. */
  rows: readonly OriginRow<F>[];
}

export function SuggestionCell<F extends string>({ library, row, rows }: SuggestionCellProps<F>) {
  const t = useLibraryT();
  const { message } = App.useApp();
  const ids = rows.filter((r) => isUnmapped(library, r)).map((r) => r.id);
  const suggestions = useOriginSuggestions(library, ids);
  const map = useFamilyMutation(library.origin, (target: OriginSuggestion) =>
    mapOrigins(library, { ids: [row.id], target_id: target.id }),
  );
  if (!isUnmapped(library, row)) return <Placeholder value={null} />;
  if (suggestions.isPending) return <Spin size="small" />;
  const [top, ...others] = suggestions.data?.[row.id] ?? [];
  if (!top) {
    return (
      <Typography.Text type="secondary" data-testid="origin-no-suggestion">
        {t('noSuggestion')}
      </Typography.Text>
    );
  }
  const raw = row.raw;
  const accept = async (target: OriginSuggestion) => {
    const result = await map.mutateAsync(target);
    message.success(t('mapped', { n: result?.updated ?? 1 }));
  };
  return (
    <Space size={4} wrap data-testid="origin-suggestion" data-target={top.id}>
      <Typography.Text ellipsis={{ tooltip: true }} style={{ maxWidth: 140 }}>
        {top.label}
      </Typography.Text>
      <Tooltip title={t('similarity', { pct: percent(top.similarity) })}>
        <Tag color={similarityColor(top.similarity)}>{percent(top.similarity)}%</Tag>
      </Tooltip>
      <RowLink
        title={t('acceptTitle', { raw, label: top.label })}
        busy={map.isPending}
        disabled={map.isPending}
        onClick={() => void accept(top).catch(() => {})}
        data-testid="origin-accept"
      >
        {t('accept')}
      </RowLink>
      {others.length > 0 && (
        <ArmedDropdown
          disabled={map.isPending}
          menu={{
            items: others.map((option) => ({
              key: String(option.id),
              label: (
                <span data-testid="origin-other-suggestion">
                  {option.label}{' '}
                  <Tag color={similarityColor(option.similarity)}>{percent(option.similarity)}%</Tag>
                </span>
              ),
            })),
            onClick: ({ key }) => {
              const option = others.find((o) => String(o.id) === key);
              if (option) void accept(option).catch(() => {});
            },
          }}
        >
          <RowLink disabled={map.isPending} data-testid="origin-others">
            {t('otherSuggestions')} <DownOutlined />
          </RowLink>
        </ArmedDropdown>
      )}
    </Space>
  );
}

/** The row action that dismisses a raw spelling as junk (status ignored), for rows still waiting. */
export function IgnoreAction<F extends string>({
  library,
  row,
}: {
  library: OriginLibrary<F>;
  row: OriginRow<F>;
}) {
  const t = useLibraryT();
  const { message } = App.useApp();
  const ignore = useFamilyMutation(library.origin, () => runTransition(library.origin, 'ignore', [row.id]));
  if (row.status !== OriginStatus.unmapped) return null;
  return (
    <RowLink
      busy={ignore.isPending}
      disabled={ignore.isPending}
      onClick={() =>
        void ignore
          .mutateAsync(undefined)
          .then(() => message.success(t('ignored', { raw: row.raw })))
          .catch(() => {})
      }
      data-testid="origin-ignore"
    >
      {t('ignore')}
    </RowLink>
  );
}
