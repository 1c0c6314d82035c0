/**
 * What a quote changes on its requirement's state, in the quote's transaction: an open requirement turns to
 * "quoting" with its first quote, and to "awarded" when one of its quotes is accepted — the requirement's
 * server-only transitions, run through the engine. The count of quotes is a declared count the engine keeps.
 */
import {
  declaredTransition,
  priceQuoteResource,
  purchaseRequirementResource,
  QuoteStatus,
  type RequirementStatus,
  type RowOf,
} from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { ResourceEngine, Tx } from '../../engine/index.ts';
import { familyTable, runTransition } from '../../engine/index.ts';

type RequirementState = (typeof RequirementStatus)[keyof typeof RequirementStatus];

const quotes = familyTable(priceQuoteResource);
const requirements = familyTable(purchaseRequirementResource);

const quoted = declaredTransition(purchaseRequirementResource, 'quote');
const awarded = declaredTransition(purchaseRequirementResource, 'award');

/** Of these requirements, those in a state the transition starts from (the others stay as they are). */
async function movable(tx: Tx, ids: readonly number[], from: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: requirements.id })
    .from(requirements)
    .where(and(inArray(requirements.id, [...ids]), inArray(requirements.status, from as RequirementState[])));
  return rows.map((row) => row.id);
}

/** The requirements of quotes, those of the given status only when one is named. */
async function requirementsOf(
  tx: Tx,
  quoteIds: readonly number[],
  status?: RowOf<typeof priceQuoteResource>['status'],
): Promise<number[]> {
  if (quoteIds.length === 0) return [];
  const rows = await tx
    .select({ requirement: quotes.requirement_id })
    .from(quotes)
    .where(
      and(inArray(quotes.id, [...quoteIds]), status === undefined ? undefined : eq(quotes.status, status)),
    );
  return [...new Set(rows.map((row) => row.requirement))];
}

export function quoteHooks(engine: ResourceEngine): void {
  engine.hooks.add(priceQuoteResource, {
    async afterWrite({ tx, actor, action, transition, ids }) {
      // The requirement's state moves by its declared transitions, in the quote's transaction: its hooks and
      // history name the transition.
      const deps = { db: engine.db, hooks: engine.hooks, tx };
      const move = async (to: typeof quoted, requirementIds: number[]) => {
        const ready = await movable(tx, requirementIds, to.from as readonly number[]);
        if (ready.length > 0) await runTransition(deps, purchaseRequirementResource, actor, to, ready, {});
      };
      // A quote added to (or moved onto) an open requirement: the requirement is being quoted.
      if (action === 'add' || action === 'update') await move(quoted, await requirementsOf(tx, ids));
      if (action === 'transition' && transition === 'accept')
        await move(awarded, await requirementsOf(tx, ids, QuoteStatus.accepted));
    },
  });
}
