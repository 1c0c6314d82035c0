/**
 * The calls of the generic resource screens (`GET {base}/list` …), all through the one request function,
 * and the TanStack Query keys and hooks around them.
 */
import {
  auditLogResource,
  declaredTransition,
  familiesCounting,
  familyEndpoints,
  type ListRowOf,
  type ReferenceOption,
  type ResourceDef,
  type ResourcePage,
  type ResourceRow,
  ROW_VERSIONS_FIELD,
  type RowOf,
  type RowVersions,
  resourceByKey,
  resources,
  transitionEndpoint,
} from '@console/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/call.ts';
import { useQuery } from '../api/queries.ts';
import { notifyFamilyChanged } from '../stores/counters.ts';
import { familyKey } from './familyKey.ts';
import { formatSort } from './listQuery.ts';

export { familyKey };

type Query = Record<string, string | number>;

/** A page of rows, typed by the declaration passed (`ListRowOf<typeof def>`; `ResourceRow` for a `ResourceDef`). */
export function fetchList<D extends ResourceDef>(
  def: D,
  query: Query,
  signal?: AbortSignal,
): Promise<ListPage<D>> {
  return call(familyEndpoints(def).list, query, { signal });
}

/** One row, typed by the declaration passed (`RowOf<typeof def>`; `ResourceRow` for a plain `ResourceDef`). */
export function fetchRow<D extends ResourceDef>(def: D, id: number, signal?: AbortSignal): Promise<RowOf<D>> {
  return call(familyEndpoints(def).get, { id }, { signal });
}

export interface OptionsQuery {
  q?: string;
  ids?: readonly number[];
  size?: number;
}

export function fetchOptions(
  def: ResourceDef,
  { q, ids, size = 20 }: OptionsQuery,
  signal?: AbortSignal,
): Promise<ReferenceOption[]> {
  return call(
    familyEndpoints(def).options,
    { q: q || undefined, ids: ids?.length ? ids.join(',') : undefined, size },
    { signal },
  );
}

/**
 * Add and update show the server's message next to the form themselves (it names the field). Each answers the
 * row as stored, typed by the declaration passed (`ResourceRow` for a plain `ResourceDef`).
 */
export function addRow<D extends ResourceDef>(def: D, values: Record<string, unknown>): Promise<RowOf<D>> {
  return call(familyEndpoints(def).add, values, { handleError: false });
}

export function updateRow<D extends ResourceDef>(
  def: D,
  id: number,
  changes: Record<string, unknown>,
): Promise<RowOf<D>> {
  return call(familyEndpoints(def).update, { id, ...changes }, { handleError: false });
}

/**
 * Add or update through `POST {base}/save` (a family declaring `save`): the body's `action` names which,
 * an update also carries the id.
 */
export function saveRow<D extends ResourceDef>(
  def: D,
  id: number | undefined,
  values: Record<string, unknown>,
): Promise<RowOf<D>> {
  const body = id === undefined ? { action: 'add', ...values } : { action: 'update', id, ...values };
  return call(familyEndpoints(def).save, body, { handleError: false });
}

/**
 * The versions (`updated_at`) of the rows `ids` as `rows` show them, for a change of several rows: the server
 * refuses it (code stale, naming the rows) when one of them changed since. Rows not shown are not named.
 */
export function versionsOf(rows: readonly ResourceRow[], ids: readonly number[]): RowVersions {
  const versions: Record<number, string> = {};
  for (const row of rows) if (ids.includes(row.id) && row.updated_at) versions[row.id] = row.updated_at;
  return versions;
}

export function deleteRows(
  def: ResourceDef,
  ids: readonly number[],
  versions?: RowVersions,
): Promise<{ deleted: number }> {
  return call(familyEndpoints(def).del, { ids: [...ids], [ROW_VERSIONS_FIELD]: versions });
}

