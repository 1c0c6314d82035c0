/**
 * How a family's screen adds what its declaration cannot say: extra toolbar buttons and row actions, a custom
 * form control for a field, a replacement add form, a panel above the list. The generic screens read these
 * through resources/extensionRegistry.tsx; the domains declare them (pages/configuration/extensions.tsx, for
 * instance) and pages/extensions.ts composes them into the registry the app's root hands down.
 */
import type { ListRowOf, LocalName, ResourceDef, ResourceField, ResourceRow, RowOf } from '@console/contract';
import type { ComponentType, ReactNode } from 'react';
import type { FilterValue } from './listQuery.ts';

export interface ResourceScreenContext<Row = ResourceRow> {
  def: ResourceDef;
  /** Ids of the rows ticked in the list. */
  selectedIds: number[];
  /** The rows of the page shown (what a column of one's own may look up together, in one call). */
  rows: readonly Row[];
  /** Re-fetches the list (after an action changed rows). */
  reload: () => void;
  /** Unticks every row (after an action removed or moved the ticked ones). */
  clearSelection: () => void;
}

/** A list column that is no field of the family (a suggestion computed by the server, for instance). */
export interface ExtraColumn<Row = ResourceRow> {
  key: string;
  title: LocalName;
  width: number;
  /** Placed right after this field's column when it is shown; else before the actions. */
  after?: string;
  render: (row: Row, ctx: ResourceScreenContext<Row>) => ReactNode;
}

export interface FieldWidgetProps<V = unknown> {
  value?: V;
  onChange?: (value: V) => void;
  field: ResourceField;
  disabled?: boolean;
}

/**
 * `ListRow`/`DetailRow`: the family's rows as a list page and a row's details hand them over; typed from the
 * declaration when the extension is declared with `familyExtension(def, …)`.
 */
export interface ResourceExtension<ListRow = ResourceRow, DetailRow = ListRow> {
  /** Extra buttons in the list toolbar. */
  toolbar?: (ctx: ResourceScreenContext<ListRow>) => ReactNode;
  /** Extra actions in each row's action cell. */
  rowActions?: (row: ListRow, ctx: ResourceScreenContext<ListRow>) => ReactNode;
  /** Width the extra row actions need in the action column (80 px unless said). */
  rowActionsWidth?: number;
  /** List cells of their own, by field name (a switch that changes the row in place, for instance). */
  cells?: Record<string, (row: ListRow, ctx: ResourceScreenContext<ListRow>) => ReactNode>;
  /** Custom form controls, by field name, used in the add and edit forms. */
  // biome-ignore lint/suspicious/noExplicitAny: each widget declares its own value type; the form passes it through.
  fieldWidgets?: Record<string, ComponentType<FieldWidgetProps<any>>>;
  /** Replaces the generic add form (an admin account needs a password, for instance). */
  addForm?: ComponentType<{ open: boolean; onClose: () => void; onCreated: () => void }>;
  /**
   * A page of its own for adding a row (a datasheet with its property grid): the list's add button goes
   * there instead of opening the add drawer. A full console route path.
   */
  addRoute?: string;
  /** Likewise for editing: a route path with `:id` (`/datasheet/modify/:id`) the row's edit action opens. */
  editRoute?: string;
  /** A panel above the list. */
  header?: (ctx: ResourceScreenContext<ListRow>) => ReactNode;
  /** A panel below a row's details, fed by the row (a yellow card's sheets of its grade, for instance). */
  detailPanel?: (row: DetailRow) => ReactNode;
  /** Columns of the family's own, beside its fields' columns. */
  columns?: readonly ExtraColumn<ListRow>[];
  /**
   * Filters the screen opens with (origin rows: the unmapped ones). The URL overrides them: a filter emptied by
   * the person is kept in the URL as an empty value, so "all" stays all.
   */
  defaultFilters?: Readonly<Record<string, FilterValue>>;
}

/** Every domain's additions, by family key: what the app's root hands down to the generic screens. */
export type ResourceExtensions = Readonly<Record<string, ResourceExtension>>;

/**
 * A family's extension with its rows typed from its declaration (`row.grade` is the declared field's type; a
 * renamed field is a compile error), keyed by the family: spread into a domain's extensions.
 */
export function familyExtension<const D extends ResourceDef>(
  def: D,
  extension: ResourceExtension<ListRowOf<D>, RowOf<D>>,
): ResourceExtensions {
  // The generic screens hand each family's extension that family's rows, which the declaration types: the one cast.
  return { [def.key]: extension as unknown as ResourceExtension };
}
