/**
 * /saas/enter: choose a SaaS enterprise and see its workspace at a glance — seats used against seats, its users,
 * proposals, supply offers and payments — with links into each list filtered to it. The enterprise is in the
 * URL (`?enterprise_id=`), so the view can be shared and survives a reload.
 */
import {
  demandEndpoints,
  detailUrl,
  saasEnterpriseResource,
  saasEnterpriseStatusOptions,
  saasPlanOptions,
} from '@console/contract';
import {
  Card,
  Col,
  Descriptions,
  Empty,
  Progress,
  Row,
  Skeleton,
  Space,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { familyKey } from '../../resources/api.ts';
import { ReferenceSelect } from '../../resources/ReferenceSelect.tsx';
import { useLocaleStore } from '../../stores/locale.ts';
import { useDemandT } from './strings.ts';

export function SaasEnterPage() {
  const t = useDemandT();
  const locale = useLocaleStore((s) => s.locale);
  const [search, setSearch] = useSearchParams();
  const enterpriseId = Number(search.get('enterprise_id')) || undefined;
  const summary = useQuery({
    // Under the family's key: any change to an enterprise made elsewhere in the console refreshes it.
    queryKey: [...familyKey(saasEnterpriseResource), 'workspace', enterpriseId],
    queryFn: ({ signal }) =>
      call(demandEndpoints.saasWorkspace, { enterprise_id: enterpriseId as number }, { signal }),
    enabled: enterpriseId !== undefined,
  });
  const data = summary.data;
  const option = (
    options: readonly { value: unknown; label: { zh: string; en: string }; color?: string }[],
    v: unknown,
  ) => options.find((o) => o.value === v);
  const plan = data && option(saasPlanOptions, data.enterprise.plan);
  const status = data && option(saasEnterpriseStatusOptions, data.enterprise.status);
  const seats = data?.enterprise.seats ?? 0;
  const list = (route: string) => `${route}?enterprise_id=${enterpriseId}`;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="saas-enter-page">
      <Card title={t('enterTitle')}>
        <Typography.Paragraph type="secondary">{t('enterIntro')}</Typography.Paragraph>
        <ReferenceSelect
          target={saasEnterpriseResource.key}
          value={enterpriseId ?? null}
          onChange={(value) => {
            const next = new URLSearchParams(search);
            if (typeof value === 'number') next.set('enterprise_id', String(value));
            else next.delete('enterprise_id');
            setSearch(next, { replace: true });
          }}
          placeholder={t('enterprisePlaceholder')}
          aria-label={t('enterprisePlaceholder')}
          style={{ width: 360 }}
          data-testid="saas-enter-select"
        />
      </Card>
      {!enterpriseId && (
        <Card>
          <Empty description={t('enterIntro')} />
        </Card>
      )}
      {enterpriseId && !data && <Skeleton active />}
      {data && (
        <>
          <Card
            title={data.enterprise.name}
            extra={
              <Link to={detailUrl(saasEnterpriseResource, data.enterprise.id) ?? '#'}>{t('openDetail')}</Link>
            }
          >
            <Descriptions size="small" column={4}>
              <Descriptions.Item label={t('plan')}>
                {plan && <Tag color={plan.color}>{plan.label[locale]}</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label={t('validUntil')}>
                {data.enterprise.valid_until ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('contact')}>
                {[data.enterprise.contact_name, data.enterprise.contact_phone].filter(Boolean).join(' · ') ||
                  '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('status')}>
                {status && <Tag color={status.color}>{status.label[locale]}</Tag>}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12} xl={6}>
              <Card data-testid="workspace-seats">
                <Statistic title={t('seats')} value={data.users.active} suffix={`/ ${seats}`} />
                <Progress
                  percent={seats > 0 ? Math.round((data.users.active / seats) * 100) : 0}
                  size="small"
                />
                <Typography.Text type="secondary">
                  {t('usersLine', {
                    total: data.users.total,
                    active: data.users.active,
                    super: data.users.super_active,
                  })}
                </Typography.Text>
                <div>
                  <Link to={list('/saas/user')}>{t('viewUsers')}</Link>
                </div>
              </Card>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Card data-testid="workspace-proposals">
                <Statistic title={t('proposals')} value={data.proposals.total} />
                <Typography.Text type="secondary">
                  {t('waiting', { n: data.proposals.waiting })}
                </Typography.Text>
                <div>
                  <Link to={`/saas/proposal?saas_enterprise_id=${enterpriseId}`}>{t('viewProposals')}</Link>
                </div>
              </Card>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Card data-testid="workspace-supplies">
                <Statistic title={t('supplies')} value={data.supplies.total} />
                <Typography.Text type="secondary">
                  {t('waiting', { n: data.supplies.waiting })} ·{' '}
                  {t('approved', { n: data.supplies.approved })}
                </Typography.Text>
                <div>
                  <Link to={list('/saas/supply_check')}>{t('viewSupplies')}</Link>
                </div>
              </Card>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Card data-testid="workspace-payments" title={t('payments')} size="small">
                {data.payments.length === 0 ? (
                  <Typography.Text type="secondary">{t('noPayments')}</Typography.Text>
                ) : (
                  data.payments.map((p) => (
                    <div key={p.currency}>
                      {t('paymentLine', {
                        currency: p.currency,
                        total: p.total.toLocaleString('en-US', { maximumFractionDigits: 2 }),
                        count: p.count,
                      })}
                    </div>
                  ))
                )}
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Space>
  );
}
