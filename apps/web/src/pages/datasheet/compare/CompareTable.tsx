/**
 * The comparison grid: one sticky first column naming each row (header, standard, condition, state, unit)
 * under group bands of the header roots, one column per sheet under a sticky head. A plain table rather than
 * antd's: band rows span every column and both the head and the first column stay put while the body
 * scrolls either way.
 */

import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import {
  type CompareCell,
  type ComparedSheet,
  type CompareRow,
  type Locale,
  propertyStates,
  roundForDisplay,
} from '@console/contract';
import { Button, Tag, Tooltip, Typography } from 'antd';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useLocaleStore } from '../../../stores/locale.ts';
import { type CompareT, useCompareT } from './strings.ts';

/** A range as a datasheet prints it ("1.2 – 1.4"); anything else as the comparison shows it. */
export function cellText(cell: CompareCell): string {
  if (cell.value !== undefined || cell.min === undefined || cell.max === undefined) return cell.shown;
  const range = `${roundForDisplay(cell.min)} – ${roundForDisplay(cell.max)}`;
  return cell.unit_symbol ? `${range} ${cell.unit_symbol}` : range;
}

interface Band {
  key: string;
  name: string;
  rows: CompareRow[];
}

/** Consecutive rows of one root under one band (the rows arrive sorted by root). */
function bandsOf(rows: readonly CompareRow[], locale: Locale, other: string): Band[] {
  const bands: Band[] = [];
  for (const row of rows) {
    const key = row.root ? `root-${row.root.id}` : 'root-none';
    const last = bands.at(-1);
    if (last?.key === key) last.rows.push(row);
    else bands.push({ key, name: row.root?.name[locale] ?? other, rows: [row] });
  }
  return bands;
}

function SheetHead({ sheet, onRemove, t }: { sheet: ComparedSheet; onRemove: () => void; t: CompareT }) {
  const maker = [sheet.company, sheet.trademark].filter(Boolean).join(' · ');
  return (
    <th scope="col" className="compare-sheet" data-testid="compare-sheet" data-dsno={sheet.dsno}>
      <div className="compare-sheet__top">
        <span className="compare-sheet__grade" title={sheet.grade}>
          {sheet.grade}
        </span>
        <Tooltip title={t('removeSheet', { grade: sheet.grade })}>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('removeSheet', { grade: sheet.grade })}
            onClick={onRemove}
            data-testid="compare-remove"
          />
        </Tooltip>
      </div>
      <div className="compare-sheet__line" title={maker}>
        {maker || '—'}
      </div>
      <div className="compare-sheet__line compare-sheet__category" title={sheet.category.join(' / ')}>
        {sheet.category.join(' / ') || '—'}
      </div>
      <div className="compare-sheet__tags">
        {sheet.fillers.length > 0 ? (
          sheet.fillers.map((filler) => (
            <Tag key={filler} className="compare-sheet__tag">
              {filler}
            </Tag>
          ))
        ) : (
          <Tag className="compare-sheet__tag">{t('noFillers')}</Tag>
        )}
        {sheet.ul94 && (
          <Tag color="volcano" className="compare-sheet__tag">
            UL94 {sheet.ul94}
          </Tag>
        )}
      </div>
      <Link
        to={`/datasheet/detail/${sheet.id}`}
        className="compare-sheet__dsno"
        aria-label={t('openSheet', { dsno: sheet.dsno })}
        data-testid="compare-dsno"
      >
        {sheet.dsno}
      </Link>
    </th>
  );
}

