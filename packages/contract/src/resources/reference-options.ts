/** What reference pickers read: a family's rows as choices, and a tree family's rows with their parents. */
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
