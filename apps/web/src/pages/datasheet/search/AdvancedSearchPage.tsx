/**
 * The parametric search: property conditions on smart headers (a range in any unit of the header's
 * quantity, or a set of rating classes at a thickness), answered as a sorted, paged list with the matched
 * values in columns. The query (the contract's SmartQuery) lives in the URL's `q`, so a search is shared
 * by its link and comes back on reload.
 */
import {
  datasheetPaths,
  decodeSmartQuery,
  encodeSmartQuery,
  type LibraryHeader,
  type LibraryMetric,
  roundForDisplay,
  type SearchCondition,
  type SmartQuery,
  type SmartResult,
  type SmartResultRow,
} from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { request } from '../../../api/request.ts';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useLibraries } from '../compare/api.ts';
import { type SearchT, useSearchT } from './strings.ts';

const UL94 = ['HB', 'V-2', 'V-1', 'V-0', '5VB', '5VA'];
const emptyQuery: SmartQuery = decodeSmartQuery('{}') as SmartQuery;

function useSmartSearch(query: SmartQuery) {
  return useQuery({
    queryKey: ['datasheet', 'smart', encodeSmartQuery(query)],
    queryFn: ({ signal }) => request<SmartResult>(datasheetPaths.smartSearch, { body: query, signal }),
    placeholderData: keepPreviousData,
  });
}

function ConditionRow(props: {
  condition: SearchCondition;
  headers: LibraryHeader[];
  metrics: LibraryMetric[];
  onChange: (next: SearchCondition) => void;
  onRemove: () => void;
  t: SearchT;
  name: (row: { name_zh: string; name_en: string }) => string;
}) {
  const { condition, headers, metrics, onChange, onRemove, t, name } = props;
  const header = headers.find((h) => h.id === condition.header_id);
  const units = metrics.filter((m) => m.quantity === header?.quantity);
  const pickHeader = (id: number) => {
    const next = headers.find((h) => h.id === id);
    if (next?.value_kind === 'text') onChange({ kind: 'rating', header_id: id, any_of: ['V-0'] });
    else {
      const unit = metrics.find((m) => m.quantity === next?.quantity);
      onChange({ kind: 'range', header_id: id, unit: unit?.code ?? '', min: 0 });
    }
  };
  return (
    <Space wrap data-testid="search-condition">
      <Select
        aria-label={t('property')}
        style={{ width: 220 }}
        value={condition.header_id}
        options={headers.map((h) => ({ value: h.id, label: name(h) }))}
        onChange={pickHeader}
        showSearch
        optionFilterProp="label"
      />
      {condition.kind === 'range' ? (
        <>
          <InputNumber
            aria-label={t('min')}
            placeholder={t('min')}
            value={condition.min}
            onChange={(v) => onChange({ ...condition, min: v ?? undefined })}
          />
          <InputNumber
            aria-label={t('max')}
            placeholder={t('max')}
            value={condition.max}
            onChange={(v) => onChange({ ...condition, max: v ?? undefined })}
          />
          <Select
            aria-label={t('unit')}
            style={{ width: 140 }}
            value={condition.unit}
            options={units.map((m) => ({ value: m.code, label: m.symbol }))}
            onChange={(unit) => onChange({ ...condition, unit })}
          />
        </>
      ) : (
        <>
          <Select
            aria-label={t('classes')}
            mode="multiple"
            style={{ minWidth: 200 }}
            value={condition.any_of}
            options={UL94.map((c) => ({ value: c, label: c }))}
            onChange={(any_of: string[]) => onChange({ ...condition, any_of })}
          />
          <InputNumber
            aria-label={t('maxThickness')}
            placeholder={t('maxThickness')}
            min={0.01}
            value={condition.max_thickness}
            onChange={(v) => onChange({ ...condition, max_thickness: v ?? undefined })}
          />
        </>
      )}
      <Button onClick={onRemove}>{t('remove')}</Button>
    </Space>
  );
}

function matchedText(row: SmartResultRow, index: number, condition: SearchCondition, symbol: string) {
  const value = row.matched[index];
  if (!value) return '—';
  if (condition.kind === 'rating')
    return value.thickness === null ? value.text : `${value.text} @ ${value.thickness} mm`;
  const show = (n: number | null) => (n === null ? '' : roundForDisplay(n));
  const text = value.min === value.max ? show(value.min) : `${show(value.min)}–${show(value.max)}`;
  return `${text} ${symbol}`;
}

