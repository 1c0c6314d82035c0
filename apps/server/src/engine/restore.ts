/**
 * Restoring from the change history: a row (or one field of it) as it was before a chosen change, or a deleted
 * row as it was when deleted. The audit keeps every change as `{field: [before, after]}`, so the row before a
 * change is the row now with every later change, and that one, taken back. The restore itself is a normal
 * write through the engine (validators, hooks, unique values, references) recorded as `restore`, naming the
 * change it reverts; whatever the family's rules forbid now is refused with their reason.
 */
import {
  AuditAction,
  auditLogResource,
  type ChildrenField,
  type ResourceDef,
  type ResourceRow,
  ResultCode,
} from '@console/contract';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { SessionAdmin } from '../core/actor.ts';
import { AppError } from '../core/errors.ts';
import { parseInput } from '../core/validation.ts';
import { comparable } from './audit.ts';
import { getRow } from './read.ts';
import { childInput, childRowsBefore, sameChildRows } from './restore-children.ts';

import { requireColumn, tableOf } from './tables.ts';
import { fieldNamer, validatorsOf, writableFields } from './validators.ts';
import { addRow, updateRow, type WriteDeps } from './write.ts';

export interface RestoreInput {
  /** The change to take back: the row is restored as it was before it. */
  audit_id: number;
  /** Only this field, when given. */
  field?: string;
}

interface AuditRecord {
  id: number;
  family: string;
  row_id: number;
  action: string;
  changes: Record<string, [unknown, unknown]>;
}

const refuse = (zh: string, en: string) =>
  new AppError(ResultCode.conflict, { zh: `无法恢复：${zh}`, en: `Cannot restore: ${en}` });

async function auditRecords(deps: WriteDeps, def: ResourceDef, rowId: number, fromId: number) {
  const audit = tableOf(auditLogResource.key);
  const column = (name: string) => requireColumn(audit, name);
  return (await deps.db
    .select({
      id: column('id'),
      family: column('family'),
      row_id: column('row_id'),
      action: column('action'),
      changes: column('changes'),
    })
    .from(audit)
    .where(and(eq(column('family'), def.key), eq(column('row_id'), rowId), gte(column('id'), fromId)))
    .orderBy(desc(column('id')))) as AuditRecord[];
}

async function auditRecord(deps: WriteDeps, def: ResourceDef, id: number): Promise<AuditRecord> {
  const audit = tableOf(auditLogResource.key);
  const [record] = (await deps.db
    .select({
      id: requireColumn(audit, 'id'),
      family: requireColumn(audit, 'family'),
      row_id: requireColumn(audit, 'row_id'),
      action: requireColumn(audit, 'action'),
      changes: requireColumn(audit, 'changes'),
    })
    .from(audit)
    .where(eq(requireColumn(audit, 'id'), id))) as AuditRecord[];
  if (!record || record.family !== def.key) {
    throw new AppError(ResultCode.notFound, {
      zh: `${def.label.zh}没有这条变更记录（ID ${id}）`,
      en: `No change ${id} of a ${def.label.en.toLowerCase()}`,
    });
  }
  return record;
}

/** The fields a restore may write back: those an update writes (child tables too: restore-children.ts). */
function restorableNames(def: ResourceDef): Set<string> {
  return new Set(writableFields(def, 'update').map((f) => f.name));
}

const childrenFieldOf = (def: ResourceDef, name: string) => {
  const field = def.fields.find((f) => f.name === name);
  return field?.kind === 'children' ? (field as ChildrenField) : undefined;
};

/** The values a deleted row held, as `add` takes them (child rows as new rows). */
function deletedValues(def: ResourceDef, record: AuditRecord): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of writableFields(def, 'add')) {
    const pair = record.changes[field.name];
    if (!pair) continue;
    const [before] = pair;
    if (field.kind === 'children') {
      const rows = Array.isArray(before) ? (before as Record<string, unknown>[]) : [];
      const names = (field as ChildrenField).fields.map((child) => child.name);
      values[field.name] = rows.map((row) =>
        Object.fromEntries(names.map((name) => [name, row[name] ?? null])),
      );
    } else {
      values[field.name] = before;
    }
  }
  return values;
}

