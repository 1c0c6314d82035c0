/**
 * An admin changing their own password (`/admin/user/password/update`). The current password is a guess like a
 * login's, so it is throttled like a login and draws on the same budget (throttle.ts): the same counts of the
 * account's username and the caller's address, decided before the password is checked, with parallel guesses held
 * to what the counts allow, so a guess here cannot buy a guess at the login form or the other way round. Every refusal is audited on the
 * account (never a password or a hash).
 */
import { adminPassword, adminUserResource, type PasswordUpdateBody, ResultCode } from '@console/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { messages } from '../../core/messages.ts';
import { adminSession, adminUser } from '../../db/schema/index.ts';
import { recordRefusal, updateRow, type WriteDeps, writeTransaction } from '../../engine/index.ts';
import type { SessionAdmin } from '../../http/auth.ts';
import { hashPassword, verifyPassword } from '../admin-user/passwords.ts';
import { throttledGuess } from '../admin-user/throttle.ts';
import { accountMessages } from './messages.ts';

/** The password an admin is given or chooses (the contract's, so the documented body is the parsed one). */
export const password = adminPassword;

/**
 * The audit's record of a password: reset by an admin, changed by its owner, or a change refused (a wrong
 * current password, or too many of them); never a value or a hash.
 */
export function passwordAudit(
  what: 'reset' | 'changed' | 'wrong_current' | 'throttled',
): Record<string, [unknown, unknown]> {
  return { password: [null, what] };
}

async function auditRefusal(deps: WriteDeps, admin: SessionAdmin, why: 'wrong_current' | 'throttled') {
  await recordRefusal(deps, admin, adminUserResource, admin.uid, passwordAudit(why));
}

/**
 * Checks the current password and sets the new one; every other session of the account ends, the one that
 * changed the password goes on.
 */
export async function changeOwnPassword(
  deps: WriteDeps,
  admin: SessionAdmin,
  body: PasswordUpdateBody,
  context: { ip: string; now?: Date },
): Promise<void> {
  const { db } = deps;
  const clock = () => context.now ?? new Date();
  const guess = await throttledGuess(db, { username: admin.username, ip: context.ip }, clock, async () => {
    const [user] = await db
      .select({ hash: adminUser.password_hash })
      .from(adminUser)
      .where(eq(adminUser.id, admin.uid));
    return (await verifyPassword(user?.hash, body.old_password)) ? true : null;
  });
  if (guess.outcome === 'throttled' || guess.outcome === 'busy') {
    await auditRefusal(deps, admin, 'throttled');
    throw new AppError(
      ResultCode.throttled,
      guess.outcome === 'busy'
        ? messages.passwordChecksBusy
        : accountMessages.passwordThrottled(guess.waitMs),
    );
  }
  if (guess.outcome === 'wrong') {
    await auditRefusal(deps, admin, 'wrong_current');
    throw new AppError(ResultCode.invalid, accountMessages.wrongOldPassword);
  }
  const now = clock();
  const passwordHash = await hashPassword(body.new_password);
  await writeTransaction(deps, async (inTx) => {
    // The hash is a column the declaration does not show: the history records the change, naming no value.
    await updateRow(
      inTx,
      adminUserResource,
      admin,
      { id: admin.uid },
      { action: 'update', changes: passwordAudit('changed') },
      { password_hash: passwordHash },
    );
    // raw write: sessions are the login's bookkeeping, not a family
    await inTx.tx
      .update(adminSession)
      .set({ revokedAt: now })
      .where(
        and(
          eq(adminSession.userId, admin.uid),
          ne(adminSession.id, admin.sessionId),
          isNull(adminSession.revokedAt),
        ),
      );
  });
}
