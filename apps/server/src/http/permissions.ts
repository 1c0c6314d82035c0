/**
 * The server-side permission model. Every `/api` route is in the API authority catalogue, synchronised from
 * the registered routes (at start and on demand), never typed by hand. Each request is judged by its
 * authority's switches: need_login false → public; need_login → a valid session or -999; need_judge → one of
 * the admin's API roles must hold the authority, else code 3 无权限. A super admin bypasses the judge. The
 * catalogue and the admins' grants are read from an in-memory copy that follows the permission epoch
 * (permission-cache.ts), and the session from the session cache (session-cache.ts), so a guarded request
 * usually reaches its own work without a round trip.
 */
import { AdminRole, type AnyEndpoint, API_PREFIX, type ApiAccess, ResultCode } from '@console/contract';
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors.ts';
import { messages } from '../core/messages.ts';
import type { Db } from '../db/index.ts';
import { apiAuthority, apiRoleAuthority } from '../db/schema/index.ts';
import { type SessionAdmin, sessionExpired, touchSession } from './auth.ts';
import { type PermissionCache, raisePermissionEpoch, readPermissionEpoch } from './permission-cache.ts';
import { retiredRouteSuccessors } from './retired-routes.ts';
import type { SessionCache } from './session-cache.ts';
import { readAuthorizationToken } from './session-token.ts';

export interface CatalogueEntry {
  /** Relative to `/api`, as Fastify matched it (`/tags/list`). */
  path: string;
  method: string;
  name: string;
  access: ApiAccess;
}

/** A registered `/api` route as the OpenAPI document reads it: its authority's entry and its route config. */
export interface RegisteredRoute extends CatalogueEntry {
  /** Judged by another route's authority (a restore: the update's). */
  judgedAs?: string;
  /** The contract's declaration, when the route was registered from one (http/endpoint.ts). */
  endpoint?: AnyEndpoint;
}

/** The routes registered in the `/api` scope, as they were added. */
export class ApiRouteCatalogue {
  readonly entries: CatalogueEntry[] = [];
  /** Every route, those judged by another's authority included (what the OpenAPI document lists). */
  readonly routes: RegisteredRoute[] = [];

  /** Call on the `/api` scope before any route is added there. */
  collectFrom(api: FastifyInstance): void {
    api.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const path = route.url.startsWith(API_PREFIX) ? route.url.slice(API_PREFIX.length) : route.url;
      for (const method of methods) {
        // Fastify adds a HEAD twin to every GET; it is the same authority.
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const entry: CatalogueEntry = {
          path,
          method,
          name: route.config?.name ?? path,
          access: route.config?.access ?? 'judged',
        };
        this.routes.push({ ...entry, judgedAs: route.config?.judgedAs, endpoint: route.config?.endpoint });
        // Judged by another route's authority: not a grant of its own.
        if (route.config?.judgedAs) continue;
        this.entries.push(entry);
      }
    });
  }
}

/** The API authority rows the registered routes call for, as the catalogue declares them. */
export function authorityRowsOf(catalogue: ApiRouteCatalogue) {
  return catalogue.entries.map((entry) => ({
    path: entry.path,
    method: entry.method,
    name: entry.name.slice(0, 128),
    need_login: entry.access !== 'public',
    need_judge: entry.access === 'judged',
  }));
}

/**
 * Makes `api_authority` match the registered routes: new routes are added with the switches their access
 * level implies, names follow the code, switches an admin changed are kept, routes that no longer exist go
 * (with their role bindings). One transaction.
 */
export async function syncApiAuthorities(
  db: Db,
  catalogue: ApiRouteCatalogue,
): Promise<{ added: number; removed: number; total: number }> {
  const key = (row: { method: string; path: string }) => `${row.method} ${row.path}`;
  const wanted = authorityRowsOf(catalogue);
  return db.transaction(async (tx) => {
    // Read and compared here, written only where they differ: a restart of unchanged code then writes nothing
    // (an upsert of every route rewrote a thousand rows at each start, most of the restart's database time).
    const existing = await tx
      .select({
        id: apiAuthority.id,
        path: apiAuthority.path,
        method: apiAuthority.method,
        name: apiAuthority.name,
      })
      .from(apiAuthority);
    const held = new Map(existing.map((row) => [key(row), row]));
    const missing = wanted.filter((row) => !held.has(key(row)));
    const inserted =
      missing.length > 0
        ? await tx
            .insert(apiAuthority)
            .values(missing)
            // Another instance starting on the same database may have added it meanwhile.
            .onConflictDoNothing({ target: [apiAuthority.path, apiAuthority.method] })
            .returning({ id: apiAuthority.id, path: apiAuthority.path, method: apiAuthority.method })
        : [];
    for (const row of wanted) {
      const before = held.get(key(row));
      if (before && before.name !== row.name)
        await tx.update(apiAuthority).set({ name: row.name }).where(eq(apiAuthority.id, before.id));
    }
    const wantedKeys = new Set(wanted.map(key));
    const goneRows = existing.filter((row) => !wantedKeys.has(key(row)));
    await passOnGrants(tx, goneRows, [...existing.filter((row) => wantedKeys.has(key(row))), ...inserted]);
    const gone = goneRows.map((row) => row.id);
    const removed =
      gone.length > 0
        ? await tx
            .delete(apiAuthority)
            .where(inArray(apiAuthority.id, gone))
            .returning({ id: apiAuthority.id })
        : [];
    const added = inserted.length;
    const kept = [...existing.filter((row) => wantedKeys.has(key(row))), ...inserted];
    const tightened = await judgeUnswitched(tx, catalogue.entries, kept);
    // A route gone takes its grants with it; a new one is judged by its switches: every instance re-reads.
    if (added > 0 || removed.length > 0 || tightened > 0) await raisePermissionEpoch(tx);
    return { added, removed: removed.length, total: wanted.length };
  });
}

