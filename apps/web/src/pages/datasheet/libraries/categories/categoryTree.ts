/**
 * The category tree as the tree page shows it, from the flat rows of `GET /v1_categories/tree`: nested nodes
 * with their depth (the server keeps a category's level equal to its depth) and a search that keeps the
 * matches with the branches leading to them. Pure.
 */
import { categoryResource, type ResourceDef, resourceForRoute, type TreeOption } from '@console/contract';

export interface CategoryNode {
  id: number;
  label: string;
  parent: number | null;
  /** 1 for a first-level category. */
  depth: number;
  children: CategoryNode[];
}

export interface CategoryTree {
  roots: CategoryNode[];
  byId: Map<number, CategoryNode>;
}

export function buildCategoryTree(rows: readonly TreeOption[]): CategoryTree {
  const byId = new Map<number, CategoryNode>(
    rows.map((row) => [
      row.value,
      { id: row.value, label: row.label, parent: row.parent, depth: 1, children: [] },
    ]),
  );
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = byId.get(row.value) as CategoryNode;
    const parent = row.parent === null ? undefined : byId.get(row.parent);
    // A row whose parent is missing (or itself) is shown as a root rather than lost.
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const setDepth = (nodes: CategoryNode[], depth: number, seen: Set<number>) => {
    for (const node of nodes) {
      if (seen.has(node.id)) continue;
      seen.add(node.id);
      node.depth = depth;
      setDepth(node.children, depth + 1, seen);
    }
  };
  setDepth(roots, 1, new Set());
  return { roots, byId };
}

/** The labels from the root down to `id` ("工程塑料 / 聚酰胺 PA"). */
export function pathLabels(tree: CategoryTree, id: number): string[] {
  const labels: string[] = [];
  const seen = new Set<number>();
  let at = tree.byId.get(id);
  while (at && !seen.has(at.id)) {
    seen.add(at.id);
    labels.unshift(at.label);
    at = at.parent === null ? undefined : tree.byId.get(at.parent);
  }
  return labels;
}

/** Every node id that has children (what "expand all" opens). */
export function branchIds(tree: CategoryTree): number[] {
  return [...tree.byId.values()].filter((node) => node.children.length > 0).map((node) => node.id);
}

export interface TreeSearch {
  /** Copies of the nodes kept: the matches and their ancestors (a match keeps its whole subtree). */
  roots: CategoryNode[];
  /** Ancestors of the matches: open, so every match is in sight. */
  expanded: number[];
  matches: number;
}

export function searchTree(roots: readonly CategoryNode[], text: string): TreeSearch {
  const needle = text.trim().toLowerCase();
  if (!needle) return { roots: [...roots], expanded: [], matches: 0 };
  const expanded: number[] = [];
  let matches = 0;
  const keep = (nodes: readonly CategoryNode[]): CategoryNode[] => {
    const out: CategoryNode[] = [];
    for (const node of nodes) {
      const hit = node.label.toLowerCase().includes(needle);
      if (hit) matches++;
      const children = keep(node.children);
      if (children.length > 0) expanded.push(node.id);
      if (hit) out.push(node);
      else if (children.length > 0) out.push({ ...node, children });
    }
    return out;
  };
  const kept = keep(roots);
  return { roots: kept, expanded, matches };
}

/** The family as the view of one level shows it (its preset level, its detail route). */
export function levelView(level: number): ResourceDef {
  const view = categoryResource.views.find((v) => v.preset.level === level);
  return (view && resourceForRoute(view.route)) || categoryResource;
}
