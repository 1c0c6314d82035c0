import { type AdminRole, AuditAction, adminUserResource, loginBody, SystemActor } from '@console/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { systemActor } from '../../core/actor.ts';
import type { Db } from '../../db/index.ts';
import { adminSession, adminUser, layoutRole } from '../../db/schema/index.ts';
import { addRow, ResourceEngine, updateRow, writeTransaction } from '../../engine/index.ts';
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

/**
 * The command line works on the database with the server stopped (or beside it): an engine of its own, without
 * the modules' hooks, whose rules judge an admin's acts and not the operator's. Its writes are the system actor
 * `cli`'s, in the account's history.
 */
const operator = systemActor(SystemActor.cli);

/** Creates an admin account and binds its layout roles, all or nothing. */
export async function createAdminAccount(db: Db, input: NewAdminAccount): Promise<number> {
  const account = newAdminAccount.parse(input);
  const passwordHash = await hashPassword(account.password);
  return writeTransaction(new ResourceEngine(db), async (inTx) => {
    const { tx } = inTx;
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
    const created = await addRow(
      inTx,
      adminUserResource,
      operator,
      {
        username: account.username,
        name: account.name || account.username,
        role: account.role as AdminRole,
        layout_roles: roles.map((role) => role.id),
      },
      { password_hash: passwordHash },
    );
    return created.id;
  });
}

/** Sets a new password and ends every open session of the account, so an old token stops working. */
export async function resetAdminPassword(db: Db, username: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(z.string().min(8).max(128).parse(password));
  await writeTransaction(new ResourceEngine(db), async (inTx) => {
    const { tx } = inTx;
    const [user] = await tx
      .select({ id: adminUser.id })
      .from(adminUser)
      .where(eq(adminUser.username, username));
    if (!user) throw new AccountError(`no admin named ${username}`);
    // The hash is a column no history shows: the reset is recorded, naming no value.
    await updateRow(
      inTx,
      adminUserResource,
      operator,
      { id: user.id },
      { action: AuditAction.update, changes: { password: [null, 'reset'] } },
      { password_hash: passwordHash },
    );
    // raw write: sessions are the login's bookkeeping, not a family
    await tx
      .update(adminSession)
      .set({ revokedAt: new Date() })
      .where(and(eq(adminSession.userId, user.id), isNull(adminSession.revokedAt)));
  });
}
