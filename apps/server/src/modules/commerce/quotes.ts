/**
 * What a quote changes on its requirement's state, in the quote's transaction: an open requirement turns to
 * "quoting" with its first quote, and to "awarded" when one of its quotes is accepted. The count of quotes is a
 * declared count the engine keeps.
 */
import {
  priceQuoteResource,
  purchaseRequirementResource,
  QuoteStatus,
  RequirementStatus,
  type RowOf,
} from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { updateRows } from '../../engine/bulk.ts';
import type { Tx } from '../../engine/hooks.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { familyTable } from '../../engine/tables.ts';

const quotes = familyTable(priceQuoteResource);
const requirements = familyTable(purchaseRequirementResource);

/** Of these requirements, the open ones. */
async function openRequirements(tx: Tx, ids: readonly number[]): Promise<number[]> {
  const rows = await tx
    .select({ id: requirements.id })
    .from(requirements)
    .where(and(inArray(requirements.id, [...ids]), eq(requirements.status, RequirementStatus.open)));
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
    async afterWrite({ tx, actor, action, ids }) {
      // The requirement's state moves through the engine, in the quote's transaction: its hooks and history.
      const deps = { db: engine.db, hooks: engine.hooks, tx };
      if (action === 'add' || action === 'update') {
        // A quote added to (or moved onto) an open requirement: the requirement is being quoted.
        const quoted = await requirementsOf(tx, ids);
        const open = quoted.length === 0 ? [] : await openRequirements(tx, quoted);
        if (open.length > 0)
          await updateRows(
            deps,
            purchaseRequirementResource,
            actor,
            { ids: open },
            { status: RequirementStatus.quoting },
          );
      }
      if (action === 'status') {
        const awarded = await requirementsOf(tx, ids, QuoteStatus.accepted);
        if (awarded.length > 0)
          await updateRows(
            deps,
            purchaseRequirementResource,
            actor,
            { ids: awarded },
            { status: RequirementStatus.awarded },
          );
      }
    },
  });
}
