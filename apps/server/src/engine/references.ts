/**
 * References between families, checked by the engine inside the change's transaction: a referenced row must
 * exist, and a row still referenced is not deleted unless the reference says what happens then (each a clear
 * message instead of a foreign-key failure or links silently gone).
 */
import { type ResourceDef, ResultCode } from '@console/contract';
import { type AnyColumn, and, countDistinct, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../core/errors.ts';
import type { LocalText } from '../core/messages.ts';
import { allFamilies } from './families.ts';
import type { Tx } from './hooks.ts';
import { childTableOf, joinTableOf, requireColumn, tableOf } from './tables.ts';

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

/** A way rows of one family point at rows of another, and what decides whether it holds a delete back. */
interface Referrer {
  family: ResourceDef;
  field: LocalText;
  /** The rows pointing at `ids`, counted as rows of `family`. */
  count(tx: Tx, ids: readonly number[]): Promise<number>;
}

async function countRows(tx: Tx, table: PgTable, owner: AnyColumn, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ n: countDistinct(owner) })
    .from(table)
    .where(where);
  return Number(row?.n ?? 0);
}

/**
 * Every reference to `def` that refuses the delete of a referenced row: references (unless cascade or set
 * null), multi-references (unless unlink) and references inside child rows (counted by their parents). A
 * family pointing at itself does not count the rows being deleted together.
 */
function restrictingReferrers(def: ResourceDef, deleting: readonly number[]): Referrer[] {
  const referrers: Referrer[] = [];
  for (const family of allFamilies()) {
    const self = family.key === def.key;
    for (const field of family.fields) {
      if (field.kind === 'reference' && field.target === def.key) {
        if (field.onTargetDelete === 'cascade' || field.onTargetDelete === 'setNull') continue;
        const table = tableOf(family.key);
        const id = requireColumn(table, 'id');
        referrers.push({
          family,
          field: field.label,
          count: (tx, ids) =>
            countRows(
              tx,
              table,
              id,
              and(
                inArray(requireColumn(table, field.name), [...ids]),
                self ? notInArray(id, [...deleting]) : undefined,
              ),
            ),
        });
      } else if (field.kind === 'multiReference' && field.target === def.key) {
        if (field.onTargetDelete === 'unlink') continue;
        const join = joinTableOf(family, field);
        referrers.push({
          family,
          field: field.label,
          count: (tx, ids) =>
            countRows(
              tx,
              join.table,
              join.owner,
              and(inArray(join.target, [...ids]), self ? notInArray(join.owner, [...deleting]) : undefined),
            ),
        });
      } else if (field.kind === 'children') {
        for (const child of field.fields) {
          if (child.kind !== 'reference' || child.target !== def.key) continue;
          if (child.onTargetDelete === 'cascade' || child.onTargetDelete === 'setNull') continue;
          const rows = childTableOf(family, field);
          referrers.push({
            family,
            field: { zh: `${field.label.zh} ${child.label.zh}`, en: `${field.label.en} ${child.label.en}` },
            count: (tx, ids) =>
              countRows(
                tx,
                rows.table,
                rows.parent,
                and(
                  inArray(requireColumn(rows.table, child.name), [...ids]),
                  self ? notInArray(rows.parent, [...deleting]) : undefined,
                ),
              ),
          });
        }
      }
    }
  }
  return referrers;
}

/** A label inside an English sentence: `Admin user` → `admin user`, but `API role` stays. */
const inSentence = (label: string) => label.replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase());

/**
 * Refuses to delete `ids` of `def` while rows of a family still reference them through a reference that does
 * not say cascade, set null or unlink; the message names that family, the field and how many rows.
 */
export async function refuseReferencedDelete(tx: Tx, def: ResourceDef, ids: readonly number[]) {
  for (const referrer of restrictingReferrers(def, ids)) {
    const n = await referrer.count(tx, ids);
    if (n === 0) continue;
    const { family, field } = referrer;
    throw new AppError(ResultCode.conflict, {
      zh: `仍有 ${n} 条${family.label.zh}（${field.zh}）引用此${def.label.zh}，不能删除`,
      en: `${n} ${inSentence(family.label.en)} row${n === 1 ? ' still references' : 's still reference'} this ${inSentence(def.label.en)} (${field.en}); it cannot be deleted`,
    });
  }
}
