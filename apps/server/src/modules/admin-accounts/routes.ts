/**
 * Admin accounts beyond the generic engine (`/configuration/auth/user`, `/profile`): adding an account with its
 * password, resetting a password, binding roles by the spec's paths, and one's own password and avatar.
 */
import {
  AdminRole,
  adminEndpoints,
  adminUserResource,
  ResultCode,
  type WriteValuesOf,
} from '@console/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import { adminSession, adminUser } from '../../db/schema/index.ts';
import { addRow, fieldNamer, updateRow, validatorsOf, writeTransaction } from '../../engine/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { hashPassword } from '../admin-user/passwords.ts';
import type { ModuleContext } from '../module.ts';
import { judgeAccountAction, registerAccountRule } from '../permissions/account-rule.ts';
import { accountCalls } from '../permissions/grant-messages.ts';
import { generatePassword } from '../seed/seed.ts';
import { accountMessages } from './messages.ts';
import { changeOwnPassword, password, passwordAudit } from './own-password.ts';

const def = adminUserResource;

// The avatar is the one thing this call changes: required (an update's fields are optional; `''` removes it).
const avatarBody = z.strictObject({ avatar: validatorsOf(def).update.shape.avatar ?? z.string() }).required();

export function adminAccountModule({ api, engine, config }: ModuleContext): void {
  const serve = endpointServer(api, config.checkApiOutput);
  engine.replace(def.key, { replaced: ['add'] });

  // No sideways takeover: who may act on which account at all (a super admin's, a richer one's), judged first
  // on every write of an account (permissions/account-rule.ts; the password reset below calls it itself).
  registerAccountRule(engine);
  // Only a super admin sets the account type; nobody disables or demotes themselves.
  engine.hooks.add(def, {
    beforeWrite({ admin, action, values, before }) {
      // The server's own work (the seed, a migration) is not an admin overreaching.
      const isSuper = admin === null || admin.role === AdminRole.superAdmin;
      // On add, the validator fills the default (plain admin) when no type was sent: that sets nothing.
      const setsRole = 'role' in values && (action !== 'add' || values.role !== AdminRole.admin);
      if (setsRole && !isSuper) {
        throw new AppError(ResultCode.forbidden, accountMessages.onlySuperAdminSetsRole);
      }
      const self = before.find((row) => row.id === admin?.uid);
      if (self && action === 'enable' && values.enabled === false) {
        throw new AppError(ResultCode.conflict, accountMessages.cannotDisableSelf);
      }
      if (self && 'role' in values && values.role !== self.role) {
        throw new AppError(ResultCode.conflict, accountMessages.cannotChangeOwnRole);
      }
    },
    async afterWrite({ tx, action, ids }) {
      // A disabled account is refused at its next request anyway; revoking says so in the session table too.
      if (action !== 'enable') return;
      const disabled = await tx
        .select({ id: adminUser.id })
        .from(adminUser)
        .where(eq(adminUser.enabled, false));
      for (const { id } of disabled.filter((row) => ids.includes(row.id))) {
        await tx
          .update(adminSession)
          .set({ revokedAt: new Date() })
          .where(and(eq(adminSession.userId, id), isNull(adminSession.revokedAt)));
      }
    },
  });

  // The family's own add validator, with the password: what the declaration's looser body stands for.
  const addBody = validatorsOf(def).add.extend({ password });
  serve(
    adminEndpoints.add,
    async (body, request) => {
      const { password: plain, ...values } = body;
      const passwordHash = await hashPassword(plain);
      // Parsed by the family's own add rules above (validatorsOf), by name.
      const added = values as WriteValuesOf<typeof def>;
      return addRow(engine, def, requireAdmin(request), added, { password_hash: passwordHash });
    },
    { input: addBody, nameField: fieldNamer(def) },
  );

  serve(adminEndpoints.passwordReset, async (body, request) => {
    const admin = requireAdmin(request);
    const plain = body.password ?? generatePassword();
    const passwordHash = await hashPassword(plain);
    await writeTransaction(engine, async (inTx) => {
      const { tx } = inTx;
      const [target] = await tx
        .select({ id: adminUser.id, username: adminUser.username, role: adminUser.role })
        .from(adminUser)
        .where(eq(adminUser.id, body.id))
        .for('update');
      if (!target) throw new AppError(ResultCode.notFound, accountMessages.noSuchAdmin(body.id));
      await judgeAccountAction(tx, admin, [target], accountCalls.resetPassword);
      // The hash is a column the declaration does not show: the history records the reset, naming no value.
      const user = await updateRow(
        inTx,
        def,
        admin,
        { id: body.id },
        { action: 'update', changes: passwordAudit('reset') },
        { password_hash: passwordHash },
      );
      // raw write: sessions are the login's bookkeeping, not a family
      await tx
        .update(adminSession)
        .set({ revokedAt: new Date() })
        .where(and(eq(adminSession.userId, user.id), isNull(adminSession.revokedAt)));
    });
    // A generated password is shown once, to the admin who asked for it; a chosen one is never echoed.
    return { password: body.password ? null : plain };
  });

  for (const [declared, field] of [
    [adminEndpoints.layoutBind, 'layout_roles'],
    [adminEndpoints.apiBind, 'api_roles'],
  ] as const) {
    serve(declared, (body, request) =>
      updateRow(
        engine,
        def,
        requireAdmin(request),
        field === 'layout_roles'
          ? { id: body.id, layout_roles: body.role_ids }
          : { id: body.id, api_roles: body.role_ids },
      ),
    );
  }

  serve(adminEndpoints.passwordUpdate, async (body, request) => {
    await changeOwnPassword(engine, requireAdmin(request), body, { ip: request.ip });
    return null;
  });

  serve(
    adminEndpoints.avatarUpdate,
    (body, request) => {
      const admin = requireAdmin(request);
      return updateRow(engine, def, admin, { id: admin.uid, avatar: body.avatar });
    },
    { input: avatarBody },
  );
}