export function enableRows(
  def: ResourceDef,
  ids: readonly number[],
  enabled: boolean,
  versions?: RowVersions,
): Promise<{ updated: number }> {
  return call(familyEndpoints(def).enable, { ids: [...ids], enabled, [ROW_VERSIONS_FIELD]: versions });
}

/**
 * Runs the family's declared transition `name` on `ids` (`POST {base}/{name}`) from a screen's own button; the
 * generic lists and detail draw theirs from the declaration (workflow/TransitionActions.tsx).
 */
export function runTransition(
  def: ResourceDef,
  name: string,
  ids: readonly number[],
  inputs: Record<string, unknown> = {},
  versions?: RowVersions,
): Promise<{ updated: number }> {
  return call(transitionEndpoint(def, declaredTransition(def, name)), {
    ids: [...ids],
    ...inputs,
    [ROW_VERSIONS_FIELD]: versions,
  });
}

/**
 * A row (or one field) as it was before a change of its history, or a deleted row back: `POST {base}/restore`.
 * The server's refusal (a unique value taken since, a reference gone) is notified as any failure.
 */
export function restoreFromHistory(def: ResourceDef, auditId: number, field?: string): Promise<ResourceRow> {
  return call(familyEndpoints(def).restore, { audit_id: auditId, field });
}

export const AUDIT_PAGE_SIZE = 50;

/** The change history of one row: `GET /system/audit/list?family=&row_id=`, newest first. */
export function fetchAudit(
  family: string,
  rowId: number,
  signal?: AbortSignal,
): Promise<ListPage<typeof auditLogResource>> {
  return call(
    familyEndpoints(auditLogResource).list,
    { family, row_id: rowId, page: 1, size: AUDIT_PAGE_SIZE, sort: '-created_at' },
    { signal },
  );
}

/** The family's most recently fetched list page, whatever its query. */
/** A list page of family `D`, its rows typed by the declaration (`ResourceRow` for a plain `ResourceDef`). */
export type ListPage<D extends ResourceDef> = Omit<ResourcePage, 'list'> & { list: ListRowOf<D>[] };

function latestList<D extends ResourceDef>(client: QueryClient, def: D): ListPage<D> | undefined {
  const queries = client.getQueryCache().findAll({ queryKey: [...familyKey(def), 'list'] });
  let latest: { at: number; data: ListPage<D> } | undefined;
  for (const q of queries) {
    // The family's list queries hold pages of that family's rows (fetchList below).
    const data = q.state.data as ListPage<D> | undefined;
    if (data && (!latest || q.state.dataUpdatedAt > latest.at)) latest = { at: q.state.dataUpdatedAt, data };
  }
  return latest?.data;
}

/**
 * One page of the list. A list view is re-created when its URL query changes (it is another tab), so the
 * page shown meanwhile is the family's latest one rather than an empty table.
 */
/** How long a list page counts as current (see useResourceList). */
const LIST_FRESH_MS = 15_000;

export function useResourceList<D extends ResourceDef>(def: D, query: Query) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...familyKey(def), 'list', query],
    queryFn: ({ signal }) => fetchList(def, query, signal),
    placeholderData: (previous) => previous ?? latestList(client, def),
    // A kept-alive list shown again within this time is shown as it was, without a refetch re-rendering every
    // row; a change made in the console invalidates the family at once (useFamilyMutation), and the toolbar's
    // refresh reads it again on demand.
    staleTime: LIST_FRESH_MS,
  });
}

export function useResourceRow<D extends ResourceDef>(def: D, id: number | undefined) {
  return useQuery({
    queryKey: [...familyKey(def), 'get', id],
    queryFn: ({ signal }) => fetchRow(def, id as number, signal),
    enabled: id !== undefined,
  });
}

export function useAudit(def: ResourceDef, id: number | undefined) {
  return useQuery({
    queryKey: [...familyKey(auditLogResource), 'row', def.key, id],
    queryFn: ({ signal }) => fetchAudit(def.key, id as number, signal),
    enabled: id !== undefined,
  });
}

