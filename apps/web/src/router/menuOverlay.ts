/**
 * The menu records (`/configuration/router/list`, read by the shell through `GET /admin/router/menu`) laid
 * over the contract's route table: each record gives its route's names, icon, hidden / noSubmenu / keepAlive
 * switches and its place among its siblings. Pure: no React, tested directly.
 */
import {
  joinRoutePath,
  type MenuRecord,
  type RouteIcon,
  type RouteNode,
  routeIcons,
} from '@console/contract';

const knownIcons = new Set<string>(routeIcons);

function isRouteIcon(name: string): name is RouteIcon {
  return knownIcons.has(name);
}

/** One node with its record applied (children are handled by the caller). */
function applyRecord(node: RouteNode, record: MenuRecord): RouteNode {
  const copy: RouteNode = {
    ...node,
    name: { zh: record.name_zh || node.name.zh, en: record.name_en || node.name.en },
    hidden: record.hidden,
    noSubmenu: record.no_submenu,
    keepAlive: record.keep_alive,
  };
  // An empty icon means "none"; a name the shell does not know keeps the table's icon.
  if (record.icon === '') delete copy.icon;
  else if (isRouteIcon(record.icon)) copy.icon = record.icon;
  return copy;
}

/**
 * The table with the records applied, at every depth. Siblings are ordered by their record's `sort`
 * (smallest first, ties keep the table's order); a node without a record stays right after the sibling
 * it follows in the table. Nodes are copied, the input is left untouched; records of paths the table does
 * not have are ignored.
 */
export function applyMenuRecords(
  table: readonly RouteNode[],
  records: readonly MenuRecord[] | ReadonlyMap<string, MenuRecord>,
  parent = '',
): RouteNode[] {
  const byPath =
    records instanceof Map
      ? (records as ReadonlyMap<string, MenuRecord>)
      : new Map((records as readonly MenuRecord[]).map((r) => [r.path, r]));
  if (byPath.size === 0) return [...table];
  let previous = Number.NEGATIVE_INFINITY;
  const placed = table.map((node, position) => {
    const fullPath = parent ? joinRoutePath(parent, node.path) : node.path;
    const record = byPath.get(fullPath);
    const copy = record ? applyRecord(node, record) : { ...node };
    if (node.children) copy.children = applyMenuRecords(node.children, byPath, fullPath);
    const sort = record && Number.isFinite(record.sort) ? record.sort : previous;
    previous = sort;
    return { node: copy, sort, position };
  });
  placed.sort((a, b) => a.sort - b.sort || a.position - b.position);
  return placed.map((p) => p.node);
}
