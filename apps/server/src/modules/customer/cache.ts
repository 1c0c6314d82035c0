/**
 * Checking the scanned-card cache: the proposed duplicates of a cached card, merging it into a kept card
 * (filling the card's empty fields, or overwriting the chosen ones) and creating a new card from it. Each call
 * is one transaction and audited on both families; the card's values pass the card's own validation, so a
 * misread e-mail is refused before it is kept. Only waiting cards can be merged or created; the generic status
 * action may only discard a waiting card or bring a discarded one back.
 */
import {
  businessCardCacheResource,
  businessCardResource,
  CardCacheStatus,
  cardCacheIdQuery,
  cardCacheIdsQuery,
  cardContentFields,
  cardCreateBody,
  cardMergeBody,
  customerPaths,
  MERGEABLE_CARD_FIELDS,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { changesOf, recordAudit } from '../../engine/audit.ts';
import type { Tx } from '../../engine/hooks.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { getRow } from '../../engine/read.ts';
import { fieldNamer } from '../../engine/routes.ts';
import { requireColumn, tableOf } from '../../engine/tables.ts';
import { validatorsOf } from '../../engine/validators.ts';
import { requireAdmin, type SessionAdmin } from '../../http/auth.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validation.ts';
import { findDuplicates } from './duplicates.ts';

const cacheDef = businessCardCacheResource;
const cardDef = businessCardResource;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function waitingCard(tx: Tx, id: number): Promise<ResourceRow> {
  const cached = await getRow(tx, cacheDef, id);
  if (!cached) {
    throw new AppError(ResultCode.notFound, {
      zh: `暂存名片不存在（ID ${id}）`,
      en: `No cached card with id ${id}`,
    });
  }
  if (cached.status !== CardCacheStatus.waiting) {
    throw new AppError(ResultCode.conflict, {
      zh: `暂存名片「${String(cached.name)}」已处理过，不能再次处理`,
      en: `Cached card "${String(cached.name)}" has been handled already`,
    });
  }
  return cached;
}

/** Marks the cached card handled, pointing at the card it became part of. */
async function markHandled(tx: Tx, admin: SessionAdmin, cached: ResourceRow, status: number, cardId: number) {
  const table = tableOf(cacheDef.key);
  await tx
    .update(table)
    .set({ status, card_id: cardId, updated_at: new Date() })
    .where(eq(requireColumn(table, 'id'), cached.id));
  const after = { ...cached, status, card_id: cardId };
  await recordAudit(tx, admin, cacheDef, 'status', [
    { id: cached.id, changes: changesOf(cacheDef, cached, after, ['status', 'card_id']) },
  ]);
}

/** The card's new values: its empty fields filled from the cached card, and `overwrite` taken as cached. */
export function mergedValues(
  card: ResourceRow,
  cached: ResourceRow,
  overwrite: readonly string[],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of MERGEABLE_CARD_FIELDS) {
    const incoming = text(cached[name]);
    if (incoming === '' || incoming === text(card[name])) continue;
    if (overwrite.includes(name) || text(card[name]) === '') values[name] = incoming;
  }
  return values;
}

