/**
 * Where the top bar's entries lead (spec §1, §2 "Routes named in the shell"). An entry is shown only when
 * its screen is among the routes this admin may see: menus follow the layout permissions, so the bar never
 * offers a door that opens on 401 (hiding is not the guard: the server judges every call).
 */
import { matchLayoutRoute, type RouteIndex } from '../router/table.ts';

export const navbarTargets = {
  aiChat: '/ai/chat',
  proposalSaas: '/saas/proposal?status=0',
  proposalUser: '/user/proposal?status=0',
  networkExpansion: '/enterprise/network_expansion/service_list?status=0',
  saasOverview: '/saas/enter',
  comments: '/media/video/comment_list?is_check=0',
  commentList: '/media/video/comment_list',
  accessLog: '/monitor/admin',
} as const;

export type NavbarTarget = keyof typeof navbarTargets;

/** The entries whose target route is in the admin's layout table. */
export function permittedTargets(index: RouteIndex): ReadonlySet<NavbarTarget> {
  const permitted = new Set<NavbarTarget>();
  for (const [entry, target] of Object.entries(navbarTargets) as [NavbarTarget, string][]) {
    const pathname = target.split('?')[0] ?? target;
    if (matchLayoutRoute(index, pathname)) permitted.add(entry);
  }
  return permitted;
}
