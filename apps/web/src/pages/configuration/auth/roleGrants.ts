/**
 * Changing which layout roles hold one route, from the authority screens, under the same rules as the
 * role's own tree (routeTree.ts): a role given a route also gets its sub-routes and the menus above it (the
 * server drops a child whose parent is not held), and a role losing it loses its sub-routes and any menu
 * left empty. When no role needs more than that one path, the change is one update of the authority row;
 * otherwise each changed role is saved with its whole new set of paths. Pure, no React.
 */
import {
  grantPath,
  idsOfPaths,
  type LayoutAuthorityRef,
  pathsOfIds,
  type RouteTreeIndex,
  revokePath,
} from './routeTree.ts';

export interface HeldAuthority extends LayoutAuthorityRef {
  /** Ids of the roles holding the path. */
  roles: readonly number[];
}

/** What one changed role ends up with. */
export interface RoleEffect {
  roleId: number;
  change: 'grant' | 'revoke';
  /** Every authority id the role holds after the change. */
  authorities: number[];
  /** Other paths the role gains (grant) or loses (revoke) with this one: ancestors, sub-routes, empty menus. */
  alsoPaths: string[];
}

export type RoleChangePlan =
  | { kind: 'none' }
  /** One call: `POST {layout authority}/update {id, roles}`. */
  | { kind: 'authority'; id: number; roles: number[]; effects: RoleEffect[] }
  /** One `POST {layout role}/update {id, authorities}` per changed role. */
  | { kind: 'roles'; effects: RoleEffect[] };

function idsHeldBy(rows: readonly HeldAuthority[], roleId: number): number[] {
  return rows.filter((row) => row.roles.includes(roleId)).map((row) => row.id);
}

function pathsOf(rows: readonly HeldAuthority[], ids: Iterable<number>): Set<string> {
  const byId = new Map(rows.map((row) => [row.id, row.path]));
  const out = new Set<string>();
  for (const id of ids) {
    const path = byId.get(id);
    if (path !== undefined) out.add(path);
  }
  return out;
}

/** The effect on one role of giving it (or taking from it) the path of `target`. */
function effectOn(
  index: RouteTreeIndex,
  rows: readonly HeldAuthority[],
  target: HeldAuthority,
  roleId: number,
  change: RoleEffect['change'],
): RoleEffect {
  const before = idsHeldBy(rows, roleId);
  if (!index.childrenOf.has(target.path)) {
    // A path the route table no longer has: no tree around it, only the path itself changes.
    const authorities = change === 'grant' ? [...before, target.id] : before.filter((id) => id !== target.id);
    return { roleId, change, authorities, alsoPaths: [] };
  }
  const { granted, staleIds } = pathsOfIds(index, rows, before);
  const after =
    change === 'grant' ? grantPath(index, granted, target.path) : revokePath(index, granted, target.path);
  const authorities = idsOfPaths(index, rows, after, staleIds);
  const beforeSet = new Set(before);
  const afterSet = new Set(authorities);
  const moved =
    change === 'grant'
      ? authorities.filter((id) => !beforeSet.has(id))
      : before.filter((id) => !afterSet.has(id));
  const alsoPaths = [...pathsOf(rows, moved)].filter((path) => path !== target.path);
  return { roleId, change, authorities, alsoPaths };
}

/** Whether an effect is exactly "this one path more" (grant) or "this one path less" (revoke). */
function onlyThePath(rows: readonly HeldAuthority[], target: HeldAuthority, effect: RoleEffect): boolean {
  const before = new Set(idsHeldBy(rows, effect.roleId));
  const expected = new Set(before);
  if (effect.change === 'grant') expected.add(target.id);
  else expected.delete(target.id);
  const after = new Set(effect.authorities);
  return after.size === expected.size && [...expected].every((id) => after.has(id));
}

/** How to save `nextRoles` as the roles holding `target`. */
export function planRoleChange(
  index: RouteTreeIndex,
  rows: readonly HeldAuthority[],
  target: HeldAuthority,
  nextRoles: readonly number[],
): RoleChangePlan {
  const current = new Set(target.roles);
  const next = new Set(nextRoles);
  const effects = [
    ...[...next].filter((id) => !current.has(id)).map((id) => effectOn(index, rows, target, id, 'grant')),
    ...[...current].filter((id) => !next.has(id)).map((id) => effectOn(index, rows, target, id, 'revoke')),
  ];
  if (effects.length === 0) return { kind: 'none' };
  if (effects.every((effect) => onlyThePath(rows, target, effect))) {
    return { kind: 'authority', id: target.id, roles: [...next].sort((a, b) => a - b), effects };
  }
  return { kind: 'roles', effects };
}
