/**
 * No sideways takeover: the one rule every call acting on another admin account is judged by — editing it,
 * binding its roles, restoring it from the history, enabling or disabling it, resetting its password (and any
 * later call that deletes it or ends its sessions). The actor may act on a target account only if the target
 * holds no grant the actor lacks (an API authority or a route authority, through any of its roles) and is not
 * a super admin unless the actor is one. Otherwise an admin holding only the reset call could reset a richer
 * admin's password, log in as it and reach what it was refused itself. A super admin may act on anyone; acting
 * on one's own account passes (it holds exactly what the actor holds). What the target holds is read in the
 * change's own transaction, before the change.
 */
import { AdminRole, adminUserResource, ResultCode, type RowOf } from '@console/contract';
import { AppError } from '../../core/errors.ts';
import type { LocalText } from '../../core/messages.ts';
import type { FamilyHooks, ResourceEngine, Tx, WriteAction } from '../../engine/index.ts';
import type { SessionAdmin } from '../../http/auth.ts';
import { accountCalls, accountReasons, grantRefusal } from './grant-messages.ts';
import { authorityLabels, grantKinds, heldAuthorities } from './grants.ts';

/** What the rule reads of a target account. */
export interface AccountTarget {
  id: number;
  username: string;
  role: string;
}

/**
 * Refuses (code 3, naming the call and why) unless `actor` may act on every one of `targets`; `call` names what
 * was asked for one target. Used by every call that acts on an admin account: the engine's writes of the family
 * (hook below) and the password reset.
 */
export async function judgeAccountAction(
  tx: Tx,
  actor: SessionAdmin,
  targets: readonly AccountTarget[],
  call: (target: AccountTarget) => LocalText,
): Promise<void> {
  if (actor.role === AdminRole.superAdmin) return;
  for (const target of targets) {
    if (target.id === actor.uid) continue;
    if (target.role === AdminRole.superAdmin) {
      throw new AppError(ResultCode.forbidden, grantRefusal(call(target), accountReasons.superAdmin));
    }
    for (const kind of grantKinds) {
      const held = await heldAuthorities(tx, kind, actor.uid);
      const beyond = [...(await heldAuthorities(tx, kind, target.id))].filter((id) => !held.has(id));
      if (beyond.length === 0) continue;
      throw new AppError(
        ResultCode.forbidden,
        grantRefusal(
          call(target),
          accountReasons.richer(kind.words, await authorityLabels(tx, kind, beyond)),
        ),
      );
    }
  }
}

type AccountRow = RowOf<typeof adminUserResource>;
type WriteArgs = Parameters<NonNullable<FamilyHooks<AccountRow>['beforeWrite']>>[0];

/** How a write of the family is named in a refusal: by what it changes. */
function callOf(action: WriteAction, values: Record<string, unknown>): (target: AccountTarget) => LocalText {
  if (action === 'enable') return values.enabled === false ? accountCalls.disable : accountCalls.enable;
  const fields = Object.keys(values);
  const kind = grantKinds.find((k) => fields.length === 1 && fields[0] === k.bindField);
  if (kind) return (target) => accountCalls.bind(kind.words, target.username);
  return accountCalls.edit;
}

/** The rule over every engine write of an existing account (update, restore, bind, enable, delete). */
export async function judgeAccountWrite({ tx, admin, action, values, before }: WriteArgs): Promise<void> {
  // The server's own work (the seed, a migration) is not judged, as a super admin's is not.
  if (action === 'add' || !admin) return;
  await judgeAccountAction(tx, admin, before, callOf(action, values));
}

/** Registers the rule on the admin account family; call before the engine's routes. */
export function registerAccountRule(engine: ResourceEngine): void {
  engine.hooks.add(adminUserResource, { beforeWrite: judgeAccountWrite });
}
