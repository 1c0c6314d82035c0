/**
 * `/datasheet/price_grade_supply`: one grade's prices over time (ECharts, one line per supplier and
 * currency), its supply (each supplier's latest price and the year's change) and the datasheets the prices
 * are matched to, with "match datasheets" for prices not yet linked. `?grade=` opens a grade directly.
 */
import type { PriceSeries } from '@console/contract';
import { Button, Card, Empty, Input, message, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { matchPrices, usePriceSeries } from './api.ts';
import { PriceChart } from './PriceChart.tsx';
import { useXrefT } from './strings.ts';

function change(line: PriceSeries): number | null {
  const first = line.points[0]?.price;
  const last = line.points.at(-1)?.price;
  if (first === undefined || last === undefined || first === 0) return null;
  return (last - first) / first;
}

export function PricePage() {
  const t = useXrefT();
  const [params, setParams] = useSearchParams();
  const grade = (params.get('grade') ?? '').trim();
  const [typed, setTyped] = useState(grade);
  const series = usePriceSeries(grade);
  const [toast, toastHolder] = message.useMessage();
  const lines = series.data?.series ?? [];

  const match = async () => {
    // The grade shown, when there is one: its prices are the ones this page is about.
    const result = await matchPrices(grade ? { all: true, grade } : { all: true });
    toast.success(t('matchDone', { matched: result.matched, unmatched: result.unmatched }));
    await series.refetch();
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="price-page">
      {toastHolder}
      <Card title={t('priceTitle')}>
        <Space wrap>
          <Input.Search
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(value) => setParams(value.trim() ? { grade: value.trim() } : {}, { replace: true })}
            placeholder={t('priceGradePlaceholder')}
            enterButton={t('priceShow')}
            style={{ width: 360 }}
            data-testid="price-grade"
          />
          <Button onClick={() => void match()} data-testid="price-match">
            {t('match')}
          </Button>
        </Space>
      </Card>
      {!grade ? (
        <Card>
          <Empty description={t('priceEmpty')} />
        </Card>
      ) : series.data && lines.length === 0 ? (
        <Card>
          <Empty description={t('priceNone')} />
        </Card>
      ) : (
        <>
          <Card title={`${t('priceChart')} · ${grade}`} loading={series.isLoading}>
            <PriceChart series={lines} />
          </Card>
          <Card title={t('priceSupply')}>
            <Space style={{ marginBottom: 12 }} wrap>
              <Typography.Text type="secondary">{t('matchedSheets')}:</Typography.Text>
              {(series.data?.datasheets ?? []).length === 0 ? (
                <Tag>{t('noMatchedSheet')}</Tag>
              ) : (
                series.data?.datasheets.map((sheet) => (
                  <Link key={sheet.id} to={`/datasheet/detail/${sheet.id}`}>
                    <Tag color="blue">
                      {sheet.dsno} · {sheet.company}
                    </Tag>
                  </Link>
                ))
              )}
            </Space>
            <Table<PriceSeries>
              rowKey={(line) => `${line.supplier}|${line.currency}|${line.unit}`}
              size="small"
              pagination={false}
              dataSource={lines}
              data-testid="price-supply"
              columns={[
                { title: t('supplier'), dataIndex: 'supplier' },
                {
                  title: t('latest'),
                  render: (_v, line) => {
                    const last = line.points.at(-1);
                    return last ? `${last.price.toLocaleString()} ${line.currency}/${line.unit}` : '';
                  },
                },
                { title: t('latestDate'), render: (_v, line) => line.points.at(-1)?.date ?? '' },
                { title: t('points'), render: (_v, line) => line.points.length },
                {
                  title: t('change'),
                  render: (_v, line) => {
                    const ratio = change(line);
                    if (ratio === null) return '';
                    return (
                      <Typography.Text type={ratio >= 0 ? 'danger' : 'success'}>
                        {ratio >= 0 ? '+' : ''}
                        {(ratio * 100).toFixed(1)}%
                      </Typography.Text>
                    );
                  },
                },
              ]}
            />
          </Card>
        </>
      )}
    </Space>
  );
}
