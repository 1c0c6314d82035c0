/**
 * The property grid of a datasheet, made to be typed into from the keyboard (see keyModel.ts): rows in
 * group bands by header root (roots in order, headers by their sort), problems marked live.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { Locale } from '@console/contract';
import { Button, Tag } from 'antd';
import {
  type Dispatch,
  forwardRef,
  type KeyboardEvent,
  type SetStateAction,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { LibraryIndex } from '../libraries.ts';
import type { SheetT } from '../strings.ts';
import { GridRowView } from './GridRowView.tsx';
import {
  type BandId,
  bandOf,
  type CellName,
  type CellProblem,
  cellsOf,
  emptyRow,
  type GridRow,
  isBlank,
  withHeader,
} from './gridModel.ts';
import {
  conditionOptions,
  headerOptions,
  metricOptions,
  type PickOption,
  standardOptions,
  stateOptions,
} from './gridOptions.ts';
import { gridKeyAction } from './keyModel.ts';

export interface PropertyGridHandle {
  focusCell: (rowKey: string, cell: CellName) => void;
  addRow: () => void;
}

interface PropertyGridProps {
  /** In display order (sortRows). */
  rows: readonly GridRow[];
  setRows: Dispatch<SetStateAction<GridRow[]>>;
  index: LibraryIndex;
  problems: readonly CellProblem[];
  /** After a save was tried every problem shows; before, a row being typed keeps its gaps to itself. */
  showAll: boolean;
  refusedRowKey?: string;
  locale: Locale;
  t: SheetT;
}

interface Pending {
  rowKey: string;
  cell: CellName;
  /** Move on from this cell (after a pick) rather than focus it. */
  advance?: boolean;
}

/** A gap the person is about to fill: not called out in the row they are typing in. */
function isGap(problem: CellProblem, row: GridRow | undefined): boolean {
  if (!row) return false;
  switch (problem.cell) {
    case 'entry':
      return row.entry.trim() === '';
    case 'min':
    case 'max':
      return row.min.trim() === '' && row.max.trim() === '';
    case 'metric':
      return row.metric_id === null;
    case 'state':
      return row.state === null;
    case 'header':
      return row.header_id === null;
    default:
      return false;
  }
}

