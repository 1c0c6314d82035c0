/**
 * The engine's generated endpoints of every declared family, described from the same declarations and zod
 * validators the engine parses them with (engine/validators.ts, http/family-routes.ts): list and export with the
 * family's declared filters and sort keys, get, options, tree, add, update, save, restore, del, enable,
 * status and the declared transitions. Keyed by `METHOD path` so the document pairs them with the routes
 * actually registered.
 */
import {
  contactPath,
  deletedAnswer,
  listRowSchemaOf,
  MAX_PAGE_SIZE,
  maskedFieldsOf,
  RANGE_FROM_SUFFIX,
  RANGE_TO_SUFFIX,
  type ResourceAction,
  type ResourceDef,
  type ResourceField,
  referenceOptionSchema,
  resourcePaths,
  rowSchemaOf,
  transitionPath,
  treeOptionSchema,
  updatedAnswer,
} from '@console/contract';
import { z } from 'zod';
import {
  enableBody,
  idsBody,
  saveValidatorOf,
  sortableFields,
  transitionValidatorOf,
  validatorsOf,
} from '../../engine/index.ts';
import { getQuery, optionsQuery, restoreBody } from '../../http/family-routes.ts';

/** A JSON Schema, as `z.toJSONSchema` writes it (OpenAPI 3.1 speaks JSON Schema 2020-12). */
export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

/** What the document says of one operation, before it is wrapped in the envelope. */
export interface Described {
  summary: { zh: string; en: string };
  tag: string;
  parameters?: Parameter[];
  /** A POST's JSON body. */
  body?: JsonSchema;
  /** A multipart upload's file field and the media types it takes (the query is in `parameters`). */
  upload?: { field: string; accept: readonly string[] };
  /** The envelope's `data`; undefined: not described yet. */
  data?: JsonSchema;
  /** Answered as a file, not the envelope (an export). */
  file?: string | readonly string[];
  /** Answered as Server-Sent Events: `{event, data}` per event name (a stream endpoint). */
  events?: JsonSchema;
}

/** A schema as a client writes its input (before transforms), or as the server's answer is shaped. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // `any` for what JSON Schema cannot say (a transform's result): the document stays whole rather than failing.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

/** The query parameters of a GET whose input is one object schema. */
export function queryParameters(schema: z.ZodType): Parameter[] {
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: object.required?.includes(name) ?? false,
    schema: property,
  }));
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The value one filter key takes, as the list's query protocol reads it (engine/query.ts). */
function filterValue(field: ResourceField): JsonSchema {
  const compared =
    field.kind === 'children' ? (field.fields.find((f) => f.name === field.filterField) ?? field) : field;
  switch (compared.kind) {
    case 'integer':
    case 'reference':
    case 'multiReference':
      return { type: 'integer' };
    case 'decimal':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'enum':
      return { enum: compared.options.map((option) => option.value) };
    default:
      return { type: 'string' };
  }
}

/** `page`, `size`, `sort` and one parameter per declared filter key (two for a range). */
export function listParameters(def: ResourceDef): Parameter[] {
  const sortKeys = sortableFields(def).flatMap((name) => [name, `-${name}`]);
  const parameters: Parameter[] = [
    { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } },
    {
      name: 'size',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: def.pageSize ?? 20 },
    },
    {
      name: 'sort',
      in: 'query',
      required: false,
      description: `A sortable field, \`-\` before it for descending; default ${def.defaultSort.order === 'desc' ? '-' : ''}${def.defaultSort.field}.`,
      schema: { type: 'string', enum: sortKeys },
    },
  ];
  for (const field of def.fields) {
    if (!field.filter) continue;
    const label = `${field.label.en} (${field.label.zh})`;
    if (field.filter === 'range' || field.filter === 'dateRange') {
      const value: JsonSchema =
        field.kind === 'date' || field.kind === 'datetime'
          ? { type: 'string', description: 'YYYY-MM-DD, or a date-time with its offset' }
          : filterValue(field);
      for (const [suffix, edge] of [
        [RANGE_FROM_SUFFIX, 'from'],
        [RANGE_TO_SUFFIX, 'to'],
      ] as const) {
        parameters.push({
          name: `${field.name}${suffix}`,
          in: 'query',
          required: false,
          description: `${label}: ${edge} (inclusive).`,
          schema: value,
        });
      }
    } else if (field.filter === 'enum' || field.filter === 'subtree') {
      const values = field.filter === 'enum' ? filterValue(field) : { type: 'integer' };
      parameters.push({
        name: field.name,
        in: 'query',
        required: false,
        description: `${label}: one or more values, comma separated${field.filter === 'subtree' ? ' (each with its descendants)' : ''}. Each: ${JSON.stringify(values)}.`,
        schema: { type: 'string' },
      });
    } else {
      parameters.push({
        name: field.name,
        in: 'query',
        required: false,
        description: `${label}: ${field.filter === 'contains' ? 'contains the text' : 'equals'}.`,
        schema: field.filter === 'contains' ? { type: 'string', maxLength: 200 } : filterValue(field),
      });
    }
  }
  return parameters;
}

