/**
 * The validators of a family, derived from its declaration: what `add` and `update` accept. A failure names
 * the field by its label in the request's language (see core/validation.ts).
 */
import {
  type AssetField,
  imageMimeTypes,
  MAX_TRANSITION_ROWS,
  type ResourceDef,
  type ResourceField,
  ROW_VERSION_FIELD,
  ROW_VERSIONS_FIELD,
  type RowVersions,
  type ScalarField,
  type TextCheck,
  textChecks,
  transitionFields,
  UPLOAD_URL_PREFIX,
  uploadTypes,
  type WorkflowTransition,
} from '@console/contract';
import { z } from 'zod';
import type { LocalText } from '../core/messages.ts';
import type { FieldNamer } from '../core/validation.ts';
import { sanitizeRichText } from './rich-text.ts';
import { isScalar } from './tables.ts';

/** Longest URL an image or file field keeps. */
const MAX_URL_LENGTH = 1000;
/** Most links one multi-reference field may hold. */
const MAX_LINKS = 2000;
/** Most child rows when the declaration does not say. */
const DEFAULT_MAX_CHILDREN = 500;

/** A refinement's message in both languages (core/validation.ts reads `params`). */
function refusal(zh: string, en: string) {
  return { message: en, params: { zh, en } };
}

/** An uploaded file's URL (`/uploads/…`) or an absolute http(s) URL; never `javascript:` or a relative path. */
const assetUrl = z
  .string()
  .max(MAX_URL_LENGTH)
  .refine(
    (value) => value === '' || value.startsWith(UPLOAD_URL_PREFIX) || /^https?:\/\//.test(value),
    refusal('必须是上传的文件或 http(s) 链接', 'must be an uploaded file or an http(s) URL'),
  );

type UploadMime = keyof typeof uploadTypes;

/**
 * The file extensions an asset field takes: those of its `accept` MIME types (`image/*` meaning every image
 * type), or of every image type for an image field; undefined when any file will do.
 */
export function acceptedExtensions(field: AssetField): string[] | undefined {
  const accept = field.accept ?? (field.kind === 'image' ? imageMimeTypes : undefined);
  if (!accept) return undefined;
  const mimes = Object.keys(uploadTypes) as UploadMime[];
  const extensions: string[] = accept
    .flatMap((type) =>
      type.endsWith('/*') ? mimes.filter((mime) => mime.startsWith(type.slice(0, -1))) : [type],
    )
    .filter((mime): mime is UploadMime => Object.hasOwn(uploadTypes, mime))
    .map((mime) => uploadTypes[mime]);
  // A URL elsewhere may spell JPEG either way; an upload is always stored as .jpg.
  if (extensions.includes('jpg')) extensions.push('jpeg');
  return [...new Set(extensions)];
}

/** The lower-case extension of a URL's path (query and fragment left out), or '' when it has none. */
export function urlExtension(url: string): string {
  let path = url.split(/[?#]/)[0] ?? '';
  if (/^https?:\/\//.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return '';
    }
  }
  const last = path.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}

/**
 * An image or file field's value: an asset URL whose type the field takes. The browser's picker only offers
 * those types; this is the rule, for every caller.
 */
function assetSchema(field: AssetField): z.ZodType<string> {
  const extensions = acceptedExtensions(field);
  if (!extensions) return assetUrl;
  const listed = extensions.filter((ext) => ext !== 'jpeg');
  const message =
    field.kind === 'image' && !field.accept
      ? refusal(`必须是图片（${listed.join('、')}）`, `must be an image (${listed.join(', ')})`)
      : refusal(`文件类型必须是 ${listed.join('、')}`, `must be a file of type ${listed.join(', ')}`);
  return assetUrl.refine((value) => value === '' || extensions.includes(urlExtension(value)), message);
}

function textSchema(field: Extract<ScalarField, { kind: 'text' | 'longText' | 'richText' }>) {
  let schema = z.string();
  if (field.kind === 'text') schema = schema.trim();
  if (field.required) schema = schema.min(Math.max(1, field.min ?? 1));
  else if (field.min !== undefined)
    schema = schema.refine(
      (v) => v === '' || v.length >= (field.min ?? 0),
      refusal(`长度不能少于 ${field.min}`, `must be at least ${field.min} long`),
    );
  if (field.max !== undefined) schema = schema.max(field.max);
  if (field.pattern) {
    const pattern = new RegExp(field.pattern);
    schema = schema.refine(
      (value) => value === '' || pattern.test(value),
      refusal(field.patternMessage?.zh ?? '格式不正确', field.patternMessage?.en ?? 'has an invalid format'),
    );
  }
  if (field.kind === 'richText') return schema.transform(sanitizeRichText);
  if (field.check) {
    const check: TextCheck = textChecks[field.check];
    return schema
      .transform(check.normalize)
      .refine((value) => value === '' || check.test(value), refusal(check.message.zh, check.message.en));
  }
  return schema;
}

/** The validator of one scalar value, without the optional/nullable wrapping. */
function scalarSchema(field: ScalarField): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'richText':
      return textSchema(field);
    case 'integer': {
      let schema = z.number().int();
      if (field.min !== undefined) schema = schema.min(field.min);
      if (field.max !== undefined) schema = schema.max(field.max);
      return schema;
    }
    case 'decimal': {
      let schema = z.number();
      if (field.min !== undefined) schema = schema.min(field.min);
      if (field.max !== undefined) schema = schema.max(field.max);
      const scale = field.scale ?? 2;
      // The column holds precision − scale digits before the point; a larger number is refused, not a 500.
      const limit = 10 ** ((field.precision ?? 18) - scale);
      schema = schema.gt(-limit).lt(limit);
      const factor = 10 ** scale;
      return schema.transform((value) => Math.round(value * factor) / factor);
    }
    case 'boolean':
      return z.boolean();
    case 'enum': {
      return z.literal(field.options.map((option) => option.value));
    }
    case 'datetime':
      return z.iso.datetime({ offset: true }).transform((value) => new Date(value));
    case 'date':
      return z.iso.date();
    case 'image':
    case 'file':
      return assetSchema(field);
    case 'reference':
      return z.number().int().positive();
    case 'json':
      return z.json();
  }
}

