import { apiPaths, DASHBOARD_KEY_MAX } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validation.ts';
import { dashboardOverview } from './service.ts';

const overviewQuery = z.object({
  // The global search sends whatever was typed: trimmed and cut rather than refused.
  key: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim().slice(0, DASHBOARD_KEY_MAX)),
});

export function dashboardRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get(
    apiPaths.dashboardOverview,
    { config: { access: 'session', name: '首页概览' } },
    async (request) => {
      const query = parseInput(overviewQuery, request.query, 'query');
      return ok(await dashboardOverview(deps.db, app.cache, query.key));
    },
  );
}
