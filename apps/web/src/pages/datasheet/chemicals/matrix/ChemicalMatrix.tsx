/**
 * The resistance chart: chemicals down (grouped by class), polymer families and chosen sheets across, each
 * cell the grades that hold there — its own in full colour, inherited ones dashed with their family named on
 * hover. This is the view engineers read a resistance table in; the generic list cannot cross two axes.
 */
import {
  type ChemicalMatrix as Matrix,
  type MatrixColumn,
  type MatrixItem,
  matrixCellKey,
} from '@console/contract';
import { Alert, Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { TableScrollbar } from '../../../../resources/list/TableScrollbar.tsx';
import { useLocaleStore } from '../../../../stores/locale.ts';
import { GradeTag } from '../GradeTag.tsx';
import { useChemicalT } from '../strings.ts';
import { type MatrixFilters, useMatrix } from './api.ts';
import { MatrixFilterBar } from './MatrixFilterBar.tsx';

const name = (locale: string, row: { name_zh: string; name_en: string }) =>
  locale === 'en' ? row.name_en || row.name_zh : row.name_zh;

function Legend({ data }: { data: Matrix }) {
  const t = useChemicalT();
  const locale = useLocaleStore((s) => s.locale);
  const used = new Set(Object.values(data.cells).flatMap((ratings) => ratings.map((r) => r.scale_id)));
  return (
    <Space wrap size="middle" className="chem-matrix__legend" data-testid="matrix-legend">
      <Typography.Text type="secondary">{t('legend')}</Typography.Text>
      {data.scales
        .filter((scale) => used.has(scale.id))
        .map((scale) => (
          <Space key={scale.id} size={4}>
            <Typography.Text strong>{name(locale, scale)}</Typography.Text>
            {scale.grades.map((grade) => (
              <span key={grade.symbol}>
                <GradeTag symbol={grade.symbol} scale={scale} />
                {locale === 'en' ? grade.meaning_en || grade.meaning_zh : grade.meaning_zh}
              </span>
            ))}
          </Space>
        ))}
      <Tag className="chem-grade chem-grade--inherited">{t('legendInherited')}</Tag>
    </Space>
  );
}

function columnTitle(column: MatrixColumn, locale: string) {
  if (column.kind === 'category') return <span data-testid="matrix-column">{name(locale, column)}</span>;
  const family = locale === 'en' ? column.category_en || column.category_zh : column.category_zh;
  return (
    <span data-testid="matrix-column" className="chem-matrix__sheet">
      <b>{column.name_zh}</b>
      <Typography.Text type="secondary" className="chem-matrix__sheet-sub">
        {column.dsno} · {family}
      </Typography.Text>
    </span>
  );
}

export function ChemicalMatrixView() {
  const t = useChemicalT();
  const locale = useLocaleStore((s) => s.locale);
  const [filters, setFilters] = useState<MatrixFilters>({});
  const tableBox = useRef<HTMLDivElement>(null);
  const matrix = useMatrix(filters);
  // The matrix scrolls both ways inside the table and its cells hold no control: its scrolling box takes the
  // focus itself, so the keyboard can scroll it (antd renders the box; it is reached after each render).
  useEffect(() => {
    for (const box of tableBox.current?.querySelectorAll<HTMLElement>(
      '.ant-table-body, .ant-table-content',
    ) ?? [])
      if (!box.hasAttribute('tabindex')) box.tabIndex = 0;
  });
  const data = matrix.data;
  const scales = useMemo(() => new Map((data?.scales ?? []).map((s) => [s.id, s])), [data]);
  const grades = useMemo(
    () => [...new Set((data?.scales ?? []).flatMap((s) => s.grades.map((g) => g.symbol)))],
    [data],
  );

  const columns = useMemo((): ColumnsType<MatrixItem> => {
    if (!data) return [];
    const classSpan = (index: number) => {
      const items = data.items;
      const item = items[index];
      if (!item) return 1;
      if (index > 0 && items[index - 1]?.class_id === item.class_id) return 0;
      let span = 1;
      while (items[index + span]?.class_id === item.class_id) span++;
      return span;
    };
    return [
      {
        key: 'class',
        title: t('filterClass'),
        width: 90,
        fixed: 'left',
        onCell: (_, index) => ({ rowSpan: classSpan(index ?? 0) }),
        render: (_, item) => (locale === 'en' ? item.class_en || item.class_zh : item.class_zh),
      },
      {
        key: 'item',
        title: t('chemical'),
        width: 170,
        fixed: 'left',
        render: (_, item) => (
          <div data-testid="matrix-item">
            <div>{name(locale, item)}</div>
            {item.cas ? (
              <Typography.Text type="secondary" className="chem-matrix__cas">
                CAS {item.cas}
              </Typography.Text>
            ) : null}
          </div>
        ),
      },
      ...data.columns.map((column) => ({
        key: column.key,
        title: columnTitle(column, locale),
        width: 150,
        render: (_: unknown, item: MatrixItem) => {
          const ratings = data.cells[matrixCellKey(item.id, column.key)] ?? [];
          return (
            // A plain box, not Space: an empty cell must still be there to say "not rated".
            <div
              className="chem-matrix__cell"
              data-testid="matrix-cell"
              data-cell={`${item.name_zh}|${column.name_zh}`}
            >
              {ratings.map((rating) => (
                <GradeTag
                  key={rating.condition}
                  symbol={rating.grade}
                  scale={scales.get(rating.scale_id)}
                  rating={rating}
                  showCondition={ratings.length > 1}
                />
              ))}
            </div>
          );
        },
      })),
    ];
  }, [data, locale, t, scales]);

  return (
    <div className="chem-matrix" data-testid="chemical-matrix">
      <Card size="small">
        <MatrixFilterBar
          applied={filters}
          conditions={data?.conditions ?? []}
          grades={grades}
          onApply={setFilters}
        />
      </Card>
      {matrix.isError && !data ? (
        <Alert
          type="error"
          showIcon
          title={t('loadError')}
          action={<Button onClick={() => void matrix.refetch()}>{t('retry')}</Button>}
        />
      ) : null}
      {data?.truncated ? (
        <Alert type="warning" showIcon title={t('truncated', { items: 300, columns: 40 })} />
      ) : null}
      <Card size="small">
        {data ? <Legend data={data} /> : null}
        <div ref={tableBox}>
          <Table<MatrixItem>
            rowKey="id"
            size="small"
            bordered
            pagination={false}
            loading={matrix.isFetching}
            columns={columns}
            dataSource={data?.items ?? []}
            scroll={{ x: 260 + (data?.columns.length ?? 0) * 150, y: 'calc(100vh - 420px)' }}
            locale={{ emptyText: <Empty description={t('empty')} /> }}
            data-testid="matrix-table"
          />
          {/* Many polymers run past the card: a bar drawn on every system, as the lists have. */}
          <TableScrollbar box={tableBox} />
        </div>
      </Card>
    </div>
  );
}
