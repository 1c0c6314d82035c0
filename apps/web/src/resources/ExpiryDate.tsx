/**
 * A date a row is valid until (a field declared `expiry`: a certificate's end, a supply offer's last day), with
 * its mark: expired, or expiring within 30 days, by `certificateValidity`; empty reads as open-ended. A list
 * shows it on every row, so the mark's detail is the tag's own title rather than an antd tooltip per row.
 */
import { certificateValidity, type Locale } from '@console/contract';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { translate } from '../i18n/index.ts';

/** Today in the person's own calendar: a validity lapses at the end of its last day where they are. */
export const localToday = () => dayjs().format('YYYY-MM-DD');

/** The day of a date value (`YYYY-MM-DD`), or null when there is none. */
export function dayOf(value: unknown): string | null {
  return typeof value === 'string' && value ? value.slice(0, 10) : null;
}

/** What a person is told about the end of validity, or undefined when there is nothing to say. */
export function expiryNote(day: string | null, today: string, locale: Locale): string | undefined {
  const validity = certificateValidity(day, today);
  if (validity === 'expired') return translate(locale, 'expiredOn', { date: day ?? '' });
  if (validity !== 'expiring') return undefined;
  const days = dayjs(day).diff(dayjs(today), 'day');
  return days === 0 ? translate(locale, 'expiresToday') : translate(locale, 'expiresIn', { n: days });
}

export function ExpiryDate({ value, locale }: { value: unknown; locale: Locale }) {
  const day = dayOf(value);
  const today = localToday();
  const validity = certificateValidity(day, today);
  const mark =
    validity === 'expired'
      ? { color: 'red', label: translate(locale, 'validityExpired') }
      : validity === 'expiring'
        ? { color: 'orange', label: translate(locale, 'validityExpiring') }
        : undefined;
  return (
    <span className="expiry-date" data-testid="validity" data-validity={validity}>
      {day ? <span>{day}</span> : <Tag>{translate(locale, 'validityOpen')}</Tag>}
      {mark && (
        <Tag color={mark.color} title={expiryNote(day, today, locale)} data-testid={`validity-${validity}`}>
          {mark.label}
        </Tag>
      )}
    </span>
  );
}
