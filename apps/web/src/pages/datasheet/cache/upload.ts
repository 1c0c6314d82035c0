/**
 * Sending an import file with its progress told: the upload's bytes (the browser's upload events), then what
 * the server says under the id sent with the import, which this polls: queued behind other imports (the server
 * runs one at a time), then the rows it has read so far (every IMPORT_PROGRESS_ROWS rows).
 */
import { datasheetEndpoints, type EndpointOutput } from '@console/contract';
import { call } from '../../../api/call.ts';
import { authHeaders, buildUrl, settleResponse, transportFailure } from '../../../api/request.ts';

type ImportReport = EndpointOutput<typeof datasheetEndpoints.cacheImport>;

export interface ImportProgressState {
  /** 0–100: how much of the file has been sent. */
  uploaded: number;
  /** Rows the server has read; null until it first reports. */
  rows: number | null;
  /** While the server holds the file back for other imports: how many are ahead of it; else null. */
  ahead: number | null;
}

const POLL_MS = 400;

/** 32 hex digits. crypto.randomUUID exists only in secure contexts; a console on plain http has this too. */
function progressId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function post(url: string, form: FormData, onUpload: (percent: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUpload(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
        }),
      );
    xhr.onerror = () => reject(new Error('network error'));
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.send(form);
  });
}

export async function sendImport(
  file: File,
  dryRun: boolean,
  onProgress: (state: ImportProgressState) => void,
): Promise<ImportReport> {
  const progress = progressId();
  const importCall = datasheetEndpoints.cacheImport;
  const url = buildUrl(importCall.path, { dry_run: dryRun ? 1 : 0, progress });
  const ctx = { url, method: 'POST', handleError: true };
  const form = new FormData();
  form.append(importCall.upload?.field ?? 'file', file, file.name);
  const state: ImportProgressState = { uploaded: 0, rows: null, ahead: null };
  let done = false;
  const poll = async () => {
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (done) break;
      const told = await call(
        datasheetEndpoints.cacheImportProgress,
        { progress },
        { handleError: false },
      ).catch(() => null);
      if (told && !done) {
        // Queued or further along, the server has the whole file, whatever upload events were missed.
        state.uploaded = 100;
        state.ahead = told.state === 'queued' ? told.ahead : null;
        state.rows = told.state === 'queued' ? null : told.rows;
        onProgress({ ...state });
      }
    }
  };
  void poll();
  try {
    const response = await post(url, form, (uploaded) => {
      state.uploaded = uploaded;
      onProgress({ ...state });
    });
    return await settleResponse<ImportReport>(response, ctx);
  } catch (error) {
    if (error instanceof Error && error.name === 'ApiError') throw error;
    throw transportFailure(error, ctx);
  } finally {
    done = true;
  }
}
