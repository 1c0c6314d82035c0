/**
 * THE request function of the web app (spec §7, §8, §9). Every call goes through it so the envelope,
 * the session-expired code and the error notification are handled in one place.
 */
import { API_PREFIX, apiPaths, type Envelope, ResultCode, type UploadedFile } from '@console/contract';
import { t } from '../i18n/index.ts';
import { acceptLanguage, useLocaleStore } from '../stores/locale.ts';
import { clearSession, useUserStore } from '../stores/user.ts';
import { notifyRequestError } from './notifier.ts';

export class ApiError extends Error {
  /** The envelope code; null when no envelope arrived (network or transport failure). */
  readonly code: number | null;
  /** The envelope's data: what a failure carries to resolve it (a stale row's current values), else null. */
  readonly data: unknown;
  constructor(code: number | null, msg: string, data: unknown = null) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** false: the caller shows the failure itself; no notification (the console log and -999 still apply). */
  handleError?: boolean;
  signal?: AbortSignal;
}

let reloadPage: () => void = () => window.location.reload();
let reloading = false;

/** Tests replace the page reload that follows a -999 answer. */
export function setPageReloader(reload: () => void): void {
  reloadPage = reload;
  reloading = false;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

/** The server may answer `msg` or `message` (spec §7). */
type WireEnvelope = Partial<Envelope> & { message?: string };

function isEnvelope(value: unknown): value is WireEnvelope & { code: number } {
  return typeof value === 'object' && value !== null && typeof (value as WireEnvelope).code === 'number';
}

/** Reads the envelope whatever the HTTP status; anything else is a transport failure. */
async function readEnvelope(response: Response): Promise<WireEnvelope & { code: number }> {
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (isEnvelope(parsed)) return parsed;
  throw new Error(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
}

function logError(message: string, url: string, method: string, code: number | null): void {
  console.error({ message, url, method, timestamp: new Date().toISOString(), code });
}

/** The headers every call sends: the language and, when logged in, the session token. */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'Accept-Language': acceptLanguage(useLocaleStore.getState().locale),
  };
  const token = useUserStore.getState().token;
  if (token) headers.Authorization = token;
  return headers;
}

interface CallContext {
  url: string;
  method: string;
  handleError: boolean;
  signal?: AbortSignal;
}

/** A transport failure (no envelope): logged, notified unless the caller handles it, thrown as ApiError. */
export function transportFailure(error: unknown, ctx: CallContext): ApiError {
  const message = (error instanceof Error && error.message) || t('requestFailed');
  logError(message, ctx.url, ctx.method, null);
  if (ctx.handleError) notifyRequestError(message);
  return new ApiError(null, message);
}

/** Reads the envelope of an answer and settles it: its data on code 0, else the failure handling. */
export async function settleResponse<T>(response: Response, ctx: CallContext): Promise<T> {
  let envelope: WireEnvelope & { code: number };
  try {
    envelope = await readEnvelope(response);
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    throw transportFailure(error, ctx);
  }
  if (envelope.code === ResultCode.ok) return envelope.data as T;

  const message = envelope.msg || envelope.message || t('requestFailed');
  logError(message, ctx.url, ctx.method, envelope.code);
  if (envelope.code === ResultCode.sessionExpired) {
    clearSession();
    // Several calls may expire at once: reload only once.
    if (!reloading) {
      reloading = true;
      reloadPage();
    }
  } else if (ctx.handleError) {
    notifyRequestError(message);
  }
  throw new ApiError(envelope.code, message, envelope.data ?? null);
}

/** fetch, with a failure to reach the server handled like every other failure. */
async function send(init: RequestInit, ctx: CallContext): Promise<Response> {
  try {
    // No timeout on purpose (spec §9: HTTP timeout 0).
    return await fetch(ctx.url, { ...init, signal: ctx.signal });
  } catch (error) {
    // A cancelled call (a query that is no longer needed) is not a failure to report.
    if (ctx.signal?.aborted) throw error;
    throw transportFailure(error, ctx);
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { query, body, handleError = true, signal } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const ctx: CallContext = { url: buildUrl(path, query), method, handleError, signal };
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await send(
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
    ctx,
  );
  return settleResponse<T>(response, ctx);
}

/**
 * Uploads one file as multipart (field `file`) to `POST /api/upload`, with the same headers, envelope and
 * failure handling as `request`. The browser sets the multipart Content-Type (with its boundary) itself.
 */
export async function upload(
  file: Blob,
  options: { filename?: string; handleError?: boolean; signal?: AbortSignal } = {},
): Promise<UploadedFile> {
  const { handleError = true, signal } = options;
  const form = new FormData();
  if (options.filename) form.append('file', file, options.filename);
  else form.append('file', file);
  const ctx: CallContext = { url: buildUrl(apiPaths.upload), method: 'POST', handleError, signal };
  const response = await send(
    { method: 'POST', headers: { Accept: 'application/json', ...authHeaders() }, body: form },
    ctx,
  );
  return settleResponse<UploadedFile>(response, ctx);
}
