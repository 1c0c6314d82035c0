/**
 * /datasheet/cache/detail/:id — one cached sheet under review: its head (maker and category as spelled and as
 * resolved, with suggestions for an unknown maker), the checks it fails, its raw rows with their resolution and
 * one-click mappings, and approve (after the differences, when it merges into a published sheet) / reject.
 */
import { EditOutlined } from '@ant-design/icons';
import {
  type CachedSheetRow,
  type CacheReview,
  cacheStatusOptions,
  datasheetCacheResource,
} from '@console/contract';
import { Alert, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useResourceRow } from '../../../resources/api.ts';
import { ChangeHistory } from '../../../resources/ChangeHistory.tsx';
import { BackButton, rowScreen, useRouteRowId } from '../../../resources/RowScreen.tsx';
import { RowTransitions } from '../../../resources/workflow/TransitionActions.tsx';
import { useLocaleStore } from '../../../stores/locale.ts';
import { FlaggedValues } from '../flags/FlaggedValues.tsx';
import { type LibraryIndex, useLibraryIndex } from '../sheets/libraries.ts';
import { sheetDetailPath } from '../sheets/routes.ts';
import { cacheDef, useCacheReview } from './api.ts';
import { marksByLine, PdfSource, useCacheSource } from './PdfSource.tsx';
import { problemRowsOf, RawRows } from './RawRows.tsx';
import { ApproveButton } from './ReviewButtons.tsx';
import { cacheEditPath, cacheListPath } from './routes.ts';
import { SuggestionButtons } from './SuggestionButtons.tsx';
import { useCacheText } from './strings.ts';
import './cache.css';

/** A raw spelling of the sheet's head and what it resolved to. */
function Resolved({
  raw: spelled,
  label,
  unmapped,
}: {
  raw: string;
  label: string | null | undefined;
  unmapped: React.ReactNode;
}) {
  return (
    <div className="cache-raw">
      {spelled && <Typography.Text code>{spelled}</Typography.Text>}
      {label ? <div className="cache-raw__resolved">→ {label}</div> : spelled ? unmapped : null}
    </div>
  );
}

function Head({ sheet, review }: { sheet: CachedSheetRow; review?: CacheReview }) {
  const text = useCacheText();
  const locale = useLocaleStore((s) => s.locale);
  const navigate = useNavigate();
  const status = cacheStatusOptions.find((o) => o.value === sheet.status);
  const labels = sheet.$labels ?? {};
  const companyRaw = sheet.company_raw;
  const published = sheet.datasheet_id;
  const items = [
    {
      key: 'company',
      label: text('company'),
      children: (
        <Resolved
          raw={sheet.company_raw}
          label={labels.company_id}
          unmapped={
            <div className="cache-raw__unmapped" data-testid="cache-unmapped-company">
              <Tag color="orange">{text('unmappedTag')}</Tag>
              {review && sheet.status === 0 && (
                <SuggestionButtons
                  kind="company"
                  raw={companyRaw}
                  suggestions={review.suggestions.company[companyRaw] ?? []}
                  testId="cache-suggest-company"
                />
              )}
            </div>
          }
        />
      ),
    },
    {
      key: 'category',
      label: text('category'),
      children: (
        <Resolved
          raw={sheet.category_raw}
          label={labels.category_id}
          unmapped={<Tag color="orange">{text('notInLibrary')}</Tag>}
        />
      ),
    },
    {
      key: 'status',
      label: text('status'),
      children: (
        <Space>
          <Tag color={status?.color} data-testid="cache-status">
            {status?.label[locale] ?? sheet.status}
          </Tag>
          {sheet.status === 0 && (
            <Tag color={sheet.checks_passed ? 'green' : 'red'}>
              {sheet.checks_passed ? text('noProblems') : text('problems', { n: sheet.problems })}
            </Tag>
          )}
        </Space>
      ),
    },
    { key: 'source', label: text('source'), children: sheet.source },
    ...(sheet.reject_reason
      ? [{ key: 'reason', label: text('rejectReason'), children: sheet.reject_reason }]
      : []),
    ...(published
      ? [
          {
            key: 'published',
            label: text('publishedAs'),
            children: (
              <Typography.Link
                onClick={() => navigate(sheetDetailPath(published))}
                data-testid="cache-published-link"
              >
                {labels.datasheet_id ?? `#${published}`}
              </Typography.Link>
            ),
          },
        ]
      : []),
  ];
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      items={items}
      data-testid="cache-head"
    />
  );
}

