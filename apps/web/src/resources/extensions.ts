/**
 * How a family's screen adds what its declaration cannot say: extra toolbar buttons and row actions, a custom
 * form control for a field, a replacement add form, a panel above the list. The generic screens read these;
 * the special pages supply them (see pages/configuration/extensions.tsx).
 */
import type { ResourceDef, ResourceField, ResourceRow } from '@console/contract';
import type { ComponentType, ReactNode } from 'react';

export interface ResourceScreenContext {
  def: ResourceDef;
  /** Ids of the rows ticked in the list. */
  selectedIds: number[];
  /** Re-fetches the list (after an action changed rows). */
  reload: () => void;
}

export interface FieldWidgetProps<V = unknown> {
  value?: V;
  onChange?: (value: V) => void;
  field: ResourceField;
  disabled?: boolean;
}

export interface ResourceExtension {
  /** Extra buttons in the list toolbar. */
  toolbar?: (ctx: ResourceScreenContext) => ReactNode;
  /** Extra actions in each row's action cell. */
  rowActions?: (row: ResourceRow, ctx: ResourceScreenContext) => ReactNode;
  /** List cells of their own, by field name (a switch that changes the row in place, for instance). */
  cells?: Record<string, (row: ResourceRow, ctx: ResourceScreenContext) => ReactNode>;
  /** Custom form controls, by field name, used in the add and edit forms. */
  // biome-ignore lint/suspicious/noExplicitAny: each widget declares its own value type; the form passes it through.
  fieldWidgets?: Record<string, ComponentType<FieldWidgetProps<any>>>;
  /** Replaces the generic add form (an admin account needs a password, for instance). */
  addForm?: ComponentType<{ open: boolean; onClose: () => void; onCreated: () => void }>;
  /** A panel above the list. */
  header?: (ctx: ResourceScreenContext) => ReactNode;
}
