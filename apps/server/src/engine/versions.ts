/**
 * Versions of rows: a change based on the row as a client read it names the row's `updated_at` then, and is
 * refused (code `stale`, nothing written) when the row has changed since. The row is locked before it is
 * compared, so of two changes based on one version exactly one is written: the second waits for the first's
 * commit and then sees the new version.
 */
import {
  auditLogResource,
  type ResourceDef,
  ResultCode,
  type RowVersions,
  type StaleRow,
  type StaleRows,
} from '@console/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../core/errors.ts';
import { adminUser } from '../db/schema/index.ts';
import type { Tx } from './hooks.ts';
import { getRow, getRows } from './read.ts';
import { columnOf, idColumn, requireColumn, tableOf } from './tables.ts';

/** Two renderings of one instant (the client's ISO text, the database's) compared at the millisecond. */
function sameInstant(a: unknown, b: unknown): boolean {
  const at = (value: unknown) => new Date(value instanceof Date ? value : String(value)).getTime();
  return at(a) === at(b);
}

/** Who changed the row last, and when, as the audit recorded it. */
async function lastChange(tx: Tx, def: ResourceDef, id: number) {
  const audit = tableOf(auditLogResource.key);
  const [row] = await tx
    .select({
      at: requireColumn(audit, 'created_at'),
      username: adminUser.username,
      name: adminUser.name,
    })
    .from(audit)
    .leftJoin(adminUser, eq(adminUser.id, requireColumn(audit, 'admin_id')))
    .where(and(eq(requireColumn(audit, 'family'), def.key), eq(requireColumn(audit, 'row_id'), id)))
    .orderBy(desc(requireColumn(audit, 'id')))
    .limit(1);
  return {
    changed_by: row ? row.name || row.username || null : null,
    changed_at: row?.at ? new Date(row.at as Date).toISOString() : null,
  };
}

/**
 * Locks the row for the rest of the transaction and refuses the change when its version is not `version`. A
 * family without `updated_at` (a log) has no versions: nothing to compare.
 */
export async function lockVersion(tx: Tx, def: ResourceDef, id: number, version: string): Promise<void> {
  const table = tableOf(def.key);
  const updatedAt = columnOf(table, 'updated_at');
  if (!updatedAt) return;
  const [locked] = await tx
    .select({ version: updatedAt })
    .from(table)
    .where(eq(requireColumn(table, 'id'), id))
    .for('update');
  // A missing row is the caller's not-found, said where the row is read.
  if (!locked || sameInstant(locked.version, version)) return;
  const current = await getRow(tx, def, id);
  if (!current) return;
  const last = await lastChange(tx, def, id);
  const who = last.changed_by;
  const data: StaleRow = { current, ...last };
  throw new AppError(
    ResultCode.stale,
    {
      zh: `${def.label.zh}「${String(current[def.titleField] ?? id)}」在你打开后已被${who ? `「${who}」` : '他人'}修改，未保存你的更改`,
      en: `${def.label.en} "${String(current[def.titleField] ?? id)}" was changed by ${who ?? 'someone else'} after you opened it; your change was not saved`,
    },
    undefined,
    data,
  );
}

const titleOf = (def: ResourceDef, row: { id: number } & Record<string, unknown>) =>
  String(row[def.titleField] ?? row.id);

/**
 * The version check of a change of several rows (bulk delete, enable, status, a transition): locks the rows
 * `versions` names among `ids`, in id order (two such calls never deadlock), and refuses the whole change, naming
 * the rows, when one of them is not at the version the client showed. Rows it does not name are not compared.
 */
export async function lockVersions(
  tx: Tx,
  def: ResourceDef,
  ids: readonly number[],
  versions: RowVersions | undefined,
): Promise<void> {
  if (!versions) return;
  const table = tableOf(def.key);
  const updatedAt = columnOf(table, 'updated_at');
  const named = ids.filter((id) => versions[id] !== undefined);
  if (!updatedAt || named.length === 0) return;
  const id = idColumn(table);
  const locked = await tx
    .select({ id, version: updatedAt })
    .from(table)
    .where(inArray(id, named))
    .orderBy(id)
    .for('update');
  // A missing row is the caller's not-found, said where the rows are read.
  const staleIds = locked.filter((row) => !sameInstant(row.version, versions[row.id])).map((row) => row.id);
  if (staleIds.length === 0) return;
  const current = await getRows(tx, def, staleIds);
  const rows: StaleRow[] = [];
  for (const row of current) rows.push({ current: row, ...(await lastChange(tx, def, row.id)) });
  const shown = current.slice(0, 3);
  const more = current.length - shown.length;
  const who = rows.length === 1 ? rows[0]?.changed_by : null;
  const data: StaleRows = { rows };
  throw new AppError(
    ResultCode.stale,
    {
      zh: `${def.label.zh}${shown.map((row) => `「${titleOf(def, row)}」`).join('、')}${more > 0 ? ` 等 ${current.length} 条` : ''}在你打开后已被${who ? `「${who}」` : '他人'}修改，未保存你的更改`,
      en: `${def.label.en} ${shown.map((row) => `"${titleOf(def, row)}"`).join(', ')}${more > 0 ? ` and ${more} more` : ''} ${rows.length === 1 ? 'was' : 'were'} changed by ${who ?? 'someone else'} after you opened ${rows.length === 1 ? 'it' : 'them'}; your change was not saved`,
    },
    undefined,
    data,
  );
}
