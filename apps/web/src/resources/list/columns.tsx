/** The list's table columns, derived from the declaration: which fields can be columns, which show by default. */
import type { Locale, ResourceDef, ResourceField, ResourceRow } from '@console/contract';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { translate } from '../../i18n/index.ts';
import { renderCell } from '../cells.tsx';
import type { ListSort } from '../listQuery.ts';
import { linkTextWidth } from './rowActions.tsx';

/**
 * Fields the column chooser offers: every field a client may see, but child tables unless declared
 * `list: true` (a datasheet's filler rows, which a list page carries and a cell can sum up as "GF 30%").
 */
export function columnChoices(def: ResourceDef): ResourceField[] {
  return def.fields.filter((f) => !f.secret && (f.kind !== 'children' || f.list));
}

/**
 * The columns shown until the user chooses: the fields declared `list: true`, but a view's preset fields (every
 * row of the smart headers' view is smart: the column would say nothing).
 */
export function defaultColumnNames(def: ResourceDef): string[] {
  return columnChoices(def)
    .filter((f) => f.list && !(def.preset && f.name in def.preset))
    .map((f) => f.name);
}

/** The boolean field the `enable` action changes, when the family has that action. */
export function enableFieldOf(def: ResourceDef): ResourceField | undefined {
  if (!def.actions.includes('enable')) return undefined;
  const name = def.enableField ?? 'enabled';
  return def.fields.find((f) => f.name === name && f.kind === 'boolean');
}

export interface ColumnOptions {
  locale: Locale;
  sort: ListSort;
  /** The clickable mark of the enable field (only given when the family has the enable action). */
  enableControl?: (row: ResourceRow) => ReactNode;
  /** A family's own cells, by field name (extension). */
  cells?: Record<string, (row: ResourceRow) => ReactNode>;
}

/**
 * The room a value of each kind needs (cell padding included): a date as the app writes it, a number, a
 * picture's thumbnail; texts and references get a name's room and are cut beyond it (whole on hover).
 */
const KIND_WIDTH: Record<ResourceField['kind'], number> = {
  text: 150,
  longText: 200,
  richText: 200,
  json: 200,
  integer: 90,
  decimal: 100,
  boolean: 76,
  enum: 90,
  // 2026-12-07 17:50 / 2026-12-07 in the table's 14 px digits.
  datetime: 150,
  date: 110,
  image: 72,
  file: 150,
  reference: 140,
  multiReference: 180,
  children: 100,
};
/** A row's name (the family's title field) gets more room than other texts: it is what people scan for. */
const TITLE_WIDTH = 220;
// The cell's padding (size middle), a tag's padding, border and margin, the sorter's arrows.
const CELL_PADDING = 16;
const TAG_ROOM = 24;
const SORTER_ROOM = 26;

/** A list column; `shrinkTo` is how narrow it may get when the columns do not fit (see fitColumns). */
export type ListColumn = TableColumnType<ResourceRow> & { shrinkTo?: number };

const SHRINKING_KINDS = new Set<ResourceField['kind']>([
  'text',
  'longText',
  'richText',
  'json',
  'file',
  'reference',
  'multiReference',
]);
/** The narrowest a text column gets before the table scrolls instead; a row's name keeps more. */
const SHRUNK_WIDTH = 96;
const SHRUNK_TITLE_WIDTH = 160;

function headerWidth(field: ResourceField, locale: Locale): number {
  return linkTextWidth(field.label[locale]) + CELL_PADDING + (field.sortable ? SORTER_ROOM : 0);
}

/**
 * The columns fitted to `available` px: when their widths add up to more, the texts and references give up
 * room in proportion to what they can spare, down to their `shrinkTo`, so a list fits the screen before it
 * scrolls sideways. Pure.
 */
export function fitColumns(columns: readonly ListColumn[], available: number): ListColumn[] {
  const widthOf = (c: ListColumn) => (typeof c.width === 'number' ? c.width : 120);
  const spareOf = (c: ListColumn) => (c.shrinkTo === undefined ? 0 : Math.max(0, widthOf(c) - c.shrinkTo));
  const over = columns.reduce((sum, c) => sum + widthOf(c), 0) - available;
  const spare = columns.reduce((sum, c) => sum + spareOf(c), 0);
  if (over <= 0 || spare <= 0) return [...columns];
  const share = Math.min(1, over / spare);
  return columns.map((c) =>
    spareOf(c) > 0 ? { ...c, width: Math.floor(widthOf(c) - spareOf(c) * share) } : c,
  );
}

