/**
 * The import and review pipeline's endpoints (paths in the contract), and the hooks that keep each cached
 * sheet's verdict current: after an edit of the sheet and after a change of the checks in force.
 */
import {
  CacheStatus,
  cacheApproveAllBody,
  cacheConditionResource,
  datasheetCacheResource,
  datasheetPaths,
  IMPORT_PROGRESS_ID,
  type ImportProgress,
  ResultCode,
} from '@console/contract';
import fastifyMultipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../../engine/audit.ts';
import type { ResourceEngine } from '../../../engine/index.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { AppError, ok } from '../../../http/envelope.ts';
import { parseInput } from '../../../http/validation.ts';
import { displayName } from '../../uploads/routes.ts';
import { approveCached, diffCached, loadCached } from './approve.ts';
import { pendingIds, refreshChecks } from './checks.ts';
import { resolveEdit } from './edit.ts';
import { runImport } from './import.ts';
import { loadCacheLibraries } from './libraries.ts';
import { importFileKind } from './read-file.ts';
import { mapSpelling, reviewCached } from './review.ts';

/** Largest import file: a 10,000-row xlsx is about 1 MB; CSV of that size a little more. */
const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

const idQuery = z.object({ id: z.coerce.number().int().positive() });
const importQuery = z.object({
  dry_run: z.enum(['0', '1']).default('1'),
  progress: z.string().regex(IMPORT_PROGRESS_ID, 'progress is 8–64 letters, digits or dashes').optional(),
});
const progressQuery = z.object({ progress: z.string().regex(IMPORT_PROGRESS_ID) });
/** How long the server remembers an import's progress after its last report. */
const PROGRESS_TTL_SECONDS = 600;
/** One admin's import: another admin cannot read it. */
const progressKey = (uid: number, id: string) => `ds:cache:import:${uid}:${id}`;
const mapBody = z.strictObject({
  kind: z.enum(['header', 'standard', 'company']),
  raw: z.string().trim().min(1).max(200),
  target_id: z.number().int().positive(),
});
const rejectBody = z.strictObject({
  id: z.number().int().positive(),
  reason: z.string().trim().min(1, 'a reason is required').max(500),
});
const approveBody = z.strictObject({ id: z.number().int().positive() });

