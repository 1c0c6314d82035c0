import {
  AdminRole,
  type ApiGrants,
  grantKey,
  type LoginBody,
  type LoginResult,
  ResultCode,
  type UserInfo,
} from '@console/contract';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { messages } from '../../core/messages.ts';
import type { Db } from '../../db/index.ts';
import {
  adminSession,
  adminUser,
  adminUserApiRole,
  adminUserLayoutRole,
  apiAuthority,
  apiRoleAuthority,
  layoutAuthority,
  layoutRoleAuthority,
} from '../../db/schema/index.ts';
import { hashSessionToken, newSessionToken } from '../../http/session-token.ts';
import { routeAuthorities } from '../layout-authority/sync.ts';
import { verifyPassword } from './passwords.ts';
import { throttledGuess } from './throttle.ts';

const HOUR_MS = 3_600_000;

export interface LoginContext {
  ip: string;
  sessionTtlHours: number;
  now?: Date;
}

/**
 * Checks the credentials and opens a session. Throttling (throttle.ts) is decided before the password is looked
 * at, so a locked-out attacker learns nothing even with the right password; unknown user and wrong password
 * answer alike.
 */
export async function logIn(db: Db, body: LoginBody, context: LoginContext): Promise<LoginResult> {
  const clock = () => context.now ?? new Date();
  const guess = await throttledGuess(db, { username: body.username, ip: context.ip }, clock, async () => {
    const [user] = await db.select().from(adminUser).where(eq(adminUser.username, body.username)).limit(1);
    const passwordOk = await verifyPassword(user?.password_hash, body.password);
    return user && passwordOk ? user : null;
  });
  if (guess.outcome === 'throttled') {
    throw new AppError(ResultCode.throttled, messages.loginThrottled(guess.waitMs));
  }
  if (guess.outcome === 'busy') throw new AppError(ResultCode.throttled, messages.passwordChecksBusy);
  if (guess.outcome === 'wrong') throw new AppError(ResultCode.failed, messages.invalidCredentials);
  // The right password of a disabled account was no guess either: its pair's failures are forgotten all the same.
  const user = guess.value;
  if (!user.enabled) throw new AppError(ResultCode.failed, messages.accountDisabled);

  const now = clock();
  const token = newSessionToken();
  await db.transaction(async (tx) => {
    await tx.insert(adminSession).values({
      tokenHash: hashSessionToken(token),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + context.sessionTtlHours * HOUR_MS),
    });
    // raw write: a login is no edit of the account; its trace is the access log, not a change history
    await tx.update(adminUser).set({ last_login_at: now }).where(eq(adminUser.id, user.id));
  });
  return { uid: user.id, username: user.username, avatar: user.avatar, token };
}

export async function logOut(db: Db, sessionId: number, now = new Date()): Promise<void> {
  await db
    .update(adminSession)
    .set({ revokedAt: now })
    .where(and(eq(adminSession.id, sessionId), isNull(adminSession.revokedAt)));
}

export async function userInfo(db: Db, uid: number): Promise<UserInfo> {
  const [user] = await db
    .select({
      uid: adminUser.id,
      username: adminUser.username,
      name: adminUser.name,
      avatar: adminUser.avatar,
      role: adminUser.role,
    })
    .from(adminUser)
    .where(eq(adminUser.id, uid))
    .limit(1);
  // The auth hook just found this user; a concurrent delete ends the session like any other.
  if (!user) throw new AppError(ResultCode.sessionExpired, messages.sessionExpired);
  return user;
}

/**
 * The full route paths the user may see: all of the route table for a super admin, else the union of
 * the paths granted by the user's layout roles.
 */
export async function layoutAuth(db: Db, uid: number, role: AdminRole): Promise<string[]> {
  if (role === AdminRole.superAdmin) return routeAuthorities().map((r) => r.path);
  const rows = await db
    .selectDistinct({ path: layoutAuthority.path })
    .from(adminUserLayoutRole)
    .innerJoin(layoutRoleAuthority, eq(layoutRoleAuthority.role_id, adminUserLayoutRole.role_id))
    .innerJoin(layoutAuthority, eq(layoutAuthority.id, layoutRoleAuthority.authority_id))
    .where(eq(adminUserLayoutRole.user_id, uid))
    .orderBy(asc(layoutAuthority.path));
  return rows.map((r) => r.path);
}

/**
 * The calls an admin may make, as the guard judges them: those its API roles hold and those no role is needed
 * for (need_judge off); a super admin may make every call.
 */
export async function apiGrants(db: Db, uid: number, role: AdminRole): Promise<ApiGrants> {
  if (role === AdminRole.superAdmin) return { all: true, calls: [] };
  const held = db
    .select({ id: apiRoleAuthority.authority_id })
    .from(adminUserApiRole)
    .innerJoin(apiRoleAuthority, eq(apiRoleAuthority.role_id, adminUserApiRole.role_id))
    .where(eq(adminUserApiRole.user_id, uid));
  const rows = await db
    .select({ method: apiAuthority.method, path: apiAuthority.path })
    .from(apiAuthority)
    .where(or(eq(apiAuthority.need_judge, false), inArray(apiAuthority.id, held)))
    .orderBy(asc(apiAuthority.path));
  return { all: false, calls: rows.map((row) => grantKey(row.method, row.path)) };
}
