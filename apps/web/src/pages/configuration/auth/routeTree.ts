/**
 * The layout role's route tree: the contract's route table as checkable nodes keyed by full path, and the
 * rules of ticking them. The server keeps a child route only when its parent is kept too (filterRoutesByAuth),
 * so a granted path always brings its ancestors; ticking a node grants its whole subtree. Pure, no React.
 */
import { joinRoutePath, type LocalName, type RouteIcon, type RouteNode } from '@console/contract';

export interface RouteTreeNode {
  /** Full path: the tree key and the layout authority's `path`. */
  key: string;
  name: LocalName;
  icon?: RouteIcon;
  /** Not a sidebar entry (a detail page, a hidden group); still granted like any route. */
  hidden: boolean;
  children: RouteTreeNode[];
}

export interface RouteTreeIndex {
  nodes: RouteTreeNode[];
  parentOf: ReadonlyMap<string, string>;
  childrenOf: ReadonlyMap<string, readonly string[]>;
  byKey: ReadonlyMap<string, RouteTreeNode>;
  /** Every key, parents before children (the table's order). */
  keys: readonly string[];
}

/** The table as tree nodes; a full path met twice is kept the first time (the server keys rows by path). */
export function buildRouteTree(table: readonly RouteNode[]): RouteTreeIndex {
  const parentOf = new Map<string, string>();
  const childrenOf = new Map<string, string[]>();
  const keys: string[] = [];
  const byKey = new Map<string, RouteTreeNode>();
  const walk = (list: readonly RouteNode[], parent: string): RouteTreeNode[] => {
    const out: RouteTreeNode[] = [];
    for (const node of list) {
      const key = parent ? joinRoutePath(parent, node.path) : node.path;
      if (byKey.has(key)) continue;
      keys.push(key);
      if (parent) {
        parentOf.set(key, parent);
        childrenOf.get(parent)?.push(key);
      }
      childrenOf.set(key, []);
      const treeNode: RouteTreeNode = {
        key,
        name: node.name,
        ...(node.icon ? { icon: node.icon } : {}),
        hidden: Boolean(node.hidden),
        children: [],
      };
      byKey.set(key, treeNode);
      if (node.children) treeNode.children = walk(node.children, key);
      out.push(treeNode);
    }
    return out;
  };
  const nodes = walk(table, '');
  return { nodes, parentOf, childrenOf, byKey, keys };
}

/** The ancestors of a key, nearest first. */
export function ancestorsOf(index: RouteTreeIndex, key: string): string[] {
  const out: string[] = [];
  for (let up = index.parentOf.get(key); up !== undefined; up = index.parentOf.get(up)) out.push(up);
  return out;
}

/** Every key below a key, at any depth. */
export function descendantsOf(index: RouteTreeIndex, key: string): string[] {
  const out: string[] = [];
  const stack = [...(index.childrenOf.get(key) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    out.push(next);
    stack.push(...(index.childrenOf.get(next) ?? []));
  }
  return out;
}

/**
 * The granted paths as they take effect: those of the tree, each with its ancestors (a child granted without
 * its parent would be dropped by the server's filter, so a saved child always brings its parent).
 */
export function withAncestors(index: RouteTreeIndex, granted: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const key of granted) {
    if (!index.childrenOf.has(key)) continue;
    out.add(key);
    for (const up of ancestorsOf(index, key)) out.add(up);
  }
  return out;
}

/** Ticking a node: it, its whole subtree and its ancestors are granted. */
export function grantPath(index: RouteTreeIndex, granted: ReadonlySet<string>, key: string): Set<string> {
  const out = new Set(granted);
  for (const k of [key, ...descendantsOf(index, key), ...ancestorsOf(index, key)]) out.add(k);
  return out;
}

/**
 * Unticking a node: it and its subtree are no longer granted, and an ancestor left with nothing granted below
 * it goes too (a group without any of its pages is an empty menu).
 */
