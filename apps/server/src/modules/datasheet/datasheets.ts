/**
 * The datasheet's own rules around the engine's generic writes: the server gives a new sheet its DSNO
 * (never changed afterwards), and the headline columns follow the grid after every change.
 */
import { datasheetResource } from '@console/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/index.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { refuseBadGrid } from './grid-rules.ts';
import { refreshHeadline } from './headline.ts';

/** The sequence DSNOs are drawn from (created by a migration; a bulk load moves it past its rows). */
export const DSNO_SEQUENCE = 'datasheet_dsno_seq';

export function formatDsno(n: number): string {
  return `DS${String(n).padStart(8, '0')}`;
}

export function datasheetHooks(engine: ResourceEngine): void {
  engine.hooks.add(datasheetResource, {
    async beforeWrite({ tx, action, values }) {
      if (action !== 'add' && action !== 'update') return;
      await refuseBadGrid(tx, values);
      if (action === 'update') return;
      const [next] = await queryRows<{ n: string }>(
        tx,
        sql`select nextval(${DSNO_SEQUENCE}::regclass)::text as n`,
      );
      return { dsno: formatDsno(Number(next?.n)) };
    },
    async afterWrite({ tx, action, ids }) {
      if (action !== 'add' && action !== 'update') return;
      for (const id of ids) await refreshHeadline(tx, id);
    },
  });
}
