/**
 * `POST /ds/cache/import?dry_run=1|0` and its progress call. The upload is spooled to a temporary file (within
 * IMPORT_MAX_MB, refused at once past it), then waits its turn in the process's queue (queue.ts), then is read
 * from disk and imported (import.ts); the file is removed whatever happens. Progress is kept in the app's cache
 * (Redis when configured), so any instance can answer the progress call: queued with how many imports are
 * ahead, running with the rows read, done.
 *
 * At start the module closes the imports a stopped server left running, removing what they staged, and on
 * PostgreSQL looks again every minute for those of an instance that died (runs.ts); the spooled uploads a
 * killed process left, a day old, go with them.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { datasheetEndpoints, type ImportProgress, type ImportState, ResultCode } from '@console/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import type { ResourceEngine } from '../../../engine/index.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { endpointServer } from '../../../http/endpoint.ts';
import { displayName } from '../../uploads/routes.ts';
import { runImport } from './import.ts';
import { type ImportLimits, refusals } from './limits.ts';
import { importQueue } from './queue.ts';
import { importFileKind } from './read-file.ts';
import { recoverInterruptedRuns, sharedDatabase } from './runs.ts';

/** How long the server remembers an import's progress after its last report. */
const PROGRESS_TTL_SECONDS = 600;
/** One admin's import: another admin cannot read it. */
const progressKey = (uid: number, id: string) => `ds:cache:import:${uid}:${id}`;
/** How often an instance on PostgreSQL looks for imports another, dead instance left running. */
const RECOVERY_INTERVAL_MS = 60_000;

/** A spool directory older than this was left by a process that died (no import waits a day). */
const SPOOL_LEFT_MS = 24 * 60 * 60 * 1000;
const SPOOL_PREFIX = 'console-import-';

/** Removes the spooled uploads dead processes left behind (another live process's are never a day old). */
async function removeLeftSpools(): Promise<void> {
  const dir = tmpdir();
  for (const name of await readdir(dir)) {
    if (!name.startsWith(SPOOL_PREFIX)) continue;
    const path = join(dir, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > SPOOL_LEFT_MS) await rm(path, { recursive: true, force: true });
  }
}

/** An upload the multipart parser could not read (cut short, a wrong boundary) is the client's doing. */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError || (error as NodeJS.ErrnoException).syscall) return error;
  return new AppError(ResultCode.invalid, {
    zh: '上传的文件不完整或不是有效的 multipart 请求',
    en: 'The upload is incomplete or not a valid multipart request',
  });
}

/** The upload written to a temporary file of its own; refused whole past the size limit. */
async function spool(
  file: Readable,
  limits: ImportLimits,
): Promise<{ path: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), SPOOL_PREFIX));
  const remove = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, 'upload');
  try {
    await pipeline(file, createWriteStream(path));
    if ((file as Readable & { truncated?: boolean }).truncated) throw refusals.fileTooLarge(limits);
  } catch (error) {
    await remove();
    throw uploadError(error);
  }
  return { path, remove };
}

export function importRoutes(
  api: FastifyInstance,
  engine: ResourceEngine,
  limits: ImportLimits,
  checkOutput: boolean,
): void {
  const serve = endpointServer(api, checkOutput);
  const { db } = engine;

  const recover = async () => {
    try {
      const closed = await recoverInterruptedRuns(engine);
      if (closed.length > 0)
        api.log.warn({ runs: closed }, 'imports cut short by a stopped server were removed');
      await removeLeftSpools();
    } catch (err) {
      // Not a reason to stay down: the next start (or the next minute, on PostgreSQL) looks again.
      api.log.warn({ err }, 'looking for interrupted imports failed');
    }
  };
  api.addHook('onReady', recover);
  if (sharedDatabase(db)) {
    const timer = setInterval(() => void recover(), RECOVERY_INTERVAL_MS);
    timer.unref();
    api.addHook('onClose', async () => clearInterval(timer));
  }

  api.register(async (scope) => {
    const multipartLimits = { fileSize: limits.fileBytes, files: 1, fields: 5, parts: 6 };
    await scope.register(fastifyMultipart, { limits: multipartLimits });
    // The multipart parser exists in this scope only, so the import is served here.
    endpointServer(scope, checkOutput)(
      datasheetEndpoints.cacheImport,
      async ({ dry_run, progress }, request) => {
        const admin = requireAdmin(request);
        const tell = async (state: ImportState, rows: number, ahead = 0) => {
          if (!progress) return;
          const value: ImportProgress = { state, ahead, rows, done: state === 'done' };
          await api.cache.setJson(progressKey(admin.uid, progress), value, PROGRESS_TTL_SECONDS);
        };
        if (!request.isMultipart()) {
          throw new AppError(ResultCode.invalid, {
            zh: '请以 multipart 上传文件',
            en: 'Send the file as multipart',
          });
        }
        const part = await request.file({ limits: multipartLimits }).catch((error: unknown) => {
          throw uploadError(error);
        });
        if (part?.fieldname !== 'file') {
          throw new AppError(ResultCode.invalid, {
            zh: '缺少文件（字段 file）',
            en: 'No file (field "file")',
          });
        }
        const file = displayName(part.filename, 'import');
        const kind = importFileKind(file, part.mimetype);
        const upload = await spool(part.file, limits);
        try {
          const report = await importQueue.run(
            () =>
              runImport(engine, {
                path: upload.path,
                kind,
                file,
                dryRun: dry_run === '1',
                actor: admin,
                limits,
                onProgress: (rows) => tell('running', rows),
              }),
            (ahead) => tell('queued', 0, ahead),
          );
          await tell('done', report.rows);
          return report;
        } finally {
          await upload.remove();
        }
      },
    );
  });

  serve(datasheetEndpoints.cacheImportProgress, async ({ progress }, request) => {
    const admin = requireAdmin(request);
    return api.cache.getJson<ImportProgress>(progressKey(admin.uid, progress));
  });
}