/**
 * Grants of routes about to go that another route took over (retired-routes.ts) are given to their successors
 * first, in the sync's transaction; a role already holding a successor keeps it once.
 */
async function passOnGrants(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  gone: readonly { id: number; path: string; method: string }[],
  kept: readonly { id: number; path: string; method: string }[],
): Promise<void> {
  if (gone.length === 0) return;
  const successors = retiredRouteSuccessors();
  const byKey = new Map(kept.map((row) => [`${row.method} ${row.path}`, row.id]));
  for (const row of gone) {
    const to = (successors.get(`${row.method} ${row.path}`) ?? [])
      .map((next) => byKey.get(next))
      .filter((id) => id !== undefined);
    for (const id of to) {
      await tx.execute(sql`insert into ${apiRoleAuthority} (role_id, authority_id)
        select role_id, ${id} from ${apiRoleAuthority} where authority_id = ${row.id}
        on conflict do nothing`);
    }
  }
}

/**
 * A switch nobody changed follows the code: a route the code now judges whose row still says `need_judge` off
 * (it was open to every session before, as the upload was) is judged on an existing database too, unless the
 * audit log records an admin's change of that switch, which is kept. Answers how many rows it judged.
 */
async function judgeUnswitched(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  entries: readonly CatalogueEntry[],
  rows: readonly { id: number; path: string; method: string }[],
): Promise<number> {
  const judged = new Set(entries.filter((e) => e.access === 'judged').map((e) => `${e.method} ${e.path}`));
  const ids = rows.filter((row) => judged.has(`${row.method} ${row.path}`)).map((row) => row.id);
  if (ids.length === 0) return 0;
  const switched = sql`exists (select 1 from audit_log l where l.family = 'api_authority'
    and l.row_id = ${apiAuthority.id} and l.changes ? 'need_judge')`;
  const changed = await tx
    .update(apiAuthority)
    .set({ need_judge: true })
    .where(and(inArray(apiAuthority.id, ids), eq(apiAuthority.need_judge, false), not(switched)))
    .returning({ id: apiAuthority.id });
  return changed.length;
}

export function forbidden(): AppError {
  return new AppError(ResultCode.forbidden, messages.forbidden);
}

/**
 * Guards every route of the `/api` scope. Routes the code declares `public` (login, health) stay public
 * whatever the catalogue says, so no switch can lock everyone out; a route not yet in the catalogue is judged
 * by its declared access level. The session and the permission epoch read with it come from the session cache
 * (one round trip when it does not hold them); the authorities and the admin's grants come from the
 * permission cache, rebuilt first when the epoch moved.
 */
export function registerGuard(
  api: FastifyInstance,
  db: Db,
  cache: PermissionCache,
  sessions: SessionCache,
): void {
  api.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access ?? 'judged';
    if (access === 'public') return;
    const token = readAuthorizationToken(request.headers.authorization);
    const now = new Date();
    const session = token ? await sessions.find(token, now) : null;
    await cache.follow(session ? session.epoch : await readPermissionEpoch(db));
    const judgedAs = request.routeOptions.config.judgedAs;
    const authority = cache.authority(judgedAs ?? request.routeOptions.url ?? '', request.method);
    if (authority && !authority.needLogin) return;
    if (!session) throw sessionExpired();
    const admin: SessionAdmin = {
      uid: session.uid,
      username: session.username,
      role: session.role,
      sessionId: session.sessionId,
    };
    request.admin = admin;
    await touchSession(db, session, now);
    const needJudge = authority ? authority.needJudge : access === 'judged';
    if (!needJudge || admin.role === AdminRole.superAdmin) return;
    if (!authority || !(await cache.grantsOf(admin.uid)).has(authority.id)) throw forbidden();
  });
}
