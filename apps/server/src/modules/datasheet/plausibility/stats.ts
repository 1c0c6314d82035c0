/**
 * The statistics implausible values are judged by, per header and polymer family, filled grades apart from
 * unfilled ones (`plausibility_stat`, family `PA6` or `PA6/filled`: glass fibre moves most properties by factors):
 * the count, median and the MAD of the logarithms of the published sheets' positive single values in the header's
 * base unit, read from the parametric search's copy (`datasheet_search_value`). A pair is computed when a judgement first needs
 * it; a sheet's write marks the pairs of its headers stale, and a stale pair is computed again when next needed —
 * at once while it is small, at most every STALE_MINUTES once it is large, since one sheet more barely moves the
 * median of thousands (and reading them all on every save would not keep a save fast at a million sheets).
 * A pair computed again whose band moved enough (the contract's statMoved) has its sheets judged again in the
 * background: noted here and queued by the runner after the commit (judging.ts), since queueing inside a sheet's
 * save would take the queue's row while the save still holds statistics rows the runner may be waiting for.
 */
import { type PlausibleStat, statMoved } from '@console/contract';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/index.ts';
import type { Tx } from '../../../engine/index.ts';

/** Below this many values a stale pair is computed again on the next judgement. */
const SMALL = 2000;
const STALE_MINUTES = 10;

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Pairs whose band moved since they were last computed, waiting to be queued (per process). */
let moved: { headerId: number; categoryIds: number[] }[] = [];
export const hasMovedStats = () => moved.length > 0;
export function takeMovedStats(): { headerId: number; categoryIds: number[] }[] {
  const taken = moved;
  moved = [];
  return taken;
}

/** Marks stale the statistics of the headers the sheets `ids` state (their values are changing). */
export async function markStale(tx: Tx, sheetIds: readonly number[]): Promise<void> {
  if (sheetIds.length === 0) return;
  // raw write: derived statistics, no one's edit
  await tx.execute(sql`update plausibility_stat set stale = true
    where not stale and header_id in (select distinct header_id from datasheet_properties
      where parent_id in (${list(sheetIds)}))`);
}

/** A family's key in the statistics: its code, and whether the grades are filled. */
export const statKey = (family: string, filled: boolean) => (filled ? `${family}/filled` : family);

/** The family's statistics of the headers given, computing those missing or stale (see above). */
export async function statsFor(
  tx: Tx,
  family: string,
  filled: boolean,
  categoryIds: readonly number[],
  headerIds: readonly number[],
): Promise<Map<number, PlausibleStat>> {
  const key = statKey(family, filled);
  const out = new Map<number, PlausibleStat>();
  if (headerIds.length === 0 || categoryIds.length === 0) return out;
  const held = await queryRows<{
    header_id: number;
    n: number;
    median: number | null;
    mad: number | null;
    due: boolean;
  }>(
    tx,
    sql`select header_id, n, median, mad,
        stale and (n < ${SMALL} or computed_at < now() - make_interval(mins => ${STALE_MINUTES})) as due
      from plausibility_stat where family = ${key} and header_id in (${list(headerIds)})`,
  );
  const fresh = new Set<number>();
  const before = new Map<number, PlausibleStat>();
  for (const row of held) {
    if (row.median !== null) before.set(row.header_id, { n: row.n, median: row.median, mad: row.mad ?? 0 });
    if (row.due) continue;
    fresh.add(row.header_id);
    if (row.median !== null) out.set(row.header_id, { n: row.n, median: row.median, mad: row.mad ?? 0 });
  }
  const due = headerIds.filter((id) => !fresh.has(id));
  if (due.length === 0) return out;
  const fillers = sql`exists (select 1 from datasheet_fillers f where f.parent_id = d.id)`;
  const computed = await compute(
    tx,
    sql`d.category_id in (${list(categoryIds)}) and ${filled ? fillers : sql`not ${fillers}`}`,
    due,
  );
  for (const id of due) {
    const stat = computed.get(id);
    // raw write: derived statistics, no one's edit
    await tx.execute(sql`insert into plausibility_stat (header_id, family, n, median, mad, stale, computed_at)
      values (${id}, ${key}, ${stat?.n ?? 0}, ${stat?.median ?? null}, ${stat?.mad ?? null}, false, now())
      on conflict (header_id, family) do update set n = excluded.n, median = excluded.median, mad = excluded.mad,
        stale = false, computed_at = excluded.computed_at`);
    if (stat) out.set(id, stat);
    const was = before.get(id);
    if (held.some((row) => row.header_id === id) && statMoved(was, stat))
      moved.push({ headerId: id, categoryIds: [...categoryIds] });
  }
  return out;
}

/** Count, median and MAD of the logarithms per header over the sheets `sheets` selects (over `d`). */
async function compute(
  tx: Tx,
  sheets: SQL,
  headerIds: readonly number[],
): Promise<Map<number, PlausibleStat>> {
  const rows = await queryRows<{ header_id: number; n: number; median: number; mad: number }>(
    tx,
    sql`with vals as (
        select v.header_id, v.lo as x from datasheet_search_value v join datasheet d on d.id = v.sheet_id
        where v.header_id in (${list(headerIds)}) and ${sheets} and v.lo = v.hi and v.lo > 0
      ), med as (
        select header_id, count(*)::int as n, percentile_cont(0.5) within group (order by x) as median
        from vals group by header_id
      )
      select m.header_id, m.n, m.median,
        (select percentile_cont(0.5) within group (order by abs(log(v.x) - log(m.median))) from vals v
          where v.header_id = m.header_id) as mad
      from med m`,
  );
  return new Map(rows.map((r) => [r.header_id, { n: r.n, median: Number(r.median), mad: Number(r.mad) }]));
}
