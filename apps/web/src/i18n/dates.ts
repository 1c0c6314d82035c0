/**
 * The app's one way of writing a date and a date with its time, per language (the catalogue's `dateFormat`
 * and `dateTimeFormat`), in the person's own time zone, with dayjs. Every screen writes dates through these.
 */
import type { Locale } from '@console/contract';
import dayjs from 'dayjs';
import { useLocaleStore } from '../stores/locale.ts';
import { translate } from './index.ts';

const currentLocale = (): Locale => useLocaleStore.getState().locale;

/** `value` (an ISO instant, a `YYYY-MM-DD` day, a Date) as the language writes it; '' when empty, as is when unreadable. */
export function formatDateValue(value: unknown, withTime: boolean, locale: Locale = currentLocale()): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value as string | Date);
  if (!date.isValid()) return String(value);
  return date.format(translate(locale, withTime ? 'dateTimeFormat' : 'dateFormat'));
}

/** A date with its time ("2026-12-07 17:50"). */
export const formatDateTime = (value: unknown, locale?: Locale) => formatDateValue(value, true, locale);

/** A day ("2026-12-07"). */
export const formatDay = (value: unknown, locale?: Locale) => formatDateValue(value, false, locale);
