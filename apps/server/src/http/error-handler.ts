import { type Envelope, ResultCode } from '@console/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../core/errors.ts';
import { type LocalText, localize, messages, pickLocale } from '../core/messages.ts';
import { describeZodIssues } from '../core/validation.ts';

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ResultCode,
  text: LocalText,
  data: unknown = null,
) {
  const body: Envelope<unknown> = {
    code,
    msg: localize(text, pickLocale(request.headers['accept-language'])),
    data,
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Errors that carry a 4xx status: Fastify's own (a body that is not JSON, a wrong content type, too
 * large) and the static file server's. They are the client's doing, so they keep their class.
 */
function clientError(error: Partial<FastifyError>, status: number): { code: ResultCode; text: LocalText } {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { code: ResultCode.invalid, text: messages.malformedJson };
  }
  if (status === 404) return { code: ResultCode.notFound, text: messages.notFound };
  if (status === 403) return { code: ResultCode.forbidden, text: messages.forbidden };
  return { code: ResultCode.invalid, text: messages.badRequest };
}

/**
 * Every failure leaves as the envelope: known ones with their code and message, anything unexpected
 * as code 500 with a generic message. The details (stack included) go to the log with the request id only.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError)
    return send(request, reply, error.status, error.code, error.text, error.data);
  if (error instanceof ZodError) {
    return send(request, reply, 400, ResultCode.invalid, describeZodIssues(error.issues, 'input'));
  }
  const withStatus = error as Partial<FastifyError>;
  const status = withStatus.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    request.log.info({ code: withStatus.code, status }, 'request refused: %s', withStatus.message);
    const { code, text } = clientError(withStatus, status);
    return send(request, reply, status, code, text);
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(request, reply, 500, ResultCode.internal, messages.internal);
}

/** An unknown `/api/...` path: the envelope with code 4, never the web app's HTML. */
export function handleApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(request, reply, 404, ResultCode.notFound, messages.apiNotFound);
}
