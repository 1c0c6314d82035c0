/**
 * Checking links on demand: each chosen link is asked for (HEAD, then GET when a server refuses HEAD) with a
 * timeout, following redirects; the answer (reachable or not, the status and time, or why it failed) is written
 * on the link through the engine and returned.
 */
import {
  LINK_CHECK_TIMEOUT_MS,
  LinkCheck,
  type LinkCheckResult,
  ResultCode,
  siteLinkResource,
} from '@console/contract';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { getRows, updateRow } from '../../engine/index.ts';
import type { SessionAdmin } from '../../http/auth.ts';

/** Links checked at once. */
const PARALLEL = 5;

function failure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `超时（${LINK_CHECK_TIMEOUT_MS / 1000} 秒）/ timed out`;
  const code = cause?.code ?? '';
  const known: Record<string, string> = {
    ENOTFOUND: '域名无法解析 / host not found',
    ECONNREFUSED: '连接被拒绝 / connection refused',
    ECONNRESET: '连接被重置 / connection reset',
    CERT_HAS_EXPIRED: '证书已过期 / certificate expired',
  };
  const said = cause?.message ?? (error instanceof Error ? error.message : String(error));
  return (known[code] ?? (code ? `${code} ${said}` : said)).slice(0, 200);
}

async function ask(url: string, method: 'HEAD' | 'GET'): Promise<Response> {
  const response = await fetch(url, {
    method,
    redirect: 'follow',
    signal: AbortSignal.timeout(LINK_CHECK_TIMEOUT_MS),
    headers: { 'user-agent': 'PlasticsConsole-LinkCheck/1.0' },
  });
  // Only the status matters: the body is not read.
  await response.body?.cancel();
  return response;
}

/** Asks for one URL: reachable when it answers below 400. */
export async function checkUrl(url: string): Promise<Omit<LinkCheckResult, 'id'>> {
  const started = Date.now();
  try {
    let response = await ask(url, 'HEAD');
    if (response.status === 405 || response.status === 501) response = await ask(url, 'GET');
    const ms = Date.now() - started;
    return {
      url,
      ok: response.status < 400,
      status: response.status,
      ms,
      detail: `HTTP ${response.status} · ${ms} ms`,
    };
  } catch (error) {
    return { url, ok: false, status: null, ms: Date.now() - started, detail: failure(error) };
  }
}

export async function checkLinks(
  engine: ResourceEngine,
  admin: SessionAdmin,
  ids: number[],
): Promise<LinkCheckResult[]> {
  const rows = await getRows(engine.db, siteLinkResource, ids);
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0)
    throw new AppError(ResultCode.notFound, {
      zh: `链接不存在（ID ${missing.join(', ')}）`,
      en: `No link with id ${missing.join(', ')}`,
    });
  const results: LinkCheckResult[] = [];
  for (let start = 0; start < rows.length; start += PARALLEL) {
    const batch = rows.slice(start, start + PARALLEL);
    results.push(
      ...(await Promise.all(batch.map(async (row) => ({ id: row.id, ...(await checkUrl(row.url)) })))),
    );
  }
  for (const result of results) {
    await updateRow(engine, siteLinkResource, admin, {
      id: result.id,
      check_result: result.ok ? LinkCheck.ok : LinkCheck.failed,
      check_detail: result.detail.slice(0, 200),
      checked_at: new Date(),
    });
  }
  return ids.map((id) => results.find((result) => result.id === id) as LinkCheckResult);
}