async function restoreDeleted(deps: WriteDeps, def: ResourceDef, admin: SessionAdmin, record: AuditRecord) {
  if (await getRow(deps.db, def, record.row_id)) {
    throw refuse(`记录（ID ${record.row_id}）仍然存在`, `the row (id ${record.row_id}) still exists`);
  }
  // A column the audit never sees (a password hash) cannot be brought back.
  if (def.fields.some((field) => field.secret && field.required)) {
    throw refuse(
      `${def.label.zh}含有不记录在变更中的字段`,
      `a ${def.label.en.toLowerCase()} holds fields the history does not keep`,
    );
  }
  const values = parseInput(validatorsOf(def).add, deletedValues(def, record), 'restore', fieldNamer(def));
  return addRow(
    deps,
    def,
    admin,
    values,
    { id: record.row_id },
    { action: AuditAction.restore, reverts: record.id },
  );
}

export async function restoreFromHistory(
  deps: WriteDeps,
  def: ResourceDef,
  admin: SessionAdmin,
  input: RestoreInput,
): Promise<ResourceRow> {
  const record = await auditRecord(deps, def, input.audit_id);
  if (record.action === AuditAction.del) return restoreDeleted(deps, def, admin, record);
  if (record.action === AuditAction.add) {
    throw refuse(
      '新增之前记录并不存在；要撤销新增，请删除该记录',
      'before it was added the row did not exist; delete it instead',
    );
  }
  if (record.action === AuditAction.refused)
    throw refuse('这条记录没有改变任何内容', 'that entry changed nothing');

  const current = await getRow(deps.db, def, record.row_id);
  if (!current) {
    throw refuse(
      `记录（ID ${record.row_id}）已被删除，请先从删除记录恢复`,
      `the row (id ${record.row_id}) was deleted; restore the deletion first`,
    );
  }
  const names = restorableNames(def);
  if (input.field !== undefined && !names.has(input.field)) {
    throw new AppError(ResultCode.invalid, {
      zh: `字段 ${input.field} 不能恢复`,
      en: `The field ${input.field} cannot be restored`,
    });
  }
  // Newest first, so the oldest change (the chosen one) has the last word on each field it touched; a child
  // table's changes are taken back one by one from its rows now (they record only the rows they touched).
  const before: Record<string, unknown> = {};
  const childChangesOf: Record<string, unknown[]> = {};
  for (const later of await auditRecords(deps, def, record.row_id, record.id)) {
    for (const [name, pair] of Object.entries(later.changes ?? {})) {
      if (!names.has(name) || !Array.isArray(pair)) continue;
      if (childrenFieldOf(def, name)) childChangesOf[name] = [...(childChangesOf[name] ?? []), pair];
      else before[name] = pair[0];
    }
  }
  for (const [name, changes] of Object.entries(childChangesOf)) {
    const field = childrenFieldOf(def, name) as ChildrenField;
    before[name] = childInput(field, childRowsBefore(current[name], changes), current[name]);
  }
  const differs = (name: string, value: unknown) => {
    const field = childrenFieldOf(def, name);
    return field
      ? !sameChildRows(field, value, current[name])
      : comparable(value) !== comparable(current[name] ?? null);
  };
  const wanted = input.field === undefined ? before : { [input.field]: before[input.field] };
  const changes = Object.fromEntries(
    Object.entries(wanted).filter(([name, value]) => name in before && differs(name, value)),
  );
  if (Object.keys(changes).length === 0) {
    throw refuse('记录已是该修改之前的值', 'the row already holds the values it had before that change');
  }
  const values = parseInput(
    validatorsOf(def).update,
    { id: current.id, ...changes },
    'restore',
    fieldNamer(def),
  );
  // Based on the row as it was read here: a change made meanwhile is not overwritten (code stale).
  return updateRow(
    deps,
    def,
    admin,
    { ...(values as Record<string, unknown> & { id: number }), updated_at: current.updated_at },
    { action: AuditAction.restore, reverts: record.id },
  );
}