export function revokePath(index: RouteTreeIndex, granted: ReadonlySet<string>, key: string): Set<string> {
  const out = new Set(granted);
  for (const k of [key, ...descendantsOf(index, key)]) out.delete(k);
  for (const up of ancestorsOf(index, key)) {
    if (descendantsOf(index, up).some((k) => out.has(k))) break;
    out.delete(up);
  }
  return out;
}

export interface TreeCheckState {
  /** Granted with everything below it: a full tick. */
  checked: string[];
  /** Granted, but only part of what is below it: a partial tick. */
  halfChecked: string[];
}

/** The tree's ticks for a set of granted paths (the tree runs in strict mode: these rules decide). */
export function checkStateOf(index: RouteTreeIndex, granted: ReadonlySet<string>): TreeCheckState {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const key of index.keys) {
    if (!granted.has(key)) continue;
    if (descendantsOf(index, key).every((k) => granted.has(k))) checked.push(key);
    else halfChecked.push(key);
  }
  return { checked, halfChecked };
}

/** Whether one node answers a search itself (see filterRouteTree); an empty search matches nothing. */
export function routeMatches(
  node: RouteTreeNode,
  search: string,
  moreText?: (node: RouteTreeNode) => readonly string[],
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return false;
  return [node.key, node.name.zh, node.name.en, ...(moreText?.(node) ?? [])].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export interface TreeFilterResult {
  nodes: RouteTreeNode[];
  /** The nodes to open so every match shows (and what a matching group holds). */
  expandedKeys: string[];
}

/**
 * The nodes matching a search (name in either language or path, case-insensitive, plus any `moreText` a
 * screen adds, such as the names of the roles holding a path), with their ancestors; a matching node keeps
 * its whole subtree. An empty search keeps everything.
 */
export function filterRouteTree(
  nodes: readonly RouteTreeNode[],
  search: string,
  moreText?: (node: RouteTreeNode) => readonly string[],
): TreeFilterResult {
  const needle = search.trim().toLowerCase();
  if (!needle) return { nodes: [...nodes], expandedKeys: [] };
  const expandedKeys: string[] = [];
  const matches = (node: RouteTreeNode) => routeMatches(node, search, moreText);
  const walk = (list: readonly RouteTreeNode[]): RouteTreeNode[] => {
    const out: RouteTreeNode[] = [];
    for (const node of list) {
      if (matches(node)) {
        // A matching group opens one level, so what it holds shows.
        if (node.children.length > 0) expandedKeys.push(node.key);
        out.push(node);
        continue;
      }
      const children = walk(node.children);
      if (children.length > 0) {
        expandedKeys.push(node.key);
        out.push({ ...node, children });
      }
    }
    return out;
  };
  return { nodes: walk(nodes), expandedKeys };
}

export interface LayoutAuthorityRef {
  id: number;
  path: string;
}

/** The granted paths of a role's authority ids; ids of paths the table no longer has are returned apart. */
export function pathsOfIds(
  index: RouteTreeIndex,
  rows: readonly LayoutAuthorityRef[],
  ids: readonly number[],
): { granted: Set<string>; staleIds: number[] } {
  const byId = new Map(rows.map((row) => [row.id, row.path]));
  const granted = new Set<string>();
  const staleIds: number[] = [];
  for (const id of ids) {
    const path = byId.get(id);
    if (path !== undefined && index.childrenOf.has(path)) granted.add(path);
    else staleIds.push(id);
  }
  return { granted: withAncestors(index, granted), staleIds };
}

/**
 * The authority ids to save for a set of granted paths (with their ancestors), followed by the ids kept
 * untouched (paths no longer in the table). Paths without a row cannot be saved and are left out.
 */
export function idsOfPaths(
  index: RouteTreeIndex,
  rows: readonly LayoutAuthorityRef[],
  granted: ReadonlySet<string>,
  keptIds: readonly number[] = [],
): number[] {
  const idByPath = new Map(rows.map((row) => [row.path, row.id]));
  const effective = withAncestors(index, granted);
  const ids: number[] = [];
  for (const key of index.keys) {
    const id = idByPath.get(key);
    if (id !== undefined && effective.has(key)) ids.push(id);
  }
  return [...ids, ...keptIds.filter((id) => !ids.includes(id))];
}
