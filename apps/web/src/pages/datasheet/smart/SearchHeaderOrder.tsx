/**
 * The panel above the presets (`smart/option`): the smart header entries in the order the advanced search
 * offers them, moved up or down (saved at once, every entry renumbered in one call) and switched on or off.
 * The entries stay the one place that order and switch are kept.
 */
import {
  datasheetEndpoints,
  headerSmartResource,
  type ListRowOf,
  searchWidgetOptions,
} from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../../api/call.ts';
import { enableRows, familyKey, useResourceList } from '../../../resources/api.ts';
import { useLocaleStore } from '../../../stores/locale.ts';
import { smartOptionsKey } from './api.ts';
import { useSmartT } from './strings.ts';

export function SearchHeaderOrder() {
  const t = useSmartT();
  const locale = useLocaleStore((s) => s.locale);
  const client = useQueryClient();
  const list = useResourceList(headerSmartResource, { size: 100, sort: 'sort' });
  const [busy, setBusy] = useState(false);
  const rows = list.data?.list ?? [];
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: familyKey(headerSmartResource) }),
      client.invalidateQueries({ queryKey: smartOptionsKey }),
    ]);
  const move = async (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    setBusy(true);
    try {
      await call(datasheetEndpoints.smartOrder, { ids });
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  const widget = (value: unknown) => searchWidgetOptions.find((o) => o.value === value)?.label[locale] ?? '';

  return (
    <Card
      size="small"
      title={t('headersTitle')}
      extra={<Link to={headerSmartResource.route}>{t('manageEntries')}</Link>}
      style={{ marginBottom: 12 }}
      data-testid="search-header-order"
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('headersHint')}
      </Typography.Paragraph>
      <Table<ListRowOf<typeof headerSmartResource>>
        rowKey="id"
        size="small"
        loading={list.isFetching || busy}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 320 }}
        columns={[
          { title: '#', key: 'n', width: 50, render: (_v, _row, index) => index + 1 },
          {
            title: t('label'),
            key: 'label',
            render: (_v, row) => (locale === 'zh' ? row.name_zh : row.name_en || row.name_zh),
          },
          { title: t('widget'), key: 'widget', width: 120, render: (_v, row) => widget(row.widget) },
          {
            title: t('enabled'),
            key: 'enabled',
            width: 90,
            render: (_v, row) => (
              <Switch
                size="small"
                checked={row.enabled}
                aria-label={`${t('enabled')} ${locale === 'zh' ? row.name_zh : row.name_en || row.name_zh}`}
                onChange={async (next) => {
                  await enableRows(headerSmartResource, [row.id], next);
                  await refresh();
                }}
              />
            ),
          },
          {
            title: '',
            key: 'move',
            width: 150,
            render: (_v, _row, index) => (
              <Space size={4}>
                <Button size="small" disabled={index === 0 || busy} onClick={() => move(index, -1)}>
                  {t('moveUp')}
                </Button>
                <Button
                  size="small"
                  disabled={index === rows.length - 1 || busy}
                  onClick={() => move(index, 1)}
                  data-testid={`header-order-down-${index}`}
                >
                  {t('moveDown')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
