/**
 * The declaration of an entity family ("resource"): one object from which the server derives its table,
 * validators, endpoints and API authorities, and the web app its list, form and detail screens.
 */
import type { LocalName } from '../routes.ts';
import type { CountOf } from './counts.ts';
import type { TextCheckName } from './text-checks.ts';
import type { Workflow } from './workflow.ts';

/**
 * How a list is filtered by a field. `subtree` (a reference to a tree family): the row's reference is one of
 * the given rows or below one of them, so a parent category includes its children. On a `children` field,
 * `exact` / `enum` match rows having a child row whose `filterField` has the value.
 */
export type FilterKind = 'exact' | 'contains' | 'range' | 'enum' | 'dateRange' | 'subtree';
/**
 * What a family offers. `save` is add and update behind one endpoint whose body names the operation in an
 * `action` field (`{action: 'add', …}` / `{action: 'update', id, …}`), as the spec's tag and keyword calls do.
 */
export type ResourceAction = 'add' | 'update' | 'save' | 'del' | 'enable' | 'status' | 'export';

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

export interface ResourceDef {
  /** Unique key, snake_case; references name it. */
  key: string;
  /** Database table. */
  table: string;
  /** API base path under `/api`, as in the spec's catalogue (e.g. `/tags`). */
  base: string;
  label: LocalName;
  /** Full path of the console screen that lists it, when there is one. */
  route?: string;
  /** Full path of a screen showing one row (opened with `?id=`), when the family has its own. */
  detailRoute?: string;
  fields: readonly ResourceField[];
  /** Field shown where a row is referenced (pickers, list cells of other resources). */
  titleField: string;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  actions: readonly ResourceAction[];
  /** Enum field changed by the `status` action. */
  statusField?: string;
  /** Boolean field changed by the `enable` action (default `enabled`). */
  enableField?: string;
  /** Rows per page by default (20). */
  pageSize?: number;
  /** Extra database indexes (references are indexed anyway); see `ResourceIndex`. */
  indexes?: readonly ResourceIndex[];
  /** Sets of fields whose values together must be unique (e.g. a tag name within its type). */
  uniqueTogether?: readonly (readonly string[])[];
  /** A family whose rows form a tree (categories): the reference field naming each row's parent. */
  tree?: { parentField: string };
  /**
   * Further screens of the same rows, each showing the rows with preset values (smart headers are the
   * headers whose `smart` is true): the list filters by them and a new row starts with them.
   */
  views?: readonly ResourceView[];
  /** Set on the family as seen through one of its views (see `resourceForRoute`), never declared. */
  preset?: Readonly<Record<string, string | number | boolean>>;
  /** The id column: `serial` (default), or `bigserial` for a table that grows without bound (a log). */
  idKind?: 'serial' | 'bigserial';
  /** `false`: rows are written once and never changed (a log), so the table has no `updated_at`. */
  updatedAt?: boolean;
  /**
   * A boolean field marking rows a long job is still writing (an import's sheets, written batch by batch): every
   * list, count and export leaves them out until the job sets it false in its last transaction, so a job cut
   * short never shows half its rows. The job's own module removes what a failed job left.
   */
  stagedField?: string;
  /** The state a row is in and the named transitions between states (see workflow.ts). */
  workflow?: Workflow;
  /**
   * Rows that belong to one admin (an assistant's conversations): a reference to `admin_user` by which the
   * engine narrows list, get and options to the asking admin's rows, and refuses a change or delete of another's.
   */
  ownerField?: string;
}

/**
 * An extra index of a family's table.
 * - A list of names (fields, or the columns every table has: `id`, `created_at`, `updated_at`) is a B-tree over
 *   them in that order. It serves equality filters on its leading names and a sort by the name after them;
 *   ending it in `id` (the tie-break of every sort) lets a page be read in order straight from the index, a
 *   deep page too.
 * - `{ ngram: field }` is a GIN index of the text field's 1- and 2-character pieces (in lower case), which
 *   serves the field's `contains` filter for text of any length, down to one character (a trigram index
 *   cannot serve fewer than three).
 */
export type ResourceIndex = readonly string[] | { readonly ngram: string };

/** The field an `{ ngram }` index serves, or undefined for a B-tree. */
export function ngramFieldOf(index: ResourceIndex): string | undefined {
  return 'ngram' in index ? index.ngram : undefined;
}

/** A further screen of a family's rows: its own route (and detail route), label and preset values. */
export interface ResourceView {
  route: string;
  detailRoute?: string;
  label: LocalName;
  preset: Readonly<Record<string, string | number | boolean>>;
}

/** The value of a field in a row as the API returns it (date-times as ISO strings). */
export type FieldValue<F extends ResourceField> = F extends {
  kind: 'text' | 'longText' | 'richText' | 'image' | 'file';
}
  ? string
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'integer' | 'decimal' | 'reference' }
      ? Present<number, F>
      : F extends { kind: 'enum'; options: readonly (infer O)[] }
        ? Present<O extends { value: infer V } ? V : never, F>
        : F extends { kind: 'datetime' | 'date' }
          ? string | null
          : F extends { kind: 'multiReference' }
            ? number[]
            : F extends { kind: 'children' }
              ? Record<string, unknown>[]
              : unknown;

/** A value the row always has (a required field or one with a default), else possibly null. */
type Present<T, F> = F extends { required: true } | { default: number | string } ? T : T | null;

/** The declared fields of a family as one row holds them, by name (fields named by a literal only). */
export type RecordOf<D extends ResourceDef> = {
  [F in D['fields'][number] as string extends F['name'] ? never : F['name']]: FieldValue<F>;
};

