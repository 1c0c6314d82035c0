/**
 * /operation/tracking/list with a second tab: the sites reporting tracking events (`POST /api/tracking/events`
 * authenticates each by its key). An operator adds a site and is shown its key once (only its hash is kept),
 * sees each site's key prefix, rate and last use, and disables a site whose key leaked or is retired. The first
 * tab is the tracking points' own list, as the family declares it.
 */

import { resourceForRoute, TRACKING_KEY_HEADER, trackingEndpoints } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Spin,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { usePageRegistry } from '../../router/pageRegistry.tsx';
import { useLocaleStore } from '../../stores/locale.ts';
import { useAnalyticsT } from './strings.ts';

export const TRACKING_POINTS_ROUTE = '/operation/tracking/list';
const SITES_KEY = ['tracking-sites'];

export function TrackingPointsPage() {
  const t = useAnalyticsT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'sites' ? 'sites' : 'points';
  const def = resourceForRoute(TRACKING_POINTS_ROUTE);
  const List = usePageRegistry().resourcePages.list;
  return (
    <Tabs
      activeKey={tab}
      destroyOnHidden
      onChange={(key) => setParams(key === 'sites' ? { tab: 'sites' } : {})}
      items={[
        {
          key: 'points',
          label: t('trackingPoints'),
          children: def && (
            <Suspense fallback={<Spin />}>
              <List def={def} />
            </Suspense>
          ),
        },
        { key: 'sites', label: t('reportingSites'), children: <SitesPanel /> },
      ]}
    />
  );
}

function SitesPanel() {
  const t = useAnalyticsT();
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const client = useQueryClient();
  const sites = useQuery({
    queryKey: SITES_KEY,
    queryFn: ({ signal }) => call(trackingEndpoints.sites, {}, { signal }),
  });
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<{ name: string; key: string }>();
  const [form] = Form.useForm<{ name: string; rate_per_minute: number }>();
  const time = (value: string | null) => (value ? formatDateTime(value, locale) : '-');
  const reload = () => client.invalidateQueries({ queryKey: SITES_KEY });

  const add = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const answer = await call(trackingEndpoints.issueKey, values);
      setIssued({ name: values.name, key: answer.key });
      setAdding(false);
      form.resetFields();
      await reload();
    } finally {
      setBusy(false);
    }
  };
  const disable = async (id: number) => {
    await call(trackingEndpoints.revokeKey, { id });
    message.success(t('siteDisabled'));
    await reload();
  };

  return (
    <Card
      title={t('reportingSites')}
      extra={
        <Button type="primary" data-testid="site-add" onClick={() => setAdding(true)}>
          {t('addSite')}
        </Button>
      }
    >
      <Alert
        style={{ marginBottom: 12 }}
        type="info"
        showIcon
        title={t('sitesHelp', { header: TRACKING_KEY_HEADER })}
      />
      <Table
        data-testid="sites-table"
        size="small"
        rowKey="id"
        loading={sites.isLoading}
        dataSource={sites.data ?? []}
        pagination={false}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('siteName') },
          {
            key: 'key_prefix',
            dataIndex: 'key_prefix',
            title: t('keyPrefix'),
            render: (prefix: string) => <Typography.Text code>{prefix}…</Typography.Text>,
          },
          { key: 'rate', dataIndex: 'rate_per_minute', title: t('ratePerMinute'), align: 'right' },
          {
            key: 'enabled',
            dataIndex: 'enabled',
            title: t('siteState'),
            render: (enabled: boolean) =>
              enabled ? <Tag color="green">{t('siteEnabled')}</Tag> : <Tag>{t('siteOff')}</Tag>,
          },
          {
            key: 'last_used_at',
            dataIndex: 'last_used_at',
            title: t('lastUsed'),
            render: (value: string | null) => (value ? time(value) : t('neverUsed')),
          },
          { key: 'created_at', dataIndex: 'created_at', title: t('createdAt'), render: time },
          {
            key: 'actions',
            title: t('actions'),
            render: (_: unknown, row: { id: number; enabled: boolean }) =>
              row.enabled && (
                <Popconfirm title={t('disableSiteConfirm')} onConfirm={() => disable(row.id)}>
                  <Button size="small" danger type="link" data-testid="site-disable">
                    {t('disableSite')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <Modal
        title={t('addSite')}
        open={adding}
        confirmLoading={busy}
        onOk={() => void add().catch(() => undefined)}
        onCancel={() => setAdding(false)}
      >
        <Form form={form} layout="vertical" initialValues={{ rate_per_minute: 6000 }}>
          <Form.Item name="name" label={t('siteName')} rules={[{ required: true, max: 64 }]}>
            <Input data-testid="site-name" placeholder={t('siteNameHint')} />
          </Form.Item>
          <Form.Item name="rate_per_minute" label={t('ratePerMinute')} rules={[{ required: true }]}>
            <InputNumber min={1} max={600000} style={{ width: 200 }} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title={t('keyIssued', { name: issued?.name ?? '' })}
        open={issued !== undefined}
        // The key is shown only here: a stray click beside the dialog must not lose it.
        maskClosable={false}
        onOk={() => setIssued(undefined)}
        onCancel={() => setIssued(undefined)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert type="warning" showIcon title={t('keyShownOnce')} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable code data-testid="site-key">
          {issued?.key}
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}
