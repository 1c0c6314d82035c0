/** Calls of the operations screens that are not the generic family calls: the QR code's picture (a file). */
import { QR_IMAGE_PATH, type QrFormat } from '@console/contract';
import { authHeaders, buildUrl, settleResponse } from '../../api/request.ts';

/** The QR code's picture as a blob (fetched with the session; a refusal comes back as the envelope's error). */
export async function fetchQrImage(id: number, format: QrFormat, download = false): Promise<Blob> {
  const url = buildUrl(QR_IMAGE_PATH, { id, format, download: download ? 1 : undefined });
  const response = await fetch(url, { headers: authHeaders() });
  if (!response.ok || !response.headers.get('content-type')?.startsWith('image/'))
    return settleResponse<Blob>(response, { url, method: 'GET', handleError: true });
  return response.blob();
}

/** Saves a blob under a name through an object URL and an `<a download>`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
