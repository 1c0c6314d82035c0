/**
 * When a scanned card is the same person as a kept card: the same phone (mobile or office, either way round)
 * once written the same way, or the same e-mail ignoring case. The phone steps are regular expressions both
 * JavaScript and PostgreSQL read alike, so the server compares in SQL exactly as this module does.
 */
import { z } from 'zod';
import type { RowOf } from '../row-of.ts';
import { type businessCardCacheResource, type businessCardResource, MERGEABLE_CARD_FIELDS } from './cards.ts';

/** A kept business card, and a cached (scanned) one, as the API and the engine hand them over. */
export type BusinessCardRow = RowOf<typeof businessCardResource>;
export type CachedCardRow = RowOf<typeof businessCardCacheResource>;

/**
 * Each step replaces its pattern with nothing: keep the digits; drop the country code 86 (written +86, 0086
 * or 86 before a full number of 9 to 11 digits); drop the trunk 0 of a landline's area code.
 */
export const PHONE_KEY_STEPS: readonly { pattern: string; flags: string }[] = [
  { pattern: '[^0-9]', flags: 'g' },
  { pattern: '^(0086|86(?=[0-9]{9,11}$))', flags: '' },
  { pattern: '^0', flags: '' },
];

/** Fewer digits than this are not a phone number worth matching on (an extension, a misread). */
export const MIN_PHONE_KEY_DIGITS = 6;

/** The phone as compared, or null when it has too few digits to compare. */
export function phoneKey(raw: string | null | undefined): string | null {
  let key = raw ?? '';
  for (const step of PHONE_KEY_STEPS) key = key.replace(new RegExp(step.pattern, step.flags), '');
  return key.length >= MIN_PHONE_KEY_DIGITS ? key : null;
}

export function emailKey(raw: string | null | undefined): string | null {
  const key = (raw ?? '').trim().toLowerCase();
  return key === '' ? null : key;
}

export type DuplicateMatch = 'mobile' | 'office_phone' | 'email';
/** What a duplicate is judged on, which a kept and a cached card both have. */
type CardContacts = Readonly<Pick<BusinessCardRow & CachedCardRow, DuplicateMatch>>;

/** A kept card proposed as the same person as a cached one, with the fields that matched. */
export interface CardDuplicate {
  card: BusinessCardRow;
  matched: DuplicateMatch[];
}

export interface CardDuplicates {
  cached: CachedCardRow;
  duplicates: CardDuplicate[];
}

/** Which of the cached card's phone / e-mail the kept card shares. */
export function matchedFields(cached: CardContacts, card: CardContacts): DuplicateMatch[] {
  const cardPhones = new Set([card.mobile, card.office_phone].map(phoneKey).filter(Boolean));
  const matched: DuplicateMatch[] = [];
  for (const name of ['mobile', 'office_phone'] as const) {
    const key = phoneKey(cached[name]);
    if (key && cardPhones.has(key)) matched.push(name);
  }
  const email = emailKey(cached.email);
  if (email && email === emailKey(card.email)) matched.push('email');
  return matched;
}

const id = z.coerce.number().int().positive();

export const cardCacheIdQuery = z.strictObject({ id });
export const cardCacheIdsQuery = z.strictObject({
  ids: z
    .string()
    .max(2000)
    .transform((text, ctx) => {
      const ids = text.split(',').map((part) => Number(part));
      if (ids.length > 200 || ids.some((n) => !Number.isInteger(n) || n <= 0)) {
        ctx.addIssue({ code: 'custom', message: 'ids: up to 200 positive integers, comma separated' });
        return z.NEVER;
      }
      return ids;
    }),
});

export const cardMergeBody = z.strictObject({
  id,
  card_id: id,
  /** Fields to overwrite with the cached values; the card's other empty fields are filled either way. */
  fields: z.array(z.enum(MERGEABLE_CARD_FIELDS)).max(MERGEABLE_CARD_FIELDS.length).optional(),
});
export type CardMergeBody = z.infer<typeof cardMergeBody>;

export const cardCreateBody = z.strictObject({ id, force: z.boolean().optional() });
