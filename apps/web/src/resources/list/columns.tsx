/** The list's table columns, derived from the declaration: which fields can be columns, which show by default. */
import type { Locale, ResourceDef, ResourceField, ResourceRow } from '@console/contract';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { renderCell } from '../cells.tsx';
import type { ListSort } from '../listQuery.ts';

/** Fields the column chooser offers: every field a client may see, but child tables. */
export function columnChoices(def: ResourceDef): ResourceField[] {
  return def.fields.filter((f) => !f.secret && f.kind !== 'children');
}

/** The columns shown until the user chooses: the fields declared `list: true`. */
export function defaultColumnNames(def: ResourceDef): string[] {
  return columnChoices(def)
    .filter((f) => f.list)
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
}

const DEFAULT_WIDTH: Partial<Record<ResourceField['kind'], number>> = {
  datetime: 170,
  date: 110,
  boolean: 90,
  image: 80,
  integer: 100,
  decimal: 110,
};

/** One column per visible field, in declaration order; sortable fields sort on the server. */
export function buildColumns(
  def: ResourceDef,
  visible: readonly string[],
  options: ColumnOptions,
): TableColumnType<ResourceRow>[] {
  const shown = new Set(visible);
  const enableField = enableFieldOf(def);
  return columnChoices(def)
    .filter((f) => shown.has(f.name))
    .map((field) => {
      const sortOrder =
        options.sort.field === field.name ? (options.sort.order === 'asc' ? 'ascend' : 'descend') : null;
      const booleanControl = field === enableField ? options.enableControl : undefined;
      return {
        key: field.name,
        dataIndex: field.name,
        title: field.label[options.locale],
        width: field.width ?? DEFAULT_WIDTH[field.kind],
        ...(field.sortable
          ? { sorter: true, sortOrder, sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[] }
          : {}),
        render: (_: unknown, row: ResourceRow) =>
          renderCell(field, row, { locale: options.locale, booleanControl }),
      };
    });
}
