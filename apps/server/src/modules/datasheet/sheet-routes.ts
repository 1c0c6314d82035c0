/**
 * The datasheet's own reads: one sheet by DSNO, the sheets of a comparison, and a sheet as a PDF document.
 */
import { datasheetEndpoints, datasheetResource, MAX_COMPARED, ResultCode } from '@console/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { pickLocale } from '../../core/messages.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { familyTable, getRow } from '../../engine/index.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';
import { compareExportRoute } from './compare-export.ts';
import { loadLibraries } from './libraries.ts';
import { renderDatasheetPdf } from './pdf/index.ts';
import { pdfViewOf } from './pdf-view.ts';
import { categoryPaths, fillerShares, loadComparedSheets } from './sheet-view.ts';

/** Most sheets one comparison loads (the contract's bound of one request). */
export { MAX_COMPARED };

function noSheet(what: string): AppError {
  return new AppError(ResultCode.notFound, { zh: `物性表不存在（${what}）`, en: `No datasheet ${what}` });
}

export function sheetRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  const { db } = engine;

  serve(datasheetEndpoints.byDsno, async (query) => {
    const table = familyTable(datasheetResource);
    const [found] = await db.select({ id: table.id }).from(table).where(eq(table.dsno, query.dsno)).limit(1);
    const row = found ? await getRow(db, datasheetResource, found.id) : null;
    if (!row) throw noSheet(query.dsno);
    return row;
  });

  serve(datasheetEndpoints.compare, (query) => loadComparedSheets(db, query.dsno));

  compareExportRoute(serve, async (dsnos) => {
    const [data, libraries] = await Promise.all([loadComparedSheets(db, dsnos), loadLibraries(db)]);
    return { data, libraries };
  });

  serve(datasheetEndpoints.pdf, async ({ id }, request, reply) => {
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