function Problems({ review }: { review: CacheReview }) {
  const text = useCacheText();
  const locale = useLocaleStore((s) => s.locale);
  if (review.problems.length === 0) {
    return <Alert type="success" showIcon title={text('noProblems')} data-testid="cache-problems" />;
  }
  return (
    <Card data-testid="cache-problems" title={text('problems', { n: review.problems.length })}>
      <ul className="cache-problems">
        {review.problems.map((problem) => {
          const on = review.enabled.includes(problem.check);
          return (
            <li
              key={`${problem.check}:${problem.message.zh}`}
              className={on ? 'cache-problem' : 'cache-problem cache-problem--off'}
            >
              <Typography.Text type={on ? 'danger' : 'secondary'}>
                {problem.message[locale === 'en' ? 'en' : 'zh']}
              </Typography.Text>
              {!on && <Typography.Text type="secondary"> {text('checkOff')}</Typography.Text>}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** The raw rows, and beside them the page they were read from when the sheet came from a PDF. */
function SheetRows({
  sheet,
  review,
  index,
}: {
  sheet: CachedSheetRow;
  review?: CacheReview;
  index?: LibraryIndex;
}) {
  const text = useCacheText();
  const source = useCacheSource(sheet.id);
  const [selected, setSelected] = useState<number | null>(null);
  const rows = (
    <Card title={text('rawRows', { n: sheet.rows.length })}>
      <RawRows
        sheet={sheet}
        review={review}
        index={index}
        marks={marksByLine(source.data)}
        selectedLine={selected}
        onSelectLine={source.data ? setSelected : undefined}
      />
    </Card>
  );
  if (!source.data) return rows;
  return (
    <div className="cache-detail__rows" data-testid="cache-rows-with-source">
      {rows}
      <PdfSource
        source={source.data}
        lines={sheet.rows.map((row) => row.line ?? null)}
        problemRows={problemRowsOf(review)}
        selected={selected}
        onSelect={setSelected}
      />
    </div>
  );
}

export function CacheDetailPage() {
  const text = useCacheText();
  const navigate = useNavigate();
  const id = useRouteRowId();
  const row = useResourceRow(datasheetCacheResource, id);
  const review = useCacheReview(id);
  const libraries = useLibraryIndex();
  const { state, row: sheet } = rowScreen(id, row, {
    backTo: cacheListPath,
    title: text('notFound'),
    testId: 'cache-not-found',
  });
  if (state) return state;
  const pending = sheet.status === 0;
  const target = review.data?.target ?? null;
  return (
    <Space orientation="vertical" size={16} className="cache-detail" data-testid="cache-detail">
      <div>
        <BackButton to={cacheListPath} />
      </div>
      <Card
        title={
          <Typography.Title level={4} className="cache-detail__title">
            {sheet.grade} <Typography.Text type="secondary">{text('detailTitle')}</Typography.Text>
          </Typography.Title>
        }
        extra={
          pending && (
            <Space wrap>
              <Button
                icon={<EditOutlined />}
                onClick={() => navigate(cacheEditPath(sheet.id))}
                data-testid="cache-edit"
              >
                {text('edit')}
              </Button>
              <ApproveButton row={sheet} target={target} onDone={() => void row.refetch()} />
              <RowTransitions def={cacheDef} row={sheet} asButtons />
            </Space>
          )
        }
      >
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {pending && review.data && (
            <Alert
              type={target ? 'warning' : 'info'}
              showIcon
              data-testid="cache-merge-target"
              title={target ? text('mergeInto', { dsno: target.dsno }) : text('newSheet')}
            />
          )}
          <Head sheet={sheet} review={review.data} />
        </Space>
      </Card>
      {pending && review.data && <Problems review={review.data} />}
      <FlaggedValues owner="cache_id" id={sheet.id} />
      <SheetRows sheet={sheet} review={review.data} index={libraries.index} />
      <ChangeHistory def={cacheDef} id={sheet.id} />
    </Space>
  );
}