/**
 * A field's column width, from its kind and declaration: what its values need (the longest option's tag of
 * an enum), never less than its header (with the sorter) needs. Pure.
 */
export function fieldColumnWidth(
  def: Pick<ResourceDef, 'titleField'>,
  field: ResourceField,
  locale: Locale,
): number {
  const header = linkTextWidth(field.label[locale]) + CELL_PADDING + (field.sortable ? SORTER_ROOM : 0);
  let values = field.name === def.titleField && field.kind === 'text' ? TITLE_WIDTH : KIND_WIDTH[field.kind];
  if ((field.kind === 'date' || field.kind === 'datetime') && field.expiry) {
    // The date and its mark on one line: "2026-12-31 30 天内到期".
    values += linkTextWidth(translate(locale, 'validityExpiring')) + TAG_ROOM;
  }
  if (field.kind === 'enum') {
    const longest = Math.max(0, ...field.options.map((o) => linkTextWidth(o.label[locale])));
    values = longest + TAG_ROOM + CELL_PADDING;
  }
  // A width declared on the field is no longer read here: a page's own guess made the lists overflow at 1440 px.
  return Math.max(header, values);
}

// A decimal of many places cut with its full value on hover, rather than broken over two lines like two numbers.
const ELLIPSIS_KINDS = new Set<ResourceField['kind']>(['text', 'file', 'reference', 'decimal']);

/** The width the columns need together (the table scrolls sideways below it). */
export function columnsWidth(columns: readonly TableColumnType<ResourceRow>[]): number {
  return columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), 0);
}

/** One column per visible field, in declaration order; sortable fields sort on the server. */
export function buildColumns(
  def: ResourceDef,
  visible: readonly string[],
  options: ColumnOptions,
): ListColumn[] {
  const shown = new Set(visible);
  const enableField = enableFieldOf(def);
  return columnChoices(def)
    .filter((f) => shown.has(f.name))
    .map((field) => {
      const sortOrder =
        options.sort.field === field.name ? (options.sort.order === 'asc' ? 'ascend' : 'descend') : null;
      const booleanControl = field === enableField ? options.enableControl : undefined;
      const ownCell = options.cells?.[field.name];
      return {
        key: field.name,
        dataIndex: field.name,
        title: field.label[options.locale],
        width: fieldColumnWidth(def, field, options.locale),
        // Texts and references are cut with their whole value on hover: they give up room first.
        ...(SHRINKING_KINDS.has(field.kind)
          ? {
              shrinkTo: Math.max(
                field.name === def.titleField ? SHRUNK_TITLE_WIDTH : SHRUNK_WIDTH,
                headerWidth(field, options.locale),
              ),
            }
          : {}),
        ellipsis: ELLIPSIS_KINDS.has(field.kind),
        ...(field.sortable
          ? { sorter: true, sortOrder, sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[] }
          : {}),
        render: (_: unknown, row: ResourceRow) =>
          ownCell ? ownCell(row) : renderCell(field, row, { locale: options.locale, booleanControl }),
      };
    });
}

/**
 * The field columns with a family's own columns put in: each right after the field it names (when that column
 * is shown), the others at the end.
 */
export function withExtraColumns<
  E extends { after?: string },
  C extends TableColumnType<ResourceRow> = TableColumnType<ResourceRow>,
>(columns: readonly C[], extra: readonly E[], toColumn: (column: E) => C): C[] {
  const out: C[] = [];
  const placed = new Set<E>();
  for (const column of columns) {
    out.push(column);
    for (const own of extra) {
      if (own.after !== undefined && own.after === column.key) {
        out.push(toColumn(own));
        placed.add(own);
      }
    }
  }
  for (const own of extra) if (!placed.has(own)) out.push(toColumn(own));
  return out;
}
