/**
 * 数据转换 (/datasheet/transform): the conversion table between the units of one quantity and a small
 * converter. Both are derived from the metric rows (`GET /ds/metric/list?quantity=`) with the contract's
 * `convert`: nothing here is typed twice, and the page says where the figures come from.
 */
import { SwapOutlined } from '@ant-design/icons';
import {
  isConvertibleQuantity,
  metricResource,
  Quantity,
  quantityOptions,
  roundForDisplay,
} from '@console/contract';
import { Alert, Button, Card, Empty, InputNumber, Select, Space, Spin, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '../../../../api/queries.ts';
import { familyKey, fetchList } from '../../../../resources/api.ts';
import { linkTextWidth } from '../../../../resources/list/rowActions.tsx';
import { useLocaleStore } from '../../../../stores/locale.ts';
import { useLibraryT } from '../strings.ts';
import {
  type ConversionRow,
  conversionTable,
  convertBetween,
  hasOffsets,
  type MetricUnit,
  metricUnit,
} from './conversionTable.ts';
import './transform.css';

/** Most units of one quantity read (one list page); the catalogue has at most a dozen per quantity. */
const UNITS_READ = 100;
const DEFAULT_QUANTITY = 'stress';

/** The enabled metrics of a quantity, in the curators' order. */
function useUnitsOf(quantity: string) {
  return useQuery({
    queryKey: [...familyKey(metricResource), 'transform', quantity],
    queryFn: ({ signal }) =>
      fetchList(
        metricResource,
        { page: 1, size: UNITS_READ, quantity, enabled: 'true', sort: 'sort' },
        signal,
      ),
    select: (page) => page.list.map(metricUnit),
  });
}

/** The metric list filtered to this quantity: where the factors are kept. */
const metricsOf = (quantity: string) => `${metricResource.route}?quantity=${encodeURIComponent(quantity)}`;

function Converter({ units }: { units: readonly MetricUnit[] }) {
  const t = useLibraryT();
  const [value, setValue] = useState<number | null>(1);
  const [fromId, setFromId] = useState(units[0]?.id);
  const [toId, setToId] = useState(units[1]?.id ?? units[0]?.id);
  const from = units.find((u) => u.id === fromId);
  const to = units.find((u) => u.id === toId);
  const result = value !== null && from && to ? convertBetween(value, from, to) : null;
  const options = units.map((u) => ({ value: u.id, label: u.symbol }));
  return (
    <Space wrap align="center" data-testid="transform-converter">
      <InputNumber
        value={value}
        onChange={(v) => setValue(typeof v === 'number' ? v : null)}
        aria-label={t('transformValue')}
        style={{ width: 160 }}
        data-testid="transform-value"
      />
      <Select
        value={fromId}
        onChange={setFromId}
        options={options}
        aria-label={t('transformFrom')}
        style={{ minWidth: 120 }}
        data-testid="transform-from"
      />
      <Button
        icon={<SwapOutlined />}
        aria-label={t('transformSwap')}
        title={t('transformSwap')}
        onClick={() => {
          setFromId(toId);
          setToId(fromId);
        }}
        data-testid="transform-swap"
      />
      <Select
        value={toId}
        onChange={setToId}
        options={options}
        aria-label={t('transformTo')}
        style={{ minWidth: 120 }}
        data-testid="transform-to"
      />
      <Typography.Text strong className="transform__result" data-testid="transform-result">
        = {result === null ? '—' : roundForDisplay(result, 6)} {to?.symbol ?? ''}
      </Typography.Text>
    </Space>
  );
}

function ConversionTable({ units }: { units: readonly MetricUnit[] }) {
  const t = useLibraryT();
  const rows = useMemo(() => conversionTable(units), [units]);
  return (
    <Table<ConversionRow>
      rowKey={(row) => row.unit.id}
      size="small"
      bordered
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      data-testid="transform-table"
      columns={[
        {
          key: 'unit',
          title: t('transformCorner'),
          fixed: 'left',
          // Its header ("1 行单位 = ? 列单位") whole, in either language.
          width: linkTextWidth(t('transformCorner')) + 32,
          render: (_: unknown, row) => <Typography.Text strong>1 {row.unit.symbol}</Typography.Text>,
        },
        ...units.map((column, i) => ({
          key: String(column.id),
          title: column.symbol,
          align: 'right' as const,
          render: (_: unknown, row: ConversionRow) => {
            const cell = row.cells[i];
            const same = row.unit.id === column.id;
            return (
              <span
                className={same ? 'transform__cell is-same' : 'transform__cell'}
                data-testid="transform-cell"
                data-from={row.unit.code}
                data-to={column.code}
                title={t('transformCell', {
                  row: row.unit.symbol,
                  value: cell?.text ?? '—',
                  column: column.symbol,
                })}
              >
                {cell?.text ?? '—'}
              </span>
            );
          },
        })),
      ]}
    />
  );
}

export function TransformPage() {
  const t = useLibraryT();
  const locale = useLocaleStore((s) => s.locale);
  const [params] = useSearchParams();
  const asked = params.get('quantity');
  const [quantity, setQuantity] = useState(asked && asked in Quantity ? asked : DEFAULT_QUANTITY);
  const units = useUnitsOf(quantity);
  const list = units.data ?? [];
  const name = quantity in Quantity ? Quantity[quantity as Quantity][locale] : quantity;

  let body: React.ReactNode;
  if (units.isPending) body = <Spin />;
  else if (!isConvertibleQuantity(quantity))
    body = <Alert type="info" showIcon title={t('transformScale', { quantity: name })} />;
  else if (list.length === 0) body = <Empty description={t('transformNoUnits')} />;
  else if (list.length === 1) body = <Alert type="info" showIcon title={t('transformOneUnit')} />;
  else {
    body = (
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {hasOffsets(list) && <Alert type="warning" showIcon title={t('transformOffset')} />}
        <ConversionTable units={list} />
        <div>
          <Typography.Title level={5}>{t('transformConverter')}</Typography.Title>
          {/* Keyed by quantity: a new quantity starts the converter on its own units. */}
          <Converter key={quantity} units={list} />
        </div>
      </Space>
    );
  }

  return (
    <Card title={t('transformTitle')} className="transform-page" data-testid="transform-page">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text>{t('transformQuantity')}</Typography.Text>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            value={quantity}
            onChange={setQuantity}
            style={{ minWidth: 220 }}
            aria-label={t('transformQuantity')}
            options={quantityOptions.map((o) => ({ value: String(o.value), label: o.label[locale] }))}
            data-testid="transform-quantity"
          />
          <Typography.Text type="secondary">{t('transformDisabledHint')}</Typography.Text>
        </Space>
        <Alert
          type="info"
          data-testid="transform-source"
          title={
            <span>
              {t('transformSource')} <Link to={metricsOf(quantity)}>{t('transformMetrics')} →</Link>
            </span>
          }
        />
        {body}
      </Space>
    </Card>
  );
}
