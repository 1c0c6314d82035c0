/**
 * `smart/unit`: which units the parametric search offers per quantity, and the default system a new
 * condition starts in. Only the choice is stored; the units, their quantities and systems are the metric
 * table's (shown here, edited under Metrics).
 */
import {
  preferredUnitCode,
  Quantity,
  quantitiesWithoutUnits,
  type SmartUnitChoice,
  type UnitSystem,
} from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Radio, Space, Switch, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { joinList } from '../../../i18n/index.ts';
import { useLocaleStore } from '../../../stores/locale.ts';
import { saveSmartUnits, smartOptionsKey, useSmartUnits } from './api.ts';
import { useSmartT } from './strings.ts';

const systemColour = { si: 'blue', imperial: 'orange', both: 'default' } as const;

export function UnitsPage() {
  const t = useSmartT();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const client = useQueryClient();
  const units = useSmartUnits();
  const [offered, setOffered] = useState<Record<number, boolean>>({});
  const [system, setSystem] = useState<UnitSystem | undefined>();
  const [saving, setSaving] = useState(false);
  const stored = units.data;
  const defaultSystem = system ?? stored?.default_system ?? 'si';
  const rows = useMemo(
    () =>
      (stored?.units ?? []).map((unit) => ({ ...unit, offered: offered[unit.metric_id] ?? unit.offered })),
    [stored, offered],
  );
  const changed = rows.filter((row, index) => row.offered !== stored?.units[index]?.offered);
  const dirty = changed.length > 0 || (system !== undefined && system !== stored?.default_system);
  const bare = quantitiesWithoutUnits(rows);
  const quantityName = (q: string) => (q in Quantity ? Quantity[q as Quantity][locale] : q);
  const firstOfQuantity = (index: number) =>
    index === 0 || rows[index - 1]?.quantity !== rows[index]?.quantity;
  const span = (index: number) => {
    if (!firstOfQuantity(index)) return 0;
    let n = 1;
    while (rows[index + n]?.quantity === rows[index]?.quantity) n += 1;
    return n;
  };

  const save = async () => {
    setSaving(true);
    try {
      await saveSmartUnits({
        default_system: defaultSystem,
        offered: changed.map((row) => ({ metric_id: row.metric_id, offered: row.offered })),
      });
      setOffered({});
      setSystem(undefined);
      await Promise.all([units.refetch(), client.invalidateQueries({ queryKey: smartOptionsKey })]);
      message.success(t('saved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={t('unitsTitle')}
      extra={
        <Space>
          <Button
            disabled={!dirty}
            onClick={() => {
              setOffered({});
              setSystem(undefined);
            }}
          >
            {t('reset')}
          </Button>
          <Button
            type="primary"
            disabled={!dirty || bare.length > 0}
            loading={saving}
            onClick={save}
            data-testid="units-save"
          >
            {t('save')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('unitsHint')} />
        <Space>
          <span>{t('defaultSystem')}</span>
          <Radio.Group
            optionType="button"
            value={defaultSystem}
            onChange={(e) => setSystem(e.target.value as UnitSystem)}
            options={[
              { value: 'si', label: t('si') },
              { value: 'imperial', label: t('imperial') },
            ]}
            data-testid="units-default-system"
          />
        </Space>
        {bare.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={t('noUnitLeft', { list: joinList(locale, bare.map(quantityName)) })}
          />
        )}
        <Table<SmartUnitChoice>
          rowKey="metric_id"
          size="small"
          loading={units.isFetching}
          dataSource={rows}
          pagination={false}
          columns={[
            {
              title: t('quantity'),
              dataIndex: 'quantity',
              width: 180,
              onCell: (_row, index = 0) => ({ rowSpan: span(index) }),
              render: (q: string) => quantityName(q),
            },
            {
              title: t('unit'),
              dataIndex: 'symbol',
              width: 140,
              render: (symbol: string, row) => (
                <Space>
                  {symbol}
                  {preferredUnitCode(row.quantity, defaultSystem) === row.code && (
                    <Tag color="green">{t('preferred')}</Tag>
                  )}
                </Space>
              ),
            },
            {
              title: t('name'),
              key: 'name',
              render: (_v, row) => (locale === 'zh' ? row.name_zh : row.name_en),
            },
            {
              title: t('system'),
              dataIndex: 'system',
              width: 100,
              render: (value: SmartUnitChoice['system']) => (
                <Tag color={systemColour[value]}>{value === 'both' ? '—' : t(value)}</Tag>
              ),
            },
            {
              title: t('offered'),
              dataIndex: 'offered',
              width: 120,
              render: (value: boolean, row) => (
                <Switch
                  size="small"
                  checked={value}
                  aria-label={`${t('offered')} ${row.symbol}`}
                  data-testid={`unit-offered-${row.code}`}
                  onChange={(next) => setOffered({ ...offered, [row.metric_id]: next })}
                />
              ),
            },
          ]}
        />
      </Space>
    </Card>
  );
}
