/**
 * The datasheet's own reads: one sheet by DSNO, the sheets of a comparison, and a sheet as a PDF document.
 */
import { DSNO_PATTERN, datasheetPaths, datasheetResource, ResultCode } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ResourceEngine } from '../../engine/index.ts';
import { getRow } from '../../engine/read.ts';
import { requireColumn, tableOf } from '../../engine/tables.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { pickLocale } from '../../http/messages.ts';
import { parseInput } from '../../http/validation.ts';
import { compareExportRoute } from './compare-export.ts';
import { loadLibraries } from './libraries.ts';
import { renderDatasheetPdf } from './pdf/index.ts';
import { pdfViewOf } from './pdf-view.ts';
import { categoryPaths, fillerShares, loadComparedSheets } from './sheet-view.ts';

/** Most sheets one comparison loads (the spec's former limit of 5 is gone; this only bounds one request). */
export const MAX_COMPARED = 200;

const dsno = z.string().regex(DSNO_PATTERN, 'a DSNO such as DS00000001');
const dsnoList = z
  .string()
  .transform((text) => [...new Set(text.split(',').filter(Boolean))])
  .pipe(z.array(dsno).min(1).max(MAX_COMPARED));
const compareQuery = z.strictObject({ dsno: dsnoList });
const byDsnoQuery = z.strictObject({ dsno });
const pdfQuery = z.strictObject({ id: z.coerce.number().int().positive() });

function noSheet(what: string): AppError {
  return new AppError(ResultCode.notFound, { zh: `物性表不存在（${what}）`, en: `No datasheet ${what}` });
}

export function sheetRoutes(api: FastifyInstance, engine: ResourceEngine): void {
  const { db } = engine;

  api.get(datasheetPaths.byDsno, { config: { name: '按 DSNO 查物性表' } }, async (request) => {
    const query = parseInput(byDsnoQuery, request.query, 'query');
    const table = tableOf(datasheetResource.key);
    const [found] = await db
      .select({ id: requireColumn(table, 'id') })
      .from(table)
      .where(eq(requireColumn(table, 'dsno'), query.dsno))
      .limit(1);
    const row = found ? await getRow(db, datasheetResource, found.id as number) : null;
    if (!row) throw noSheet(query.dsno);
    return ok(row);
  });

  api.get(datasheetPaths.compare, { config: { name: '物性对比' } }, async (request) => {
    const query = parseInput(compareQuery, request.query, 'query');
    return ok(await loadComparedSheets(db, query.dsno));
  });

  compareExportRoute(api, engine, async (dsnos) => {
    const [data, libraries] = await Promise.all([loadComparedSheets(db, dsnos), loadLibraries(db)]);
    return { data, libraries };
  });

  api.get(datasheetPaths.pdf, { config: { name: '物性表 PDF' } }, async (request, reply) => {
    const { id } = parseInput(pdfQuery, request.query, 'query');
    const locale = pickLocale(request.headers['accept-language']);
    const row = await getRow(db, datasheetResource, id);
    if (!row) throw noSheet(`ID ${id}`);
    const [libraries, paths, fillers] = await Promise.all([
      loadLibraries(db),
      categoryPaths(db, locale),
      fillerShares(db, [row], locale),
    ]);
    const view = pdfViewOf(row, {
      libraries,
      locale,
      categoryPath: paths.get(row.category_id) ?? [],
      fillers: fillers.get(row.id) ?? [],
    });
    const pdf = await renderDatasheetPdf(view, { locale });
    const fileName = encodeURIComponent(`${view.dsno} ${view.grade}.pdf`);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${view.dsno}.pdf"; filename*=UTF-8''${fileName}`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
