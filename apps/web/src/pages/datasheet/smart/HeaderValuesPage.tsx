/**
 * `item/header?id=`: every sheet's value of one header, read-only — what a curator checks after an import.
 * Values are shown as stated and in the quantity's base unit, sortable and paged (sort and page in the URL),
 * with the distribution in the base unit; values beyond Tukey's fences are marked.
 */
import {
  detailUrl,
  type HeaderValueRow,
  type HeaderValuesQuery,
  headerResource,
  headerValueSorts,
  isOutlier,
  outlierFences,
  roundForDisplay,
} from '@console/contract';
import { Alert, Card, Descriptions, Space, Table, Tag, Tooltip } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useLocaleStore } from '../../../stores/locale.ts';
import { sheetDetailPath } from '../sheets/routes.ts';
import { useHeaderValues } from './api.ts';
import { useSmartT } from './strings.ts';

const show = (n: number | null) => (n === null ? '—' : roundForDisplay(n));

function stated(row: HeaderValueRow): string {
  if (row.value !== null) return roundForDisplay(row.value);
  if (row.value_min !== null || row.value_max !== null)
    return `${show(row.value_min)}–${show(row.value_max)}`;
  return row.value_text || '—';
}

function readQuery(params: URLSearchParams): HeaderValuesQuery {
  const sort = params.get('sort');
  return {
    id: Number(params.get('id')),
    page: Math.max(1, Number(params.get('page')) || 1),
    size: [10, 20, 50, 100].includes(Number(params.get('size'))) ? Number(params.get('size')) : 20,
    sort: (headerValueSorts as readonly string[]).includes(sort ?? '')
      ? (sort as HeaderValuesQuery['sort'])
      : 'base',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

export function HeaderValuesPage() {
  const t = useSmartT();
  const locale = useLocaleStore((s) => s.locale);
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const valid = Number.isInteger(query.id) && query.id > 0;
  const values = useHeaderValues(query, valid);
  if (!valid) return <Alert type="warning" showIcon title={t('valuesMissing')} />;
  const data = values.data;
  const header = data?.header;
  const unit = header?.base_unit ?? '';
  const fences = data ? outlierFences(data.summary) : undefined;
  const sortOrder = (key: string) =>
    query.sort === key ? (query.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  return (
    <Card
      title={t('valuesTitle', { name: header ? (locale === 'zh' ? header.name_zh : header.name_en) : '…' })}
      extra={<Link to={detailUrl(headerResource, query.id) ?? ''}>{t('backToHeader')}</Link>}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {data && (
          <Descriptions size="small" bordered column={7} data-testid="header-values-summary">
            <Descriptions.Item label={t('count')}>{data.summary.count}</Descriptions.Item>
            <Descriptions.Item label={t('numeric')}>{data.summary.numeric}</Descriptions.Item>
            <Descriptions.Item label={`${t('min')} (${unit})`}>{show(data.summary.min)}</Descriptions.Item>
            <Descriptions.Item label={t('q1')}>{show(data.summary.q1)}</Descriptions.Item>
            <Descriptions.Item label={`${t('median')} (${unit})`}>
              {show(data.summary.median)}
            </Descriptions.Item>
            <Descriptions.Item label={t('q3')}>{show(data.summary.q3)}</Descriptions.Item>
            <Descriptions.Item label={`${t('max')} (${unit})`}>{show(data.summary.max)}</Descriptions.Item>
          </Descriptions>
        )}
        <Table<HeaderValueRow>
          rowKey="id"
          size="small"
          loading={values.isFetching}
          dataSource={data?.rows ?? []}
          pagination={{
            current: query.page,
            pageSize: query.size,
            total: data?.total ?? 0,
            showSizeChanger: true,
          }}
          onChange={(pagination, _filters, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const key = typeof one?.columnKey === 'string' && one.order ? one.columnKey : 'base';
            setParams({
              id: String(query.id),
              page: String(pagination.current ?? 1),
              size: String(pagination.pageSize ?? 20),
              sort: key,
              order: one?.order === 'descend' ? 'desc' : 'asc',
            });
          }}
          columns={[
            {
              title: t('sheet'),
              key: 'dsno',
              dataIndex: 'dsno',
              sorter: true,
              sortOrder: sortOrder('dsno'),
              width: 130,
              render: (dsno: string, row) => <Link to={sheetDetailPath(row.datasheet_id)}>{dsno}</Link>,
            },
            {
              title: t('grade'),
              key: 'grade',
              dataIndex: 'grade',
              sorter: true,
              sortOrder: sortOrder('grade'),
            },
            {
              title: t('company'),
              key: 'company',
              dataIndex: 'company',
              sorter: true,
              sortOrder: sortOrder('company'),
            },
            { title: t('value'), key: 'value', render: (_v, row) => stated(row), align: 'right' },
            { title: t('unit'), key: 'unit', dataIndex: 'unit', width: 90 },
            {
              title: t('base', { unit }),
              key: 'base',
              dataIndex: 'base',
              align: 'right',
              sorter: true,
              sortOrder: sortOrder('base'),
              render: (base: number | null) =>
                isOutlier(base, fences) ? (
                  <Tooltip title={t('outlierHint')}>
                    <Space size={4}>
                      <Tag color="red">{t('outlier')}</Tag>
                      {show(base)}
                    </Space>
                  </Tooltip>
                ) : (
                  show(base)
                ),
            },
            { title: t('condition'), key: 'condition', dataIndex: 'condition' },
            { title: t('standard'), key: 'standard', dataIndex: 'standard', width: 130 },
            {
              title: t('state'),
              key: 'state',
              dataIndex: 'state',
              width: 100,
              render: (s: string | null) => s ?? '',
            },
          ]}
        />
      </Space>
    </Card>
  );
}
