/**
 * The spec's `export_with_email`: the users of the list's filters as an xlsx, built in the background and mailed
 * to the operator. The request answers at once with the job (a `site_user_export` row) and how the mail will
 * leave; the job then moves building → sent (or failed, with the error), all through the engine. The file holds
 * what the requesting admin may see: contact data masked without the "view contact" authority, else recorded
 * as a view of those rows.
 */
import {
  declaredTransition,
  siteUserExportResource,
  siteUserResource,
  userEndpoints,
} from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import { pickLocale } from '../../core/messages.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import {
  addRow,
  countExportRows,
  exportWorkbook,
  guardContactQuery,
  type ListQuery,
  MAX_EXPORT_ROWS,
  maskRows,
  parseListQuery,
  recordContactAccess,
  runTransition,
  seesContact,
  startXlsx,
} from '../../engine/index.ts';
import { requireAdmin, type SessionAdmin } from '../../http/auth.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';
import type { Mailer } from '../../integrations/mail/index.ts';
import { sendLoggedMail } from './mail-log.ts';

const def = siteUserResource;

interface ExportJob {
  id: number;
  admin: SessionAdmin;
  email: string;
  query: ListQuery;
  locale: 'zh' | 'en';
  reveals: boolean;
  baseUrl: string;
}

/** The workbook of the job's users, whole, as bytes (an attachment is sent whole anyway). */
async function buildFile(engine: ResourceEngine, job: ExportJob) {
  const limit = MAX_EXPORT_ROWS;
  const total = await countExportRows(engine.db, def, job.query);
  const { sheet, fill, file } = exportWorkbook(
    engine.db,
    def,
    job.query,
    job.locale,
    { limit, total },
    async (rows) => {
      if (job.reveals) await recordContactAccess(engine.db, job.admin, def, rows, 'export');
      else maskRows(def, rows);
    },
  );
  const xlsx = startXlsx(sheet);
  const chunks: Buffer[] = [];
  xlsx.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    xlsx.stream.on('end', resolve);
    xlsx.stream.on('error', reject);
  });
  await fill((rows) => xlsx.write(rows));
  await xlsx.end();
  await ended;
  return { content: Buffer.concat(chunks), name: file.name ?? file.ascii, rows: file.rows ?? 0 };
}

/** The job's state moves by its declared (server-only) transitions; `inputs` are what each records. */
function moveJob(
  engine: ResourceEngine,
  job: ExportJob,
  name: 'build' | 'deliver' | 'fail',
  inputs: Record<string, unknown> = {},
) {
  const jobs = siteUserExportResource;
  return runTransition(engine, jobs, job.admin, declaredTransition(jobs, name), [job.id], inputs);
}

async function runJob(engine: ResourceEngine, mailer: Mailer, job: ExportJob): Promise<void> {
  await moveJob(engine, job, 'build');
  const file = await buildFile(engine, job);
  const zh = job.locale === 'zh';
  const mail = await sendLoggedMail(
    engine,
    mailer,
    job.admin,
    {
      to: job.email,
      subject: zh
        ? `用户导出：${file.name}（${file.rows} 行）`
        : `User export: ${file.name} (${file.rows} rows)`,
      text: zh
        ? `您在塑料物性管理后台申请的用户导出已生成，共 ${file.rows} 行，见附件 ${file.name}。`
        : `The user export you asked for in the plastics console is attached: ${file.name}, ${file.rows} rows.`,
      attachments: [
        {
          filename: file.name,
          content: file.content,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      ],
    },
    { purpose: 'user_export', baseUrl: job.baseUrl },
  );
  await moveJob(engine, job, 'deliver', { row_count: file.rows, file_name: file.name, mail_id: mail.logId });
}

export function exportMailRoutes(
  serve: ServeEndpoint,
  engine: ResourceEngine,
  mailer: Mailer,
  log: FastifyBaseLogger,
): void {
  serve(userEndpoints.exportWithEmail, async ({ email, query: raw }, request) => {
    const admin = requireAdmin(request);
    // Parsed now, so a bad filter is refused (code 2) instead of failing in the background.
    const query = parseListQuery(def, raw);
    await guardContactQuery(request, def, query);
    const row = await addRow(engine, siteUserExportResource, admin, {
      requested_by: admin.uid,
      email,
      query: raw,
    });
    const job: ExportJob = {
      id: row.id,
      admin,
      email,
      query,
      locale: pickLocale(request.headers['accept-language']),
      reveals: await seesContact(request, def),
      baseUrl: `${request.protocol}://${request.host}`,
    };
    // In the background: the answer does not wait for the file or the mail server.
    setImmediate(() => {
      runJob(engine, mailer, job).catch(async (error: unknown) => {
        log.error({ err: error, job: job.id }, 'mailed user export failed');
        const message = error instanceof Error ? error.message : String(error);
        await moveJob(engine, job, 'fail', { error: message.slice(0, 2000) }).catch((err: unknown) =>
          log.error({ err, job: job.id }, 'could not record the failed export'),
        );
      });
    });
    return { job_id: row.id, transport: mailer.transport, outbox: mailer.outbox };
  });
}