export function cacheModule(api: FastifyInstance, engine: ResourceEngine): void {
  const { db } = engine;

  engine.hooks.add(datasheetCacheResource.key, {
    async beforeWrite({ tx, action, values, before }) {
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
  });
  engine.hooks.add(cacheConditionResource.key, {
    async afterWrite({ tx }) {
      await refreshChecks(tx, await pendingIds(tx), await loadCacheLibraries(tx));
    },
  });

  api.register(async (scope) => {
    const limits = { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 };
    await scope.register(fastifyMultipart, { limits });
    scope.post(datasheetPaths.cacheImport, { config: { name: '导入物性表' } }, async (request) => {
      const { dry_run, progress } = parseInput(importQuery, request.query, 'query');
      const admin = requireAdmin(request);
      // Kept in the app's cache (Redis when configured), so any instance can answer the progress call.
      const tell = async (rows: number, done: boolean) => {
        if (!progress) return;
        const value: ImportProgress = { rows, done };
        await api.cache.setJson(progressKey(admin.uid, progress), value, PROGRESS_TTL_SECONDS);
      };
      if (!request.isMultipart()) {
        throw new AppError(ResultCode.invalid, {
          zh: '请以 multipart 上传文件',
          en: 'Send the file as multipart',
        });
      }
      const part = await request.file({ limits });
      if (part?.fieldname !== 'file') {
        throw new AppError(ResultCode.invalid, { zh: '缺少文件（字段 file）', en: 'No file (field "file")' });
      }
      const file = displayName(part.filename, 'import');
      const kind = importFileKind(file, part.mimetype);
      const report = await runImport(engine, {
        stream: part.file,
        kind,
        file,
        dryRun: dry_run === '1',
        admin,
        onProgress: (rows) => tell(rows, false),
        refusal: () =>
          part.file.truncated
            ? new AppError(ResultCode.invalid, {
                zh: `文件超过 ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
                en: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
              })
            : null,
      });
      await tell(report.rows, true);
      return ok(report);
    });
  });

  api.get(datasheetPaths.cacheImportProgress, { config: { name: '导入进度' } }, async (request) => {
    const { progress } = parseInput(progressQuery, request.query, 'query');
    const admin = requireAdmin(request);
    return ok(await api.cache.getJson<ImportProgress>(progressKey(admin.uid, progress)));
  });

  api.get(datasheetPaths.cacheReview, { config: { name: '待审核数据检查' } }, async (request) => {
    const { id } = parseInput(idQuery, request.query, 'query');
    return ok(await reviewCached(db, id, await loadCacheLibraries(db)));
  });

  api.get(datasheetPaths.cacheDiff, { config: { name: '待审核数据差异' } }, async (request) => {
    const { id } = parseInput(idQuery, request.query, 'query');
    return ok(await diffCached(db, id, await loadCacheLibraries(db)));
  });

  api.post(datasheetPaths.cacheMap, { config: { name: '待审核数据映射' } }, async (request) => {
    const body = parseInput(mapBody, request.body, 'body');
    const admin = requireAdmin(request);
    const sheets = await db.transaction(async (tx) =>
      mapSpelling(tx, admin, body, await loadCacheLibraries(tx)),
    );
    return ok({ sheets });
  });

  api.post(datasheetPaths.cacheApprove, { config: { name: '待审核数据通过' } }, async (request) => {
    const { id } = parseInput(approveBody, request.body, 'body');
    const admin = requireAdmin(request);
    const result = await db.transaction(async (tx) =>
      approveCached(tx, engine.hooks, admin, id, await loadCacheLibraries(tx)),
    );
    return ok(result);
  });

  // Every pending sheet that passes the checks (those named, or all when asked), in one transaction.
  api.post(datasheetPaths.cacheApproveAll, { config: { name: '待审核数据批量通过' } }, async (request) => {
    const { ids } = parseInput(cacheApproveAllBody, request.body, 'body');
    const admin = requireAdmin(request);
    const result = await db.transaction(async (tx) => {
      const candidates = (await pendingIds(tx))
        .filter((id) => !ids || ids.includes(id))
        .sort((a, b) => a - b);
      const libraries = await loadCacheLibraries(tx);
      await refreshChecks(tx, candidates, libraries);
      const passing = await tx.execute(
        sql`select id from datasheet_cache where status = 0 and checks_passed order by id`,
      );
      const pass = new Set((passing as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
      const approved: number[] = [];
      for (const id of candidates.filter((c) => pass.has(c))) {
        await approveCached(tx, engine.hooks, admin, id, libraries);
        approved.push(id);
      }
      return { approved, skipped: candidates.filter((c) => !pass.has(c)) };
    });
    return ok(result);
  });

  api.post(datasheetPaths.cacheReject, { config: { name: '待审核数据驳回' } }, async (request) => {
    const { id, reason } = parseInput(rejectBody, request.body, 'body');
    const admin = requireAdmin(request);
    await db.transaction(async (tx) => {
      const row = await loadCached(tx, id);
      if (row.status !== CacheStatus.pending) {
        throw new AppError(ResultCode.conflict, {
          zh: `「${row.grade}」已审核，不能驳回`,
          en: `"${row.grade}" has already been reviewed`,
        });
      }
      await tx.execute(
        sql`update datasheet_cache set status = ${CacheStatus.rejected}, reject_reason = ${reason}, updated_at = now()
            where id = ${id}`,
      );
      await recordAudit(tx, admin, datasheetCacheResource, 'status', [
        {
          id,
          changes: { status: [CacheStatus.pending, CacheStatus.rejected], reject_reason: [null, reason] },
        },
      ]);
    });
    return ok(null);
  });
}
