/**
 * A family's row as the API hands it over, as a zod schema derived from its declaration: the answer schema
 * of its `get` (and, without `detailOnly` children, of its list rows), and of the custom endpoints answering
 * its rows. It says what `RowOf` says, field by field, so an answer the engine shapes differently fails the
 * output check of the tests.
 */
import { z } from 'zod';
import type { ListRowOf, RowOf } from './row-of.ts';
import type { ResourceDef, ResourceField, ScalarField } from './types.ts';

const SYSTEM = new Set(['id', 'created_at', 'updated_at']);

/** Present in every row (required, or filled by a default), else possibly null (as `RowOf` says). */
function present(field: ScalarField, schema: z.ZodType): z.ZodType {
  const always = field.required === true || ('default' in field && field.default !== undefined);
  return always ? schema : schema.nullable();
}

function scalarValue(field: ScalarField): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'richText':
    case 'image':
    case 'file':
      return z.string();
    case 'boolean':
      return z.boolean();
    case 'integer':
    case 'reference':
      return present(field, z.number().int());
    case 'decimal':
      return present(field, z.number());
    case 'enum':
      return present(field, z.literal(field.options.map((option) => option.value)));
    case 'date':
    case 'datetime':
      return present(field, z.string());
    case 'json':
      return z.unknown();
  }
}

function fieldValue(field: ResourceField): z.ZodType {
  if (field.kind === 'multiReference') return z.array(z.number().int());
  if (field.kind === 'children') {
    const shape: Record<string, z.ZodType> = { id: z.number().int() };
    for (const child of field.fields) if (child.name !== 'id') shape[child.name] = scalarValue(child);
    return z.array(z.object(shape));
  }
  return scalarValue(field);
}

function schemaOf(def: ResourceDef, list: boolean): z.ZodType {
  const shape: Record<string, z.ZodType> = { id: z.number().int(), created_at: z.string() };
  if (def.updatedAt !== false) shape.updated_at = z.string();
  for (const field of def.fields) {
    if (field.secret || SYSTEM.has(field.name)) continue;
    if (list && field.kind === 'children' && field.detailOnly) continue;
    shape[field.name] = fieldValue(field);
  }
  // The titles of referenced rows, by field (a multi-reference's titles as a list).
  shape.$labels = z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()])).optional();
  return z.object(shape);
}

const rows = new WeakMap<ResourceDef, z.ZodType>();
const listRows = new WeakMap<ResourceDef, z.ZodType>();

/** The row of family `D` (`GET {base}/get`). */
export function rowSchemaOf<D extends ResourceDef>(def: D): z.ZodType<RowOf<D>> {
  const schema = rows.get(def) ?? schemaOf(def, false);
  rows.set(def, schema);
  return schema as z.ZodType<RowOf<D>>;
}

/** A row of a list page (`GET {base}/list`): without its `detailOnly` child rows. */
export function listRowSchemaOf<D extends ResourceDef>(def: D): z.ZodType<ListRowOf<D>> {
  const schema = listRows.get(def) ?? schemaOf(def, true);
  listRows.set(def, schema);
  return schema as z.ZodType<ListRowOf<D>>;
}
