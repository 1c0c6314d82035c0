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
  type ResourceDef,
} from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { updateRows } from '../../engine/bulk.ts';
import type { Tx } from '../../engine/hooks.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { requireColumn, tableOf } from '../../engine/tables.ts';

const quotes = tableOf(priceQuoteResource.key);
const requirements = tableOf(purchaseRequirementResource.key);
const quoteCol = (name: string) => requireColumn(quotes, name);
const requirementCol = (name: string) => requireColumn(requirements, name);

const requirementDef = purchaseRequirementResource as ResourceDef;

/** Of these requirements, the open ones. */
async function openRequirements(tx: Tx, ids: readonly number[]): Promise<number[]> {
  const rows = await tx
    .select({ id: requirementCol('id') })
    .from(requirements)
    .where(
      and(inArray(requirementCol('id'), [...ids]), eq(requirementCol('status'), RequirementStatus.open)),
    );
  return rows.map((row) => Number(row.id));
}

/** The requirements of quotes, those of the given status only when one is named. */
async function requirementsOf(tx: Tx, quoteIds: readonly number[], status?: number): Promise<number[]> {
  if (quoteIds.length === 0) return [];
  const rows = await tx
    .select({ requirement: quoteCol('requirement_id') })
    .from(quotes)
    .where(
      and(
        inArray(quoteCol('id'), [...quoteIds]),
        status === undefined ? undefined : eq(quoteCol('status'), status),
      ),
    );
  return [...new Set(rows.map((row) => Number(row.requirement)))];
}

export function quoteHooks(engine: ResourceEngine): void {
  engine.hooks.add(priceQuoteResource.key, {
    async afterWrite({ tx, admin, action, ids }) {
      // The requirement's state moves through the engine, in the quote's transaction: its hooks and history.
      const deps = { db: engine.db, hooks: engine.hooks, tx };
      if (action === 'add' || action === 'update') {
        // A quote added to (or moved onto) an open requirement: the requirement is being quoted.
        const quoted = await requirementsOf(tx, ids);
        const open = quoted.length === 0 ? [] : await openRequirements(tx, quoted);
        if (open.length > 0)
          await updateRows(deps, requirementDef, admin, { ids: open }, { status: RequirementStatus.quoting });
      }
      if (action === 'status') {
        const awarded = await requirementsOf(tx, ids, QuoteStatus.accepted);
        if (awarded.length > 0)
          await updateRows(
            deps,
            requirementDef,
            admin,
            { ids: awarded },
            { status: RequirementStatus.awarded },
          );
      }
    },
  });
}
