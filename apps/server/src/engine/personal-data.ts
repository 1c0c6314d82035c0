/**
 * Personal contact data (fields declared with `mask`): what an admin without the family's "view contact"
 * authority (`GET {base}/contact`) sees is masked before it leaves the server; what an admin with it sees
 * unmasked is written to the personal-data access record (`personal_data_access`), one row per row shown, naming
 * the fields and the screen (list, detail, export, contact, history). A read is not a change: the change history
 * keeps changes only. The change history holds the values of every family's changes, so its rows are masked by the
 * authority of the family each change is of; and a list cannot be filtered or sorted by contact data without
 * the authority, since the rows a filter keeps tell the value a digit at a time.
 */
import {
  auditLogResource,
  contactPath,
  maskContact,
  maskedFieldsOf,
  type PersonalDataPurpose,
  personalDataAccessResource,
  type ResourceDef,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import type { Reader, SessionAdmin } from '../core/actor.ts';
import { AppError } from '../core/errors.ts';
import type { Db } from '../db/index.ts';
import { allFamilies } from './families.ts';
import type { ListQuery } from './query.ts';
import { tableOf } from './tables.ts';

/** Where unmasked data was shown; the access record names it. */
export type RevealPurpose = PersonalDataPurpose;

/** Whether the reader's admin sees `def`'s contact fields unmasked (false when the family has none). */
export async function seesContact(reader: Reader, def: ResourceDef): Promise<boolean> {
  return maskedFieldsOf(def).length > 0 && (await reader.holds(contactPath(def), 'GET'));
}

/** Masks the rows' contact fields in place. */
export function maskRows(def: ResourceDef, rows: readonly ResourceRow[]): void {
  const fields = maskedFieldsOf(def);
  for (const row of rows) {
    for (const field of fields) {
      const value = row[field.name];
      if (typeof value === 'string' && field.mask) row[field.name] = maskContact(field.mask, value);
    }
  }
}

/** What a reveal needs of a row: its id and the contact fields it held. */
type ShownRow = Pick<ResourceRow, 'id'> & Record<string, unknown>;

/**
 * Records the rows shown unmasked (those holding any contact value): one access row per row, naming the fields
 * shown and where, never the values. Outside any write (a read changes nothing): straight on the database.
 */
export async function recordContactAccess(
  db: Db,
  admin: SessionAdmin | null,
  def: ResourceDef,
  rows: readonly ShownRow[],
  purpose: RevealPurpose,
): Promise<void> {
  if (!admin) return;
  const fields = maskedFieldsOf(def);
  const accesses = rows
    .map((row) => ({
      admin_id: admin.uid,
      family: def.key,
      row_id: row.id,
      fields: fields
        .filter((field) => typeof row[field.name] === 'string' && row[field.name] !== '')
        .map((field) => field.name)
        .join(','),
      purpose,
    }))
    .filter((access) => access.fields !== '');
  if (accesses.length > 0) await db.insert(tableOf(personalDataAccessResource.key)).values(accesses);
}

/**
 * The rows as this reader may see them: masked without the authority, else unmasked and their view recorded.
 * Does nothing for a family without contact fields. Rows of the change history are judged change by change.
 */
export async function presentContact(
  db: Db,
  reader: Reader,
  def: ResourceDef,
  rows: readonly ResourceRow[],
  purpose: RevealPurpose,
): Promise<void> {
  if (def.key === auditLogResource.key) return presentHistory(db, reader, rows);
  if (maskedFieldsOf(def).length === 0) return;
  if (await seesContact(reader, def)) await recordContactAccess(db, reader.admin, def, rows, purpose);
  else maskRows(def, rows);
}

/** `{field: [before, after]}` of one history row, when it is an object. */
function changesOf(entry: ResourceRow): Record<string, unknown> | undefined {
  const changes = entry.changes;
  return changes && typeof changes === 'object' && !Array.isArray(changes)
    ? (changes as Record<string, unknown>)
    : undefined;
}

const holdsText = (pair: unknown) =>
  Array.isArray(pair) && pair.some((v) => typeof v === 'string' && v !== '');

/**
 * History rows whose changes hold contact values: masked for an admin without the changed family's authority;
 * for one with it, shown and recorded as an access to those rows (purpose `history`).
 */
async function presentHistory(db: Db, reader: Reader, entries: readonly ResourceRow[]): Promise<void> {
  for (const def of allFamilies()) {
    const fields = maskedFieldsOf(def);
    if (fields.length === 0) continue;
    const touched = entries.filter(
      (entry) =>
        entry.family === def.key && fields.some((field) => holdsText(changesOf(entry)?.[field.name])),
    );
    if (touched.length === 0) continue;
    if (await seesContact(reader, def)) {
      const shown = new Map<number, ShownRow>();
      for (const entry of touched) {
        const row: ShownRow = shown.get(Number(entry.row_id)) ?? { id: Number(entry.row_id) };
        for (const field of fields)
          if (holdsText(changesOf(entry)?.[field.name])) row[field.name] = field.name;
        shown.set(Number(entry.row_id), row);
      }
      await recordContactAccess(db, reader.admin, def, [...shown.values()], 'history');
      continue;
    }
    for (const entry of touched) {
      const changes = changesOf(entry);
      if (!changes) continue;
      for (const field of fields) {
        const pair = changes[field.name];
        if (!field.mask || !Array.isArray(pair)) continue;
        const kind = field.mask;
        changes[field.name] = pair.map((value) =>
          typeof value === 'string' ? maskContact(kind, value) : value,
        );
      }
    }
  }
}

/**
 * Refuses a filter or sort on `def`'s contact fields to an admin without its "view contact" authority: the rows
 * such a filter keeps would tell a masked number one digit at a time.
 */
export async function guardContactQuery(
  reader: Reader,
  def: ResourceDef,
  query: Pick<ListQuery, 'filters' | 'sort'>,
): Promise<void> {
  const fields = maskedFieldsOf(def);
  const used = fields.filter(
    (field) =>
      query.sort.field === field.name || query.filters.some((filter) => filter.field.name === field.name),
  );
  const first = used[0];
  if (!first || (await seesContact(reader, def))) return;
  throw new AppError(ResultCode.forbidden, {
    zh: `按${first.label.zh}筛选或排序需要「查看联系方式」的权限`,
    en: `Filtering or sorting by ${first.label.en.toLowerCase()} needs the "view contact" authority`,
  });
}