const updated = jsonSchema(updatedAnswer, 'output');
/** A list page around its rows (`list` filled in per family). */
const listPage = jsonSchema(
  z.object({
    list: z.array(z.unknown()),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    total_estimated: z.literal(true).optional(),
  }),
  'output',
) as JsonSchema & { properties: Record<string, JsonSchema> };

/** `v1_header` → `V1Header`: a family's name among the document's schemas. */
const schemaName = (key: string) =>
  key.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_match, _gap: string, letter: string) =>
    letter.toUpperCase(),
  );

/**
 * The generic operations of one family, by `METHOD path`, leaving out the actions its module serves. Its row
 * (what get, add, update and save answer) and its list row are put once into `schemas` and referred to, so
 * the document carries each family's fields once rather than in every answer.
 */
export function familyOperations(
  def: ResourceDef,
  replaced: readonly ResourceAction[],
  schemas: Record<string, JsonSchema>,
): Map<string, Described> {
  const paths = resourcePaths(def);
  const tag = def.label.en;
  const has = (action: ResourceAction) => def.actions.includes(action) && !replaced.includes(action);
  const named = (zh: string, en: string) => ({ zh: `${def.label.zh}${zh}`, en: `${def.label.en}: ${en}` });
  const name = schemaName(def.key);
  schemas[`${name}Row`] = jsonSchema(rowSchemaOf(def), 'output');
  schemas[`${name}ListRow`] = jsonSchema(listRowSchemaOf(def), 'output');
  const row: JsonSchema = { $ref: `#/components/schemas/${name}Row` };
  const operations = new Map<string, Described>();
  const add = (method: 'GET' | 'POST', path: string, described: Omit<Described, 'tag'>) =>
    operations.set(`${method} ${path}`, { tag, ...described });

  add('GET', paths.list, {
    summary: named('列表', 'list'),
    parameters: listParameters(def),
    data: {
      ...listPage,
      properties: {
        ...listPage.properties,
        list: { type: 'array', items: { $ref: `#/components/schemas/${name}ListRow` } },
      },
    },
  });
  add('GET', paths.get, {
    summary: named('详情', 'one row'),
    parameters: queryParameters(getQuery),
    data: row,
  });
  add('GET', paths.options, {
    summary: named('选项', 'choices for a picker'),
    parameters: queryParameters(optionsQuery),
    data: jsonSchema(z.array(referenceOptionSchema), 'output'),
  });
  if (def.tree) {
    add('GET', paths.tree, {
      summary: named('树', 'the tree'),
      data: jsonSchema(z.array(treeOptionSchema), 'output'),
    });
  }
  const { add: addBody, update: updateBody } = validatorsOf(def);
  if (has('add'))
    add('POST', paths.add, { summary: named('新增', 'add'), body: jsonSchema(addBody, 'input'), data: row });
  if (has('update')) {
    add('POST', paths.update, {
      summary: named('修改', 'update'),
      body: jsonSchema(updateBody, 'input'),
      data: row,
    });
    add('POST', paths.restore, {
      summary: named('恢复', 'restore from the history (judged as update)'),
      body: jsonSchema(restoreBody, 'input'),
    });
  }
  if (has('save')) {
    add('POST', paths.save, {
      summary: named('新增/修改', 'add or update (by `action`)'),
      body: jsonSchema(saveValidatorOf(def), 'input'),
      data: row,
    });
  }
  for (const transition of def.workflow?.transitions ?? []) {
    if (transition.servedByModule || transition.serverOnly) continue;
    add('POST', transitionPath(def, transition), {
      summary: named(transition.label.zh, transition.label.en),
      body: jsonSchema(transitionValidatorOf(def, transition), 'input'),
      data: updated,
    });
  }
  if (has('del')) {
    add('POST', paths.del, {
      summary: named('删除', 'delete'),
      body: jsonSchema(idsBody, 'input'),
      data: jsonSchema(deletedAnswer, 'output'),
    });
  }
  if (has('enable'))
    add('POST', paths.enable, {
      summary: named('启用/停用', 'enable or disable'),
      body: jsonSchema(enableBody, 'input'),
      data: updated,
    });
  const masked = maskedFieldsOf(def);
  if (masked.length > 0) {
    add('GET', contactPath(def), {
      summary: named('联系方式', 'one row\'s contact unmasked (the "view contact" authority; audited)'),
      parameters: queryParameters(getQuery),
      data: jsonSchema(
        z.object(Object.fromEntries(masked.map((field) => [field.name, z.string()]))),
        'output',
      ),
    });
  }
  if (has('export')) {
    add('GET', paths.export, {
      summary: named('导出', 'export as xlsx (the list filters)'),
      parameters: listParameters(def).filter((parameter) => !['page', 'size'].includes(parameter.name)),
      file: XLSX,
    });
  }
  return operations;
}