export function AdvancedSearchPage() {
  const t = useSearchT();
  const locale = useLocaleStore((s) => s.locale);
  const name = (row: { name_zh: string; name_en: string }) => (locale === 'zh' ? row.name_zh : row.name_en);
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => decodeSmartQuery(params.get('q')) ?? emptyQuery, [params]);
  const [draft, setDraft] = useState<SearchCondition[]>(applied.conditions);
  const libraries = useLibraries(true);
  const headers = (libraries.data?.headers ?? []).filter((h) => h.smart && h.enabled);
  const metrics = libraries.data?.metrics.filter((m) => m.enabled) ?? [];
  const result = useSmartSearch(applied);
  const apply = (next: Partial<SmartQuery>) => setParams({ q: encodeSmartQuery({ ...applied, ...next }) });

  const columns = [
    { title: t('dsno'), dataIndex: 'dsno', key: 'dsno', sorter: true, width: 120 },
    { title: t('grade'), dataIndex: 'grade', key: 'grade', sorter: true },
    { title: t('manufacturer'), dataIndex: 'company', key: 'company' },
    { title: t('category'), dataIndex: 'category', key: 'category' },
    ...applied.conditions.map((condition, index) => {
      const header = headers.find((h) => h.id === condition.header_id);
      const symbol =
        condition.kind === 'range'
          ? (metrics.find((m) => m.code === condition.unit)?.symbol ?? condition.unit)
          : '';
      return {
        title: header ? name(header) : `#${condition.header_id}`,
        key: `c${index}`,
        render: (_: unknown, row: SmartResultRow) => matchedText(row, index, condition, symbol),
      };
    }),
    {
      title: t('updated'),
      dataIndex: 'updated_at',
      key: 'updated_at',
      sorter: true,
      render: (v: string) => v.slice(0, 10),
    },
  ];

  return (
    <Card title={t('title')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {draft.map((condition, index) => (
          <ConditionRow
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no identity but their place
            key={index}
            condition={condition}
            headers={headers}
            metrics={metrics}
            t={t}
            name={name}
            onChange={(next) => setDraft(draft.map((c, i) => (i === index ? next : c)))}
            onRemove={() => setDraft(draft.filter((_, i) => i !== index))}
          />
        ))}
        <Space>
          <Button
            disabled={headers.length === 0}
            onClick={() => {
              const first = headers.find((h) => h.value_kind !== 'text') ?? headers[0];
              const unit = metrics.find((m) => m.quantity === first?.quantity);
              if (first)
                setDraft([...draft, { kind: 'range', header_id: first.id, unit: unit?.code ?? '', min: 0 }]);
            }}
          >
            {t('addRange')}
          </Button>
          <Button
            type="primary"
            onClick={() => apply({ conditions: draft, page: 1 })}
            data-testid="search-run"
          >
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              setDraft([]);
              setParams({});
            }}
          >
            {t('reset')}
          </Button>
        </Space>
        <Typography.Text data-testid="search-total">
          {/* Beyond some ten thousand matches the server estimates the total, and says so. */}
          {result.data?.total_estimated
            ? t('totalEstimated', { n: result.data.total.toLocaleString('en-US') })
            : t('total', { n: result.data?.total ?? 0 })}
        </Typography.Text>
        <Table<SmartResultRow>
          rowKey="id"
          size="small"
          loading={result.isFetching}
          dataSource={result.data?.rows ?? []}
          columns={columns}
          pagination={{ current: applied.page, pageSize: applied.size, total: result.data?.total ?? 0 }}
          onChange={(pagination, _filters, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const field =
              typeof one?.field === 'string' && ['dsno', 'grade', 'updated_at'].includes(one.field)
                ? one.field
                : 'updated_at';
            apply({
              page: pagination.current ?? 1,
              size: pagination.pageSize ?? 20,
              sort: field as SmartQuery['sort'],
              order: one?.order === 'ascend' ? 'asc' : 'desc',
            });
          }}
        />
      </Space>
    </Card>
  );
}
