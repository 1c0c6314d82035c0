/**
 * The rules of demands and their business that a declaration cannot say, as engine hooks: the two-level
 * classification (a second-level class under the first-level one chosen), business proposals only for approved
 * demands and naming whom they go to, payments only for accepted proposals, the demand's earliest open
 * follow-up date, and who sent a message.
 */
import {
  BusinessProposalStatus,
  DemandStatus,
  demandClassificationResource,
  demandFollowResource,
  demandPaymentResource,
  demandProposalResource,
  demandResource,
  ProposalDirection,
  ResultCode,
  stateLabel,
  userMessageResource,
} from '@console/contract';
import { and, eq, inArray, min } from 'drizzle-orm';
import type { Actor } from '../../core/actor.ts';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine, Tx } from '../../engine/index.ts';
import { familyTable, getRows, updateRows } from '../../engine/index.ts';

const refuse = (zh: string, en: string) => new AppError(ResultCode.invalid, { zh, en });

/** The value a write leaves in a field: the new one when given, else the row's. */
function after<T>(values: Record<string, unknown>, before: T | undefined, name: keyof T & string): unknown {
  return name in values ? values[name] : before?.[name];
}

async function classOf(tx: Tx, id: unknown) {
  if (typeof id !== 'number') return undefined;
  const [row] = await getRows(tx, demandClassificationResource, [id]);
  return row;
}

function classificationHooks(engine: ResourceEngine): void {
  engine.hooks.add(demandClassificationResource, {
    async beforeWrite({ tx, action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      if (!('parent_id' in values) || values.parent_id === null) return;
      const parent = await classOf(tx, values.parent_id);
      if (!parent) return;
      if (before.some((row) => row.id === parent.id) || parent.parent_id !== null) {
        throw refuse(
          `上级须为一级分类：“${parent.name}”不是`,
          `The parent must be a first-level class: "${parent.name}" is not`,
        );
      }
    },
  });

  // Approving names both classes; any write that sets them must keep the second under the first.
  engine.hooks.add(demandResource, {
    async beforeWrite({ tx, action, values, before }) {
      if (action === 'del' || action === 'enable') return;
      if (!('first_classification_id' in values) && !('second_classification_id' in values)) return;
      const rows = before.length > 0 ? before : [undefined];
      for (const row of rows) {
        const first = await classOf(tx, after(values, row, 'first_classification_id'));
        const second = await classOf(tx, after(values, row, 'second_classification_id'));
        if (first && first.parent_id !== null) {
          throw refuse(`“${first.name}”不是一级分类`, `"${first.name}" is not a first-level class`);
        }
        if (second && (!first || second.parent_id !== first.id)) {
          throw refuse(
            `二级分类“${second.name}”不属于所选一级分类`,
            `Second-level class "${second.name}" is not under the chosen first-level class`,
          );
        }
      }
    },
  });
}

/** The earliest next date of each demand's open follow-ups, written to the demand (null: none open). */
async function refreshNextFollowDates(
  engine: ResourceEngine,
  tx: Tx,
  admin: Actor,
  demandIds: number[],
): Promise<void> {
  if (demandIds.length === 0) return;
  const follow = familyTable(demandFollowResource);
  const open = await tx
    .select({ demand: follow.demand_id, next: min(follow.next_date) })
    .from(follow)
    .where(and(inArray(follow.demand_id, demandIds), eq(follow.done, false)))
    .groupBy(follow.demand_id);
  const nextOf = new Map(open.map((row) => [row.demand, row.next]));
  const deps = { db: engine.db, hooks: engine.hooks, tx };
  for (const id of new Set(demandIds)) {
    // updateRows leaves a demand already holding the date alone (no audit row, no new version).
    await updateRows(
      deps,
      demandResource,
      admin,
      { ids: [id] },
      { next_follow_date: nextOf.get(id) ?? null },
    );
  }
}

function followHooks(engine: ResourceEngine): void {
  engine.hooks.add(demandFollowResource, {
    async afterWrite({ tx, actor, ids, before }) {
      const now = ids.length > 0 ? await getRows(tx, demandFollowResource, ids) : [];
      const demands = [...before, ...now].map((row) => row.demand_id).filter((id) => typeof id === 'number');
      await refreshNextFollowDates(engine, tx, actor, demands);
    },
  });
}

function businessHooks(engine: ResourceEngine): void {
  engine.hooks.add(demandProposalResource, {
    async beforeWrite({ tx, action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      for (const row of before.length > 0 ? before : [undefined]) {
        const direction = after(values, row, 'direction');
        if (direction === ProposalDirection.business && typeof after(values, row, 'company_id') !== 'number')
          throw refuse('给商家的提案须选择商家', 'A proposal to the business side names the business');
        if (direction === ProposalDirection.customer && typeof after(values, row, 'user_id') !== 'number')
          throw refuse('给客户的提案须选择客户', 'A proposal to the customer names the customer');
      }
      if (action === 'add' && typeof values.demand_id === 'number') {
        const [demand] = await getRows(tx, demandResource, [values.demand_id]);
        if (demand && demand.status !== DemandStatus.approved) {
          const state = stateLabel(demandResource, demand.status);
          throw new AppError(ResultCode.conflict, {
            zh: `需求“${demand.title}”${state.zh}，审核通过后才能提案`,
            en: `Demand "${demand.title}" is ${state.en.toLowerCase()}: only approved demands take proposals`,
          });
        }
      }
    },
  });

  engine.hooks.add(demandPaymentResource, {
    async beforeWrite({ tx, action, values }) {
      if ((action !== 'add' && action !== 'update') || typeof values.proposal_id !== 'number') return;
      const [proposal] = await getRows(tx, demandProposalResource, [values.proposal_id]);
      if (proposal && proposal.status !== BusinessProposalStatus.accepted) {
        const state = stateLabel(demandProposalResource, proposal.status);
        throw new AppError(ResultCode.conflict, {
          zh: `提案“${proposal.title}”${state.zh}，接受后才能登记付款`,
          en: `Proposal "${proposal.title}" is ${state.en.toLowerCase()}: payments are for accepted proposals`,
        });
      }
    },
  });

  engine.hooks.add(userMessageResource, {
    beforeWrite: ({ action, admin }) => (action === 'add' ? { sent_by: admin?.uid ?? null } : undefined),
  });
}

export function demandRules(engine: ResourceEngine): void {
  classificationHooks(engine);
  followHooks(engine);
  businessHooks(engine);
}
