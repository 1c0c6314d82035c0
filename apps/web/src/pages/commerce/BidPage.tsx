/**
 * /price/bid: one purchase requirement's quotes side by side, converted to one currency and to the
 * requirement's unit at the operator's rates (typed here, else the setting's), cheapest first, the best valid
 * one marked and each compared with the target price; a quote is accepted from here. The requirement is in
 * the URL, so a comparison can be shared and comes back on reload.
 */
import {
  type ComparedQuote,
  type Currency,
  currencyOptions,
  priceQuoteResource,
  purchaseRequirementResource,
  QuoteStatus,
  quantityUnitOptions,
} from '@console/contract';
import { App, Button, Card, Empty, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { runTransition, useFamilyMutation } from '../../resources/api.ts';
import { ArmedPopconfirm } from '../../resources/list/armed.tsx';
import { RowLink } from '../../resources/list/RowLink.tsx';
import { ReferenceSelect } from '../../resources/ReferenceSelect.tsx';
import { useLocaleStore } from '../../stores/locale.ts';
import { useBid } from './api.ts';
import { quoteAddPath } from './routes.ts';
import { useCommerceT } from './strings.ts';
import './commerce.css';

const money = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
const statusField = priceQuoteResource.fields.find((field) => field.name === 'status');

export function BidPage() {
  const t = useCommerceT();
  const locale = useLocaleStore((s) => s.locale);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const requirementId = Number(search.get('requirement_id')) || undefined;
  // The currency and rates are this comparison's working choices, not part of its address: each change of
  // the query would open another console tab.
  const [currency, setCurrency] = useState<Currency>();
  const [rates, setRates] = useState('');
  const [ratesInput, setRatesInput] = useState('');
  const bid = useBid(requirementId ? { requirementId, currency, rates } : undefined);
  const data = bid.data;

  const unitLabel = (unit: string) =>
    quantityUnitOptions.find((option) => option.value === unit)?.label[locale] ?? unit;
  const statusLabel = (value: number) =>
    statusField?.kind === 'enum' ? statusField.options.find((o) => o.value === value) : undefined;

  // Accepting a quote awards its requirement too: both families refresh, and the change history with them.
  const acceptQuote = useFamilyMutation(
    priceQuoteResource,
    (quote: ComparedQuote) => runTransition(priceQuoteResource, 'accept', [quote.id]),
    [purchaseRequirementResource],
  );
  const accept = async (quote: ComparedQuote) => {
    await acceptQuote.mutateAsync(quote);
    message.success(t('accepted'));
  };

  const requirement = data?.requirement;
  return (
    <Card title={t('bidTitle')} data-testid="bid-page">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap align="end">
          <div className="bid-field">
            <Typography.Text type="secondary">{t('requirement')}</Typography.Text>
            <ReferenceSelect
              target={purchaseRequirementResource.key}
              value={requirementId ?? null}
              onChange={(value) => setSearch(value ? { requirement_id: String(value) } : {})}
              style={{ width: 320 }}
              aria-label={t('requirement')}
              data-testid="bid-requirement"
            />
          </div>
          <div className="bid-field">
            <Typography.Text type="secondary">{t('currency')}</Typography.Text>
            <Select
              style={{ width: 160 }}
              value={currency ?? requirement?.currency}
              options={currencyOptions.map((option) => ({
                value: option.value,
                label: option.label[locale],
              }))}
              onChange={(value) => setCurrency(value as Currency)}
              aria-label={t('currency')}
              data-testid="bid-currency"
            />
          </div>
          <div className="bid-field">
            <Typography.Text type="secondary">{t('rates')}</Typography.Text>
            <Space.Compact>
              <Input
                style={{ width: 320 }}
                value={ratesInput}
                placeholder="USD=7.12; EUR=7.70; JPY=0.047"
                aria-label={t('rates')}
                onChange={(event) => setRatesInput(event.target.value)}
                onPressEnter={() => setRates(ratesInput.trim())}
                data-testid="bid-rates"
              />
              <Button type="primary" onClick={() => setRates(ratesInput.trim())} data-testid="bid-compare">
                {t('compare')}
              </Button>
            </Space.Compact>
          </div>
        </Space>
        <Typography.Text type="secondary">{t('ratesHint')}</Typography.Text>
        {!requirementId && <Empty description={t('pickRequirement')} />}
        {requirementId && requirement && data && (
          <>
            <Space wrap>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {requirement.title}
              </Typography.Title>
              <Typography.Text>
                {requirement.target_price === null
                  ? t('noTarget', { quantity: requirement.quantity, unit: unitLabel(requirement.unit) })
                  : t('target', {
                      price: money(requirement.target_price),
                      currency: requirement.currency,
                      unit: unitLabel(requirement.unit),
                      quantity: requirement.quantity,
                    })}
              </Typography.Text>
              <Tag color={data.ratesFrom === 'none' ? 'warning' : 'default'} data-testid="bid-rates-from">
                {data.ratesFrom === 'setting'
                  ? t('ratesFromSetting')
                  : data.ratesFrom === 'request'
                    ? t('ratesFromRequest')
                    : t('ratesNone')}
              </Tag>
              <Button onClick={() => navigate(quoteAddPath, { state: { requirementId } })}>
                {t('addQuote')}
              </Button>
            </Space>
            <Table<ComparedQuote>
              rowKey="id"
              size="middle"
              data-testid="bid-table"
              loading={bid.isFetching}
              dataSource={data.quotes}
              pagination={false}
              locale={{ emptyText: <Empty description={t('noQuotes')} /> }}
              rowClassName={(quote) => (quote.id === data.best ? 'bid-best' : '')}
              onRow={(quote) => ({ 'data-supplier': quote.supplier }) as React.HTMLAttributes<HTMLElement>}
              columns={[
                {
                  title: t('supplier'),
                  dataIndex: 'supplier',
                  width: 260,
                  render: (supplier: string, quote) => (
                    <Space>
                      <span>{supplier}</span>
                      {quote.id === data.best && (
                        <Tag color="green" data-testid="bid-best">
                          {t('best')}
                        </Tag>
                      )}
                    </Space>
                  ),
                },
                { title: t('grade'), dataIndex: 'grade', width: 130 },
                {
                  title: t('quoted'),
                  key: 'quoted',
                  width: 170,
                  render: (_, quote) => `${money(quote.price)} ${quote.currency}/${unitLabel(quote.unit)}`,
                },
                {
                  title: t('converted', { currency: data.currency, unit: unitLabel(requirement.unit) }),
                  dataIndex: 'converted',
                  width: 190,
                  render: (converted: number | null) =>
                    converted === null ? (
                      <Tag color="warning">{t('noRate')}</Tag>
                    ) : (
                      <strong data-testid="bid-converted">{money(converted)}</strong>
                    ),
                },
                {
                  title: t('vsTarget'),
                  dataIndex: 'vsTarget',
                  width: 110,
                  render: (ratio: number | null) =>
                    ratio === null ? (
                      '—'
                    ) : (
                      <Typography.Text type={ratio <= 1 ? 'success' : 'danger'}>
                        {`${ratio <= 1 ? '' : '+'}${((ratio - 1) * 100).toFixed(1)}%`}
                      </Typography.Text>
                    ),
                },
                { title: t('incoterm'), dataIndex: 'incoterm', width: 90 },
                {
                  title: t('delivery'),
                  dataIndex: 'delivery_days',
                  width: 90,
                  render: (days: number | null) => (days === null ? '—' : t('days', { n: days })),
                },
                {
                  title: t('validUntil'),
                  dataIndex: 'valid_until',
                  width: 130,
                  render: (date: string | null, quote) => (
                    <Space size={4}>
                      <span>{date ?? '—'}</span>
                      {quote.expired && <Tag color="default">{t('expired')}</Tag>}
                    </Space>
                  ),
                },
                {
                  title: t('status'),
                  dataIndex: 'status',
                  width: 150,
                  render: (status: number, quote) => {
                    const option = statusLabel(status);
                    return (
                      <Space size={4}>
                        <Tag color={option?.color}>{option?.label[locale]}</Tag>
                        {status === QuoteStatus.submitted && !quote.expired && (
                          <ArmedPopconfirm title={t('acceptConfirm')} onConfirm={() => accept(quote)}>
                            <RowLink data-testid="bid-accept">{t('accept')}</RowLink>
                          </ArmedPopconfirm>
                        )}
                      </Space>
                    );
                  },
                },
              ]}
            />
          </>
        )}
      </Space>
    </Card>
  );
}