/** Text-like fields store '' for "no value"; the others store null. */
function emptyValue(field: ScalarField): '' | null {
  return ['text', 'longText', 'richText', 'image', 'file'].includes(field.kind) ? '' : null;
}

export function fieldSchema(field: ResourceField): z.ZodType {
  if (field.kind === 'multiReference') {
    return z
      .array(z.number().int().positive())
      .max(MAX_LINKS)
      .transform((ids) => [...new Set(ids)]);
  }
  if (field.kind === 'children') {
    // A row read back keeps its id: the engine changes that row in place (see children.ts).
    const row = z.strictObject({
      id: z.number().int().positive().optional(),
      ...Object.fromEntries(field.fields.map((child) => [child.name, optionalScalar(child, 'add')])),
    });
    return z.array(row).max(field.max ?? DEFAULT_MAX_CHILDREN);
  }
  return field.required ? scalarSchema(field) : optionalScalar(field, 'update');
}

/**
 * A field that may be left out or sent empty: null (and '' for non-text kinds, as form controls send) means
 * "no value". On add, a left-out field takes its declared default.
 */
function optionalScalar(field: ScalarField, mode: 'add' | 'update'): z.ZodType {
  const empty = emptyValue(field);
  // Text-like kinds take '' themselves; the others take null. Not a union: a refused value keeps the
  // field's own reason (`不能大于 30`) instead of a union's "invalid input".
  const inner = scalarSchema(field);
  const base = z.preprocess(
    (value) => (value === null || (value === '' && empty === null) ? empty : value),
    field.required || empty === '' ? inner : inner.nullable(),
  );
  const fallback = 'default' in field && field.default !== undefined ? field.default : empty;
  return mode === 'add'
    ? base.optional().transform((value) => (value === undefined ? fallback : value))
    : base;
}

/**
 * Fields a client may write: on add everything not read-only; on update also not immutable. A secret (a
 * password hash) is the server's to set, never a client's.
 */
export function writableFields(def: ResourceDef, mode: 'add' | 'update'): ResourceField[] {
  return def.fields.filter(
    (field) =>
      !field.readOnly &&
      !field.secret &&
      !['id', 'created_at', 'updated_at'].includes(field.name) &&
      (mode === 'add' || !field.immutable),
  );
}

const cache = new WeakMap<ResourceDef, { add: z.ZodObject; update: z.ZodObject }>();

/** `add`: required fields must be present, the rest get their defaults. `update`: `id` plus any writable fields. */
export function validatorsOf(def: ResourceDef): { add: z.ZodObject; update: z.ZodObject } {
  let validators = cache.get(def);
  if (!validators) {
    const addShape: Record<string, z.ZodType> = {};
    for (const field of writableFields(def, 'add')) {
      const hasDefault = 'default' in field && field.default !== undefined;
      addShape[field.name] =
        isScalar(field) && (!field.required || hasDefault)
          ? optionalScalar(field, 'add')
          : field.required
            ? fieldSchema(field)
            : fieldSchema(field).optional();
    }
    const updateShape: Record<string, z.ZodType> = { id: z.number().int().positive() };
    for (const field of writableFields(def, 'update'))
      updateShape[field.name] = fieldSchema(field).optional();
    // The version the change was made on (see engine/versions.ts): a family without updated_at has none.
    if (def.updatedAt !== false) updateShape[ROW_VERSION_FIELD] = z.iso.datetime({ offset: true }).optional();
    validators = { add: z.strictObject(addShape), update: z.strictObject(updateShape) };
    cache.set(def, validators);
  }
  return validators;
}

const saveCache = new WeakMap<ResourceDef, z.ZodType>();