export function cardCacheRoutes(api: FastifyInstance, engine: ResourceEngine): void {
  const cardNamer = fieldNamer(cardDef);

  api.get(customerPaths.cacheDuplicates, { config: { name: '暂存名片的疑似重复' } }, async (request) => {
    const { id } = parseInput(cardCacheIdQuery, request.query, 'query');
    const cached = await getRow(engine.db, cacheDef, id);
    if (!cached) {
      throw new AppError(ResultCode.notFound, {
        zh: `暂存名片不存在（ID ${id}）`,
        en: `No cached card with id ${id}`,
      });
    }
    return ok({ cached, duplicates: await findDuplicates(engine.db, cached) });
  });

  api.get(
    customerPaths.cacheDuplicateCounts,
    { config: { name: '暂存名片的疑似重复数' } },
    async (request) => {
      const { ids } = parseInput(cardCacheIdsQuery, request.query, 'query');
      const counts: Record<number, number> = {};
      for (const id of ids) {
        const cached = await getRow(engine.db, cacheDef, id);
        if (cached?.status === CardCacheStatus.waiting)
          counts[id] = (await findDuplicates(engine.db, cached)).length;
      }
      return ok(counts);
    },
  );

  api.post(customerPaths.cacheMerge, { config: { name: '合并暂存名片' } }, async (request) => {
    const body = parseInput(cardMergeBody, request.body, 'body');
    const admin = requireAdmin(request);
    const card = await engine.db.transaction(async (tx) => {
      const cached = await waitingCard(tx, body.id);
      const before = await getRow(tx, cardDef, body.card_id);
      if (!before) {
        throw new AppError(ResultCode.notFound, {
          zh: `名片不存在（ID ${body.card_id}）`,
          en: `No business card with id ${body.card_id}`,
        });
      }
      const values = mergedValues(before, cached, body.fields ?? []);
      if (Object.keys(values).length > 0) {
        parseInput(validatorsOf(cardDef).update, { id: before.id, ...values }, 'body', cardNamer);
        const table = tableOf(cardDef.key);
        await tx
          .update(table)
          .set({ ...values, updated_at: new Date() })
          .where(eq(requireColumn(table, 'id'), before.id));
        await recordAudit(tx, admin, cardDef, 'update', [
          {
            id: before.id,
            changes: changesOf(cardDef, before, { ...before, ...values }, Object.keys(values)),
          },
        ]);
      }
      await markHandled(tx, admin, cached, CardCacheStatus.merged, before.id);
      return getRow(tx, cardDef, before.id);
    });
    return ok(card);
  });

  api.post(customerPaths.cacheCreate, { config: { name: '暂存名片新建为名片' } }, async (request) => {
    const body = parseInput(cardCreateBody, request.body, 'body');
    const admin = requireAdmin(request);
    const card = await engine.db.transaction(async (tx) => {
      const cached = await waitingCard(tx, body.id);
      const duplicates = await findDuplicates(tx, cached);
      if (duplicates.length > 0 && !body.force) {
        const names = duplicates.map((duplicate) => `${String(duplicate.card.name)}（${duplicate.card.id}）`);
        throw new AppError(ResultCode.conflict, {
          zh: `已有疑似重复的名片：${names.join('、')}；请合并，或确认仍要新建`,
          en: `Possible duplicates exist: ${names.join(', ')}; merge, or confirm to create anyway`,
        });
      }
      const content = Object.fromEntries(
        cardContentFields.map((field) => [field.name, text(cached[field.name])]),
      );
      const values = parseInput(validatorsOf(cardDef).add, { ...content, source: 'scan' }, 'body', cardNamer);
      const table = tableOf(cardDef.key);
      const [inserted] = await tx
        .insert(table)
        .values(values)
        .returning({ id: requireColumn(table, 'id') });
      const id = Number(inserted?.id);
      const row = (await getRow(tx, cardDef, id)) as ResourceRow;
      const audited = cardDef.fields.map((field) => field.name).filter((name) => !name.endsWith('_at'));
      await recordAudit(tx, admin, cardDef, 'add', [{ id, changes: changesOf(cardDef, null, row, audited) }]);
      await markHandled(tx, admin, cached, CardCacheStatus.created, id);
      return row;
    });
    return ok(card);
  });

  // Merged and created cards are reached only through the calls above, which keep the card they became.
  engine.hooks.add(cacheDef.key, {
    beforeWrite({ action, values, before }) {
      if (action !== 'status') return;
      const allowed: number[] = [CardCacheStatus.waiting, CardCacheStatus.discarded];
      const handled = before.filter((row) => !allowed.includes(Number(row.status)));
      if (!allowed.includes(Number(values.status)) || handled.length > 0) {
        throw new AppError(ResultCode.conflict, {
          zh: '状态只能在「待核对」与「已丢弃」之间切换；合并或新建请用对应操作',
          en: 'Status can only switch between waiting and discarded; merge or create through their actions',
        });
      }
    },
  });
}