export const PropertyGrid = forwardRef<PropertyGridHandle, PropertyGridProps>(function PropertyGrid(
  { rows, setRows, index, problems, showAll, refusedRowKey, locale, t },
  ref,
) {
  const container = useRef<HTMLDivElement>(null);
  const pending = useRef<Pending | null>(null);
  const lastAdded = useRef<string | null>(null);
  const [activeRow, setActiveRow] = useState<string | null>(null);
  const latest = useRef(rows);
  latest.current = rows;

  const choices = useMemo(() => {
    const byQuantity = new Map<string, PickOption[]>();
    return {
      headers: headerOptions(index, locale),
      standards: standardOptions(index, locale),
      conditions: conditionOptions(index, locale),
      states: stateOptions(locale),
      metricsOf: (quantity: string | undefined) => {
        const key = quantity ?? '';
        let options = byQuantity.get(key);
        if (!options) {
          options = metricOptions(index, quantity);
          byQuantity.set(key, options);
        }
        return options;
      },
    };
  }, [index, locale]);

  const focusNow = useCallback((rowKey: string, cell: CellName) => {
    const wrapper = container.current?.querySelector<HTMLElement>(`[data-grid-cell="${rowKey}:${cell}"]`);
    const input = wrapper?.querySelector<HTMLInputElement>('input:not([disabled])');
    input?.focus();
    if (input && input.type !== 'search' && !input.closest('.ant-select')) input.select();
    return Boolean(input);
  }, []);

  const addRow = useCallback(() => {
    setRows((current) => {
      const seq = current.reduce((max, row) => Math.max(max, row.seq), 0) + 1;
      const row = emptyRow(seq);
      lastAdded.current = row.key;
      pending.current = { rowKey: row.key, cell: 'header' };
      return [...current, row];
    });
  }, [setRows]);

  /** The cell after (or before) `cell` of `rowKey` in the current rows; past a row's end, the next row. */
  const step = useCallback(
    (rowKey: string, cell: CellName, direction: 1 | -1) => {
      const all = latest.current;
      const at = all.findIndex((row) => row.key === rowKey);
      const row = all[at];
      if (!row) return;
      const cells = cellsOf(row, index);
      const i = Math.max(0, cells.indexOf(cell));
      const inRow = cells[i + direction];
      if (inRow) {
        focusNow(rowKey, inRow);
        return;
      }
      if (direction === -1) {
        const previous = all[at - 1];
        if (previous) focusNow(previous.key, cellsOf(previous, index).at(-1) ?? 'header');
        return;
      }
      // Past the end of the last row, or of the row just added: a new row (entering goes on).
      const next = all[at + 1];
      if (!isBlank(row) && (!next || rowKey === lastAdded.current)) addRow();
      else if (next) focusNow(next.key, 'header');
    },
    [index, focusNow, addRow],
  );

  // Focus follows the row it was meant for, wherever sorting put it after this render.
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    if (target.advance) step(target.rowKey, target.cell, 1);
    else focusNow(target.rowKey, target.cell);
  });

  const removeRow = useCallback(
    (rowKey: string, cell: CellName = 'header') => {
      const all = latest.current;
      const at = all.findIndex((row) => row.key === rowKey);
      const neighbour = all[at + 1] ?? all[at - 1];
      if (neighbour) pending.current = { rowKey: neighbour.key, cell };
      setRows((current) => current.filter((row) => row.key !== rowKey));
    },
    [setRows],
  );

  const onChange = useCallback(
    (key: string, change: Partial<GridRow> | ((row: GridRow) => GridRow)) =>
      setRows((current) =>
        current.map((row) =>
          row.key === key ? (typeof change === 'function' ? change(row) : { ...row, ...change }) : row,
        ),
      ),
    [setRows],
  );
  const onHeader = useCallback(
    (key: string, headerId: number | null) => onChange(key, (row) => withHeader(row, headerId, index)),
    [onChange, index],
  );
  const onPicked = useCallback((rowKey: string, cell: CellName) => {
    pending.current = { rowKey, cell, advance: true };
  }, []);

  useImperativeHandle(ref, () => ({ focusCell: focusNow, addRow }), [focusNow, addRow]);

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const wrapper = (event.target as HTMLElement).closest<HTMLElement>('[data-grid-cell]');
    const [rowKey = '', cell = 'header'] = (wrapper?.dataset.gridCell ?? '').split(':');
    const action = gridKeyAction(event, {
      inCell: Boolean(wrapper),
      selectOpen: Boolean(wrapper?.querySelector('[aria-expanded="true"]')),
      inSelect: Boolean(wrapper?.querySelector('.ant-select')),
    });
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    const all = latest.current;
    const at = all.findIndex((row) => row.key === rowKey);
    switch (action) {
      case 'next':
        step(rowKey, cell as CellName, 1);
        break;
      case 'previous':
        step(rowKey, cell as CellName, -1);
        break;
      case 'up':
      case 'down': {
        const other = all[at + (action === 'down' ? 1 : -1)];
        if (other && !focusNow(other.key, cell as CellName)) focusNow(other.key, 'header');
        break;
      }
      case 'addRow':
        addRow();
        break;
      case 'removeRow':
        if (wrapper) removeRow(rowKey, cell as CellName);
        break;
    }
  };

  const problemsByRow = useMemo(() => {
    const map = new Map<string, CellProblem[]>();
    for (const problem of problems) {
      const row = rows.find((r) => r.key === problem.rowKey);
      if (!showAll && problem.rowKey === activeRow && isGap(problem, row)) continue;
      map.set(problem.rowKey, [...(map.get(problem.rowKey) ?? []), problem]);
    }
    return map;
  }, [problems, rows, showAll, activeRow]);

  const bandName = (band: BandId) => {
    if (band === 'new') return t('newRows');
    const root = band === null ? undefined : index.roots.get(band);
    if (!root) return t('noRoot');
    return locale === 'zh' ? root.name_zh : root.name_en;
  };

  let number = 0;
  let band: BandId | undefined;
  const body: React.ReactNode[] = [];
  rows.forEach((row, i) => {
    const rowBand = bandOf(row, index);
    if (i === 0 || rowBand !== band) {
      band = rowBand;
      const count = rows.filter((r) => bandOf(r, index) === rowBand).length;
      body.push(
        <tr key={`band:${String(rowBand)}`} className="ds-grid__band" data-testid="grid-band">
          <td colSpan={8}>
            {bandName(rowBand)} <Tag>{t('rowsCount', { n: count })}</Tag>
          </td>
        </tr>,
      );
    }
    const blank = isBlank(row);
    if (!blank) number += 1;
    body.push(
      <GridRowView
        key={row.key}
        row={row}
        number={blank ? undefined : number}
        index={index}
        choices={choices}
        problems={problemsByRow.get(row.key) ?? []}
        refused={row.key === refusedRowKey}
        locale={locale}
        t={t}
        onChange={onChange}
        onHeader={onHeader}
        onPicked={onPicked}
        onRemove={removeRow}
      />,
    );
  });

  return (
    <div
      ref={container}
      className="ds-grid"
      data-testid="property-grid"
      onKeyDownCapture={onKeyDownCapture}
      onBlurCapture={(e) => {
        // Leaving the grid: the row just typed shows its gaps too.
        if (!container.current?.contains(e.relatedTarget as Node | null)) setActiveRow(null);
      }}
      onFocusCapture={(e) => {
        const key = (e.target as HTMLElement).closest<HTMLElement>('[data-grid-cell]')?.dataset.gridCell;
        const rowKey = key?.split(':')[0] ?? null;
        if (rowKey !== activeRow) setActiveRow(rowKey);
      }}
    >
      <table className="ds-grid__table">
        <colgroup>
          <col style={{ width: 44 }} />
          <col style={{ width: '22%' }} />
          <col style={{ width: '15%' }} />
          <col style={{ width: '18%' }} />
          <col style={{ width: 96 }} />
          <col style={{ width: '16%' }} />
          <col style={{ width: 112 }} />
          <col style={{ width: 40 }} />
        </colgroup>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('colHeader')}</th>
            <th>{t('colStandard')}</th>
            <th>{t('colCondition')}</th>
            <th>{t('colState')}</th>
            <th>{t('colValue')}</th>
            <th>{t('colMetric')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {body.length > 0 ? (
            body
          ) : (
            <tr>
              <td colSpan={8} className="ds-grid__empty">
                {t('emptyGrid')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={addRow}
        className="ds-grid__add"
        data-testid="grid-add"
      >
        {t('addRow')} (Alt+Insert)
      </Button>
    </div>
  );
});
