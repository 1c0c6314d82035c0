/**
 * Implausible values flagged (issue 36): a published sheet's flags are rewritten in the transaction of every
 * write of its grid, after the statistics of its headers are marked stale; a cached sheet's with its checks
 * (cache/checks.ts). The report is the `value_flag` family's list; marking a flag checked is its transition.
 * Values stored before flags existed, or whose header, unit, family or statistics changed since, are judged in
 * the background (judging.ts), whose progress the report shows.
 */
import {
  categoryResource,
  datasheetCacheResource,
  datasheetEndpoints,
  datasheetResource,
  FlagState,
  headerResource,
  metricResource,
  polymerFamilyResource,
  valueFlagResource,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ResourceEngine } from '../../../engine/index.ts';
import type { ServeEndpoint } from '../../../http/endpoint.ts';
import type { StartWork } from '../../../operations/start-work.ts';
import { refreshFlags } from './flags.ts';
import { FlagJudging, registerJudging } from './judging.ts';
import { markJudged, progressOf, readState } from './judging-state.ts';
import { rejudgeHooks } from './rejudge.ts';
import { markStale } from './stats.ts';

export { refreshFlags } from './flags.ts';
export { markJudged };

/** The background judging: started once the server is ready, stopped before the database closes. */
export function judgingModule(
  api: FastifyInstance,
  serve: ServeEndpoint,
  engine: ResourceEngine,
  startWork: StartWork,
): void {
  const runner = new FlagJudging(engine.db, api.log);
  registerJudging(engine, runner);
  rejudgeHooks(engine);
  // Work queued in a change's transaction is worked once it committed.
  for (const def of [
    datasheetResource,
    datasheetCacheResource,
    headerResource,
    metricResource,
    categoryResource,
    polymerFamilyResource,
  ])
    engine.hooks.add(def, { afterCommit: () => runner.wakeIfQueued() });
  // Reading the queue is all the start waits for; work queued (a backfill) counts as the start's until done.
  api.addHook('onReady', async () => {
    const queued = await runner.start();
    const working = runner
      .wake()
      .catch((error: unknown) => api.log.error({ err: error }, 'judging stored values failed'));
    if (queued > 0) startWork.track('flag judging', working);
  });
  api.addHook('onClose', async () => runner.stop());
  serve(datasheetEndpoints.valueFlagJudging, async () => progressOf(await readState(engine.db)));
}

export function plausibilityHooks(engine: ResourceEngine): void {
  engine.hooks.add(datasheetResource, {
    // A deleted sheet's values leave its family's statistics (its flags go with it, by the reference).
    async beforeWrite({ tx, action, before }) {
      if (action === 'del')
        await markStale(
          tx,
          before.map((row) => row.id),
        );
    },
    async afterWrite({ tx, action, ids }) {
      if (action !== 'add' && action !== 'update') return;
      await markStale(tx, ids);
      await refreshFlags(tx, 'datasheet', ids);
    },
  });
  // A flag checked or reopened moves its cached sheet's count of open flags.
  engine.hooks.add(valueFlagResource, {
    async afterWrite({ tx, ids }) {
      if (ids.length === 0) return;
      // raw write: the server's count on the cached sheet (a read-only field), kept with its flags
      await tx.execute(sql`update datasheet_cache c set open_flags = (select count(*) from value_flag f
          where f.cache_id = c.id and f.state = ${FlagState.open})
        where c.id in (select cache_id from value_flag where id in ${ids} and cache_id is not null)`);
    },
  });
}
