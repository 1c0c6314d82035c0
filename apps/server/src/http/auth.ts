import { type AdminRole, type ApiAccess, ResultCode } from '@console/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionAdmin } from '../core/actor.ts';
import { AppError } from '../core/errors.ts';
import { messages } from '../core/messages.ts';
import type { Db } from '../db/index.ts';
import { adminSession, adminUser } from '../db/schema/index.ts';
import { epochColumn } from './permission-cache.ts';

// Who acts is the core's (core/actor.ts): the engine records it without knowing of requests.
export type { SessionAdmin } from '../core/actor.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on guarded routes; null on public ones. */
    admin: SessionAdmin | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route (default `judged`): `public` without a session (login, health), `session` any
     * logged-in admin (the shell's own calls), `judged` only admins whose API roles hold its authority.
     * This is the default of the synced API authority; its need_login / need_judge switches then decide.
     */
    access?: ApiAccess;
    /** Name of the route in the API authority catalogue (Chinese, as the console shows it). */
    name?: string;
    /**
     * The path (relative to `/api`, same method) of the route whose authority decides this one, which then has
     * none of its own: a restore from the history is an update, so whoever may update a family may restore it.
     */
    judgedAs?: string;
  }
}

/** `last_seen_at` is written at most this often per session, so reads do not turn into writes. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export function sessionExpired(): AppError {
  return new AppError(ResultCode.sessionExpired, messages.sessionExpired);
}

export interface ActiveSession {
  sessionId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  uid: number;
  username: string;
  role: AdminRole;
  /** The permission epoch, read in the same round trip (see permission-cache.ts). */
  epoch: number;
}

/**
 * The lookup of a request's session by its token's hash: a session neither revoked nor expired, of an enabled
 * account, with the permission epoch beside it. Prepared once per database handle, so a lookup is one round
 * trip without building or planning the query again (and most requests need none: session-cache.ts).
 */
export function sessionLookup(db: Db): (tokenHash: string, now: Date) => Promise<ActiveSession | null> {
  const query = db
    .select({
      sessionId: adminSession.id,
      lastSeenAt: adminSession.lastSeenAt,
      expiresAt: adminSession.expiresAt,
      uid: adminUser.id,
      username: adminUser.username,
      role: adminUser.role,
      epoch: epochColumn,
    })
    .from(adminSession)
    .innerJoin(adminUser, eq(adminUser.id, adminSession.userId))
    .where(
      and(
        eq(adminSession.tokenHash, sql.placeholder('tokenHash')),
        isNull(adminSession.revokedAt),
        gt(adminSession.expiresAt, sql.placeholder('now')),
        eq(adminUser.enabled, true),
      ),
    )
    .limit(1)
    .prepare('guard_session');
  return async (tokenHash, now) => {
    const [row] = await query.execute({ tokenHash, now: now.toISOString() });
    return row ?? null;
  };
}

/** Every request starts without an admin; the guard sets it once the session checks out. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('admin', null);
}

/**
 * Marks the session as seen, at most once per `LAST_SEEN_RESOLUTION_MS`, so reads do not turn into writes.
 * The (possibly cached) session takes the new time first, so concurrent requests do not all write it.
 */
export async function touchSession(db: Db, session: ActiveSession, now: Date): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_RESOLUTION_MS) return;
  session.lastSeenAt = now;
  await db.update(adminSession).set({ lastSeenAt: now }).where(eq(adminSession.id, session.sessionId));
}

/** The admin of a guarded request; the auth hook has set it or already answered -999. */
export function requireAdmin(request: FastifyRequest): SessionAdmin {
  if (!request.admin) throw sessionExpired();
  return request.admin;
}
