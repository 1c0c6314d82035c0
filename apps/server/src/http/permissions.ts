/**
 * The server-side permission model. Every `/api` route is in the API authority catalogue, synchronised from
 * the registered routes (at start and on demand), never typed by hand. Each request is judged by its
 * authority's switches: need_login false → public; need_login → a valid session or -999; need_judge → one of
 * the admin's API roles must hold the authority, else code 3 无权限. A super admin bypasses the judge.
 */
import { AdminRole, API_PREFIX, type ApiAccess, ResultCode } from '@console/contract';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { adminUserApiRole, apiAuthority, apiRoleAuthority } from '../db/schema/index.ts';
import { authenticate } from './auth.ts';
import { AppError } from './envelope.ts';
import { messages } from './messages.ts';

export interface CatalogueEntry {
  /** Relative to `/api`, as Fastify matched it (`/tags/list`). */
  path: string;
  method: string;
  name: string;
  access: ApiAccess;
}

/** The routes registered in the `/api` scope, as they were added. */
export class ApiRouteCatalogue {
  readonly entries: CatalogueEntry[] = [];

  /** Call on the `/api` scope before any route is added there. */
  collectFrom(api: FastifyInstance): void {
    api.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const path = route.url.startsWith(API_PREFIX) ? route.url.slice(API_PREFIX.length) : route.url;
      for (const method of methods) {
        // Fastify adds a HEAD twin to every GET; it is the same authority.
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        this.entries.push({
          path,
          method,
          name: route.config?.name ?? path,
          access: route.config?.access ?? 'judged',
        });
      }
    });
  }
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
  const entries = catalogue.entries;
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: apiAuthority.id }).from(apiAuthority);
    const inserted = await tx
      .insert(apiAuthority)
      .values(
        entries.map((entry) => ({
          path: entry.path,
          method: entry.method,
          name: entry.name.slice(0, 128),
          need_login: entry.access !== 'public',
          need_judge: entry.access === 'judged',
        })),
      )
      .onConflictDoUpdate({
        target: [apiAuthority.path, apiAuthority.method],
        set: { name: sql`excluded.name` },
      })
      .returning({ id: apiAuthority.id });
    const kept = inserted.map((row) => row.id);
    const removed = await tx
      .delete(apiAuthority)
      .where(kept.length > 0 ? notInArray(apiAuthority.id, kept) : undefined)
      .returning({ id: apiAuthority.id });
    const before = new Set(existing.map((row) => row.id));
    return {
      added: kept.filter((id) => !before.has(id)).length,
      removed: removed.length,
      total: kept.length,
    };
  });
}

async function authorityOf(db: Db, path: string, method: string) {
  const [row] = await db
    .select({ id: apiAuthority.id, needLogin: apiAuthority.need_login, needJudge: apiAuthority.need_judge })
    .from(apiAuthority)
    .where(and(eq(apiAuthority.path, path), eq(apiAuthority.method, method)))
    .limit(1);
  return row;
}

async function holdsAuthority(db: Db, uid: number, authorityId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(adminUserApiRole)
    .innerJoin(apiRoleAuthority, eq(apiRoleAuthority.role_id, adminUserApiRole.role_id))
    .where(and(eq(adminUserApiRole.user_id, uid), eq(apiRoleAuthority.authority_id, authorityId)))
    .limit(1);
  return row !== undefined;
}

export function forbidden(): AppError {
  return new AppError(ResultCode.forbidden, messages.forbidden);
}

/**
 * Guards every route of the `/api` scope. Routes the code declares `public` (login, health) stay public
 * whatever the catalogue says, so no switch can lock everyone out; a route not yet in the catalogue is judged
 * by its declared access level.
 */
export function registerGuard(api: FastifyInstance, db: Db): void {
  api.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access ?? 'judged';
    if (access === 'public') return;
    const url = request.routeOptions.url ?? '';
    const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
    const authority = await authorityOf(db, path, request.method === 'HEAD' ? 'GET' : request.method);
    if (authority && !authority.needLogin) return;
    const admin = await authenticate(request, db);
    const needJudge = authority ? authority.needJudge : access === 'judged';
    if (!needJudge || admin.role === AdminRole.superAdmin) return;
    if (!authority || !(await holdsAuthority(db, admin.uid, authority.id))) throw forbidden();
  });
}
