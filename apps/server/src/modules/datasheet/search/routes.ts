/** The parametric search's call: the query (the contract's zod schema) in, a sorted page of sheets out. */
import { datasheetPaths, smartQuerySchema } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ResourceEngine } from '../../../engine/index.ts';
import { ok } from '../../../http/envelope.ts';
import { pickLocale } from '../../../http/messages.ts';
import { parseInput } from '../../../http/validation.ts';
import { smartSearch } from './query.ts';
import { refreshSearchValues, refreshSearchValuesOfMetric } from './values.ts';

export function smartSearchModule(api: FastifyInstance, engine: ResourceEngine): void {
  const { db } = engine;
  engine.hooks.add('datasheet', {
    async afterWrite({ tx, action, ids }) {
      if (action === 'add' || action === 'update') await refreshSearchValues(tx, ids);
      if (action === 'del') await refreshSearchValues(tx, ids);
    },
  });
  engine.hooks.add('metric', {
    async afterWrite({ tx, action, ids }) {
      if (action !== 'update') return;
      for (const id of ids) await refreshSearchValuesOfMetric(tx, id);
    },
  });

  api.post(datasheetPaths.smartSearch, { config: { name: '物性参数搜索' } }, async (request) => {
    const query = parseInput(smartQuerySchema, request.body ?? {}, 'body');
    const locale = pickLocale(request.headers['accept-language']);
    return ok(await smartSearch(db, query, locale));
  });
}
