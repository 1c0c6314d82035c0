/**
 * Enterprise SaaS rules and the workspace summary. Every enterprise with users keeps at least one active super
 * user, and its active users never exceed its seats: both checked after any change of its users (add, edit,
 * enable, delete) or of its seats, inside the change's transaction, so two admins switching off the last two
 * super users at once cannot both succeed unnoticed (the later commit sees the earlier's rows).
 */
import {
  demandEndpoints,
  demandPaymentResource,
  ProposalStatus,
  proposalResource,
  ResultCode,
  SupplyCheckStatus,
  saasEnterpriseResource,
  saasSupplyCheckResource,
  saasUserResource,
} from '@console/contract';
import { and, count, eq, inArray, sql, sum } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine, Tx } from '../../engine/index.ts';
import { familyTable, getRows, presentContact } from '../../engine/index.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';

interface Staffing {
  enterprise: number;
  users: number;
  active: number;
  superActive: number;
}

async function staffingOf(tx: Tx, enterpriseIds: number[]): Promise<Staffing[]> {
  const users = familyTable(saasUserResource);
  // The enterprises are locked first: two changes to one enterprise's users are judged one after the other.
  const enterprises = familyTable(saasEnterpriseResource);
  await tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(inArray(enterprises.id, enterpriseIds))
    .for('update');
  const rows = await tx
    .select({
      enterprise: users.enterprise_id,
      users: count(),
      active: sql<number>`count(*) filter (where ${users.is_active})`.mapWith(Number),
      superActive: sql<number>`count(*) filter (where ${users.is_active} and ${users.is_super})`.mapWith(
        Number,
      ),
    })
    .from(users)
    .where(inArray(users.enterprise_id, enterpriseIds))
    .groupBy(users.enterprise_id);
  return rows;
}

/**
 * `users`: the change touched these enterprises' users, which must leave each an active super user (deleting
 * them all too). Otherwise only the seats are judged (an enterprise gets its first user after it is created).
 */
async function checkEnterprises(tx: Tx, enterpriseIds: number[], users: boolean): Promise<void> {
  const ids = [...new Set(enterpriseIds)];
  if (ids.length === 0) return;
  const staffing = await staffingOf(tx, ids);
  const enterprises = await getRows(tx, saasEnterpriseResource, ids);
  for (const enterprise of enterprises) {
    const row = staffing.find((s) => s.enterprise === enterprise.id) ?? {
      enterprise: enterprise.id,
      users: 0,
      active: 0,
      superActive: 0,
    };
    const name = enterprise.name;
    if (users && row.superActive === 0) {
      throw new AppError(ResultCode.conflict, {
        zh: `企业“${name}”须至少保留一位启用的超级管理员`,
        en: `Enterprise "${name}" must keep at least one active super user`,
      });
    }
    if (row.active > enterprise.seats) {
      throw new AppError(ResultCode.conflict, {
        zh: `企业“${name}”启用用户 ${row.active} 人，超过席位数 ${enterprise.seats}`,
        en: `Enterprise "${name}" would have ${row.active} active users for ${enterprise.seats} seats`,
      });
    }
  }
}

export function saasRules(engine: ResourceEngine): void {
  engine.hooks.add(saasUserResource, {
    async afterWrite({ tx, ids, before }) {
      const now = ids.length > 0 ? await getRows(tx, saasUserResource, ids) : [];
      await checkEnterprises(
        tx,
        [...before, ...now].map((row) => row.enterprise_id),
        true,
      );
    },
  });
  engine.hooks.add(saasEnterpriseResource, {
    async afterWrite({ tx, action, ids }) {
      if (action === 'update') await checkEnterprises(tx, ids, false);
    },
  });
}

/** An enterprise's workspace at a glance: users and seats, proposals, supply offers and payments. */
export function saasRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  serve(demandEndpoints.saasWorkspace, async ({ enterprise_id }, request) => {
    const db = engine.db;
    const [enterprise] = await getRows(db, saasEnterpriseResource, [enterprise_id]);
    if (!enterprise) {
      throw new AppError(ResultCode.notFound, { zh: 'SaaS 企业不存在', en: 'No such SaaS enterprise' });
    }
    // The contact shown as the enterprise's detail shows it: masked, or unmasked and audited.
    await presentContact(db, request, saasEnterpriseResource, [enterprise], 'detail');
    const users = familyTable(saasUserResource);
    const proposals = familyTable(proposalResource);
    const supplies = familyTable(saasSupplyCheckResource);
    const payments = familyTable(demandPaymentResource);
    const [staff] = await db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${users.is_active})`.mapWith(Number),
        super_active: sql<number>`count(*) filter (where ${users.is_active} and ${users.is_super})`.mapWith(
          Number,
        ),
      })
      .from(users)
      .where(eq(users.enterprise_id, enterprise_id));
    const [proposed] = await db
      .select({
        total: count(),
        waiting: sql<number>`count(*) filter (where ${proposals.status} = ${ProposalStatus.waiting})`.mapWith(
          Number,
        ),
      })
      .from(proposals)
      .where(eq(proposals.saas_enterprise_id, enterprise_id));
    const [supplied] = await db
      .select({
        total: count(),
        waiting:
          sql<number>`count(*) filter (where ${supplies.status} = ${SupplyCheckStatus.waiting})`.mapWith(
            Number,
          ),
        approved:
          sql<number>`count(*) filter (where ${supplies.status} = ${SupplyCheckStatus.approved})`.mapWith(
            Number,
          ),
      })
      .from(supplies)
      .where(eq(supplies.enterprise_id, enterprise_id));
    const paid = await db
      .select({ currency: payments.currency, count: count(), total: sum(payments.amount).mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.saas_enterprise_id, enterprise_id)))
      .groupBy(payments.currency)
      .orderBy(payments.currency);
    return {
      enterprise,
      users: staff ?? { total: 0, active: 0, super_active: 0 },
      proposals: proposed ?? { total: 0, waiting: 0 },
      supplies: supplied ?? { total: 0, waiting: 0, approved: 0 },
      payments: paid.map((row) => ({ currency: row.currency, count: row.count, total: row.total })),
    };
  });
}
