/**
 * The one answer shape of every `/api` call, and the codes it may carry.
 * Both the server (which produces it) and the web app (which reads it) import these.
 */
export const ResultCode = {
  ok: 0,
  /** Generic failure, also the login failure (spec §8: "code 1 with msg 'error'"). */
  failed: 1,
  /** A request body, query or parameter did not pass validation; msg names the field. */
  invalid: 2,
  /** Authenticated, but no API role holds the authority for this call. */
  forbidden: 3,
  /** Unknown `/api` path or a row that does not exist. */
  notFound: 4,
  /** Too many attempts (login throttling). */
  throttled: 5,
  /** The change conflicts with existing rows (unique value, referenced row). */
  conflict: 6,
  /**
   * The row changed after the client read it (its `updated_at` is not the one the change was based on): nothing
   * was written; `data` is a `StaleRow` with the row as it is now (a change of several rows: `StaleRows`).
   */
  stale: 7,
  /** Unexpected server failure; details only in the server log. */
  internal: 500,
  /** Missing, unknown, revoked or expired session: the client logs out and reloads. */
  sessionExpired: -999,
} as const;

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
