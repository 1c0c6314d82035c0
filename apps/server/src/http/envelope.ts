import { type Envelope, ResultCode } from '@console/contract';

// Failures are the core's (core/errors.ts); routes and modules keep importing them from here.
export { AppError, httpStatusOf } from '../core/errors.ts';

/** The success answer: code 0 and the data. */
export function ok<T>(data: T): Envelope<T> {
  return { code: ResultCode.ok, msg: 'ok', data };
}
