/** One row of the property grid: header · standard · condition · state · value · unit, and its problems. */
import { DeleteOutlined } from '@ant-design/icons';
import type { Locale, PropertyState } from '@console/contract';
import { Button, Input, Space } from 'antd';
import { memo, type ReactNode } from 'react';
import type { LibraryIndex } from '../libraries.ts';
import type { SheetT } from '../strings.ts';
import type { CellName, CellProblem, GridRow } from './gridModel.ts';
import { choiceLabel, type PickGroup, type PickOption } from './gridOptions.ts';
import { LocalSelect } from './LocalSelect.tsx';

export interface GridChoices {
  headers: PickGroup[];
  standards: PickOption[];
  conditions: PickOption[];
  states: PickOption[];
  metricsOf: (quantity: string | undefined) => PickOption[];
}

export interface GridRowProps {
  row: GridRow;
  /** Its number as the server counts rows (blank rows have none). */
  number: number | undefined;
  index: LibraryIndex;
  choices: GridChoices;
  problems: readonly CellProblem[];
  /** The server refused the sheet naming this row. */
  refused: boolean;
  locale: Locale;
  t: SheetT;
  onChange: (key: string, change: Partial<GridRow> | ((row: GridRow) => GridRow)) => void;
  onHeader: (key: string, headerId: number | null) => void;
  onPicked: (key: string, cell: CellName) => void;
  onRemove: (key: string) => void;
}

function Cell({
  row,
  cell,
  problem,
  children,
}: {
  row: GridRow;
  cell: CellName;
  problem?: CellProblem;
  children: ReactNode;
}) {
  return (
    <div
      className={`ds-grid__cell${problem ? ' ds-grid__cell--error' : ''}`}
      data-grid-cell={`${row.key}:${cell}`}
      data-problem={problem ? 'true' : undefined}
      title={problem ? problem.message.zh : undefined}
    >
      {children}
    </div>
  );
}

