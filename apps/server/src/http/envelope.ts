import { type Envelope, ResultCode } from '@console/contract';

/** The success answer: code 0 and the data. */
export function ok<T>(data: T): Envelope<T> {
  return { code: ResultCode.ok, msg: 'ok', data };
}
