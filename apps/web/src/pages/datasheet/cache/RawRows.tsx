/**
 * The raw rows of a cached sheet as the file spelled them, each raw header, standard, condition and unit
 * beside what the libraries resolve it to. An unresolved spelling is highlighted; for headers, standards and units
 * the review's ranked suggestions are buttons that map the spelling with one click (remembered for later imports).
 * Rows with a problem of an enabled check are marked.
 */
import type { CachedSheetRow, CacheMapKind, CacheProblem, CacheReview, PdfRowMark } from '@console/contract';
import { conditionLabel } from '@console/contract';
import { Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocaleStore } from '../../../stores/locale.ts';
import type { LibraryIndex } from '../sheets/libraries.ts';
import { SuggestionButtons } from './SuggestionButtons.tsx';
import { type CacheText, useCacheText } from './strings.ts';

type Resolve = (id: number) => string | undefined;
type RawRow = CachedSheetRow['rows'][number];

interface RawCellProps {
  raw: string;
  id: number | null;
  resolve: Resolve;
  kind?: CacheMapKind;
  review?: CacheReview;
  index: number;
}

/** A raw spelling, and under it its canonical row, or the highlight with suggestions when unresolved. */
function RawCell({ raw, id, resolve, kind, review, index }: RawCellProps) {
  const text = useCacheText();
  if (raw.trim() === '') return null;
  const label = id === null ? undefined : resolve(id);
  return (
    <div className="cache-raw">
      <Typography.Text code>{raw}</Typography.Text>
      {id !== null ? (
        <div className="cache-raw__resolved">→ {label ?? `#${id}`}</div>
      ) : (
        <div className="cache-raw__unmapped" data-testid={`cache-unmapped-${kind ?? 'value'}-${index}`}>
          <Tag color="orange">{kind ? text('unmappedTag') : text('notInLibrary')}</Tag>
          {kind && review && (
            <SuggestionButtons
              kind={kind}
              raw={raw}
              suggestions={review.suggestions[kind][raw] ?? []}
              testId={`cache-suggest-${kind}-${index}`}
            />
          )}
        </div>
      )}
    </div>
  );
}

interface Props {
  sheet: CachedSheetRow;
  review?: CacheReview;
  index?: LibraryIndex;
  /** A PDF-read sheet: where each row (by its line) was read, whether the reader was unsure (PdfSource.tsx). */
  marks?: ReadonlyMap<number, PdfRowMark>;
  selectedLine?: number | null;
  onSelectLine?: (line: number | null) => void;
}

/** The raw rows that fail an enabled check, by their 0-based index. */
export function problemRowsOf(review: CacheReview | undefined): Set<number> {
  return new Set(
    (review?.problems ?? [])
      .filter((p: CacheProblem) => p.row !== null && review?.enabled.includes(p.check))
      .map((p) => p.row as number),
  );
}

export function RawRows({ sheet, review, index, marks, selectedLine, onSelectLine }: Props) {
  const text = useCacheText();
  const locale = useLocaleStore((s) => s.locale);
  const rows = sheet.rows;
  const pending = sheet.status === 0;
  const problemRows = problemRowsOf(review);
  const name = (zh?: string | null, en?: string | null) =>
    (locale === 'en' ? en || zh : zh || en) ?? undefined;
  const resolvers: Record<'header' | 'standard' | 'condition' | 'metric', Resolve> = {
    header: (id) => {
      const h = index?.headers.get(id);
      return h ? name(h.name_zh, h.name_en) : undefined;
    },
    standard: (id) => index?.standards.get(id)?.code,
    condition: (id) => {
      const c = index?.conditions.get(id);
      return c ? c.label || conditionLabel(c, { locale }) : undefined;
    },
    metric: (id) => index?.metrics.get(id)?.symbol,
  };
  const cell = (
    row: RawRow,
    i: number,
    raw: 'header_raw' | 'standard_raw' | 'condition_raw' | 'unit_raw',
    idField: 'header_id' | 'standard_id' | 'condition_id' | 'metric_id',
    resolve: Resolve,
    kind?: CacheMapKind,
  ): ReactNode => (
    <RawCell
      raw={row[raw]}
      id={row[idField]}
      resolve={resolve}
      kind={kind}
      review={pending ? review : undefined}
      index={i}
    />
  );
  return (
    <Table<RawRow>
      size="small"
      rowKey="id"
      dataSource={rows}
      pagination={rows.length > 100 ? { pageSize: 100 } : false}
      data-testid="cache-raw-rows"
      rowClassName={(row, i) =>
        [
          problemRows.has(i) ? 'cache-row--problem' : '',
          row.line !== null && row.line === selectedLine ? 'cache-row--selected' : '',
        ].join(' ')
      }
      onRow={(row) =>
        onSelectLine
          ? { onMouseEnter: () => onSelectLine(row.line ?? null), onMouseLeave: () => onSelectLine(null) }
          : {}
      }
      scroll={{ x: 1000 }}
      columns={[
        {
          // The ordinal the problems name ("row 2"), and the file's own line beside it.
          title: '#',
          width: 70,
          render: (_, row, i) => (
            <span>
              {i + 1}
              {row.line ? (
                <Typography.Text
                  type="secondary"
                  className="cache-raw__line"
                  title={text('fileLineTip', { n: row.line })}
                >
                  {' '}
                  {text('fileLine', { n: row.line })}
                </Typography.Text>
              ) : null}
              {row.line && marks?.get(row.line)?.unsure ? (
                <Tag color="orange" className="cache-raw__unsure" data-testid={`cache-unsure-${i}`}>
                  ?
                </Tag>
              ) : null}
            </span>
          ),
        },
        {
          title: text('rawHeader'),
          width: 260,
          render: (_, row, i) => cell(row, i, 'header_raw', 'header_id', resolvers.header, 'header'),
        },
        {
          title: text('rawStandard'),
          width: 200,
          render: (_, row, i) => cell(row, i, 'standard_raw', 'standard_id', resolvers.standard, 'standard'),
        },
        {
          title: text('rawCondition'),
          width: 180,
          render: (_, row, i) => cell(row, i, 'condition_raw', 'condition_id', resolvers.condition),
        },
        {
          title: text('state'),
          dataIndex: 'state',
          width: 80,
          render: (state: string | null) => (state ? text(state as CacheText) : ''),
        },
        {
          title: text('value'),
          dataIndex: 'value_raw',
          width: 120,
          render: (value: string | null) => <Typography.Text strong>{value}</Typography.Text>,
        },
        {
          title: text('rawUnit'),
          width: 120,
          render: (_, row, i) => cell(row, i, 'unit_raw', 'metric_id', resolvers.metric, 'unit'),
        },
      ]}
    />
  );
}
