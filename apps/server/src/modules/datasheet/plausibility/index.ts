/**
 * Implausible values flagged (issue 36): a published sheet's flags are rewritten in the transaction of every
 * write of its grid, after the statistics of its headers are marked stale; a cached sheet's with its checks
 * (cache/checks.ts). The report is the `value_flag` family's list; marking a flag checked is its transition.
 */
import { datasheetResource, FlagState, valueFlagResource } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { ResourceEngine } from '../../../engine/index.ts';
import { refreshFlags } from './flags.ts';
import { markStale } from './stats.ts';

export { refreshFlags } from './flags.ts';

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
