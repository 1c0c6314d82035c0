import { joinRoutePath, type RouteNode } from '../routes.ts';

type NodeOptions = Omit<RouteNode, 'path' | 'name' | 'children'>;

// The table below has ~280 nodes; these helpers keep one route per line so it reads like the spec.
export function page(path: string, zh: string, en: string, options: NodeOptions = {}): RouteNode {
  return { path, name: { zh, en }, ...options };
}

/** Detail and edit pages are reached from their lists, never from the sidebar. */
export function detail(path: string, zh: string, en: string): RouteNode {
  return page(path, zh, en, { hidden: true });
}

export function group(
  path: string,
  zh: string,
  en: string,
  options: NodeOptions,
  children: RouteNode[],
): RouteNode {
  return { ...page(path, zh, en, options), children };
}

export const kept = { keepAlive: true } as const;

function firstLeaf(node: RouteNode, fullPath: string, visibleOnly: boolean): string | undefined {
  if (visibleOnly && node.hidden) return undefined;
  if (!node.children?.length) return fullPath;
  for (const child of node.children) {
    const found = firstLeaf(child, joinRoutePath(fullPath, child.path), visibleOnly);
    if (found) return found;
  }
  return undefined;
}

/**
 * The spec names defaults for only a few groups; every other group opens its first visible page
 * (or, in a group with no visible page such as /monitor, its first page), so visiting a group path never
 * shows an empty layout.
 */
export function withDefaultRedirects(nodes: RouteNode[], parent = ''): RouteNode[] {
  return nodes.map((node) => {
    if (!node.children?.length) return node;
    const fullPath = parent ? joinRoutePath(parent, node.path) : node.path;
    const children = withDefaultRedirects(node.children, fullPath);
    const redirect =
      node.redirect ??
      children.map((c) => firstLeaf(c, joinRoutePath(fullPath, c.path), true)).find(Boolean) ??
      firstLeaf({ ...node, children }, fullPath, false);
    return { ...node, children, ...(redirect ? { redirect } : {}) };
  });
}
