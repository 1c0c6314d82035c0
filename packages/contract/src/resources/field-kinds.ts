/**
 * The kinds of field a family declares (text, number, enum, reference, children …), each with the options its
 * kind takes: what the server makes a column, a validator and a filter of, and the web app a form control.
 */
import type { LocalName } from '../routes.ts';
import type { ContactMask } from './contact-masks.ts';
import type { CountOf } from './counts.ts';
import type { TextCheckName } from './text-checks.ts';

/**
 * How a list is filtered by a field. `subtree` (a reference to a tree family): the row's reference is one of
 * the given rows or below one of them, so a parent category includes its children. On a `children` field,
 * `exact` / `enum` match rows having a child row whose `filterField` has the value.
 */
export type FilterKind = 'exact' | 'contains' | 'range' | 'enum' | 'dateRange' | 'subtree';
interface FieldBase {
  /** snake_case: the JSON key in the API and the column name in the database. */
  name: string;
  label: LocalName;
  help?: LocalName;
  required?: boolean;
  /** No two rows may share a non-empty value. */
  unique?: boolean;
  /** Shown as a list column by default (the column chooser can change it). */
  list?: boolean;
  sortable?: boolean;
  filter?: FilterKind;
  /** Shown but never written through add/update (the server sets it). */
  readOnly?: boolean;
  /** Set when the row is added, never changed afterwards (a username). */
  immutable?: boolean;
  /** Never sent to clients (e.g. a password hash). */
  secret?: boolean;
  /** Not in the add/edit form (still in detail and list). */
  hideInForm?: boolean;
  /** List column width in px. */
  width?: number;
}

export interface TextField extends FieldBase {
  kind: 'text' | 'longText' | 'richText';
  /** Minimum and maximum length in characters. */
  min?: number;
  max?: number;
  /** A regular expression the value must match (source, no flags). */
  pattern?: string;
  patternMessage?: LocalName;
  /** A named rule beyond a pattern (see text-checks.ts), checked by the form and the server; empty passes. */
  check?: TextCheckName;
  default?: string;
  /**
   * Personal contact data: lists, details and exports show it masked (`138****5678`, `li***@x.com`) to an admin
   * who does not hold the family's "view contact" authority (`GET {base}/contact`, see `contactPath`); every
   * unmasked view is written to the audit.
   */
  mask?: ContactMask;
}

export interface NumberField extends FieldBase {
  kind: 'integer' | 'decimal';
  min?: number;
  max?: number;
  /** Decimal places kept for `decimal` (default 2). */
  scale?: number;
  /** Significant digits kept for `decimal` (default 18): resistivities reach 10^16. */
  precision?: number;
  default?: number;
  /** The count of another family's rows pointing at this row; declared with `countField` (counts.ts). */
  countOf?: CountOf;
  /** The count of this row's own child rows of that children field; declared with `childCountField`. */
  countOfChildren?: string;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}

export interface EnumOption {
  value: number | string;
  label: LocalName;
  /** antd Tag colour for list cells. */
  color?: string;
}

export interface EnumField extends FieldBase {
  kind: 'enum';
  options: readonly EnumOption[];
  default?: number | string;
  /** Longest value the column holds when the values are strings (default 64). */
  length?: number;
  /** The database itself refuses values outside the options (a CHECK constraint), whoever writes the row. */
  checked?: boolean;
}

export interface DateField extends FieldBase {
  kind: 'datetime' | 'date';
  /**
   * The last day the row is valid (a certificate, a supply offer): lists and details mark it expired, or expiring
   * within EXPIRING_WITHIN_DAYS, by `certificateValidity`; empty reads as open-ended.
   */
  expiry?: boolean;
}

export interface AssetField extends FieldBase {
  kind: 'image' | 'file';
  /** Accepted MIME types, e.g. ['image/png', 'image/jpeg']; default by kind. */
  accept?: readonly string[];
}

export interface ReferenceField extends FieldBase {
  kind: 'reference';
  /** Key of the referenced resource. */
  target: string;
  /** What happens to this row when the referenced row is deleted: refuse the delete (default), or follow it. */
  onTargetDelete?: 'restrict' | 'cascade' | 'setNull';
  /**
   * A cascaded picker: only the target's rows whose declared list filter `filter` holds this row's `field`
   * (a second-level class under the first-level one chosen); empty until that field is chosen, and emptied
   * when it changes. The server keeps the rule in the family's own hook.
   */
  within?: { field: string; filter: string };
  /** A tree target's picker offers only its rows this deep (1: the roots, a first-level class). */
  depth?: number;
}

export interface MultiReferenceField extends FieldBase {
  kind: 'multiReference';
  target: string;
  /**
   * The join table holding the links; by default `{table}_{field}` with columns `owner_id` and `target_id`.
   * Named when the table had its name before the family was declared (e.g. `admin_user_layout_role`).
   */
  through?: { table: string; owner: string; target: string };
  /**
   * The same links seen from the other side: the name of the target family's multi-reference to this family
   * (an authority's `roles` are the roles whose `authorities` hold it). The join table is that field's.
   */
  inverseOf?: string;
  /**
   * When a linked target row is deleted: refuse the delete while links remain (default), or drop the links.
   * `unlink` suits links that belong to the row holding them (a role's grants), `restrict` links that others
   * rely on (the admins holding a role).
   */
  onTargetDelete?: 'restrict' | 'unlink';
}

export interface JsonField extends FieldBase {
  kind: 'json';
}

/** An editable table of child records, saved with the parent in one transaction. */
export interface ChildrenField extends FieldBase {
  kind: 'children';
  fields: readonly ScalarField[];
  /** Most rows a parent may have. */
  max?: number;
  /** Read only with one row (get), never with a list page: a datasheet's property grid is too big for lists. */
  detailOnly?: boolean;
  /** With `filter`: the child field the filter compares (a datasheet's filler filter matches `filler_id`). */
  filterField?: string;
}

export type ScalarField =
  | TextField
  | NumberField
  | BooleanField
  | EnumField
  | DateField
  | AssetField
  | ReferenceField
  | JsonField;

export type ResourceField = ScalarField | MultiReferenceField | ChildrenField;
export type FieldKind = ResourceField['kind'];
