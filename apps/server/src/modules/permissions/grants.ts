/**
 * Grants cannot grow themselves. Every change that gives an admin more than it had — roles bound to an
 * account (the bind endpoints, the account's add and update), authorities added to a role (the role's add and
 * update), a role given to an authority from the authority's side (the layout authority screen), an API
 * authority's login or permission switches changed — is judged here, for API roles and layout roles alike.
 * A super admin may do all of it. Any other admin may give only what it holds itself: a role it binds must
 * grant nothing it lacks, an authority it adds to a role must be its own; it binds no role to its own account,
 * adds nothing to a role it holds (either would grow itself) and switches no call's requirements (that decides
 * who may call it: a super admin's). Whether it may act on the account at all (a super admin's, a richer one's)
 * is the account rule's (account-rule.ts). Taking away (unbinding, removing authorities, deleting a role) is
 * never refused here. The engine
 * runs these checks inside the change's transaction, on every endpoint that writes these families, and
 * audits each change with the acting admin.
 */
import {
  AdminRole,
  adminUserResource,
  apiAuthorityResource,
  apiRoleResource,
  layoutAuthorityResource,
  layoutRoleResource,
  type ResourceRow,
  ResultCode,
  type RowOf,
} from '@console/contract';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../core/errors.ts';
import type { LocalText } from '../../core/messages.ts';
import {
  adminUserApiRole,
  adminUserLayoutRole,
  apiAuthority,
  apiRole,
  apiRoleAuthority,
  layoutAuthority,
  layoutRole,
  layoutRoleAuthority,
} from '../../db/schema/index.ts';
import type { FamilyHooks, IdColumn, ResourceEngine, Tx } from '../../engine/index.ts';
import type { SessionAdmin } from '../../http/auth.ts';
import { type GrantWords, grantCalls, grantReasons, grantRefusal } from './grant-messages.ts';

/** One kind of grant: roles an admin holds, each granting authorities. */
export interface GrantKind {
  words: GrantWords;
  roleFamily: string;
  /** The admin account's field holding roles of this kind. */
  bindField: 'api_roles' | 'layout_roles';
  bindings: { table: PgTable; user: IdColumn; role: IdColumn };
  grants: { table: PgTable; role: IdColumn; authority: IdColumn };
  roles: { table: PgTable; id: IdColumn; name: AnyPgColumn<{ data: string; notNull: true }> };
  authorities: { table: PgTable; id: IdColumn; label: SQL<string> };
  /** Whether the authority has switches that open it to every admin (need_login, need_judge). */
  switches: boolean;
}

const apiKind: GrantKind = {
  words: {
    role: { zh: '接口角色', en: 'API role' },
    authorities: { zh: '接口权限', en: 'API authorities' },
  },
  roleFamily: apiRoleResource.key,
  bindField: 'api_roles',
  bindings: { table: adminUserApiRole, user: adminUserApiRole.user_id, role: adminUserApiRole.role_id },
  grants: {
    table: apiRoleAuthority,
    role: apiRoleAuthority.role_id,
    authority: apiRoleAuthority.authority_id,
  },
  roles: { table: apiRole, id: apiRole.id, name: apiRole.name },
  authorities: {
    table: apiAuthority,
    id: apiAuthority.id,
    label: sql<string>`${apiAuthority.method} || ' ' || ${apiAuthority.path}`,
  },
  switches: true,
};

const layoutKind: GrantKind = {
  words: {
    role: { zh: '菜单角色', en: 'layout role' },
    authorities: { zh: '菜单权限', en: 'route authorities' },
  },
  roleFamily: layoutRoleResource.key,
  bindField: 'layout_roles',
  bindings: {
    table: adminUserLayoutRole,
    user: adminUserLayoutRole.user_id,
    role: adminUserLayoutRole.role_id,
  },
  grants: {
    table: layoutRoleAuthority,
    role: layoutRoleAuthority.role_id,
    authority: layoutRoleAuthority.authority_id,
  },
  roles: { table: layoutRole, id: layoutRole.id, name: layoutRole.name },
  authorities: {
    table: layoutAuthority,
    id: layoutAuthority.id,
    label: sql<string>`${layoutAuthority.path}`,
  },
  switches: false,
};

