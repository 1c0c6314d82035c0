/**
 * The /analysis endpoints: counts of families over time, the custom user analysis and its saved views. A
 * family's counts are as visible as its list: an admin may count only the families whose list they may call,
 * besides holding the endpoint's own authority (the guard's).
 */
import {
  analysisEndpoints,
  analysisUserViewResource,
  MAX_COUNTED_FAMILIES,
  ResultCode,
  resourcePaths,
  resources,
} from '@console/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { addRow, getRow, updateRow } from '../../engine/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { familyCounts, isCountable, userBreakdown } from './analysis.ts';

/** Refuses (code 3) when the admin may not list one of the families, naming those. */
export async function requireFamilyLists(request: FastifyRequest, keys: readonly string[]): Promise<void> {
  const hidden: string[] = [];
  for (const key of keys) {
    const def = resources[key];
    if (def && !(await request.holds(resourcePaths(def).list, 'GET'))) hidden.push(key);
  }
  if (hidden.length === 0) return;
  const names = hidden.map((key) => resources[key]?.label as { zh: string; en: string });
  throw new AppError(ResultCode.forbidden, {
    zh: `无权查看这些数据的列表，不能统计：${names.map((n) => n.zh).join('、')}`,
    en: `Not allowed to list, so not to count: ${names.map((n) => n.en).join(', ')}`,
  });
}

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
};

export function serveAnalysis(
  serve: ReturnType<typeof endpointServer>,
  { db, engine }: Pick<ModuleContext, 'db' | 'engine'>,
): void {
  const views = analysisUserViewResource;
  // A saved view belongs to the admin who saved it (ownerField narrows every read of it).
  engine.hooks.add(views.key, {
    beforeWrite: ({ action, admin }) => (action === 'add' ? { owner_id: admin?.uid ?? null } : undefined),
  });

  serve(analysisEndpoints.familyCount, async (input, request) => {
    const families = [...new Set(input.families.split(','))];
    const unknown = families.filter((key) => !resources[key] || !isCountable(resources[key]));
    if (unknown.length > 0 || families.length > MAX_COUNTED_FAMILIES) {
      throw new AppError(ResultCode.invalid, {
        zh: unknown.length
          ? `没有可统计的数据类型：${unknown.join('、')}`
          : `一次最多统计 ${MAX_COUNTED_FAMILIES} 种数据`,
        en: unknown.length
          ? `No countable family: ${unknown.join(', ')}`
          : `At most ${MAX_COUNTED_FAMILIES} families at once`,
      });
    }
    await requireFamilyLists(request, families);
    const { result, ms } = await timed(() => familyCounts(db, { ...input, families }));
    return { rows: result, ms };
  });

  serve(analysisEndpoints.userBreakdown, async (input, request) => {
    await requireFamilyLists(request, ['site_user']);
    const { result, ms } = await timed(() => userBreakdown(db, input));
    return { ...result, ms };
  });

  serve(analysisEndpoints.saveUserView, async ({ id, name, query }, request) => {
    const admin = requireAdmin(request);
    if (id === undefined) {
      const row = await addRow(engine, views, admin, { name, query });
      return { id: row.id, name: row.name };
    }
    const row = await getRow(db, views, id);
    // Another admin's view is not there for this one.
    if (!row || row.owner_id !== admin.uid) {
      throw new AppError(ResultCode.notFound, {
        zh: `用户分析视图不存在（ID ${id}）`,
        en: `No user analysis view with id ${id}`,
      });
    }
    const saved = await updateRow(engine, views, admin, { id, name, query });
    return { id: saved.id, name: saved.name };
  });
}
