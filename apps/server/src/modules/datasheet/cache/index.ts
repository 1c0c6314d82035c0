/**
 * The import and review pipeline's endpoints (paths in the contract), and the hooks that keep each cached
 * sheet's verdict current (after an edit of the sheet and after a change of the checks in force) and publish
 * it when its declared `approve` transition runs (reject is the engine's alone: the reason is its input).
 */
import {
  CacheStatus,
  cacheConditionResource,
  cacheSourceEndpoint,
  datasheetCacheResource,
  datasheetEndpoints,
  declaredTransition,
  type ResourceDef,
  ResultCode,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { queryRows } from '../../../db/index.ts';
import type { ResourceEngine } from '../../../engine/index.ts';
import { runTransition, writeTransaction } from '../../../engine/index.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { endpointServer } from '../../../http/endpoint.ts';
import { diffCached, publishCached } from './approve.ts';
import { pendingIds, refreshChecks } from './checks.ts';
import { resolveEdit } from './edit.ts';
import { importRoutes } from './import-route.ts';
import { loadCacheLibraries } from './libraries.ts';
import type { ImportLimits } from './limits.ts';
import { readSource } from './pdf-import/source.ts';
import { mapSpelling, reviewCached } from './review.ts';

const cacheDef = datasheetCacheResource as ResourceDef;
const approveTransition = declaredTransition(cacheDef, 'approve');

/** `checkOutput`: API_CHECK_OUTPUT (config.ts), for the declared endpoints' answers. */
export function cacheModule(
  api: FastifyInstance,
  engine: ResourceEngine,
  limits: ImportLimits,
  checkOutput: boolean,
): void {
  const { db } = engine;
  const serve = endpointServer(api, checkOutput);

  engine.hooks.add(datasheetCacheResource, {
    async beforeWrite({ tx, action, values, before }) {
      // A sheet an import is still staging is no one's to change until the import shows it (or removes it).
      const staged = before.find((row) => row.staged === true);
      if (staged) {
        throw new AppError(ResultCode.conflict, {
          zh: `「${staged.grade}」正在导入，尚不能修改`,
          en: `"${staged.grade}" is still being imported and cannot be changed yet`,
        });
      }
      if (action !== 'update' || !before[0]) return;
      if (before[0].status !== CacheStatus.pending) {
        throw new AppError(ResultCode.conflict, {
          zh: `「${before[0].grade}」已审核，不能再编辑`,
          en: `"${before[0].grade}" has been reviewed and can no longer be edited`,
        });
      }
      return resolveEdit(values, before[0], await loadCacheLibraries(tx));
    },
    async afterWrite({ tx, action, ids }) {
      if (action === 'update') await refreshChecks(tx, ids, await loadCacheLibraries(tx));
    },
    // Approving publishes the sheet (the datasheet's own writes nest in the transition's transaction).
    async transitionValues({ tx, actor, transition, row }) {
      if (transition !== approveTransition.name) return;
      const libraries = await loadCacheLibraries(tx);
      return {
        datasheet_id: await publishCached({ db: engine.db, hooks: engine.hooks, tx }, actor, row, libraries),
      };
    },
  });
  engine.hooks.add(cacheConditionResource, {
    async afterWrite({ tx }) {
      await refreshChecks(tx, await pendingIds(tx, { staged: true }), await loadCacheLibraries(tx));
    },
  });

  importRoutes(api, engine, limits, checkOutput);

  serve(datasheetEndpoints.cacheReview, async ({ id }) => reviewCached(db, id, await loadCacheLibraries(db)));

  serve(datasheetEndpoints.cacheDiff, async ({ id }) => diffCached(db, id, await loadCacheLibraries(db)));

  serve(cacheSourceEndpoint, ({ id }) => readSource(db, id));

  serve(datasheetEndpoints.cacheMap, async (body, request) => {
    const admin = requireAdmin(request);
    const sheets = await writeTransaction(engine, async (deps) =>
      mapSpelling(deps, admin, body, await loadCacheLibraries(deps.tx)),
    );
    return { sheets };
  });

  // Every pending sheet that passes the checks (those named, or all when asked), in one transaction.
  serve(datasheetEndpoints.cacheApproveAll, async ({ ids }, request) => {
    const admin = requireAdmin(request);
    const result = await writeTransaction(engine, async (deps) => {
      const { tx } = deps;
      const candidates = (await pendingIds(tx))
        .filter((id) => !ids || ids.includes(id))
        .sort((a, b) => a - b);
      await refreshChecks(tx, candidates, await loadCacheLibraries(tx));
      const passing = await queryRows<{ id: number }>(
        tx,
        sql`select id from datasheet_cache where status = ${CacheStatus.pending} and checks_passed order by id`,
      );
      const pass = new Set(passing.map((r) => r.id));
      const approved = candidates.filter((c) => pass.has(c));
      if (approved.length > 0) await runTransition(deps, cacheDef, admin, approveTransition, approved, {});
      return { approved, skipped: candidates.filter((c) => !pass.has(c)) };
    });
    return result;
  });
}
