/**
 * A certificate's validity on a given day, shared by the console's marks and filters: expired once its last
 * valid day has passed, "expiring" within the 30 days before that.
 */

/** Days before the end of validity from which a certificate counts as expiring. */
export const EXPIRING_WITHIN_DAYS = 30;

export type CertificateValidity = 'expired' | 'expiring' | 'valid' | 'open';

/** A `YYYY-MM-DD` day `n` days after another (negative: before), in the calendar, whatever the time zone. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/**
 * `validTo` and `today` are `YYYY-MM-DD` days. No end date: `open` (valid until withdrawn). The last valid day
 * itself still counts as valid.
 */
export function certificateValidity(validTo: string | null | undefined, today: string): CertificateValidity {
  if (!validTo) return 'open';
  if (validTo < today) return 'expired';
  if (validTo <= addDays(today, EXPIRING_WITHIN_DAYS)) return 'expiring';
  return 'valid';
}

/**
 * The `valid_to` range of the list's validity filter: expired ones end before today, expiring ones end
 * within the next 30 days, valid ones after that.
 */
export function validityRange(
  validity: Exclude<CertificateValidity, 'open'>,
  today: string,
): { from?: string; to?: string } {
  if (validity === 'expired') return { to: addDays(today, -1) };
  if (validity === 'expiring') return { from: today, to: addDays(today, EXPIRING_WITHIN_DAYS) };
  return { from: addDays(today, EXPIRING_WITHIN_DAYS + 1) };
}
