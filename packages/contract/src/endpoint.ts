/**
 * A custom endpoint declared once: its method, path, input and output. The server registers its handler
 * against the declaration (input parsed by `input`, the answer typed by `output`, and checked against it in
 * tests), the web app calls it through `call(endpoint, input)`, and the OpenAPI document describes it from
 * the same two schemas, so no caller names an answer type by hand and the document cannot drift.
 */
import type { z } from 'zod';
import type { ApiAccess } from './resources/permissions.ts';

interface Declared<I extends z.ZodType> {
  method: 'GET' | 'POST';
  /** Relative to `/api`. */
  path: string;
  /** The Chinese name is the route's name in the API authority catalogue. */
  name: { zh: string; en: string };
  /** Who may call it (see `ApiAccess`); `judged` unless said. */
  access: ApiAccess;
  /** GET, or a POST with `upload`: the query string's parameters (as strings, coerced); POST: the JSON body. */
  input: I;
}

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType>
  extends Declared<I> {
  /** The envelope's `data` on success. */
  output: O;
  /** A multipart upload: the file goes in this form field (its accepted media types said), `input` is the query. */
  upload?: { field: string; accept: readonly string[] };
}

/**
 * An endpoint answering a file (an export, a PDF, the OpenAPI document) instead of the envelope; a refusal
 * is still the envelope. The web downloads it (`download(endpoint, input)`).
 */
export interface FileEndpoint<I extends z.ZodType = z.ZodType> extends Declared<I> {
  method: 'GET';
  /** The file's media type, or the types it may be (a picture asked for as PNG or SVG). */
  file: string | readonly string[];
}

/**
 * An endpoint answering a stream of Server-Sent Events (`text/event-stream`) instead of the envelope: each
 * event is named and its `data` is the JSON its schema in `events` says. A refusal before the first event is
 * still the envelope. The web reads it with `fetch` (the session is a header), event by event.
 */
export interface StreamEndpoint<
  I extends z.ZodType = z.ZodType,
  E extends Record<string, z.ZodType> = Record<string, z.ZodType>,
> extends Declared<I> {
  /** Each event's name and the schema of its `data`. */
  events: E;
}

/** Any kind of declaration, as a route carries it. */
export type AnyEndpoint = Endpoint | FileEndpoint | StreamEndpoint;

type Declaration<E> = Omit<E, 'access'> & { access?: ApiAccess };

/** Declares an endpoint; its input and output types are kept for the server's handler and the web's call. */
export function endpoint<I extends z.ZodType, O extends z.ZodType>(
  declaration: Declaration<Endpoint<I, O>>,
): Endpoint<I, O> {
  return { ...declaration, access: declaration.access ?? 'judged' };
}

/** Declares an endpoint answering a file. */
export function fileEndpoint<I extends z.ZodType>(
  declaration: Declaration<FileEndpoint<I>>,
): FileEndpoint<I> {
  return { ...declaration, access: declaration.access ?? 'judged' };
}

/** Declares an endpoint answering a stream of events. */
export function streamEndpoint<I extends z.ZodType, E extends Record<string, z.ZodType>>(
  declaration: Declaration<StreamEndpoint<I, E>>,
): StreamEndpoint<I, E> {
  return { ...declaration, access: declaration.access ?? 'judged' };
}

/** One event of a stream endpoint, as its `data` arrives: `{event, data}` by the declared names. */
export type StreamEvent<E extends StreamEndpoint> = {
  [K in keyof E['events'] & string]: { event: K; data: z.output<E['events'][K]> };
}[keyof E['events'] & string];

/** The paths of a domain's endpoints, by the same keys (for callers that only name the route). */
export function pathsOf<T extends Record<string, AnyEndpoint>>(endpoints: T): { [K in keyof T]: string } {
  return Object.fromEntries(Object.entries(endpoints).map(([key, e]) => [key, e.path])) as {
    [K in keyof T]: string;
  };
}

/** What a caller sends. */
export type EndpointInput<E extends AnyEndpoint> = z.input<E['input']>;
/** What the handler receives, once parsed. */
export type EndpointParsed<E extends AnyEndpoint> = z.output<E['input']>;
/** What the call answers (the envelope's `data`). */
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>;
