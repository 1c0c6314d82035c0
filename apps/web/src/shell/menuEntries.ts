/**
 * The sidebar's entries from the permitted route table (spec §2 "Shell behaviour"), pure for testing.
 * Hidden nodes are left out; a `noSubmenu` group is one entry (its first visible child); groups with
 * nothing visible are left out; a page needing a param (`detail/:id`) cannot be a menu entry.
 */
import { joinRoutePath, type LocalName, type RouteIcon, type RouteNode } from '@console/contract';

export interface MenuEntry {
  /** Full path: the navigation target of a leaf, the open key of a submenu. */
  key: string;
  name: LocalName;
  icon?: RouteIcon;
  children?: MenuEntry[];
}

function fullPathOf(parent: string, node: RouteNode): string {
  return parent ? joinRoutePath(parent, node.path) : node.path;
}

export function menuEntries(table: readonly RouteNode[], parent = ''): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const node of table) {
    if (node.hidden) continue;
    const fullPath = fullPathOf(parent, node);
    if (!node.children?.length) {
      if (!fullPath.includes(':')) entries.push({ key: fullPath, name: node.name, icon: node.icon });
      continue;
    }
    const children = menuEntries(node.children, fullPath);
    if (children.length === 0) continue;
    const first = children[0];
    if (node.noSubmenu && first) {
      entries.push({ ...first, icon: first.icon ?? node.icon });
    } else {
      entries.push({ key: fullPath, name: node.name, icon: node.icon, children });
    }
  }
  return entries;
}

/** The submenus containing a path (outermost first), to open them when the location changes. */
export function openKeysFor(entries: readonly MenuEntry[], pathname: string): string[] {
  for (const entry of entries) {
    if (!entry.children) continue;
    if (pathname === entry.key || pathname.startsWith(`${entry.key}/`)) {
      return [entry.key, ...openKeysFor(entry.children, pathname)];
    }
  }
  return [];
}

/** Whether submenu `key` is `other` or lies inside it (or contains it): the two belong to one branch. */
function sameBranch(key: string, other: string): boolean {
  return key === other || key.startsWith(`${other}/`) || other.startsWith(`${key}/`);
}

/**
 * The open submenus after the person opened or closed some (accordion): a newly opened submenu closes every
 * other branch but the pinned ones; closing leaves the rest as it is.
 */
export function accordionKeys(
  before: readonly string[],
  after: readonly string[],
  pinned: readonly string[],
) {
  const opened = after.find((key) => !before.includes(key));
  if (opened === undefined) return [...after];
  return after.filter((key) => sameBranch(key, opened) || pinned.some((pin) => sameBranch(key, pin)));
}

/** What is open on arriving at `pathname`: the branch of the location and the pinned submenus. */
export function keysOnArrival(entries: readonly MenuEntry[], pathname: string, pinned: readonly string[]) {
  return [...new Set([...openKeysFor(entries, pathname), ...pinned])];
}
