import { type AdminRole, type ApiAccess, ResultCode } from '@console/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { adminSession, adminUser } from '../db/schema/index.ts';
import { AppError } from './envelope.ts';
import { messages } from './messages.ts';
import { hashSessionToken, readAuthorizationToken } from './session-token.ts';

/** The admin behind a request's valid session. */
export interface SessionAdmin {
  uid: number;
  username: string;
  role: AdminRole;
  sessionId: number;
}

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
  }
}

/** `last_seen_at` is written at most this often per session, so reads do not turn into writes. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export function sessionExpired(): AppError {
  return new AppError(ResultCode.sessionExpired, messages.sessionExpired);
}

export async function findActiveSession(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: adminSession.id,
      lastSeenAt: adminSession.lastSeenAt,
      uid: adminUser.id,
      username: adminUser.username,
      role: adminUser.role,
    })
    .from(adminSession)
    .innerJoin(adminUser, eq(adminUser.id, adminSession.userId))
    .where(
      and(
        eq(adminSession.tokenHash, hashSessionToken(token)),
        isNull(adminSession.revokedAt),
        gt(adminSession.expiresAt, now),
        eq(adminUser.enabled, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Opens the request's session: a missing, unknown, revoked or expired token, or a disabled account, answers
 * code -999. Which routes need it is decided by the permission guard (permissions.ts).
 */
/** Every request starts without an admin; the guard sets it once the session checks out. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('admin', null);
}

export async function authenticate(request: FastifyRequest, db: Db): Promise<SessionAdmin> {
  const token = readAuthorizationToken(request.headers.authorization);
  if (!token) throw sessionExpired();
  const now = new Date();
  const session = await findActiveSession(db, token, now);
  if (!session) throw sessionExpired();
  request.admin = {
    uid: session.uid,
    username: session.username,
    role: session.role,
    sessionId: session.sessionId,
  };
  if (now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db.update(adminSession).set({ lastSeenAt: now }).where(eq(adminSession.id, session.sessionId));
  }
  return request.admin;
}

/** The admin of a guarded request; the auth hook has set it or already answered -999. */
export function requireAdmin(request: FastifyRequest): SessionAdmin {
  if (!request.admin) throw sessionExpired();
  return request.admin;
}
