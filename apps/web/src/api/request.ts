/**
 * THE request function of the web app (spec §7, §8, §9). Every call goes through it so the envelope,
 * the session-expired code and the error notification are handled in one place.
 */
import { API_PREFIX, type Envelope, ResultCode } from '@console/contract';
import { t } from '../i18n/index.ts';
import { acceptLanguage, useLocaleStore } from '../stores/locale.ts';
import { clearSession, useUserStore } from '../stores/user.ts';
import { notifyRequestError } from './notifier.ts';

export class ApiError extends Error {
  /** The envelope code; null when no envelope arrived (network or transport failure). */
  readonly code: number | null;
  constructor(code: number | null, msg: string) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
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

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { query, body, handleError = true, signal } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const url = buildUrl(path, query);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(useLocaleStore.getState().locale),
  };
  const token = useUserStore.getState().token;
  if (token) headers.Authorization = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let envelope: WireEnvelope & { code: number };
  try {
    // No timeout on purpose (spec §9: HTTP timeout 0).
    const response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    envelope = await readEnvelope(response);
  } catch (error) {
    // A cancelled call (a query that is no longer needed) is not a failure to report.
    if (signal?.aborted) throw error;
    const message = (error instanceof Error && error.message) || t('requestFailed');
    logError(message, url, method, null);
    if (handleError) notifyRequestError(message);
    throw new ApiError(null, message);
  }

  if (envelope.code === ResultCode.ok) return envelope.data as T;

  const message = envelope.msg || envelope.message || t('requestFailed');
  logError(message, url, method, envelope.code);
  if (envelope.code === ResultCode.sessionExpired) {
    clearSession();
    // Several calls may expire at once: reload only once.
    if (!reloading) {
      reloading = true;
      reloadPage();
    }
  } else if (handleError) {
    notifyRequestError(message);
  }
  throw new ApiError(envelope.code, message);
}