function RowHead({
  row,
  repeat,
  locale,
  t,
}: {
  row: CompareRow;
  repeat: boolean;
  locale: Locale;
  t: CompareT;
}) {
  const detail = [
    row.standard?.code,
    row.condition?.label[locale],
    row.state ? propertyStates[row.state][locale] : undefined,
  ].filter(Boolean);
  const better = row.header.better;
  return (
    <th scope="row" className="compare-row-head">
      <div className="compare-row-head__top">
        <span
          className={
            repeat ? 'compare-row-head__name compare-row-head__name--repeat' : 'compare-row-head__name'
          }
        >
          {row.header.name[locale]}
        </span>
        {better !== 'none' && (
          <Tooltip title={t(better === 'higher' ? 'betterHigher' : 'betterLower')}>
            <span
              role="img"
              className="compare-row-head__better"
              aria-label={t(better === 'higher' ? 'betterHigher' : 'betterLower')}
            >
              {better === 'higher' ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
            </span>
          </Tooltip>
        )}
        <span className="compare-row-head__unit" data-testid="compare-unit">
          {row.unit?.symbol ?? ''}
        </span>
      </div>
      {detail.length > 0 && (
        <div className="compare-row-head__detail" data-testid="compare-row-detail">
          {detail.map((part, i) => (
            <Fragment key={String(i)}>
              {i > 0 && <span aria-hidden="true"> · </span>}
              <span>{part}</span>
            </Fragment>
          ))}
        </div>
      )}
    </th>
  );
}

function ValueCell({ cell, unit, t }: { cell: CompareCell | null; unit: string | undefined; t: CompareT }) {
  if (!cell) {
    return (
      <td className="compare-cell compare-cell--missing" data-testid="compare-cell">
        <span aria-hidden="true">—</span>
        <span className="compare-sr-only">{t('noValue')}</span>
      </td>
    );
  }
  const text = cellText(cell);
  const className = [
    'compare-cell',
    cell.best && 'compare-cell--best',
    cell.text !== undefined && 'compare-cell--text',
    cell.unit_symbol !== undefined && 'compare-cell--own-unit',
  ]
    .filter(Boolean)
    .join(' ');
  const value =
    cell.unit_symbol !== undefined && unit ? (
      <Tooltip title={t('ownUnit', { unit })}>
        <span>{text}</span>
      </Tooltip>
    ) : (
      text
    );
  return (
    <td className={className} data-testid="compare-cell" data-best={cell.best || undefined}>
      {value}
      {cell.best && <span className="compare-sr-only"> ({t('best')})</span>}
    </td>
  );
}

export interface CompareTableProps {
  sheets: readonly ComparedSheet[];
  rows: readonly CompareRow[];
  onRemove: (dsno: string) => void;
}

export function CompareTable({ sheets, rows, onRemove }: CompareTableProps) {
  const t = useCompareT();
  const locale = useLocaleStore((s) => s.locale);
  const bands = bandsOf(rows, locale, t('otherGroup'));
  return (
    <section
      className="compare-scroll"
      aria-label={t('tableLabel')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls both ways; the keyboard must reach it
      tabIndex={0}
      data-testid="compare-scroll"
    >
      <table className="compare-table" data-testid="compare-table">
        <caption className="compare-sr-only">{t('tableLabel')}</caption>
        <thead>
          <tr>
            <th scope="col" className="compare-corner">
              <div className="compare-corner__top">
                <span>{t('cornerProperty')}</span>
                <span>{t('cornerUnit')}</span>
              </div>
              <Typography.Text type="secondary" className="compare-corner__detail">
                {t('cornerDetail')}
              </Typography.Text>
            </th>
            {sheets.map((sheet) => (
              <SheetHead key={sheet.dsno} sheet={sheet} onRemove={() => onRemove(sheet.dsno)} t={t} />
            ))}
          </tr>
        </thead>
        {bands.map((band) => (
          <tbody key={band.key}>
            <tr className="compare-band" data-testid="compare-band">
              <th scope="colgroup" colSpan={sheets.length + 1}>
                <span className="compare-band__name">{band.name}</span>
              </th>
            </tr>
            {band.rows.map((row, i) => (
              <tr
                key={row.key}
                data-testid="compare-row"
                data-key={row.key}
                data-differs={row.differs || undefined}
              >
                <RowHead
                  row={row}
                  repeat={i > 0 && band.rows[i - 1]?.header.id === row.header.id}
                  locale={locale}
                  t={t}
                />
                {row.cells.map((cell, column) => (
                  <ValueCell key={sheets[column]?.dsno ?? column} cell={cell} unit={row.unit?.symbol} t={t} />
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}
