/**
 * The steps of a write the pipeline (pipeline.ts) runs: reading the rows a change starts from, keeping unique
 * values unique, writing an update's columns and a row's links and child rows.
 */
import {
  type ChildrenField,
  type MultiReferenceField,
  type ResourceDef,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { AppError } from '../core/errors.ts';
import { writeChildren } from './children.ts';
import type { Tx } from './hooks.ts';
import { getRows } from './read.ts';
import { isScalar, joinTableOf, requireColumn, tableOf } from './tables.ts';

const conflict = (zh: string, en: string) => new AppError(ResultCode.conflict, { zh, en });
export const notFound = (def: ResourceDef, ids: number[]) =>
  new AppError(ResultCode.notFound, {
    zh: `${def.label.zh}不存在（ID ${ids.join(', ')}）`,
    en: `No ${def.label.en.toLowerCase()} with id ${ids.join(', ')}`,
  });

export function scalarValues(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  const names = new Set(def.fields.filter(isScalar).map((field) => field.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
}

export async function checkUnique(tx: Tx, def: ResourceDef, merged: Record<string, unknown>, id?: number) {
  const table = tableOf(def.key);
  const others = id === undefined ? undefined : ne(requireColumn(table, 'id'), id);
  for (const field of def.fields) {
    const value = merged[field.name];
    if (!field.unique || value === undefined || value === null || value === '') continue;
    const [taken] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(eq(requireColumn(table, field.name), value), others));
    if (Number(taken?.n) > 0) {
      throw conflict(
        `${field.label.zh}「${String(value)}」已存在`,
        `${field.label.en} "${String(value)}" is taken`,
      );
    }
  }
  for (const names of def.uniqueTogether ?? []) {
    const conditions: SQL[] = names.map((name) => eq(requireColumn(table, name), merged[name]));
    const [taken] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(...conditions, others));
    if (Number(taken?.n) > 0) {
      const fields = names.map((name) => def.fields.find((field) => field.name === name));
      const zh = fields
        .map((field) => `${field?.label.zh}「${String(merged[field?.name ?? ''])}」`)
        .join('、');
      const en = fields
        .map((field) => `${field?.label.en} "${String(merged[field?.name ?? ''])}"`)
        .join(', ');
      throw conflict(`已存在相同的记录：${zh}`, `A row with ${en} already exists`);
    }
  }
}

export async function writeLinks(tx: Tx, def: ResourceDef, id: number, values: Record<string, unknown>) {
  for (const field of def.fields) {
    const value = values[field.name];
    if (field.kind === 'multiReference' && Array.isArray(value)) {
      const join = joinTableOf(def, field as MultiReferenceField);
      await tx.delete(join.table).where(eq(join.owner, id));
      if (value.length > 0) {
        await tx
          .insert(join.table)
          .values(value.map((target) => ({ [join.owner.name]: id, [join.target.name]: target })));
      }
    } else if (field.kind === 'children' && Array.isArray(value)) {
      await writeChildren(tx, def, field as ChildrenField, id, value);
    }
  }
}

/**
 * Writes an update's own columns on the rows `ids`. Links and child rows change a row too: an update of only
 * those moves its version (`updated_at`), so a form opened before sees it.
 */
export async function writeUpdate(
  tx: Tx,
  def: ResourceDef,
  ids: readonly number[],
  values: Record<string, unknown>,
  /** Columns the declaration does not show (a password hash), by database name. */
  extraColumns: Record<string, unknown> = {},
) {
  const scalars = { ...scalarValues(def, values), ...extraColumns };
  const stamped =
    def.updatedAt === false || Object.keys(scalars).length > 0 ? scalars : { updated_at: new Date() };
  if (Object.keys(stamped).length === 0) return;
  const table = tableOf(def.key);
  await tx
    .update(table)
    .set(stamped)
    .where(inArray(requireColumn(table, 'id'), [...ids]));
}

export const auditedNames = (def: ResourceDef) =>
  def.fields
    .filter((field) => !field.secret && !['created_at', 'updated_at'].includes(field.name))
    .map((f) => f.name);

export async function loadAll(tx: Tx, def: ResourceDef, ids: number[]): Promise<ResourceRow[]> {
  const rows = await getRows(tx, def, ids);
  const missing = ids.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0) throw notFound(def, missing);
  return rows;
}

/** A unique value written on several rows at once would be held twice: refused before the database refuses it. */
export function refuseSharedUnique(def: ResourceDef, values: Record<string, unknown>, rows: number) {
  if (rows < 2) return;
  for (const field of def.fields) {
    const value = values[field.name];
    if (!field.unique || value === undefined || value === null || value === '') continue;
    throw new AppError(ResultCode.conflict, {
      zh: `${field.label.zh}「${String(value)}」不能同时用于 ${rows} 条${def.label.zh}`,
      en: `${field.label.en} "${String(value)}" cannot be given to ${rows} rows at once`,
    });
  }
}

export const touchesUnique = (def: ResourceDef, values: Record<string, unknown>) =>
  def.fields.some((field) => field.unique && field.name in values) ||
  (def.uniqueTogether ?? []).some((names) => names.some((name) => name in values));
