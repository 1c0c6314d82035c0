/** The list's table columns, derived from the declaration: which fields can be columns, which show by default. */
import type { EnumField, Locale, ResourceDef, ResourceField, ResourceRow } from '@console/contract';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { renderCell } from '../cells.tsx';
import type { ListSort } from '../listQuery.ts';

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

/** The enum field the `status` action changes, when the family has that action and names one. */
export function statusFieldOf(def: ResourceDef): EnumField | undefined {
  if (!def.actions.includes('status') || !def.statusField) return undefined;
  const field = def.fields.find((f) => f.name === def.statusField);
  return field?.kind === 'enum' ? field : undefined;
}

export interface ColumnOptions {
  locale: Locale;
  sort: ListSort;
  /** The clickable mark of the enable field (only given when the family has the enable action). */
  enableControl?: (row: ResourceRow) => ReactNode;
  /** The status field's cell that changes it (only given when the family has the status action). */
  statusControl?: (row: ResourceRow) => ReactNode;
  /** A family's own cells, by field name (extension). */
  cells?: Record<string, (row: ResourceRow) => ReactNode>;
}

/** Width of a column whose field declares none: every column has one, so the table can scroll sideways. */
const DEFAULT_WIDTH: Record<ResourceField['kind'], number> = {
  text: 180,
  longText: 240,
  richText: 240,
  json: 220,
  integer: 100,
  decimal: 110,
  boolean: 90,
  enum: 120,
  datetime: 170,
  date: 110,
  image: 80,
  file: 160,
  reference: 140,
  multiReference: 200,
  children: 100,
};

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
): TableColumnType<ResourceRow>[] {
  const shown = new Set(visible);
  const enableField = enableFieldOf(def);
  const statusField = statusFieldOf(def);
  return columnChoices(def)
    .filter((f) => shown.has(f.name))
    .map((field) => {
      const sortOrder =
        options.sort.field === field.name ? (options.sort.order === 'asc' ? 'ascend' : 'descend') : null;
      const booleanControl = field === enableField ? options.enableControl : undefined;
      const ownCell =
        options.cells?.[field.name] ?? (field === statusField ? options.statusControl : undefined);
      return {
        key: field.name,
        dataIndex: field.name,
        title: field.label[options.locale],
        width: field.width ?? DEFAULT_WIDTH[field.kind],
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
export function withExtraColumns<E extends { after?: string }>(
  columns: readonly TableColumnType<ResourceRow>[],
  extra: readonly E[],
  toColumn: (column: E) => TableColumnType<ResourceRow>,
): TableColumnType<ResourceRow>[] {
  const out: TableColumnType<ResourceRow>[] = [];
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
