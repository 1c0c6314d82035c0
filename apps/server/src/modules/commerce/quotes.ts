/**
 * What a quote changes on its requirement, in the quote's transaction: the count of quotes, an open
 * requirement turning to "quoting" with its first quote, and "awarded" when one of its quotes is accepted.
 */
import {
  priceQuoteResource,
  purchaseRequirementResource,
  QuoteStatus,
  RequirementStatus,
} from '@console/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../engine/hooks.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { requireColumn, tableOf } from '../../engine/tables.ts';

const quotes = tableOf(priceQuoteResource.key);
const requirements = tableOf(purchaseRequirementResource.key);
const quoteCol = (name: string) => requireColumn(quotes, name);
const requirementCol = (name: string) => requireColumn(requirements, name);

async function requirementsOf(tx: Tx, quoteIds: readonly number[]): Promise<number[]> {
  if (quoteIds.length === 0) return [];
  const rows = await tx
    .select({ requirement: quoteCol('requirement_id') })
    .from(quotes)
    .where(inArray(quoteCol('id'), [...quoteIds]));
  return [...new Set(rows.map((row) => Number(row.requirement)))];
}

async function recount(tx: Tx, requirementIds: readonly number[]): Promise<void> {
  for (const id of requirementIds) {
    const [row] = await tx
      .select({ n: count() })
      .from(quotes)
      .where(eq(quoteCol('requirement_id'), id));
    const n = Number(row?.n ?? 0);
    await tx
      .update(requirements)
      .set({ quote_count: n })
      .where(eq(requirementCol('id'), id));
    if (n > 0) {
      await tx
        .update(requirements)
        .set({ status: RequirementStatus.quoting })
        .where(and(eq(requirementCol('id'), id), eq(requirementCol('status'), RequirementStatus.open)));
    }
  }
}

/** The requirements whose quotes a delete in this transaction removes (known only before it). */
const deletedFrom = new WeakMap<Tx, number[]>();

export function quoteHooks(engine: ResourceEngine): void {
  engine.hooks.add(priceQuoteResource.key, {
    async beforeWrite({ tx, action, before }) {
      if (action === 'del')
        deletedFrom.set(tx, [...new Set(before.map((row) => Number(row.requirement_id)))]);
    },
    async afterWrite({ tx, action, ids }) {
      if (action === 'del') {
        await recount(tx, deletedFrom.get(tx) ?? []);
        deletedFrom.delete(tx);
        return;
      }
      const affected = await requirementsOf(tx, ids);
      if (action === 'add' || action === 'update') await recount(tx, affected);
      if (action === 'status') {
        const accepted = await tx
          .select({ requirement: quoteCol('requirement_id') })
          .from(quotes)
          .where(and(inArray(quoteCol('id'), ids), eq(quoteCol('status'), QuoteStatus.accepted)));
        const awarded = [...new Set(accepted.map((row) => Number(row.requirement)))];
        if (awarded.length > 0) {
          await tx
            .update(requirements)
            .set({ status: RequirementStatus.awarded })
            .where(inArray(requirementCol('id'), awarded));
        }
      }
    },
  });
}