/** Values of the target family's declared filters a picker is limited to (metrics of one quantity). */
export type ReferenceFilter = Readonly<Record<string, string | number | boolean>>;

/** Most rows a limited picker offers (one list page). */
export const FILTERED_OPTIONS_SIZE = 100;

/**
 * The choices of a picker limited by `filter`, through the target's list (`/options` takes no filters): `q`
 * goes to the title field's own filter when it has one, else it is matched here.
 */
export async function fetchFilteredOptions(
  def: ResourceDef,
  filter: ReferenceFilter,
  q: string,
  signal?: AbortSignal,
): Promise<ReferenceOption[]> {
  const title = def.fields.find((f) => f.name === def.titleField);
  const searchable = title?.filter === 'contains' || title?.filter === 'exact';
  const query: Query = { page: 1, size: FILTERED_OPTIONS_SIZE, sort: formatSort(def.defaultSort) };
  for (const [name, value] of Object.entries(filter)) query[name] = String(value);
  if (q && searchable) query[def.titleField] = q;
  const page = await fetchList(def, query, signal);
  const options = page.list.map((row) => ({ value: row.id, label: String(row[def.titleField] ?? row.id) }));
  const needle = q.toLowerCase();
  return q && !searchable ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
}

/**
 * Options of a reference picker: those matching `q` (and `filter`, when the picker is limited), plus the ones
 * already chosen (by id, whatever the filter: a value chosen before stays readable).
 */
export function useReferenceOptions(
  target: string,
  q: string,
  ids: readonly number[],
  filter?: ReferenceFilter,
) {
  const def = resourceByKey(target);
  const search = useQuery({
    queryKey: filter
      ? [...familyKey(def), 'options-filtered', JSON.stringify(filter), q]
      : [...familyKey(def), 'options', q],
    queryFn: ({ signal }) =>
      filter ? fetchFilteredOptions(def, filter, q, signal) : fetchOptions(def, { q }, signal),
    // As a list's: a picker in a kept-alive view shown again does not ask again (and re-render the form);
    // a change to the family invalidates its options at once.
    staleTime: LIST_FRESH_MS,
  });
  const chosen = useQuery({
    queryKey: [...familyKey(def), 'options-ids', [...ids].sort((a, b) => a - b).join(',')],
    queryFn: ({ signal }) => fetchOptions(def, { ids, size: ids.length }, signal),
    enabled: ids.length > 0,
    staleTime: LIST_FRESH_MS,
  });
  const byValue = new Map<number, ReferenceOption>();
  for (const option of [...(chosen.data ?? []), ...(search.data ?? [])]) byValue.set(option.value, option);
  return { options: [...byValue.values()], loading: search.isFetching };
}

/** Every row of a tree family with its parent (`GET {base}/tree`), for cascading pickers. */
export function useTreeOptions(target: string) {
  const def = resourceByKey(target);
  return useQuery({
    queryKey: [...familyKey(def), 'tree'],
    queryFn: ({ signal }) => call(familyEndpoints(def).tree, {}, { signal }),
    staleTime: 60_000,
  });
}

/**
 * A change to rows of a family: refreshes everything the family shows (and its change history), and the
 * families holding a declared count of its rows (a response added moves its questionnaire's count). `also` names
 * other families the server changes with it (a quote accepted awards its requirement).
 */
export function useFamilyMutation<TArgs, TResult>(
  def: ResourceDef,
  run: (args: TArgs) => Promise<TResult>,
  also: readonly ResourceDef[] = [],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      const counting = familiesCounting(Object.values(resources), def.key);
      const changed = [...new Set([def.key, ...counting, ...also.map((family) => family.key)])];
      for (const key of changed) notifyFamilyChanged(resources[key]?.table ?? key);
      await Promise.all([
        ...changed.map((key) => client.invalidateQueries({ queryKey: familyKey({ key }) })),
        client.invalidateQueries({ queryKey: familyKey(auditLogResource) }),
      ]);
    },
  });
}
