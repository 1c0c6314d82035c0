/**
 * Calls an endpoint declared in the contract (`endpoint(…)`): the input is the declaration's input (a GET's
 * query, a POST's body) and the answer its output, so no caller names a type by hand and a wrong input shape
 * fails to compile. Envelope, session expiry and failure notices are `request`'s.
 */
import type { Endpoint, EndpointInput, EndpointOutput, FileEndpoint } from '@console/contract';
import { downloadFile, type ExportResult, type OnDownloadProgress } from './download.ts';
import { type QueryValue, type RequestOptions, request } from './request.ts';

export type CallOptions = Pick<RequestOptions, 'handleError' | 'signal'>;

export function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  if (endpoint.method === 'GET') {
    return request<EndpointOutput<E>>(endpoint.path, {
      ...options,
      method: 'GET',
      // A GET's input is its query string: flat values, which the declaration's schema coerces back.
      query: input as Record<string, QueryValue>,
    });
  }
  return request<EndpointOutput<E>>(endpoint.path, { ...options, method: 'POST', body: input });
}

/** Downloads the file a file endpoint answers, saved under the server's name (else `fallbackName`). */
export function download<E extends FileEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  fallbackName: string,
  onProgress?: OnDownloadProgress,
  signal?: AbortSignal,
): Promise<ExportResult> {
  // Flat query values, as for a GET call.
  return downloadFile(
    endpoint.path,
    input as Record<string, string | number>,
    fallbackName,
    onProgress,
    signal,
  );
}
