/**
 * The page a PDF-read cached sheet came from, beside its raw rows: the page's text drawn where it was printed
 * (from the positions the import kept — no PDF is fetched or run in the browser), each extracted value boxed
 * with its row's number, so a reviewer checks a value against the paper at a glance. A row the reader was
 * unsure of is boxed in orange and listed under the page with the reason; a row with a problem in red.
 * Pointing at a box or a raw row highlights the other.
 */
import {
  type CacheSource,
  cacheSourceEndpoint,
  type LocalName,
  type PdfPageText,
  type PdfRowMark,
} from '@console/contract';
import { Card, Empty, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/call.ts';
import { useQuery } from '../../../api/queries.ts';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useCacheText } from './strings.ts';

export function useCacheSource(id: number | undefined) {
  return useQuery({
    queryKey: ['datasheet', 'cache-source', id ?? 0],
    queryFn: ({ signal }) => call(cacheSourceEndpoint, { id: id as number }, { signal }),
    enabled: id !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Each raw row's mark, by its line. */
export const marksByLine = (source: CacheSource | null | undefined) =>
  new Map<number, PdfRowMark>((source?.marks ?? []).map((mark) => [mark.line, mark]));

interface PageProps {
  page: PdfPageText;
  marks: readonly (PdfRowMark & { ordinal: number; problem: boolean })[];
  selected: number | null;
  onSelect: (line: number | null) => void;
}

function Page({ page, marks, selected, onSelect }: PageProps) {
  return (
    <svg
      className="pdf-page"
      viewBox={`0 0 ${page.width} ${page.height}`}
      role="img"
      aria-label={`page ${page.page}`}
      data-testid={`pdf-page-${page.page}`}
    >
      <rect x={0} y={0} width={page.width} height={page.height} className="pdf-page__paper" />
      {page.items.map((item, i) => (
        <text
          // biome-ignore lint/suspicious/noArrayIndexKey: the page's pieces never change order
          key={i}
          x={item.x}
          y={item.y}
          fontSize={item.h}
          textLength={item.w > 0 ? item.w : undefined}
          lengthAdjust="spacingAndGlyphs"
          className="pdf-page__text"
        >
          {item.s}
        </text>
      ))}
      {marks.map((mark) => {
        const [value, name] = mark.boxes;
        const tone = mark.unsure ? 'unsure' : mark.problem ? 'problem' : 'sure';
        const on = selected === mark.line;
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: the raw rows table is the keyboard route to the same selection
          <g
            key={mark.line}
            className={`pdf-mark pdf-mark--${tone}${on ? ' pdf-mark--on' : ''}`}
            onMouseEnter={() => onSelect(mark.line)}
            onMouseLeave={() => onSelect(null)}
            data-testid={`pdf-mark-${mark.line}`}
          >
            {name && on && (
              <rect x={name[0]} y={name[1]} width={name[2]} height={name[3]} className="pdf-mark__name" />
            )}
            {value && (
              <>
                <rect
                  x={value[0] - 1}
                  y={value[1]}
                  width={value[2] + 2}
                  height={value[3]}
                  className="pdf-mark__value"
                />
                <text
                  x={value[0] + value[2] + 3}
                  y={value[1] + value[3] * 0.75}
                  className="pdf-mark__ordinal"
                >
                  {mark.ordinal}
                </text>
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}

interface Props {
  source: CacheSource;
  /** The raw rows' lines in their order (a mark's ordinal is its row's number on the screen). */
  lines: readonly (number | null)[];
  /** 0-based raw rows with a problem of an enabled check. */
  problemRows: ReadonlySet<number>;
  selected: number | null;
  onSelect: (line: number | null) => void;
}

export function PdfSource({ source, lines, problemRows, selected, onSelect }: Props) {
  const text = useCacheText();
  const locale = useLocaleStore((s) => s.locale);
  const say = (name: LocalName) => name[locale === 'en' ? 'en' : 'zh'];
  const ordinal = new Map<number, number>();
  lines.forEach((line, i) => {
    if (line !== null) ordinal.set(line, i);
  });
  const pages = source.pages;
  const selectedPage = source.marks.find((m) => m.line === selected)?.page;
  const [chosen, setChosen] = useState(pages[0]?.page ?? 1);
  const shown = pages.find((p) => p.page === (selectedPage ?? chosen)) ?? pages[0];
  const marks = source.marks
    .filter((mark) => ordinal.has(mark.line))
    .map((mark) => {
      const index = ordinal.get(mark.line) as number;
      return { ...mark, ordinal: index + 1, problem: problemRows.has(index) };
    });
  const unsure = marks.filter((mark) => mark.unsure);
  return (
    <Card
      size="small"
      className="pdf-source"
      data-testid="pdf-source"
      title={
        <Space size={6} wrap>
          <span>{text('sourcePage')}</span>
          <Typography.Text type="secondary">{source.file}</Typography.Text>
          {source.extractor === 'assistant' && <Tag color="purple">{text('readByAssistant')}</Tag>}
        </Space>
      }
      extra={
        pages.length > 1 && (
          <Segmented
            size="small"
            value={shown?.page}
            options={pages.map((p) => ({ value: p.page, label: text('pageN', { n: p.page }) }))}
            onChange={(value) => setChosen(Number(value))}
          />
        )
      }
    >
      {shown ? (
        <Page
          page={shown}
          marks={marks.filter((m) => m.page === shown.page)}
          selected={selected}
          onSelect={onSelect}
        />
      ) : (
        <Empty />
      )}
      <div className="pdf-source__legend">
        <Tag color="green">{text('markSure')}</Tag>
        <Tag color="orange">{text('markUnsure')}</Tag>
        <Tag color="red">{text('markProblem')}</Tag>
      </div>
      {unsure.length > 0 && (
        <ul className="pdf-source__unsure" data-testid="pdf-unsure">
          {unsure.map((mark) => (
            <li key={mark.line}>
              <Typography.Text type="warning">
                {text('unsureRow', { n: mark.ordinal })}: {mark.unsure ? say(mark.unsure) : ''}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
