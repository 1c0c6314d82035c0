/**
 * What a failure is, whoever meets it (a route, a module, the engine, the scheduler): a result code and a
 * message in both languages. The HTTP layer turns it into the envelope and a status (http/envelope.ts).
 */
import { ResultCode } from '@console/contract';
import type { LocalText } from './messages.ts';

/** The HTTP status that goes with each result code, so proxies and logs see the class of the answer. */
export const httpStatusOf: Record<ResultCode, number> = {
  [ResultCode.ok]: 200,
  [ResultCode.failed]: 200,
  [ResultCode.invalid]: 400,
  [ResultCode.forbidden]: 403,
  [ResultCode.notFound]: 404,
  [ResultCode.throttled]: 429,
  [ResultCode.conflict]: 409,
  [ResultCode.stale]: 409,
  [ResultCode.internal]: 500,
  [ResultCode.sessionExpired]: 401,
};

/**
 * A failure meant for the person using the console: it leaves the server as the envelope
 * `{code, msg, data}` with the message in the request's language; `data` is null unless the failure carries
 * what the client needs to resolve it (a stale row's current values).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  constructor(
    readonly code: ResultCode,
    readonly text: LocalText,
    status?: number,
    readonly data: unknown = null,
  ) {
    super(text.en);
    this.status = status ?? httpStatusOf[code];
  }
}
