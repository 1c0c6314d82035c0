/**
 * Handling network-expansion requests: accept (assign to an admin, with a note) or decline (with a reason).
 * Only waiting requests can be handled; each call is one transaction, audited. The top bar counts waiting
 * requests straight from the table, so its badge follows at once; the dashboard's cached figure is dropped.
 */
import {
  adminUserResource,
  enterprisePaths,
  NetworkExpansionStatus,
  networkExpansionAcceptBody,
  networkExpansionDeclineBody,
  networkExpansionResource,
  ResultCode,
} from '@console/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { changesOf, recordAudit } from '../../engine/audit.ts';
import type { Tx } from '../../engine/hooks.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { getRows } from '../../engine/read.ts';
import { requireColumn, tableOf } from '../../engine/tables.ts';
import { requireAdmin, type SessionAdmin } from '../../http/auth.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validation.ts';
import { DASHBOARD_CACHE_KEY } from '../dashboard/service.ts';

const def = networkExpansionResource;

/** Sets `values` on the waiting requests `ids`; refuses the whole call when one is missing or handled. */
async function handle(tx: Tx, admin: SessionAdmin, ids: readonly number[], values: Record<string, unknown>) {
  const unique = [...new Set(ids)];
  const before = await getRows(tx, def, unique);
  const missing = unique.filter((id) => !before.some((row) => row.id === id));
  if (missing.length > 0) {
    throw new AppError(ResultCode.notFound, {
      zh: `${def.label.zh}不存在（ID ${missing.join(', ')}）`,
      en: `No ${def.label.en.toLowerCase()} with id ${missing.join(', ')}`,
    });
  }
  const handled = before.filter((row) => row.status !== NetworkExpansionStatus.waiting);
  if (handled.length > 0) {
    const list = handled.map((row) => row.id).join(', ');
    throw new AppError(ResultCode.conflict, {
      zh: `申请已处理过，不能再次处理（ID ${list}）`,
      en: `Already handled, cannot be handled again (id ${list})`,
    });
  }
  const table = tableOf(def.key);
  const set = { ...values, handled_at: new Date(), updated_at: new Date() };
  await tx
    .update(table)
    .set(set)
    .where(inArray(requireColumn(table, 'id'), unique));
  const fields = Object.keys(values);
  await recordAudit(
    tx,
    admin,
    def,
    'update',
    before.map((row) => ({ id: row.id, changes: changesOf(def, row, { ...row, ...values }, fields) })),
  );
  return unique.length;
}

export function networkExpansionRoutes(api: FastifyInstance, engine: ResourceEngine): void {
  const forgetDashboard = () => api.cache.del([DASHBOARD_CACHE_KEY]);

  api.post(
    enterprisePaths.networkExpansionAccept,
    { config: { name: '受理人脉拓展申请' } },
    async (request) => {
      const body = parseInput(networkExpansionAcceptBody, request.body, 'body');
      const admin = requireAdmin(request);
      const updated = await engine.db.transaction(async (tx) => {
        const [assignee] = await getRows(tx, adminUserResource, [body.assignee_id]);
        if (!assignee) {
          throw new AppError(ResultCode.invalid, {
            zh: `受理人不存在（ID ${body.assignee_id}）`,
            en: `No admin with id ${body.assignee_id} to assign`,
          });
        }
        return handle(tx, admin, body.ids, {
          status: NetworkExpansionStatus.accepted,
          assignee_id: body.assignee_id,
          handle_note: body.note,
        });
      });
      await forgetDashboard();
      return ok({ updated });
    },
  );

  api.post(
    enterprisePaths.networkExpansionDecline,
    { config: { name: '拒绝人脉拓展申请' } },
    async (request) => {
      const body = parseInput(networkExpansionDeclineBody, request.body, 'body');
      const admin = requireAdmin(request);
      const updated = await engine.db.transaction((tx) =>
        handle(tx, admin, body.ids, {
          status: NetworkExpansionStatus.rejected,
          decline_reason: body.reason,
        }),
      );
      await forgetDashboard();
      return ok({ updated });
    },
  );

  // Adding or deleting a waiting request changes the dashboard's figure too.
  engine.hooks.add(def.key, { afterCommit: () => forgetDashboard().then(() => undefined) });
}
