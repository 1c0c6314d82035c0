/**
 * The console's route table: its shape and the pure rules that work on it.
 * The table itself (spec §2) lives in `route-table.ts`; the web app builds its router,
 * sidebar, breadcrumb and tabs from it, and the server derives the layout authorities from it.
 */

export interface LocalName {
  zh: string;
  en: string;
}

/** The antd icons a menu entry may use; the web app maps each name to its component. */
export const routeIcons = [
  'DashboardOutlined',
  'RobotOutlined',
  'FileTextOutlined',
  'AppstoreOutlined',
  'ReadOutlined',
  'SolutionOutlined',
  'PlaySquareOutlined',
  'BankOutlined',
  'ShoppingOutlined',
  'DatabaseOutlined',
  'FormOutlined',
  'NotificationOutlined',
  'ShoppingCartOutlined',
  'MoneyCollectOutlined',
  'IdcardOutlined',
  'MonitorOutlined',
  'FileSearchOutlined',
  'CloudOutlined',
  'TeamOutlined',
  'LineChartOutlined',
  'BarChartOutlined',
  'MailOutlined',
  'WalletOutlined',
  'SettingOutlined',
  'UserOutlined',
  'ExperimentOutlined',
  'TagsOutlined',
  'KeyOutlined',
  'SafetyOutlined',
  'ApartmentOutlined',
  'BranchesOutlined',
  'ClusterOutlined',
] as const;
export type RouteIcon = (typeof routeIcons)[number];

export interface RouteNode {
  /**
   * Top-level nodes start with `/`; children are relative to their parent (`list`, `detail/:id`).
   * Dynamic segments use `:name`.
   */
  path: string;
  name: LocalName;
  icon?: RouteIcon;
  /** Not listed in the sidebar (detail pages, hidden groups). */
  hidden?: boolean;
  /** A group shown as a single sidebar entry (its first visible child) instead of a submenu. */
  noSubmenu?: boolean;
  /** The view keeps its state (typed input, table page, scroll) while its tab stays in the strip. */
  keepAlive?: boolean;
  /** Full path this node redirects to when visited itself. */
  redirect?: string;
  children?: RouteNode[];
}

/** A node with the absolute path it is reached at. */
export interface FlatRoute {
  fullPath: string;
  node: RouteNode;
  /** Full paths of the ancestors, outermost first. */
  ancestors: string[];
}

export function joinRoutePath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${child}`;
}

/** Every node of the table with its full path, parents before children. */
export function flattenRoutes(
  table: readonly RouteNode[],
  parent = '',
  ancestors: string[] = [],
): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const node of table) {
    const fullPath = parent ? joinRoutePath(parent, node.path) : node.path;
    out.push({ fullPath, node, ancestors });
    if (node.children) out.push(...flattenRoutes(node.children, fullPath, [...ancestors, fullPath]));
  }
  return out;
}

/**
 * Keeps a dynamic route only if its full path is permitted (spec §6); children are filtered the same way,
 * so a child is never kept under a parent that was dropped.
 */
export function filterRoutesByAuth(
  table: readonly RouteNode[],
  permitted: ReadonlySet<string>,
  parent = '',
): RouteNode[] {
  const kept: RouteNode[] = [];
  for (const node of table) {
    const fullPath = parent ? joinRoutePath(parent, node.path) : node.path;
    if (!permitted.has(fullPath)) continue;
    const copy: RouteNode = { ...node };
    if (node.children) copy.children = filterRoutesByAuth(node.children, permitted, fullPath);
    kept.push(copy);
  }
  return kept;
}

/** Localised display name. */
export function routeName(node: Pick<RouteNode, 'name'>, locale: Locale): string {
  return node.name[locale];
}

export const locales = ['zh', 'en'] as const;
export type Locale = (typeof locales)[number];
