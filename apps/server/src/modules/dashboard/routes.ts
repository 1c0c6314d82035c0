import { apiPaths, DASHBOARD_KEY_MAX } from '@console/contract';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validation.ts';
import type { ModuleContext } from '../module.ts';
import { dashboardOverview } from './service.ts';

const overviewQuery = z.object({
  // The global search sends whatever was typed: trimmed and cut rather than refused.
  key: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim().slice(0, DASHBOARD_KEY_MAX)),
});

export function dashboardModule({ api: app, db }: ModuleContext): void {
  app.get(
    apiPaths.dashboardOverview,
    { config: { access: 'session', name: '首页概览' } },
    async (request) => {
      const query = parseInput(overviewQuery, request.query, 'query');
      return ok(await dashboardOverview(db, app.cache, query.key));
    },
  );
}
