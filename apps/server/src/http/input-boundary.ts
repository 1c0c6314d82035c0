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
import { AppError } from '../core/errors.ts';
import { messages } from '../core/messages.ts';
import { describePath, findUnstorable } from '../core/unstorable-text.ts';

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