function GridRowViewInner(props: GridRowProps) {
  const { row, index, choices, problems, locale, t, onChange, onPicked } = props;
  const header = row.header_id === null ? undefined : index.headers.get(row.header_id);
  const kind = header?.value_kind;
  const problemOf = (cell: CellName) => problems.find((p) => p.cell === cell);
  const label = (column: string) => `${column} #${props.number ?? '—'}`;
  const status = (cell: CellName) => (problemOf(cell) ? ('error' as const) : undefined);
  const text = (cell: 'entry' | 'min' | 'max', placeholder: string, column: string) => (
    <Cell row={row} cell={cell} problem={problemOf(cell)}>
      <Input
        size="small"
        value={row[cell]}
        placeholder={placeholder}
        status={status(cell)}
        aria-label={label(column)}
        data-testid={`grid-${cell}`}
        inputMode={kind === 'text' ? 'text' : 'decimal'}
        autoComplete="off"
        onChange={(e) => onChange(row.key, { [cell]: e.target.value })}
      />
    </Cell>
  );

  return (
    <>
      <tr
        className={`ds-grid__row${props.refused ? ' ds-grid__row--refused' : ''}`}
        data-testid="grid-row"
        data-row={props.number}
      >
        <td className="ds-grid__number">{props.number ?? '·'}</td>
        <td>
          <Cell row={row} cell="header" problem={problemOf('header')}>
            <LocalSelect<number>
              value={row.header_id}
              options={choices.headers}
              placeholder={t('pickHeader')}
              status={status('header')}
              ariaLabel={label(t('colHeader'))}
              testId="grid-header"
              labelOf={(id) => choiceLabel(index, 'header', id, locale)}
              wide
              onChange={(id) => props.onHeader(row.key, id)}
              onPicked={() => onPicked(row.key, 'header')}
            />
          </Cell>
        </td>
        <td>
          <Cell row={row} cell="standard" problem={problemOf('standard')}>
            <LocalSelect<number>
              value={row.standard_id}
              options={choices.standards}
              placeholder={t('pickStandard')}
              allowClear
              ariaLabel={label(t('colStandard'))}
              testId="grid-standard"
              labelOf={(id) => choiceLabel(index, 'standard', id, locale)}
              wide
              onChange={(id) => onChange(row.key, { standard_id: id })}
              onPicked={() => onPicked(row.key, 'standard')}
            />
          </Cell>
        </td>
        <td>
          <Cell row={row} cell="condition" problem={problemOf('condition')}>
            <LocalSelect<number>
              value={row.condition_id}
              options={choices.conditions}
              placeholder={t('pickCondition')}
              allowClear
              ariaLabel={label(t('colCondition'))}
              testId="grid-condition"
              labelOf={(id) => choiceLabel(index, 'condition', id, locale)}
              wide
              onChange={(id) => onChange(row.key, { condition_id: id })}
              onPicked={() => onPicked(row.key, 'condition')}
            />
          </Cell>
        </td>
        <td>
          <Cell row={row} cell="state" problem={problemOf('state')}>
            <LocalSelect<PropertyState>
              value={row.state}
              options={choices.states}
              // Only a header that gives dry and conditioned values takes a state.
              disabled={!header?.has_state && row.state === null}
              allowClear
              status={status('state')}
              ariaLabel={label(t('colState'))}
              testId="grid-state"
              onChange={(state) => onChange(row.key, { state })}
              onPicked={() => onPicked(row.key, 'state')}
            />
          </Cell>
        </td>
        <td>
          {kind === 'range' ? (
            <Space.Compact className="ds-grid__range">
              {text('min', t('valueMin'), t('valueMin'))}
              {text('max', t('valueMax'), t('valueMax'))}
            </Space.Compact>
          ) : (
            text('entry', kind === 'text' ? t('valueText') : t('valueNumber'), t('colValue'))
          )}
        </td>
        <td>
          <Cell row={row} cell="metric" problem={problemOf('metric')}>
            <LocalSelect<number>
              value={row.metric_id}
              options={choices.metricsOf(header?.quantity)}
              disabled={!header || (kind === 'text' && row.metric_id === null)}
              placeholder={t('pickMetric')}
              allowClear
              status={status('metric')}
              ariaLabel={label(t('colMetric'))}
              testId="grid-metric"
              labelOf={(id) => choiceLabel(index, 'metric', id, locale)}
              onChange={(id) => onChange(row.key, { metric_id: id })}
              onPicked={() => onPicked(row.key, 'metric')}
            />
          </Cell>
        </td>
        <td className="ds-grid__remove">
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            tabIndex={-1}
            aria-label={t('removeRow', { n: props.number ?? '' })}
            data-testid="grid-remove"
            onClick={() => props.onRemove(row.key)}
          />
        </td>
      </tr>
      {problems.length > 0 && (
        <tr className="ds-grid__problems" data-testid="grid-problems">
          <td />
          <td colSpan={7}>
            {problems.map((problem) => (
              <div key={`${problem.cell}:${problem.message.en}`}>{problem.message[locale]}</div>
            ))}
          </td>
        </tr>
      )}
    </>
  );
}

const sameProblems = (a: readonly CellProblem[], b: readonly CellProblem[]) =>
  a.length === b.length && a.every((p, i) => p.cell === b[i]?.cell && p.message.en === b[i]?.message.en);

/** Re-renders only when its own row, number, problems or the choices change, not on every keystroke elsewhere. */
export const GridRowView = memo(
  GridRowViewInner,
  (a, b) =>
    a.row === b.row &&
    a.number === b.number &&
    a.refused === b.refused &&
    a.index === b.index &&
    a.choices === b.choices &&
    a.locale === b.locale &&
    a.t === b.t &&
    a.onChange === b.onChange &&
    sameProblems(a.problems, b.problems),
);
