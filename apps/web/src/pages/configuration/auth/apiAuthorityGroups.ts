/**
 * The API role picker's groups: API authorities grouped by path prefix (the path without its last segment,
 * so one family's list/get/add/… sit together), searched by path, name or method. Pure, no React.
 */

export interface ApiAuthorityRef {
  id: number;
  path: string;
  method: string;
  name: string;
}

export interface ApiAuthorityGroup<T extends ApiAuthorityRef = ApiAuthorityRef> {
  /** `/admin/user` for `/admin/user/list`; `/` for a top-level path. */
  prefix: string;
  rows: T[];
}

/** The group of a path: everything before its last segment. */
export function prefixOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? '/' : path.slice(0, cut);
}

function matches(row: ApiAuthorityRef, needle: string): boolean {
  return [row.path, row.name, row.method, `${row.method} ${row.path}`].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** The rows matching a search (all when empty), grouped by prefix; groups and rows sorted by path. */
export function groupApiAuthorities<T extends ApiAuthorityRef>(
  rows: readonly T[],
  search = '',
): ApiAuthorityGroup<T>[] {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    if (needle && !matches(row, needle)) continue;
    const prefix = prefixOf(row.path);
    const list = groups.get(prefix) ?? [];
    list.push(row);
    groups.set(prefix, list);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([prefix, list]) => ({
      prefix,
      rows: list.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)),
    }));
}

/** The tree key of a group (an authority's key is its id). */
export function groupKey(prefix: string): string {
  return `group:${prefix}`;
}

export type GroupTick = 'all' | 'some' | 'none';

/** How much of a group (as shown) is chosen. */
export function groupTick(group: ApiAuthorityGroup, chosen: ReadonlySet<number>): GroupTick {
  const n = group.rows.filter((row) => chosen.has(row.id)).length;
  return n === 0 ? 'none' : n === group.rows.length ? 'all' : 'some';
}

/** Ticking or unticking a whole group changes only its rows as shown (a search narrows what it touches). */
export function setGroup(chosen: ReadonlySet<number>, group: ApiAuthorityGroup, on: boolean): Set<number> {
  const out = new Set(chosen);
  for (const row of group.rows) {
    if (on) out.add(row.id);
    else out.delete(row.id);
  }
  return out;
}

/** The tree's ticks: chosen authorities, and groups fully or partly chosen. */
export function pickerCheckState(
  groups: readonly ApiAuthorityGroup[],
  chosen: ReadonlySet<number>,
): { checked: string[]; halfChecked: string[] } {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const group of groups) {
    const tick = groupTick(group, chosen);
    if (tick === 'all') checked.push(groupKey(group.prefix));
    else if (tick === 'some') halfChecked.push(groupKey(group.prefix));
    for (const row of group.rows) if (chosen.has(row.id)) checked.push(String(row.id));
  }
  return { checked, halfChecked };
}

/**
 * The ids to save: the chosen ones that still exist, in catalogue order. Ids of authorities a sync removed
 * are dropped (the server deleted them with their grants).
 */
export function chosenIds(rows: readonly ApiAuthorityRef[], chosen: ReadonlySet<number>): number[] {
  return rows.filter((row) => chosen.has(row.id)).map((row) => row.id);
}
