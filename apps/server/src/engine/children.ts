/**
 * Writing a parent's child rows (a `children` field) inside the parent's transaction. A row sent with its
 * `id` is one of the parent's rows and is changed in place (its id stays, so whatever refers to it keeps
 * working); a row without one is added; the parent's rows not sent are deleted.
 */
import { type ChildrenField, type ResourceDef, ResultCode } from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../core/errors.ts';
import { comparable } from './audit.ts';
import type { Tx } from './hooks.ts';
import { childTableOf, idColumn } from './tables.ts';

type ChildRow = Record<string, unknown> & { id?: number };
/** A child row as stored: it has its id. */
type StoredChildRow = ChildRow & { id: number };

function refused(field: ChildrenField, index: number, zh: string, en: string): AppError {
  return new AppError(ResultCode.invalid, {
    zh: `${field.label.zh} 第 ${index + 1} 行: ${zh}`,
    en: `${field.label.en} row ${index + 1}: ${en}`,
  });
}

/** Replaces the child rows of `parentId` with `rows`, keeping the ids of the rows sent with one. */
export async function writeChildren(
  tx: Tx,
  def: ResourceDef,
  field: ChildrenField,
  parentId: number,
  rows: readonly ChildRow[],
): Promise<void> {
  const child = childTableOf(def, field);
  const id = idColumn(child.table);
  const existing = (await tx
    .select()
    .from(child.table)
    .where(eq(child.parent, parentId))) as StoredChildRow[];
  const existingById = new Map(existing.map((row) => [row.id, row]));

  const sent = new Set<number>();
  rows.forEach((row, index) => {
    if (row.id === undefined) return;
    if (!existingById.has(row.id)) {
      throw refused(
        field,
        index,
        `ID ${row.id} 不是这条${def.label.zh}的${field.label.zh}`,
        `id ${row.id} is not one of this ${def.label.en.toLowerCase()}'s ${field.label.en.toLowerCase()}`,
      );
    }
    if (sent.has(row.id)) throw refused(field, index, `ID ${row.id} 重复`, `id ${row.id} is sent twice`);
    sent.add(row.id);
  });

  const removed = existing.map((row) => row.id).filter((rowId) => !sent.has(rowId));
  if (removed.length > 0) await tx.delete(child.table).where(inArray(id, removed));

  const added: Record<string, unknown>[] = [];
  for (const [position, { id: rowId, ...values }] of rows.entries()) {
    if (rowId === undefined) {
      added.push({ ...values, parent_id: parentId, position });
      continue;
    }
    const old = existingById.get(rowId) as ChildRow;
    const next = { ...values, position };
    if (Object.entries(next).every(([name, value]) => comparable(old[name]) === comparable(value))) continue;
    await tx
      .update(child.table)
      .set(next)
      .where(and(eq(id, rowId), eq(child.parent, parentId)));
  }
  if (added.length > 0) await tx.insert(child.table).values(added);
}
