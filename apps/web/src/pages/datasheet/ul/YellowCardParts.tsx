/**
 * The yellow card list's own parts: its rating rows as flame-class tags (thinnest first per colour), the
 * "class at ≤ thickness" finder that writes the card's thinnest-thickness filter into the URL, and the sheets
 * of the card's grade below its details.
 */
import {
  cardOrder,
  DatasheetStatus,
  datasheetResource,
  datasheetStatusOptions,
  FLAME_CLASSES,
  type FlameClass,
  flameClassOptions,
  type ListRowOf,
  RANGE_FROM_SUFFIX,
  RANGE_TO_SUFFIX,
  type RatingRow,
  type RowOf,
  thinnestColumn,
  type yellowCardResource,
} from '@console/contract';
import { Alert, Button, Card, InputNumber, Select, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '../../../api/queries.ts';
import { fetchList } from '../../../resources/api.ts';
import { Placeholder } from '../../../shell/Placeholder.tsx';
import { useLocaleStore } from '../../../stores/locale.ts';
import { sheetDetailPath } from '../sheets/routes.ts';
import { useUlT } from './strings.ts';

const colourOf = (cls: string) => flameClassOptions.find((o) => o.value === cls)?.color ?? 'default';

export function FlameClassTag({ value, suffix }: { value: unknown; suffix?: string }) {
  const text = typeof value === 'string' ? value : '';
  return (
    <Placeholder value={text || null}>
      <Tag color={colourOf(text)} data-testid="flame-class">
        {text}
        {suffix}
      </Tag>
    </Placeholder>
  );
}

/**
 * A card's rows in a list cell: each class it states with the thinnest thickness stated for it, strictest
 * first ("V-0 0.75 · HB 0.4"); the tooltip gives the rows in card order.
 */
export function RatingTags({ rows }: { rows: unknown }) {
  const list = cardOrder(Array.isArray(rows) ? (rows as RatingRow[]) : []);
  if (list.length === 0) return <Placeholder value={null} />;
  const label = (row: RatingRow) => `${row.colour} ${row.min_thickness} mm ${row.flame_class}`;
  const classes = [...FLAME_CLASSES].reverse().flatMap((cls) => {
    const stated = list.filter((row) => row.flame_class === cls).map((row) => row.min_thickness);
    return stated.length === 0 ? [] : [{ cls, mm: Math.min(...stated) }];
  });
  return (
    <Tooltip title={list.map(label).join(' · ')}>
      <Space size={[2, 2]} wrap data-testid="yc-ratings">
        {classes.map(({ cls, mm }) => (
          <FlameClassTag key={cls} value={cls} suffix={` ${mm}`} />
        ))}
      </Space>
    </Tooltip>
  );
}

const thinnestParams = FLAME_CLASSES.flatMap((cls) => [
  thinnestColumn(cls) + RANGE_FROM_SUFFIX,
  thinnestColumn(cls) + RANGE_TO_SUFFIX,
]);

/** The class and thickness the URL's thinnest-thickness filter asks for, if it asks for one. */
function activeFinder(params: URLSearchParams): { cls: FlameClass; mm: number } | undefined {
  for (const cls of FLAME_CLASSES) {
    const raw = params.get(thinnestColumn(cls) + RANGE_TO_SUFFIX);
    if (raw && Number.isFinite(Number(raw))) return { cls, mm: Number(raw) };
  }
  return undefined;
}

/** "V-0 at ≤ 1.5 mm": one range filter on the card's thinnest V-0 thickness, kept in the URL like the others. */
export function FlameFinder() {
  const t = useUlT();
  const [params, setParams] = useSearchParams();
  const active = activeFinder(params);
  const [cls, setCls] = useState<FlameClass>(active?.cls ?? 'V-0');
  const [mm, setMm] = useState<number | null>(active?.mm ?? 1.5);
  const apply = (next: { cls: FlameClass; mm: number } | undefined) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const name of thinnestParams) out.delete(name);
      out.delete('page');
      if (next) out.set(thinnestColumn(next.cls) + RANGE_TO_SUFFIX, String(next.mm));
      return out;
    });
  return (
    <Space size={4} data-testid="yc-finder">
      <Tooltip title={t('finderHint')}>
        <Select<FlameClass>
          value={cls}
          onChange={setCls}
          style={{ width: 88 }}
          aria-label={t('finderClass')}
          options={FLAME_CLASSES.map((value) => ({ value, label: value }))}
          data-testid="yc-finder-class"
        />
      </Tooltip>
      <InputNumber<number>
        value={mm}
        onChange={setMm}
        min={0.01}
        step={0.1}
        prefix={t('finderAt')}
        suffix="mm"
        style={{ width: 150 }}
        aria-label={`${t('finderAt')} (mm)`}
        data-testid="yc-finder-mm"
      />
      <Button
        type={active ? 'primary' : 'default'}
        disabled={mm === null}
        onClick={() => mm !== null && apply({ cls, mm })}
        data-testid="yc-finder-apply"
      >
        {active ? t('finderActive', { cls: active.cls, mm: active.mm }) : t('finderFind')}
      </Button>
      {active && (
        <Button type="link" onClick={() => apply(undefined)} data-testid="yc-finder-clear">
          {t('finderClear')}
        </Button>
      )}
    </Space>
  );
}

const sameGrade = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The sheets a card covers: same company, same grade (the list's grade filter matches a part, so the page is
 * narrowed to the exact grade here).
 */
export function GradeSheets({ card }: { card: RowOf<typeof yellowCardResource> }) {
  const t = useUlT();
  const locale = useLocaleStore((s) => s.locale);
  const query = { company_id: card.company_id, grade: card.grade, size: 100 };
  const sheets = useQuery({
    queryKey: ['resource', datasheetResource.key, 'list', query],
    queryFn: ({ signal }) => fetchList(datasheetResource, query, signal),
  });
  const rows = (sheets.data?.list ?? []).filter((row) => sameGrade(row.grade, card.grade));
  const status = (value: unknown) => datasheetStatusOptions.find((o) => o.value === value);
  return (
    <Card size="small" title={t('gradeSheets')} data-testid="yc-grade-sheets">
      {sheets.isError ? (
        <Alert type="error" showIcon title={t('gradeSheetsFailed')} />
      ) : (
        <Table<ListRowOf<typeof datasheetResource>>
          size="small"
          rowKey="id"
          pagination={false}
          loading={sheets.isPending}
          dataSource={rows}
          locale={{ emptyText: t('gradeSheetsEmpty') }}
          columns={[
            {
              key: 'dsno',
              title: t('dsno'),
              width: 130,
              render: (_, row) => (
                <Link to={sheetDetailPath(row.id)} data-testid="yc-sheet-link">
                  {row.dsno}
                </Link>
              ),
            },
            { key: 'grade', title: t('grade'), render: (_, row) => row.grade },
            {
              key: 'ul94',
              title: t('ul94'),
              width: 90,
              render: (_, row) => <FlameClassTag value={row.ul94} />,
            },
            {
              key: 'status',
              title: t('status'),
              width: 100,
              render: (_, row) => {
                const option = status(row.status ?? DatasheetStatus.pending);
                return option && <Tag color={option.color}>{option.label[locale]}</Tag>;
              },
            },
          ]}
        />
      )}
    </Card>
  );
}