/** Columns every resource table has, set by the server. */
export const systemFields = ['id', 'created_at', 'updated_at'] as const;

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;

/** A row as the API returns it: field values by name, plus display labels of referenced rows. */
export type ResourceRow = Record<string, unknown> & {
  id: number;
  created_at: string;
  updated_at: string;
  /** For reference / multiReference fields: the title of each referenced row. */
  $labels?: Record<string, string | string[] | null>;
};

/**
 * An update may name the version of the row it was made on: the row's `updated_at` as the client read it. When
 * the row has changed since, the update is refused with code `stale` and this answer, so the form can show the
 * other change field by field and let the person reload or overwrite.
 */
export const ROW_VERSION_FIELD = 'updated_at';

export interface StaleRow {
  /** The row as it is now. */
  current: ResourceRow;
  /** Who made the last recorded change, and when (from the audit), when known. */
  changed_by: string | null;
  changed_at: string | null;
}

/**
 * What a change of several rows (bulk delete, enable, status, a transition) may name: the version (`updated_at`)
 * of each row as the client showed it, by id. Rows changed since are refused together with code `stale` and
 * `StaleRows`; a row it does not name is not compared (a script that read nothing).
 */
export const ROW_VERSIONS_FIELD = 'versions';
export type RowVersions = Readonly<Record<number, string>>;

export interface StaleRows {
  rows: StaleRow[];
}

export interface ResourcePage {
  list: ResourceRow[];
  /** Rows matching the filters; an estimate when `total_estimated` is set. */
  total: number;
  page: number;
  size: number;
  /**
   * Set (true) when counting every match would cost too much: `total` is then the database's estimate, at least
   * the rows actually counted, and the console shows it as "约 …" / "about …".
   */
  total_estimated?: true;
}

/** One choice in a reference picker: `GET {base}/options?q=&ids=`. */
export interface ReferenceOption {
  value: number;
  label: string;
}

/** One node of a tree family (`GET {base}/tree`): every row with its parent, in the family's order. */
export interface TreeOption extends ReferenceOption {
  parent: number | null;
}

/**
 * Each row's path of ids from its root to itself, from rows that name their parent. A broken chain (a cycle,
 * a missing parent) stops where it breaks instead of looping. Pure: pickers and server views share it.
 */
export function treePaths(rows: readonly { value: number; parent: number | null }[]): Map<number, number[]> {
  const parentOf = new Map(rows.map((row) => [row.value, row.parent]));
  const paths = new Map<number, number[]>();
  for (const row of rows) {
    const path: number[] = [];
    const seen = new Set<number>();
    let at: number | null | undefined = row.value;
    while (at !== null && at !== undefined && !seen.has(at) && parentOf.has(at)) {
      seen.add(at);
      path.unshift(at);
      at = parentOf.get(at);
    }
    paths.set(row.value, path);
  }
  return paths;
}

/** Most rows `GET {base}/tree` returns: a tree for a picker, not a table. */
export const MAX_TREE_ROWS = 5000;

/** The endpoints of a resource, relative to `/api`. */
export function resourcePaths(def: Pick<ResourceDef, 'base'>) {
  return {
    list: `${def.base}/list`,
    get: `${def.base}/get`,
    options: `${def.base}/options`,
    tree: `${def.base}/tree`,
    add: `${def.base}/add`,
    update: `${def.base}/update`,
    save: `${def.base}/save`,
    del: `${def.base}/del`,
    enable: `${def.base}/enable`,
    status: `${def.base}/status`,
    export: `${def.base}/export`,
    /** A row (or a field) as it was before a change of its history; judged as `update`. */
    restore: `${def.base}/restore`,
  } as const;
}

/**
 * Headers of an export that holds only the first rows (`GET {base}/export` writes at most a fixed number): how
 * many rows the file holds, and how many matched. Absent when the file holds every matching row.
 */
export const EXPORT_LIMIT_HEADER = 'x-export-limit';
export const EXPORT_TOTAL_HEADER = 'x-export-total';

/**
 * List query protocol (`GET {base}/list` and `/export`): `page`, `size`, `sort` (`field` or `-field`),
 * and per filterable field: `exact` / `contains` → `field=value`; `enum` → `field=a,b`;
 * `range` / `dateRange` → `field_from`, `field_to` (inclusive). Anything else is refused.
 */
export const RANGE_FROM_SUFFIX = '_from';
export const RANGE_TO_SUFFIX = '_to';

/** The route whose authority lets an admin see a family's `mask` fields unmasked; it reveals one row's. */
export function contactPath(def: Pick<ResourceDef, 'base'>): string {
  return `${def.base}/contact`;
}

/** A family's fields holding personal contact data (`mask`). */
export function maskedFieldsOf(def: ResourceDef): TextField[] {
  return def.fields.filter((field): field is TextField => 'mask' in field && field.mask !== undefined);
}

/** What a `mask` field holds: a number, an address, or either as typed (`contact`: an address when it has `@`). */
export type ContactMask = 'phone' | 'email' | 'contact';

/** A contact value as an admin without the authority sees it: enough to tell two apart, not to call. */
export function maskContact(kind: ContactMask, value: string): string {
  if (value === '') return value;
  if (kind === 'email' || (kind === 'contact' && value.includes('@'))) {
    const at = value.indexOf('@');
    if (at < 0) return '***';
    return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  }
  const digits = value.replace(/\s/g, '');
  if (digits.length <= 4) return '****';
  return `${digits.slice(0, Math.min(3, digits.length - 4))}****${digits.slice(-4)}`;
}
