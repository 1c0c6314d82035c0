/**
 * What a stored verdict depends on besides the sheet itself (issue 36): the header (its quantity gives the hard
 * range and the units, its code the HDT and melting point, its names the why), the unit's conversion, the family a
 * category names (by its names and the material names library). A change to any of them queues the sheets it
 * concerns for judging again, in the change's transaction (judging-state.ts), and has the statistics it makes
 * wrong computed again; a sheet's own edits (its values, units, headers, category) are judged as it is saved (index.ts).
 */
import {
  categoryResource,
  type FlagJudgingReason,
  headerResource,
  metricResource,
  polymerFamilyResource,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/index.ts';
import type { ResourceEngine, Tx } from '../../../engine/index.ts';
import { categoryFamilies } from './flags.ts';
import { enqueueJudging } from './judging-state.ts';

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The fields of a row a verdict reads, as they are now. */
async function rowsNow(tx: Tx, table: string, columns: readonly string[], ids: readonly number[]) {
  if (ids.length === 0) return [];
  return queryRows<Record<string, unknown>>(
    tx,
    sql`select id, ${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )} from ${sql.identifier(table)} where id in (${list(ids)})`,
  );
}

/** The ids of the rows whose `columns` differ from `before`. */
async function changed(
  tx: Tx,
  table: string,
  columns: readonly string[],
  ids: readonly number[],
  before: readonly Record<string, unknown>[],
): Promise<number[]> {
  const was = new Map(before.map((row) => [Number(row.id), row]));
  return (await rowsNow(tx, table, columns, ids))
    .filter((row) => columns.some((c) => String(row[c]) !== String(was.get(Number(row.id))?.[c])))
    .map((row) => Number(row.id));
}

/**
 * Statistics made wrong by a change, computed again at their next use however large (kept rather than deleted: the
 * recomputation compares them, and a band that moved has the rest of the family's sheets judged again).
 */
const dueNow = sql`update plausibility_stat set stale = true, computed_at = '-infinity'`;

async function rejudgeHeaders(tx: Tx, reason: FlagJudgingReason, headerIds: readonly number[]) {
  if (headerIds.length === 0) return;
  // raw write: derived statistics, in another base unit or quantity now; computed again when next needed
  await tx.execute(sql`${dueNow} where header_id in (${list(headerIds)})`);
  for (const owner of ['datasheet', 'cache'] as const)
    await enqueueJudging(tx, { reason, owner, headers: headerIds });
}

/** The families whose statistics a change of the categories' families moves: filled and unfilled. */
async function dropFamilyStats(tx: Tx, codes: readonly string[]) {
  if (codes.length === 0) return;
  const keys = codes.flatMap((code) => [code, `${code}/filled`]);
  // raw write: derived statistics over a family's categories, which changed; computed again when next needed
  await tx.execute(sql`${dueNow} where family in (${list(keys)})`);
}

export function rejudgeHooks(engine: ResourceEngine): void {
  engine.hooks.add(headerResource, {
    async afterWrite({ tx, action, ids, before }) {
      if (action !== 'update') return;
      await rejudgeHeaders(
        tx,
        'header',
        await changed(tx, 'header', ['code', 'name_zh', 'name_en', 'quantity'], ids, before),
      );
    },
  });

  engine.hooks.add(metricResource, {
    async afterWrite({ tx, action, ids, before }) {
      if (action !== 'update' && action !== 'enable') return;
      const moved = await changed(tx, 'metric', ['symbol', 'factor', 'offset', 'quantity'], ids, before);
      if (moved.length === 0) return;
      const quantities = [
        ...new Set([
          ...before.filter((m) => moved.includes(Number(m.id))).map((m) => String(m.quantity)),
          ...(await rowsNow(tx, 'metric', ['quantity'], moved)).map((m) => String(m.quantity)),
        ]),
      ];
      const headers = await queryRows<{ id: number }>(
        tx,
        sql`select id from header where quantity in (${list(quantities)})`,
      );
      await rejudgeHeaders(
        tx,
        'metric',
        headers.map((h) => h.id),
      );
    },
  });

  // A category's family is read from its names: a rename that changes it moves its sheets to another family.
  const familiesBefore = new WeakMap<Tx, Map<number, string>>();
  engine.hooks.add(categoryResource, {
    async beforeWrite({ tx, action }) {
      if (action === 'update') familiesBefore.set(tx, (await categoryFamilies(tx)).familyOfCategory);
    },
    async afterWrite({ tx, action, ids }) {
      const was = familiesBefore.get(tx);
      if (action !== 'update' || !was) return;
      const now = (await categoryFamilies(tx)).familyOfCategory;
      const moved = ids.filter((id) => was.get(id) !== now.get(id));
      if (moved.length === 0) return;
      await dropFamilyStats(
        tx,
        [...moved.map((id) => was.get(id)), ...moved.map((id) => now.get(id))].filter(
          (code): code is string => Boolean(code),
        ),
      );
      for (const owner of ['datasheet', 'cache'] as const)
        await enqueueJudging(tx, { reason: 'category', owner, categories: moved });
    },
  });

  // An edit of the material names library may move categories (and sheets under review, named by their grade or
  // raw category) to another family.
  const libraryBefore = new WeakMap<Tx, Map<number, string>>();
  engine.hooks.add(polymerFamilyResource, {
    async beforeWrite({ tx }) {
      libraryBefore.set(tx, (await categoryFamilies(tx)).familyOfCategory);
    },
    async afterWrite({ tx }) {
      const was = libraryBefore.get(tx);
      if (!was) return;
      const now = (await categoryFamilies(tx)).familyOfCategory;
      const moved = [...new Set([...was.keys(), ...now.keys()])].filter((id) => was.get(id) !== now.get(id));
      if (moved.length > 0) {
        await dropFamilyStats(
          tx,
          [...moved.map((id) => was.get(id)), ...moved.map((id) => now.get(id))].filter(
            (code): code is string => Boolean(code),
          ),
        );
        await enqueueJudging(tx, { reason: 'family', owner: 'datasheet', categories: moved });
      }
      await enqueueJudging(tx, { reason: 'family', owner: 'cache' });
    },
  });
}
