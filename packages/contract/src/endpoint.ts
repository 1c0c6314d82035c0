/**
 * A custom endpoint declared once: its method, path, input and output. The server registers its handler
 * against the declaration (input parsed by `input`, the answer typed by `output`, and checked against it in
 * tests), the web app calls it through `call(endpoint, input)`, and the OpenAPI document describes it from
 * the same two schemas, so no caller names an answer type by hand and the document cannot drift.
 */
import type { z } from 'zod';
import type { ApiAccess } from './resources/permissions.ts';

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Relative to `/api`. */
  path: string;
  /** The Chinese name is the route's name in the API authority catalogue. */
  name: { zh: string; en: string };
  /** Who may call it (see `ApiAccess`); `judged` unless said. */
  access: ApiAccess;
  /** GET: the query string's parameters (as strings, coerced); POST: the JSON body. */
  input: I;
  /** The envelope's `data` on success. */
  output: O;
}

/** Declares an endpoint; its input and output types are kept for the server's handler and the web's call. */
export function endpoint<I extends z.ZodType, O extends z.ZodType>(
  declaration: Omit<Endpoint<I, O>, 'access'> & { access?: ApiAccess },
): Endpoint<I, O> {
  return { ...declaration, access: declaration.access ?? 'judged' };
}

/** What a caller sends. */
export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
/** What the handler receives, once parsed. */
export type EndpointParsed<E extends Endpoint> = z.output<E['input']>;
/** What the call answers (the envelope's `data`). */
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>;
