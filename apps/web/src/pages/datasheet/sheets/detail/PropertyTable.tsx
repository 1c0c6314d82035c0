/** The sheet's properties, in group bands by root, in the chosen unit system. */
import type { CompareSheet, LocalName } from '@console/contract';
import { Empty, Table, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useLocaleStore } from '../../../../stores/locale.ts';
import { useUnitSystemStore } from '../../../../stores/unitSystem.ts';
import type { LibraryIndex } from '../libraries.ts';
import { useSheetT } from '../strings.ts';
import { type DetailRow, detailRows } from './propertyRows.ts';

type Line = (DetailRow & { band?: undefined }) | { key: string; band: LocalName | null; count: number };

export function PropertyTable({ sheet, index }: { sheet: CompareSheet; index: LibraryIndex }) {
  const t = useSheetT();
  const locale = useLocaleStore((s) => s.locale);
  const system = useUnitSystemStore((s) => s.system);
  const rows = useMemo(() => detailRows(sheet, index, system, locale), [sheet, index, system, locale]);

  const lines = useMemo(() => {
    const out: Line[] = [];
    rows.forEach((row, i) => {
      if (i === 0 || rows[i - 1]?.rootId !== row.rootId) {
        const count = rows.filter((r) => r.rootId === row.rootId).length;
        out.push({ key: `band:${row.rootId ?? 'none'}`, band: row.root, count });
      }
      out.push(row);
    });
    return out;
  }, [rows]);

  const isBand = (line: Line): line is Extract<Line, { count: number }> => 'count' in line;
  const span = (first: boolean) => (line: Line) => (isBand(line) ? { colSpan: first ? 6 : 0 } : {});

  return (
    <Table<Line>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={lines}
      data-testid="property-table"
      rowClassName={(line) => (isBand(line) ? 'ds-detail__band' : 'ds-detail__row')}
      locale={{ emptyText: <Empty description={t('propertiesEmpty')} /> }}
      columns={[
        {
          key: 'header',
          title: t('colHeader'),
          width: '24%',
          onCell: span(true),
          render: (_, line) =>
            isBand(line) ? (
              <span data-testid="property-band">
                {line.band?.[locale] ?? t('noRoot')} · {t('rowsCount', { n: line.count })}
              </span>
            ) : (
              line.header
            ),
        },
        {
          key: 'standard',
          title: t('colStandard'),
          width: '14%',
          onCell: span(false),
          render: (_, l) => (isBand(l) ? null : l.standard),
        },
        {
          key: 'condition',
          title: t('colCondition'),
          onCell: span(false),
          render: (_, l) => (isBand(l) ? null : l.condition),
        },
        {
          key: 'state',
          title: t('colState'),
          width: 90,
          onCell: span(false),
          render: (_, l) => (isBand(l) ? null : l.state),
        },
        {
          key: 'value',
          title: t('colValue'),
          width: '16%',
          align: 'right',
          onCell: span(false),
          render: (_, l) => {
            if (isBand(l)) return null;
            const value = <span data-testid="property-value">{l.value}</span>;
            return l.entered ? <Tooltip title={t('storedAs', { value: l.entered })}>{value}</Tooltip> : value;
          },
        },
        {
          key: 'unit',
          title: t('colMetric'),
          width: 110,
          onCell: span(false),
          render: (_, l) => (isBand(l) ? null : <span data-testid="property-unit">{l.unit}</span>),
        },
      ]}
    />
  );
}
