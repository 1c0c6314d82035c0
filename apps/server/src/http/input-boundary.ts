/**
 * What every `/api` request's input must be before any handler reads it, checked once here so no route can
 * forget it (docs/security.md, "Input at the boundary"):
 *
 * - A body is JSON, or multipart where a scope registered the multipart parser (the uploads and the import).
 *   Fastify would otherwise hand a `text/plain` body to the handler as a string; anything else is code 2.
 * - A JSON body is an object. No route takes an array, a string or a number, and a write must never act on a
 *   body it could not read as its own shape. A POST without a body is read as `{}`: the input of a call that
 *   takes none, which every other call's strict schema refuses (and `{}` never means "every row": a write on
 *   many rows names them, or says `all: true`).
 * - No text, in the query, the route's parameters or the body (keys and values, at any depth), holds a
 *   character PostgreSQL cannot store: NUL (refused by `text` and `jsonb` alike) or a lone UTF-16 surrogate
 *   (JSON can carry `"\ud800"`; the driver would store U+FFFD instead in `text` and `jsonb` refuses it). Such
 *   input is refused with code 2 naming the field's path rather than changed behind the person's back.
 */
import { ResultCode } from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './envelope.ts';
import { type LocalText, messages } from './messages.ts';

/** NUL, or a UTF-16 surrogate without its other half: what PostgreSQL cannot store in `text` or `jsonb`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

const hex = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Why PostgreSQL could not store this text as it is, or null when it can. Also for readers of files. */
export function unstorableText(text: string): LocalText | null {
  const found = UNSTORABLE.exec(text);
  if (!found) return null;
  return found[0] === '\u0000' ? messages.input.nul : messages.input.loneSurrogate(hex(found[0]));
}

/** The text without what PostgreSQL cannot store, for text that is cleaned rather than refused (rich text). */
export function stripUnstorable(text: string): string {
  return text.replace(UNSTORABLE_ALL, '');
}

/** A key or value on the way down from the root: the path is rebuilt only for the one reported. */
interface Step {
  value: unknown;
  key: string | number | null;
  parent: Step | null;
}

function pathOf(step: Step): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Step | null = step; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** Segments of a path a message shows in full; a deeper one shows its start and its last segment. */
const SHOWN_SEGMENTS = 8;

/** A path as the message shows it; an unstorable character in a key is shown escaped, never sent back raw. */
function describePath(full: readonly (string | number)[]): string {
  const path =
    full.length > SHOWN_SEGMENTS ? [...full.slice(0, SHOWN_SEGMENTS - 2), '…', ...full.slice(-1)] : full;
  return path
    .map((part) =>
      String(part).replace(
        UNSTORABLE_ALL,
        (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
      ),
    )
    .join('.');
}

/**
 * The first key or string below `root` that PostgreSQL could not store, with its path. Iterative, so a body
 * nested thousands deep (within the body limit) costs a loop, never the stack.
 */
export function findUnstorable(root: unknown): { path: (string | number)[]; problem: LocalText } | null {
  const stack: Step[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const { value } = step;
    if (typeof value === 'string') {
      const problem = unstorableText(value);
      if (problem) return { path: pathOf(step), problem };
    } else if (Array.isArray(value)) {
      // Pushed last to first, so the first bad element is the one reported.
      for (let index = value.length - 1; index >= 0; index--) {
        stack.push({ value: value[index], key: index, parent: step });
      }
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index] as [string, unknown];
        const child: Step = { value: item, key, parent: step };
        const problem = unstorableText(key);
        if (problem) return { path: pathOf(child), problem };
        stack.push(child);
      }
    }
  }
  return null;
}

function refuseUnstorable(input: unknown, where: string): void {
  const found = findUnstorable(input);
  if (!found) return;
  const field = found.path.length > 0 ? describePath(found.path) : where;
  throw new AppError(ResultCode.invalid, messages.invalidField(field, found.problem));
}

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Call on the `/api` scope before any route is added there. */
export function registerInputBoundary(api: FastifyInstance): void {
  api.removeContentTypeParser('text/plain');
  // Every type no parser claims: scopes that register multipart claim multipart/form-data for their routes.
  api.addContentTypeParser('*', (_request, _payload, done) => {
    done(new AppError(ResultCode.invalid, messages.input.jsonOnly, 415), undefined);
  });

  api.addHook('preValidation', async (request) => {
    refuseUnstorable(request.params, 'params');
    refuseUnstorable(request.query, 'query');
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (request.body === undefined) {
      // A multipart body is read by its route as a stream; its texts are checked there.
      if (!isMultipart(request)) request.body = {};
      return;
    }
    if (!isPlainObject(request.body)) {
      throw new AppError(ResultCode.invalid, messages.invalidField('body', messages.input.notAnObject));
    }
    refuseUnstorable(request.body, 'body');
  });
}
