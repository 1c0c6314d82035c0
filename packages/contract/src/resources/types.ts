/**
 * The declaration of an entity family ("resource"): one object from which the server derives its table,
 * validators, endpoints and API authorities, and the web app its list, form and detail screens.
 */
import type { LocalName } from '../routes.ts';
import type { ResourceField } from './field-kinds.ts';
import type { Workflow } from './workflow.ts';

// The field kinds were declared here first; most families still import them from here.
export * from './field-kinds.ts';

/**
 * What a family offers. `save` is add and update behind one endpoint whose body names the operation in an
 * `action` field (`{action: 'add', …}` / `{action: 'update', id, …}`), as the spec's tag and keyword calls do.
 */
export type ResourceAction = 'add' | 'update' | 'save' | 'del' | 'enable' | 'export';

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
  /**
   * The state a row is in and the named transitions between states (see workflow.ts): the only way a state
   * changes once a row exists (its field is read-only to forms).
   */
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