/** `save`: `{action: 'add', …}` as add takes it, or `{action: 'update', id, …}` as update takes it. */
export function saveValidatorOf(def: ResourceDef): z.ZodType<SaveInput> {
  let validator = saveCache.get(def);
  if (!validator) {
    const { add, update } = validatorsOf(def);
    validator = z.discriminatedUnion('action', [
      add.extend({ action: z.literal('add') }),
      update.extend({ action: z.literal('update') }),
    ]);
    saveCache.set(def, validator);
  }
  return validator as z.ZodType<SaveInput>;
}

export type SaveInput =
  | ({ action: 'add' } & Record<string, unknown>)
  | ({ action: 'update'; id: number } & Record<string, unknown>);

const transitionCache = new WeakMap<WorkflowTransition, z.ZodType<TransitionInput>>();

/**
 * A transition's body: the rows (`ids`, or one `id`) and the transition's inputs, each by its field's own rule
 * and required when the transition says so (a required text must hold more than spaces).
 */
export function transitionValidatorOf(
  def: ResourceDef,
  transition: WorkflowTransition,
): z.ZodType<TransitionInput> {
  let validator = transitionCache.get(transition);
  if (!validator) {
    const shape: Record<string, z.ZodType> = {};
    for (const { input, field } of transitionFields(def, transition)) {
      const rule = { ...field, required: input.required === true } as ResourceField;
      const trimmed = ['text', 'longText', 'richText'].includes(field.kind) && input.required;
      const schema = fieldSchema(rule);
      // An optional input whose column always holds a value (a flag, a field with a default) left empty in the
      // dialog keeps the row's value: null there means "not given", never "store null".
      const keepsValue = field.kind === 'boolean' || ('default' in field && field.default !== undefined);
      shape[field.name] = trimmed
        ? z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema)
        : input.required
          ? schema
          : keepsValue
            ? z.preprocess((value) => (value === null ? undefined : value), schema.optional())
            : schema.optional();
    }
    const ids = z.array(z.number().int().positive()).min(1).max(MAX_TRANSITION_ROWS);
    validator = z
      .union([
        z.strictObject({ ids, ...shape, [ROW_VERSIONS_FIELD]: rowVersions.optional() }),
        z.strictObject({
          id: z.number().int().positive(),
          ...shape,
          [ROW_VERSIONS_FIELD]: rowVersions.optional(),
        }),
      ])
      .transform(({ ids: many, id, [ROW_VERSIONS_FIELD]: versions, ...inputs }: Record<string, unknown>) => ({
        ids: [...new Set((many as number[] | undefined) ?? [id as number])],
        inputs: Object.fromEntries(Object.entries(inputs).filter(([, value]) => value !== undefined)),
        versions: versions as RowVersions | undefined,
      })) as z.ZodType<TransitionInput>;
    transitionCache.set(transition, validator);
  }
  return validator;
}

export interface TransitionInput {
  ids: number[];
  inputs: Record<string, unknown>;
  versions?: RowVersions;
}

/** `{"12": "2026-05-01T08:00:00.000Z"}`: the version (`updated_at`) of each row as the client showed it. */
export const rowVersions = z
  .record(z.string().regex(/^\d{1,10}$/), z.string().min(1).max(40))
  .refine((versions) => Object.keys(versions).length <= 1000, { message: 'at most 1000 versions' })
  .transform((versions) => versions as RowVersions);

/** `{ids: [1, 2]}` or `{id: 1}`, at most 1000 rows at once, with the versions the client showed. */
export const idsBody = z
  .union([
    z.strictObject({
      ids: z.array(z.number().int().positive()).min(1).max(1000),
      [ROW_VERSIONS_FIELD]: rowVersions.optional(),
    }),
    z.strictObject({ id: z.number().int().positive(), [ROW_VERSIONS_FIELD]: rowVersions.optional() }),
  ])
  .transform((body) => ({
    ids: 'ids' in body ? [...new Set(body.ids)] : [body.id],
    versions: body[ROW_VERSIONS_FIELD],
  }));

export const enableBody = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1).max(1000),
  enabled: z.boolean(),
  [ROW_VERSIONS_FIELD]: rowVersions.optional(),
});

/** Names a field in a validation message by its label: `标签名: 不能为空`, `属性 第 2 行 数值: …`. */
export function fieldNamer(def: ResourceDef): FieldNamer {
  return (path) => {
    const field = def.fields.find((f) => f.name === path[0]);
    if (!field) return undefined;
    if (field.kind === 'children' && typeof path[1] === 'number') {
      const child = field.fields.find((f) => f.name === path[2]);
      const row = path[1] + 1;
      // The row itself (an unknown key in it): `属性 第 2 行`.
      if (path[2] === undefined)
        return { zh: `${field.label.zh} 第 ${row} 行`, en: `${field.label.en} row ${row}` };
      return {
        zh: `${field.label.zh} 第 ${row} 行 ${child?.label.zh ?? String(path[2])}`,
        en: `${field.label.en} row ${row} ${child?.label.en ?? String(path[2])}`,
      } satisfies LocalText;
    }
    return field.label;
  };
}
