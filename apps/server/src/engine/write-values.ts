/**
 * The values server code writes, checked by the family's declaration as a client's are: each field by its own
 * rule (length, enum, range, format), so an import or a scheduled job cannot store what the form would refuse.
 * Unlike a client, server code may set read-only fields (a stamp, a state, an owner) and hands date-times over as
 * `Date`s; and it writes only the fields it names, the others keeping their defaults or what the row holds.
 */
import { type ResourceDef, type ResourceField, ResultCode } from '@console/contract';
import { z } from 'zod';
import { AppError } from '../core/errors.ts';
import { describeZodIssues } from '../core/validation.ts';
import { fieldNamer, fieldSchema } from './validators.ts';

/** Columns every table keeps that server code may set itself (a demo row's history, a back-dated import). */
const SYSTEM_NAMES = ['created_at', 'updated_at'];

function serverFieldSchema(field: ResourceField): z.ZodType {
  // JSON a server writes (a change record, a parsed document) may hold dates and undefined: stored as given.
  if (field.kind === 'json') return z.unknown();
  if (field.kind === 'datetime')
    return z.preprocess((value) => (value instanceof Date ? value.toISOString() : value), fieldSchema(field));
  if (field.kind === 'date')
    return z.preprocess(
      (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
      fieldSchema(field),
    );
  return fieldSchema(field);
}

const cache = new WeakMap<ResourceDef, { shape: z.ZodObject; names: Set<string> }>();

function validatorOf(def: ResourceDef) {
  let found = cache.get(def);
  if (!found) {
    const shape: Record<string, z.ZodType> = {};
    for (const field of def.fields) shape[field.name] = serverFieldSchema(field).optional();
    for (const name of SYSTEM_NAMES) shape[name] ??= z.union([z.date(), z.string()]).optional();
    found = { shape: z.object(shape), names: new Set(Object.keys(shape)) };
    cache.set(def, found);
  }
  return found;
}

/**
 * `values` as the family's rules take them (trimmed, sanitised, rounded), or refused: a value breaking a field's
 * rule is an AppError naming the field by its label (the value may come from a person: an imported file, a form
 * a module reads), while a name the family does not declare is a thrown Error — only a programmer can write it,
 * and storing nothing in silence (what the write did before) would hide the mistake.
 */
export function checkedValues(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  const { shape, names } = validatorOf(def);
  const unknown = Object.keys(values).filter((name) => !names.has(name));
  if (unknown.length > 0) throw new Error(`${def.key} has no field ${unknown.join(', ')}`);
  const result = shape.safeParse(values, { reportInput: true });
  if (!result.success) {
    throw new AppError(ResultCode.invalid, describeZodIssues(result.error.issues, def.key, fieldNamer(def)));
  }
  // Only the names given: a field left out keeps its default on add, and the row's value on update.
  return Object.fromEntries(Object.keys(values).map((name) => [name, result.data[name]]));
}