export const grantKinds = [apiKind, layoutKind] as const;

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/** The ids in `after` that `before` did not hold: what a change adds. */
function addedIds(before: unknown, after: unknown): number[] {
  const had = new Set(idsOf(before));
  return [...new Set(idsOf(after))].filter((id) => !had.has(id));
}

/** The roles of this kind an admin holds, as committed or as this transaction changed them. */
async function heldRoles(tx: Tx, kind: GrantKind, uid: number): Promise<Set<number>> {
  const rows = await tx
    .select({ id: kind.bindings.role })
    .from(kind.bindings.table)
    .where(eq(kind.bindings.user, uid));
  return new Set(rows.map((row) => row.id));
}

/** The authorities of this kind an admin's roles grant. */
export async function heldAuthorities(tx: Tx, kind: GrantKind, uid: number): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ id: kind.grants.authority })
    .from(kind.bindings.table)
    .innerJoin(kind.grants.table, eq(kind.grants.role, kind.bindings.role))
    .where(eq(kind.bindings.user, uid));
  return new Set(rows.map((row) => row.id));
}

/** The authorities each of these roles grants. */
async function grantsOfRoles(tx: Tx, kind: GrantKind, roleIds: number[]): Promise<Map<number, number[]>> {
  const byRole = new Map<number, number[]>(roleIds.map((id) => [id, []]));
  const rows = await tx
    .select({ role: kind.grants.role, authority: kind.grants.authority })
    .from(kind.grants.table)
    .where(inArray(kind.grants.role, roleIds));
  for (const row of rows) byRole.get(row.role)?.push(row.authority);
  return byRole;
}

async function namesOf(
  tx: Tx,
  table: PgTable,
  id: IdColumn,
  name: AnyPgColumn<{ data: string; notNull: true }> | SQL<string>,
  ids: number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ id, name }).from(table).where(inArray(id, ids));
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  return ids.map((key) => byId.get(key) ?? `#${key}`);
}

const roleNames = (tx: Tx, kind: GrantKind, ids: number[]) =>
  namesOf(tx, kind.roles.table, kind.roles.id, kind.roles.name, ids);
export const authorityLabels = (tx: Tx, kind: GrantKind, ids: number[]) =>
  namesOf(
    tx,
    kind.authorities.table,
    kind.authorities.id,
    kind.authorities.label,
    [...ids].sort((a, b) => a - b),
  );

const refuse = (call: LocalText, why: LocalText) =>
  new AppError(ResultCode.forbidden, grantRefusal(call, why));

type BeforeWrite<Row> = NonNullable<FamilyHooks<Row>['beforeWrite']>;
/** A judged write: one an admin makes (the server's own work is not judged). */
type WriteArgs<Row = ResourceRow> = Parameters<BeforeWrite<Row>>[0] & { admin: SessionAdmin };

/** What the rule reads of an authority row, of either kind (a layout authority has no switches). */
type AuthorityRow = Pick<RowOf<typeof layoutAuthorityResource>, 'id' | 'path' | 'roles'> &
  Partial<Pick<RowOf<typeof apiAuthorityResource>, 'need_login' | 'need_judge'>>;

/** Roles bound to an admin account: on its add (`/admin/user/add`), its update and the bind endpoints. */
async function judgeBindings({ tx, admin, values, before }: WriteArgs): Promise<void> {
  const target = before[0];
  for (const kind of grantKinds) {
    if (!(kind.bindField in values)) continue;
    const adding = addedIds(target?.[kind.bindField], values[kind.bindField]);
    if (adding.length === 0) continue;
    const targetName = String(target?.username ?? values.username);
    const call = (names: string[]) =>
      (target ? grantCalls.bindRoles : grantCalls.addAdmin)(kind.words, names, targetName);
    if (target?.id === admin.uid) throw refuse(call(await roleNames(tx, kind, adding)), grantReasons.self);

    const held = await heldAuthorities(tx, kind, admin.uid);
    const grants = await grantsOfRoles(tx, kind, adding);
    const beyond = adding.filter((id) => grants.get(id)?.some((authority) => !held.has(authority)));
    if (beyond.length === 0) continue;
    const missing = new Set(beyond.flatMap((id) => grants.get(id) ?? []).filter((a) => !held.has(a)));
    throw refuse(
      call(await roleNames(tx, kind, beyond)),
      grantReasons.notHeld(kind.words, await authorityLabels(tx, kind, [...missing])),
    );
  }
}

