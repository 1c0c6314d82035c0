/**
 * An admin changing their own password (`/admin/user/password/update`). The current password is a guess like a
 * login's, so it is throttled like a login and draws on the same budget (throttle.ts): per account and per
 * address, counted under a lock before the password is checked, so parallel guesses cannot pass the limit, and
 * a guess here cannot buy a guess at the login form or the other way round. Every refusal is audited on the
 * account (never a password or a hash).
 */
import { adminUserResource, ResultCode } from '@console/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { adminSession, adminUser } from '../../db/schema/index.ts';
import { recordAudit } from '../../engine/audit.ts';
import type { SessionAdmin } from '../../http/auth.ts';
import { AppError } from '../../http/envelope.ts';
import { hashPassword, verifyPassword } from '../admin-user/passwords.ts';
import {
  clearLoginFailures,
  forgetLoginAttempt,
  reserveLoginAttempt,
  retryAfterMinutes,
} from '../admin-user/throttle.ts';
import { accountMessages } from './messages.ts';

export const password = z.string().min(8).max(128);

export const passwordUpdateBody = z.strictObject({
  old_password: z.string().min(1).max(128),
  new_password: password,
});

/**
 * The audit's record of a password: reset by an admin, changed by its owner, or a change refused (a wrong
 * current password, or too many of them); never a value or a hash.
 */
export function passwordAudit(
  what: 'reset' | 'changed' | 'wrong_current' | 'throttled',
): Record<string, [unknown, unknown]> {
  return { password: [null, what] };
}

async function auditRefusal(db: Db, admin: SessionAdmin, why: 'wrong_current' | 'throttled') {
  await db.transaction((tx) =>
    recordAudit(tx, admin, adminUserResource, 'refused', [{ id: admin.uid, changes: passwordAudit(why) }]),
  );
}

/**
 * Checks the current password and sets the new one; every other session of the account ends, the one that
 * changed the password goes on.
 */
export async function changeOwnPassword(
  db: Db,
  admin: SessionAdmin,
  body: z.infer<typeof passwordUpdateBody>,
  context: { ip: string; now?: Date },
): Promise<void> {
  const now = context.now ?? new Date();
  const attempt = await reserveLoginAttempt(db, admin.username, context.ip, now);
  if (!attempt.allowed) {
    await auditRefusal(db, admin, 'throttled');
    throw new AppError(
      ResultCode.throttled,
      accountMessages.passwordThrottled(retryAfterMinutes(attempt.waitMs)),
    );
  }
  const [user] = await db
    .select({ hash: adminUser.password_hash })
    .from(adminUser)
    .where(eq(adminUser.id, admin.uid));
  if (!(await verifyPassword(user?.hash, body.old_password))) {
    await auditRefusal(db, admin, 'wrong_current');
    throw new AppError(ResultCode.invalid, accountMessages.wrongOldPassword);
  }
  // The right current password was no guess: it does not count towards the limit.
  await forgetLoginAttempt(db, attempt.attemptId);
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    await tx.update(adminUser).set({ password_hash: passwordHash }).where(eq(adminUser.id, admin.uid));
    await tx
      .update(adminSession)
      .set({ revokedAt: now })
      .where(
        and(
          eq(adminSession.userId, admin.uid),
          ne(adminSession.id, admin.sessionId),
          isNull(adminSession.revokedAt),
        ),
      );
    await recordAudit(tx, admin, adminUserResource, 'update', [
      { id: admin.uid, changes: passwordAudit('changed') },
    ]);
  });
  await clearLoginFailures(db, admin.username);
}
