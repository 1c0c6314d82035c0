/** The datasheet list's own cells: DSNO as a link, maker and mark, category path, fillers, features, UL94. */
import type { datasheetResource, ListRowOf } from '@console/contract';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { useTreeIndex } from '../../../../resources/TreeSelectControl.tsx';
import { Placeholder } from '../../../../shell/Placeholder.tsx';
import { useLocaleStore } from '../../../../stores/locale.ts';
import { sheetDetailPath } from '../routes.ts';
import { type FillerRow, fillerLabel, useFillerNames } from './fillers.ts';

type SheetRow = ListRowOf<typeof datasheetResource>;

const labelOf = (row: SheetRow, name: 'company_id' | 'trademark_id'): string | undefined => {
  const label = row.$labels?.[name];
  return typeof label === 'string' && label !== '' ? label : undefined;
};

export function DsnoLink({ row }: { row: SheetRow }) {
  return (
    <Link to={sheetDetailPath(row.id)} data-testid="sheet-dsno" className="ds-dsno">
      {row.dsno}
    </Link>
  );
}

export function CompanyCell({ row }: { row: SheetRow }) {
  const company = labelOf(row, 'company_id');
  const mark = labelOf(row, 'trademark_id');
  return (
    <Placeholder value={company ?? mark ?? null}>
      <div className="ds-company">
        <span className="cell-ellipsis" title={company}>
          {company}
        </span>
        {mark && <span className="cell-ellipsis ds-company__mark">{mark}®</span>}
      </div>
    </Placeholder>
  );
}

/** "工程塑料 / 聚酰胺 PA / PA66" from the category tree (one shared read of `GET …/tree`). */
export function CategoryPath({ id }: { id: number | null }) {
  const { index } = useTreeIndex('category');
  if (id === null) return <Placeholder value={null} />;
  const labels = index.labelsOf.get(id);
  const text = labels?.join(' / ') ?? `#${id}`;
  return (
    <span className="cell-ellipsis" title={text} data-testid="sheet-category">
      {text}
    </span>
  );
}

export function FillerTags({ rows }: { rows: readonly FillerRow[] }) {
  const locale = useLocaleStore((s) => s.locale);
  const names = useFillerNames();
  return (
    <Placeholder value={rows.length ? rows : null}>
      {rows.map((row) => (
        <Tag key={`${row.filler_id}:${row.percent ?? ''}`} color="blue" data-testid="sheet-filler">
          {fillerLabel(row, names.data, locale)}
        </Tag>
      ))}
    </Placeholder>
  );
}

export function FeatureTags({ row }: { row: SheetRow }) {
  const labels = row.$labels?.features;
  const list = Array.isArray(labels) ? labels.filter(Boolean) : [];
  return (
    <Placeholder value={list.length ? list : null}>
      {list.map((label) => (
        <Tag key={label} color="cyan">
          {label}
        </Tag>
      ))}
    </Placeholder>
  );
}

/** UL94 classes from best to worst in colours people read at a glance. */
const UL94_COLOURS: Record<string, string> = {
  '5VA': 'green',
  '5VB': 'green',
  'V-0': 'green',
  'V-1': 'lime',
  'V-2': 'gold',
  HB: 'default',
};

export function Ul94Tag({ value }: { value: string }) {
  const text = value.trim();
  return (
    <Placeholder value={text || null}>
      <Tag color={UL94_COLOURS[text.toUpperCase()] ?? 'default'} data-testid="sheet-ul94">
        {text}
      </Tag>
    </Placeholder>
  );
}
