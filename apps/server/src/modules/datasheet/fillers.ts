/**
 * Combine filler (spec §7): duplicates of one filler ("玻纤", "玻璃纤维") folded into one. Every sheet's
 * filler rows are re-pointed, a sheet that named both keeps one row (the larger share), the duplicates go,
 * all in one transaction, audited on both the sheets and the fillers.
 */
import {
  type CombineFillerResult,
  datasheetEndpoints,
  datasheetResource,
  fillerResource,
  ResultCode,
} from '@console/contract';
import { inArray } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { childRowsTable, deleteRows, getRows, updateRow, writeTransaction } from '../../engine/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';

type FillerRow = Record<string, unknown> & { id?: number; filler_id: number; percent: number | null };

/** A sheet's filler rows with the duplicates re-pointed and merged: one row per filler, the larger share kept. */
export function foldFillerRows(
  rows: readonly FillerRow[],
  into: number,
  from: ReadonlySet<number>,
): FillerRow[] {
  const out: FillerRow[] = [];
  for (const row of rows) {
    const fillerId = from.has(row.filler_id) ? into : row.filler_id;
    const existing = out.find((kept) => kept.filler_id === fillerId);
    if (!existing) out.push({ ...row, filler_id: fillerId });
    else if ((row.percent ?? -1) > (existing.percent ?? -1)) existing.percent = row.percent;
  }
  return out;
}

export function fillerRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  serve(datasheetEndpoints.combineFiller, async (body, request) => {
    const admin = requireAdmin(request);
    const from = new Set(body.from_ids);
    const result = await writeTransaction(engine, async (inTx): Promise<CombineFillerResult> => {
      const { tx } = inTx;
      const fillers = await getRows(tx, fillerResource, [body.into_id, ...from]);
      const missing = [body.into_id, ...from].filter((id) => !fillers.some((row) => row.id === id));
      if (missing.length > 0) {
        throw new AppError(ResultCode.invalid, {
          zh: `填充物不存在（ID ${missing.join(', ')}）`,
          en: `No filler with id ${missing.join(', ')}`,
        });
      }
      const grid = childRowsTable(datasheetResource, 'fillers');
      const affected = await tx
        .selectDistinct({ id: grid.parent_id })
        .from(grid)
        .where(inArray(grid.filler_id, [...from]));
      const sheetIds = affected.map((row) => row.id);
      const sheets = await getRows(tx, datasheetResource, sheetIds);
      // Each sheet is updated as an edit of its filler rows would be: the sheet's hooks run and it is audited.
      for (const sheet of sheets) {
        const folded = foldFillerRows(sheet.fillers ?? [], body.into_id, from);
        await updateRow(inTx, datasheetResource, admin, { id: sheet.id, fillers: folded });
      }
      // The duplicates go as a delete does, their audit rows naming the filler they were folded into.
      await deleteRows(inTx, fillerResource, admin, [...from], {
        recordAs: { action: 'del', changes: { combined_into: [null, body.into_id] } },
      });
      return { sheets: sheetIds.length, removed: from.size };
    });
    return result;
  });
}
