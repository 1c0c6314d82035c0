/**
 * The parametric search: property conditions on smart headers (a range in any unit of the header's
 * quantity, or a set of rating classes at a thickness), answered as a sorted, paged list with the matched
 * values in columns. The query (the contract's SmartQuery) lives in the URL's `q`, so a search is shared
 * by its link and comes back on reload.
 */
import {
  datasheetEndpoints,
  decodeSmartQuery,
  encodeSmartQuery,
  roundForDisplay,
  type SearchCondition,
  type SmartQuery,
  type SmartResultRow,
  startCondition,
} from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../api/call.ts';
import { useQuery } from '../../../api/queries.ts';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useSmartOptions } from '../smart/api.ts';
import { ConditionRow } from './ConditionRow.tsx';
import { SaveSearchButton } from './SaveSearchButton.tsx';
import { useSearchT } from './strings.ts';

const emptyQuery: SmartQuery = decodeSmartQuery('{}') as SmartQuery;

function useSmartSearch(query: SmartQuery) {
  return useQuery({
    queryKey: ['datasheet', 'smart', encodeSmartQuery(query)],
    queryFn: ({ signal }) => call(datasheetEndpoints.smartSearch, query, { signal }),
    placeholderData: keepPreviousData,
  });
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
  // The page is kept alive: a saved search or a shared link opened later brings its conditions into the form
  // (a new page or sort of the same conditions leaves edits not yet searched alone).
  const appliedConditions = JSON.stringify(applied.conditions);
  useEffect(() => setDraft(JSON.parse(appliedConditions) as SearchCondition[]), [appliedConditions]);
  // A polymer family by any of its names (the 材料名称 library): the sheets of its categories.
  const [family, setFamily] = useState(applied.family ?? '');
  useEffect(() => setFamily(applied.family ?? ''), [applied.family]);
  const options = useSmartOptions();
  const headers = options.data?.headers ?? [];
  const units = options.data?.units ?? [];
  const system = options.data?.default_system ?? 'si';
  const presets = options.data?.presets ?? [];
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
          ? (units.find((u) => u.code === condition.unit)?.symbol ?? condition.unit)
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
            units={units}
            system={system}
            t={t}
            name={name}
            onChange={(next) => setDraft(draft.map((c, i) => (i === index ? next : c)))}
            onRemove={() => setDraft(draft.filter((_, i) => i !== index))}
          />
        ))}
        <Space wrap>
          <Input
            aria-label={t('family')}
            placeholder={t('family')}
            allowClear
            style={{ width: 260 }}
            value={family}
            onChange={(event) => setFamily(event.target.value)}
            data-testid="search-family"
          />
          <Button
            disabled={headers.length === 0}
            onClick={() => {
              const first = headers.find((h) => h.value_kind !== 'text') ?? headers[0];
              if (first) setDraft([...draft, startCondition(first, units, system)]);
            }}
          >
            {t('addRange')}
          </Button>
          <Button
            type="primary"
            onClick={() => apply({ conditions: draft, family: family.trim() || undefined, page: 1 })}
            data-testid="search-run"
          >
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              setDraft([]);
              setFamily('');
              setParams({});
            }}
          >
            {t('reset')}
          </Button>
          <SaveSearchButton query={params.get('q') ?? encodeSmartQuery(applied)} t={t} />
          {presets.length > 0 && (
            <Select
              aria-label={t('preset')}
              placeholder={t('presetPick')}
              style={{ width: 240 }}
              value={null}
              options={presets.map((p) => ({ value: p.id, label: name(p) }))}
              onChange={(id: number) => {
                const preset = presets.find((p) => p.id === id);
                if (preset) setDraft(preset.query.conditions);
              }}
              data-testid="search-preset"
            />
          )}
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
