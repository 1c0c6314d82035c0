/**
 * Downloads a sheet's PDF (`GET /ds/pdf?id=`) with the session's headers, saved as `<DSNO> <grade>.pdf`.
 * A refusal arrives as the JSON envelope and is notified like any failed call.
 */
import { datasheetEndpoints } from '@console/contract';
import { saveBlob } from '../../../api/download.ts';
import { authHeaders, buildUrl, settleResponse, transportFailure } from '../../../api/request.ts';

/** `DS00000042 PA66 GF30.pdf`: characters a file system refuses become `_`. */
export function pdfFileName(dsno: string, grade: string): string {
  const printable = [...`${dsno} ${grade}`].filter((c) => c.charCodeAt(0) >= 0x20).join('');
  const name = printable.trim().replace(/[\\/:*?"<>|]+/g, '_');
  return `${name || 'datasheet'}.pdf`;
}

export async function downloadSheetPdf(id: number, dsno: string, grade: string): Promise<string> {
  const ctx = { url: buildUrl(datasheetEndpoints.pdf.path, { id }), method: 'GET', handleError: true };
  let response: Response;
  try {
    response = await fetch(ctx.url, { headers: authHeaders() });
  } catch (error) {
    throw transportFailure(error, ctx);
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    await settleResponse(response, ctx);
    throw transportFailure(new Error(`HTTP ${response.status}`), ctx);
  }
  const filename = pdfFileName(dsno, grade);
  saveBlob(new Blob([await response.arrayBuffer()], { type: 'application/pdf' }), filename);
  return filename;
}