/** Authorities added to a role, on the role's add and update. */
async function judgeRoleGrants(kind: GrantKind, { tx, admin, values, before }: WriteArgs): Promise<void> {
  if (!('authorities' in values)) return;
  const role = before[0];
  const adding = addedIds(role?.authorities, values.authorities);
  if (adding.length === 0) return;
  const roleName = String(role?.name ?? values.name);
  const call = role ? grantCalls.growRole(kind.words, roleName) : grantCalls.addRole(kind.words, roleName);
  if (role && (await heldRoles(tx, kind, admin.uid)).has(role.id)) {
    throw refuse(call, grantReasons.ownRole(kind.words));
  }
  const held = await heldAuthorities(tx, kind, admin.uid);
  const missing = adding.filter((id) => !held.has(id));
  if (missing.length > 0) {
    throw refuse(call, grantReasons.notHeld(kind.words, await authorityLabels(tx, kind, missing)));
  }
}

/** Roles given an authority from the authority's side, and (API) its requirements lifted; `labelOf` names it. */
async function judgeAuthorityGrants<A extends AuthorityRow>(
  kind: GrantKind,
  labelOf: (authority: A) => string,
  { tx, admin, values, before }: WriteArgs<A>,
): Promise<void> {
  const authority = before[0];
  if (!authority) return;
  const label = labelOf(authority);
  const holds = async () => (await heldAuthorities(tx, kind, admin.uid)).has(authority.id);
  const adding = 'roles' in values ? addedIds(authority.roles, values.roles) : [];
  if (adding.length > 0) {
    const call = grantCalls.giveAuthority(kind.words, label, await roleNames(tx, kind, adding));
    const own = await heldRoles(tx, kind, admin.uid);
    if (adding.some((id) => own.has(id))) throw refuse(call, grantReasons.ownRole(kind.words));
    if (!(await holds())) throw refuse(call, grantReasons.authorityNotHeld(kind.words));
  }
  // need_login or need_judge switched off gives the call to every admin (or everyone), role-less ones included;
  // switched on it may lock out those who call it. Either way it decides who may call it: a super admin's.
  const switches = (['need_login', 'need_judge'] as const).filter(
    (name) => name in values && values[name] !== authority[name],
  );
  if (kind.switches && switches.length > 0) {
    throw refuse(grantCalls.switchAuthority(label), grantReasons.switchesSuperOnly);
  }
}

/** A super admin is not judged; removing rows (del) grants nothing. */
function judged<Row>(judge: (args: WriteArgs<Row>) => Promise<void>): BeforeWrite<Row> {
  return async (args) => {
    const { admin } = args;
    if (!admin || isSuperAdmin(admin)) return;
    if (args.action !== 'add' && args.action !== 'update') return;
    await judge({ ...args, admin });
  };
}

const isSuperAdmin = (admin: SessionAdmin) => admin.role === AdminRole.superAdmin;

/** Registers the rule on every family whose writes change grants; call before the engine's routes. */
export function registerGrantRule(engine: ResourceEngine): void {
  engine.hooks.add(adminUserResource.key, { beforeWrite: judged(judgeBindings) });
  for (const kind of grantKinds) {
    engine.hooks.add(kind.roleFamily, { beforeWrite: judged((args) => judgeRoleGrants(kind, args)) });
  }
  // Registered by declaration, so each names its rows from their typed fields: an API call by method and path.
  engine.hooks.add(apiAuthorityResource, {
    beforeWrite: judged((args) => judgeAuthorityGrants(apiKind, (row) => `${row.method} ${row.path}`, args)),
  });
  engine.hooks.add(layoutAuthorityResource, {
    beforeWrite: judged((args) => judgeAuthorityGrants(layoutKind, (row) => row.path, args)),
  });
}
