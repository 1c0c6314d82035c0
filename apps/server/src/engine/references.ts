/**
 * References between families, checked by the engine inside the change's transaction: a referenced row must
 * exist (a clear message instead of a foreign-key failure).
 */
import { type ResourceDef, ResultCode } from '@console/contract';
import { inArray } from 'drizzle-orm';
import { AppError } from '../http/envelope.ts';
import type { LocalText } from '../http/messages.ts';
import type { Tx } from './hooks.ts';
import { requireColumn, tableOf } from './tables.ts';

/** The ids among `ids` that have no row in the family `target`. */
async function missingIds(tx: Tx, target: string, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const table = tableOf(target);
  const id = requireColumn(table, 'id');
  const found = await tx
    .select({ id })
    .from(table)
    .where(inArray(id, [...new Set(ids)]));
  return ids.filter((wanted) => !found.some((row) => row.id === wanted));
}

function dangling(where: LocalText, missing: readonly number[]): AppError {
  return new AppError(ResultCode.invalid, {
    zh: `${where.zh}: 引用的记录不存在（ID ${missing.join(', ')}）`,
    en: `${where.en}: no such row (id ${missing.join(', ')})`,
  });
}

const numbers = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

/** Every id a change refers to (references, multi-references, references inside child rows) must exist. */
export async function checkReferences(tx: Tx, def: ResourceDef, values: Record<string, unknown>) {
  for (const field of def.fields) {
    const value = values[field.name];
    if (field.kind === 'reference' || field.kind === 'multiReference') {
      const missing = await missingIds(tx, field.target, numbers(value));
      if (missing.length > 0) throw dangling(field.label, missing);
    } else if (field.kind === 'children' && Array.isArray(value)) {
      const rows = value as Record<string, unknown>[];
      for (const child of field.fields) {
        if (child.kind !== 'reference') continue;
        const missing = await missingIds(
          tx,
          child.target,
          rows.flatMap((row) => numbers(row[child.name])),
        );
        if (missing.length === 0) continue;
        const index = rows.findIndex((row) => missing.includes(row[child.name] as number));
        throw dangling(
          {
            zh: `${field.label.zh} 第 ${index + 1} 行 ${child.label.zh}`,
            en: `${field.label.en} row ${index + 1} ${child.label.en}`,
          },
          missing.filter((id) => id === rows[index]?.[child.name]),
        );
      }
    }
  }
}
