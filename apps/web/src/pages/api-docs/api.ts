/**
 * The OpenAPI document (`GET /api/openapi.json`): the document itself on success, the envelope on a refusal
 * (no session, no authority), which is settled like any call's (notified, session expiry handled).
 */
import { systemEndpoints } from '@console/contract';
import { authHeaders, buildUrl, settleResponse, transportFailure } from '../../api/request.ts';

export type OpenApiDocument = { openapi: string; paths: Record<string, unknown> } & Record<string, unknown>;

export async function fetchOpenApiDocument(signal?: AbortSignal): Promise<OpenApiDocument> {
  const ctx = { url: buildUrl(systemEndpoints.openapi.path), method: 'GET', handleError: true, signal };
  let response: Response;
  let text: string;
  try {
    response = await fetch(ctx.url, { headers: authHeaders(), signal });
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw transportFailure(error, ctx);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (response.ok && typeof (parsed as OpenApiDocument | undefined)?.openapi === 'string') {
    return parsed as OpenApiDocument;
  }
  // The envelope of the refusal: notified and thrown as `request` does.
  await settleResponse(new Response(text, { status: response.status, headers: response.headers }), ctx);
  throw transportFailure(new Error(`HTTP ${response.status}`), ctx);
}
