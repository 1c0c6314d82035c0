/**
 * Checking the scanned-card cache: the proposed duplicates of a cached card, merging it into a kept card
 * (filling the card's empty fields, or overwriting the chosen ones) and creating a new card from it: the
 * family's declared `merge` and `create` transitions, served here because their calls carry more than the
 * transition's inputs. Each call is one transaction through the engine (hooks and audit on both families); the
 * card's values pass the card's own validation, so a misread e-mail is refused before it is kept.
 */
import {
  type BusinessCardRow,
  businessCardCacheResource,
  businessCardResource,
  type CachedCardRow,
  CardCacheStatus,
  cardContentFields,
  customerEndpoints,
  declaredTransition,
  MERGEABLE_CARD_FIELDS,
  ResultCode,
  type WriteValuesOf,
} from '@console/contract';
import { AppError } from '../../core/errors.ts';
import { parseInput } from '../../core/validation.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import {
  addRow,
  fieldNamer,
  getRow,
  type Reader,
  runTransition,
  updateRow,
  validatorsOf,
  writeTransaction,
} from '../../engine/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';
import { findDuplicates } from './duplicates.ts';

const cacheDef = businessCardCacheResource;
const cardDef = businessCardResource;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const mergeTransition = declaredTransition(cacheDef, 'merge');
const createTransition = declaredTransition(cacheDef, 'create');

async function cachedCard(db: Reader, id: number): Promise<CachedCardRow> {
  const cached = await getRow(db, cacheDef, id);
  if (!cached) {
    throw new AppError(ResultCode.notFound, {
      zh: `暂存名片不存在（ID ${id}）`,
      en: `No cached card with id ${id}`,
    });
  }
  return cached;
}

/** The card's new values: its empty fields filled from the cached card, and `overwrite` taken as cached. */
export function mergedValues(
  card: BusinessCardRow,
  cached: CachedCardRow,
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

export function cardCacheRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  const cardNamer = fieldNamer(cardDef);

  serve(customerEndpoints.cacheDuplicates, async ({ id }) => {
    const cached = await cachedCard(engine.db, id);
    return { cached, duplicates: await findDuplicates(engine.db, cached) };
  });

  serve(customerEndpoints.cacheDuplicateCounts, async ({ ids }) => {
    const counts: Record<number, number> = {};
    for (const id of ids) {
      const cached = await getRow(engine.db, cacheDef, id);
      if (cached?.status === CardCacheStatus.waiting)
        counts[id] = (await findDuplicates(engine.db, cached)).length;
    }
    return counts;
  });

  // Merge and create are the declared transitions served here: each changes the card through the engine and
  // then moves the cached card, in one transaction; the transition locks the cached card and refuses it when
  // it was handled meanwhile (two admins at once: one wins), which rolls the card's change back too.
  serve(customerEndpoints.cacheMerge, async (body, request) => {
    const admin = requireAdmin(request);
    const card = await writeTransaction(engine, async (deps) => {
      const cached = await cachedCard(deps.tx, body.id);
      const before = await getRow(deps.tx, cardDef, body.card_id);
      if (!before) {
        throw new AppError(ResultCode.notFound, {
          zh: `名片不存在（ID ${body.card_id}）`,
          en: `No business card with id ${body.card_id}`,
        });
      }
      const values = mergedValues(before, cached, body.fields ?? []);
      if (Object.keys(values).length > 0) {
        parseInput(validatorsOf(cardDef).update, { id: before.id, ...values }, 'body', cardNamer);
        await updateRow(deps, cardDef, admin, { id: before.id, ...values });
      }
      await runTransition(deps, cacheDef, admin, mergeTransition, [cached.id], { card_id: before.id });
      return getRow(deps.tx, cardDef, before.id);
    });
    // Read in the transaction that just updated it under lock: it exists.
    if (!card) throw new Error(`business card ${body.card_id} vanished inside its own merge`);
    return card;
  });

  serve(customerEndpoints.cacheCreate, async (body, request) => {
    const admin = requireAdmin(request);
    return writeTransaction(engine, async (deps) => {
      const cached = await cachedCard(deps.tx, body.id);
      const duplicates = await findDuplicates(deps.tx, cached);
      if (duplicates.length > 0 && !body.force) {
        const names = duplicates.map((duplicate) => `${duplicate.card.name}（${duplicate.card.id}）`);
        throw new AppError(ResultCode.conflict, {
          zh: `已有疑似重复的名片：${names.join('、')}；请合并，或确认仍要新建`,
          en: `Possible duplicates exist: ${names.join(', ')}; merge, or confirm to create anyway`,
        });
      }
      const content = Object.fromEntries(
        cardContentFields.map((field) => [field.name, text(cached[field.name])]),
      );
      const values = parseInput(validatorsOf(cardDef).add, { ...content, source: 'scan' }, 'body', cardNamer);
      // Parsed by the card's own add rules just above (validatorsOf), by name.
      const row = await addRow(deps, cardDef, admin, values as WriteValuesOf<typeof cardDef>);
      await runTransition(deps, cacheDef, admin, createTransition, [cached.id], { card_id: row.id });
      return row;
    });
  });
}
