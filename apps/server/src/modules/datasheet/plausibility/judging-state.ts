/**
 * The queue of stored values to judge again (issue 36), kept in one server-written setting row so that it needs no
 * table of its own and survives a restart: each task names its sheets (published or under review; all of them, or
 * those stating some headers and/or in some categories) and how far it got (the last sheet id judged, committed
 * with that batch's flags, so a restart resumes after it and judges no sheet twice). An absent row is a database
 * whose sheets were never judged (written before flags existed): its first reader queues the backfill.
 */
import {
  FLAG_JUDGING_OWNERS,
  FLAG_JUDGING_REASONS,
  type FlagJudging,
  type FlagJudgingOwner,
  type FlagJudgingReason,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../../db/index.ts';
import type { Tx } from '../../../engine/index.ts';

export const JUDGING_SETTING = 'datasheet.value_flag.judging';
const DESCRIPTION =
  '可疑数值的后台判断进度（补算与重新判断），由服务器写入。删除此行：下次启动时重新判断全部物性表';
/** The setting's value holds 4,000 characters: past this, a task's lists of ids become one task over all sheets. */
const MAX_JSON = 3500;

const ids = z.array(z.number().int());
const storedTask = z.object({
  id: z.number().int(),
  reason: z.enum(FLAG_JUDGING_REASONS),
  owner: z.enum(FLAG_JUDGING_OWNERS),
  headers: ids.optional(),
  categories: ids.optional(),
  after: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative().nullable(),
});
export type JudgingTask = z.infer<typeof storedTask>;
const storedState = z.object({
  seq: z.number().int().nonnegative(),
  tasks: z.array(storedTask),
  last: storedTask.extend({ finished_at: z.string() }).nullable(),
});
export type JudgingState = z.infer<typeof storedState>;

/** Which sheets a task judges: every sheet, or those stating one of `headers` and/or in one of `categories`. */
export interface JudgingScope {
  reason: FlagJudgingReason;
  owner: FlagJudgingOwner;
  headers?: readonly number[];
  categories?: readonly number[];
}

/** True once this process queued work (a hook in a transaction that may still be open): worth waking the runner. */
let queued = false;
export function takeQueued(): boolean {
  const was = queued;
  queued = false;
  return was;
}

/** The state as stored; undefined when the row is absent. A row edited into nonsense restarts the backfill. */
export async function readState(tx: Pick<Tx, 'execute'>, lock = false): Promise<JudgingState | undefined> {
  const [row] = await queryRows<{ value: string }>(
    tx,
    lock
      ? sql`select value from setting_key where key = ${JUDGING_SETTING} for update`
      : sql`select value from setting_key where key = ${JUDGING_SETTING}`,
  );
  if (!row) return undefined;
  try {
    const parsed = storedState.safeParse(JSON.parse(row.value));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: judged below as a state that says nothing
  }
  return { seq: 0, tasks: [], last: null };
}

export async function writeState(tx: Tx, state: JudgingState): Promise<void> {
  // raw write: the server's own progress record, no one's edit (staff may delete the row to judge everything again)
  await tx.execute(sql`insert into setting_key (key, value, description)
    values (${JUDGING_SETTING}, ${JSON.stringify(state)}, ${DESCRIPTION})
    on conflict (key) do update set value = excluded.value, updated_at = now()`);
}

/**
 * The state, created when absent: a database holding sheets never judged gets the backfill of both kinds of sheet;
 * one holding none (a new database) nothing, since every sheet written from now on is judged as it is written.
 */
export async function stateOrBackfill(tx: Tx): Promise<JudgingState> {
  const held = await readState(tx, true);
  if (held) return held;
  const [any] = await queryRows<{ published: boolean; cached: boolean }>(
    tx,
    sql`select exists (select 1 from datasheet) as published, exists (select 1 from datasheet_cache) as cached`,
  );
  const state: JudgingState = { seq: 0, tasks: [], last: null };
  if (any?.published) state.tasks.push(newTask(state, { reason: 'backfill', owner: 'datasheet' }));
  if (any?.cached) state.tasks.push(newTask(state, { reason: 'backfill', owner: 'cache' }));
  await writeState(tx, state);
  if (state.tasks.length > 0) queued = true;
  return state;
}

/** Records that the sheets stored now were judged as they were written (the demo seed): no backfill is due. */
export async function markJudged(tx: Tx): Promise<void> {
  if (!(await readState(tx))) await writeState(tx, { seq: 0, tasks: [], last: null });
}

function newTask(state: JudgingState, scope: JudgingScope): JudgingTask {
  state.seq += 1;
  return {
    id: state.seq,
    reason: scope.reason,
    owner: scope.owner,
    ...(scope.headers ? { headers: [...new Set(scope.headers)].sort((a, b) => a - b) } : {}),
    ...(scope.categories ? { categories: [...new Set(scope.categories)].sort((a, b) => a - b) } : {}),
    after: 0,
    done: 0,
    total: null,
  };
}

const sameIds = (a?: readonly number[], b?: readonly number[]) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const union = (a: readonly number[], b: readonly number[]) =>
  [...new Set([...a, ...b])].sort((x, y) => x - y);

/**
 * Queues the sheets `scope` names for judging, in the caller's transaction (it commits with the change that asks).
 * A task not yet begun absorbs one of the same shape; the first task is never changed, since the runner may be
 * judging it (a sheet it passed would miss the added headers).
 */
export async function enqueueJudging(tx: Tx, scope: JudgingScope): Promise<void> {
  const state = await stateOrBackfill(tx);
  const waiting = state.tasks.slice(1).filter((t) => t.owner === scope.owner);
  if (waiting.some((t) => !t.headers && !t.categories)) return;
  const everything = !scope.headers && !scope.categories;
  if (everything) {
    state.tasks = state.tasks.filter((t, i) => i === 0 || t.owner !== scope.owner);
    state.tasks.push(newTask(state, scope));
  } else {
    const sameCategories = waiting.find(
      (t) => t.headers && scope.headers && sameIds(t.categories, scope.categories),
    );
    const sameHeaders = waiting.find(
      (t) => t.categories && scope.categories && sameIds(t.headers, scope.headers),
    );
    if (sameCategories?.headers && scope.headers)
      sameCategories.headers = union(sameCategories.headers, scope.headers);
    else if (sameHeaders?.categories && scope.categories)
      sameHeaders.categories = union(sameHeaders.categories, scope.categories);
    else state.tasks.push(newTask(state, scope));
  }
  if (JSON.stringify(state).length > MAX_JSON) {
    state.tasks = state.tasks.filter((t, i) => i === 0 || t.owner !== scope.owner);
    state.tasks.push(newTask(state, { reason: scope.reason, owner: scope.owner }));
  }
  await writeState(tx, state);
  queued = true;
}

/** What the report shows of the state. */
export function progressOf(state: JudgingState | undefined): FlagJudging {
  const shown = ({ reason, owner, done, total }: JudgingTask) => ({ reason, owner, done, total });
  return {
    tasks: (state?.tasks ?? []).map(shown),
    last: state?.last ? { ...shown(state.last), finished_at: state.last.finished_at } : null,
  };
}
