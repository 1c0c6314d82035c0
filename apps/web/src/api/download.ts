/**
 * Downloads `GET {base}/export` as a file: fetched with the session's headers, the body read as a stream
 * (counting the bytes received against the size and rows the server announced), then saved through an object
 * URL and an `<a download>`. A failure before the stream starts comes back as the JSON envelope and is handled
 * like any other failed call.
 */
import {
  EXPORT_LIMIT_HEADER,
  EXPORT_ROWS_HEADER,
  EXPORT_SIZE_HEADER,
  EXPORT_TOTAL_HEADER,
  type ResourceDef,
  resourcePaths,
} from '@console/contract';
import { authHeaders, buildUrl, settleResponse, transportFailure } from './request.ts';

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first, then `filename="…"`. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:[\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: try the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name || undefined;
}

/** Human-readable size: 512 B, 12.3 KB, 4.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What the server said of the file before its first byte (either may be missing). */
export interface ExportExpected {
  /** Rows of data the file holds. */
  rows?: number;
  /** The file's size in bytes: exact for a small file, else an estimate (usually a little low). */
  size?: number;
}

export function expectedOf(headers: Headers): ExportExpected {
  const whole = (name: string) => {
    const value = Number(headers.get(name) ?? Number.NaN);
    return Number.isInteger(value) && value >= 0 ? value : undefined;
  };
  const expected: ExportExpected = {};
  const rows = whole(EXPORT_ROWS_HEADER);
  const size = whole(EXPORT_SIZE_HEADER);
  if (rows !== undefined) expected.rows = rows;
  if (size !== undefined && size > 0) expected.size = size;
  return expected;
}

/**
 * How far a download has come, from the bytes received of the announced size: a percentage (never 100 before
 * the end, the size may be an estimate) and about how many of the rows that is. Undefined without a size.
 */
export function exportProgress(
  bytes: number,
  expected: ExportExpected,
): { percent: number; rows?: number } | undefined {
  if (!expected.size) return undefined;
  const share = Math.min(1, bytes / expected.size);
  const percent = Math.min(99, Math.floor(share * 100));
  return expected.rows === undefined ? { percent } : { percent, rows: Math.round(share * expected.rows) };
}

/** Reads a body to the end, reporting the running count of bytes received. */
export async function readWithProgress(
  body: ReadableStream<Uint8Array>,
  onProgress: (bytes: number) => void,
): Promise<{ chunks: Uint8Array[]; bytes: number }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress(bytes);
  }
  return { chunks, bytes };
}

/** Hands a blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface ExportResult {
  filename: string;
  bytes: number;
  /** Set when the server wrote only the first `rows` of the `total` rows matching. */
  truncated?: { rows: number; total: number };
}

/** The server's word that the file is cut (its export headers), if it says so. */
export function truncationOf(headers: Headers): ExportResult['truncated'] {
  const rows = Number(headers.get(EXPORT_LIMIT_HEADER));
  const total = Number(headers.get(EXPORT_TOTAL_HEADER));
  return rows > 0 && total > rows ? { rows, total } : undefined;
}

/** Called as bytes arrive: their running count, and what the server said of the whole file. */
export type OnDownloadProgress = (bytes: number, expected: ExportExpected) => void;

export function downloadExport(
  def: ResourceDef,
  query: Record<string, string | number>,
  onProgress: OnDownloadProgress,
  signal?: AbortSignal,
): Promise<ExportResult> {
  return downloadFile(resourcePaths(def).export, query, `${def.key}.xlsx`, onProgress, signal);
}

/** Any file the API streams (`path` under /api), saved under the name the server gives, else `fallbackName`. */
export async function downloadFile(
  path: string,
  query: Record<string, string | number>,
  fallbackName: string,
  onProgress: OnDownloadProgress = () => {},
  signal?: AbortSignal,
): Promise<ExportResult> {
  const ctx = { url: buildUrl(path, query), method: 'GET', handleError: true, signal };
  let response: Response;
  try {
    response = await fetch(ctx.url, { headers: authHeaders(), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw transportFailure(error, ctx);
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json') || !response.body) {
    // The envelope of the failure (or a transport failure when there is none): notified, thrown.
    await settleResponse(response, ctx);
    throw transportFailure(new Error(`HTTP ${response.status}`), ctx);
  }
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  const expected = expectedOf(response.headers);
  onProgress(0, expected);
  let received: { chunks: Uint8Array[]; bytes: number };
  try {
    received = await readWithProgress(response.body, (bytes) => onProgress(bytes, expected));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw transportFailure(error, ctx);
  }
  saveBlob(new Blob(received.chunks as BlobPart[], { type: type || 'application/octet-stream' }), filename);
  const truncated = truncationOf(response.headers);
  return truncated ? { filename, bytes: received.bytes, truncated } : { filename, bytes: received.bytes };
}
