/**
 * The kept cards that look like the same person as a cached card: a phone (mobile or office, either way round)
 * that compares equal once written the same way, or the same e-mail ignoring case. The phone is compared in
 * SQL with the contract's own steps, so the database and `phoneKey` never disagree.
 */
import {
  businessCardResource,
  type CachedCardRow,
  type CardDuplicate,
  emailKey,
  matchedFields,
  PHONE_KEY_STEPS,
  phoneKey,
} from '@console/contract';
import { asc, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { familyTable, getRows, type Reader } from '../../engine/index.ts';

/** More proposals than this would not help anyone choose; the closest are the first kept. */
const MAX_DUPLICATES = 20;

const cards = familyTable(businessCardResource);

function phoneKeySql(column: AnyPgColumn): SQL {
  let expression: SQL = sql`${column}`;
  for (const step of PHONE_KEY_STEPS)
    expression = sql`regexp_replace(${expression}, ${step.pattern}, '', ${step.flags})`;
  return expression;
}

/** The kept cards sharing a phone or the e-mail of `cached`, oldest first, with what matched. */
export async function findDuplicates(db: Reader, cached: CachedCardRow): Promise<CardDuplicate[]> {
  const phones = [cached.mobile, cached.office_phone]
    .map((value) => phoneKey(value))
    .filter((key): key is string => key !== null);
  const email = emailKey(cached.email);
  const conditions: SQL[] = [];
  if (phones.length > 0) {
    conditions.push(inArray(phoneKeySql(cards.mobile), phones));
    conditions.push(inArray(phoneKeySql(cards.office_phone), phones));
  }
  if (email) conditions.push(sql`lower(trim(${cards.email})) = ${email}`);
  if (conditions.length === 0) return [];
  const found = await db
    .select({ id: cards.id })
    .from(cards)
    .where(or(...conditions))
    .orderBy(asc(cards.id))
    .limit(MAX_DUPLICATES);
  const rows = await getRows(
    db,
    businessCardResource,
    found.map((row) => row.id),
  );
  return rows
    .sort((a, b) => a.id - b.id)
    .map((card) => ({ card, matched: matchedFields(cached, card) }))
    .filter((duplicate) => duplicate.matched.length > 0);
}
