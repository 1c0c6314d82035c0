import { type AdminRole, loginBody } from '@console/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { adminSession, adminUser, adminUserLayoutRole, layoutRole } from '../../db/schema/index.ts';
import { hashPassword } from './passwords.ts';

export const newAdminAccount = z.object({
  username: loginBody.shape.username,
  password: z.string().min(8).max(128),
  name: z.string().trim().max(64).default(''),
  role: z.enum(['super_admin', 'admin']).default('admin'),
  /** Names of existing layout roles to bind. */
  layoutRoles: z.array(z.string()).default([]),
});
export type NewAdminAccount = z.input<typeof newAdminAccount>;

export class AccountError extends Error {
  override name = 'AccountError';
}

/** Creates an admin account and binds its layout roles, all or nothing. */
export async function createAdminAccount(db: Db, input: NewAdminAccount): Promise<number> {
  const account = newAdminAccount.parse(input);
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: adminUser.id })
      .from(adminUser)
      .where(eq(adminUser.username, account.username));
    if (taken) throw new AccountError(`username ${account.username} is taken`);
    const roles = account.layoutRoles.length
      ? await tx
          .select({ id: layoutRole.id, name: layoutRole.name })
          .from(layoutRole)
          .where(inArray(layoutRole.name, account.layoutRoles))
      : [];
    const missing = account.layoutRoles.filter((name) => !roles.some((r) => r.name === name));
    if (missing.length) throw new AccountError(`no layout role named ${missing.join(', ')}`);
    // raw write: the command line's account, with its password hash, made by no admin (no session to audit)
    const [created] = await tx
      .insert(adminUser)
      .values({
        username: account.username,
        password_hash: passwordHash,
        name: account.name || account.username,
        role: account.role as AdminRole,
      })
      .returning({ id: adminUser.id });
    if (!created) throw new AccountError('the account was not created');
    if (roles.length) {
      // raw write: the command line's account (see above): no admin session acts, so no grant rule judges it
      await tx.insert(adminUserLayoutRole).values(roles.map((r) => ({ user_id: created.id, role_id: r.id })));
    }
    return created.id;
  });
}

/** Sets a new password and ends every open session of the account, so an old token stops working. */
export async function resetAdminPassword(db: Db, username: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(z.string().min(8).max(128).parse(password));
  await db.transaction(async (tx) => {
    // raw write: the command line's reset of the password hash, a column the declaration does not show
    const [user] = await tx
      .update(adminUser)
      .set({ password_hash: passwordHash })
      .where(eq(adminUser.username, username))
      .returning({ id: adminUser.id });
    if (!user) throw new AccountError(`no admin named ${username}`);
    await tx
      .update(adminSession)
      .set({ revokedAt: new Date() })
      .where(and(eq(adminSession.userId, user.id), isNull(adminSession.revokedAt)));
  });
}
