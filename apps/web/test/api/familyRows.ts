/**
 * A family's generic endpoints answered from rows in memory, through the fake API (so every answer is checked
 * against the family's declared row schema): list (filtered by its declared filters, paged), get, options,
 * tree, add, update, save, del, enable, status, the workflow's transitions and export. Rows are completed from
 * the declaration (`rowOf`): a test names only the values it is about, the rest are what an empty row holds.
 */
import {
  type EnumField,
  RANGE_FROM_SUFFIX,
  RANGE_TO_SUFFIX,
  type ResourceDef,
  type ResourceField,
  type ResourceRow,
  resourcePaths,
  transitionPath,
} from '@console/contract';
import { type ApiCall, type FakeApi, type FileAnswer, Refusal } from './fakeApi.ts';

export const STAMP = '2024-03-01T08:00:00.000Z';
/** The timestamps of a row nobody changed since. */
export const stamp = { created_at: STAMP, updated_at: STAMP };

/** What a field holds in a row nobody filled (as the database's defaults and nulls give it). */
function emptyValue(field: ResourceField): unknown {
  const declared = 'default' in field ? field.default : undefined;
  if (declared !== undefined) return declared;
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'richText':
    case 'image':
    case 'file':
      return '';
    case 'boolean':
      return false;
    case 'multiReference':
    case 'children':
      return [];
    case 'enum':
      return field.required ? (field as EnumField).options[0]?.value : null;
    case 'integer':
    case 'decimal':
    case 'reference':
      return field.required ? 0 : null;
    case 'date':
    case 'datetime':
      return field.required ? STAMP : null;
    case 'json':
      return null;
  }
}

/** A whole row of `def`: the values given over an empty row. */
export function rowOf(def: ResourceDef, values: GivenRow): ResourceRow {
  const row: Record<string, unknown> = { created_at: STAMP };
  if (def.updatedAt !== false) row.updated_at = STAMP;
  for (const field of def.fields) {
    if (field.secret || field.name === 'created_at' || field.name === 'updated_at') continue;
    row[field.name] = emptyValue(field);
  }
  return { ...row, ...values } as ResourceRow;
}

/** The row the engine stores from a write's values (`rowOf` over `stored`): what an add answers. */
export function writtenRow(def: ResourceDef, values: GivenRow): ResourceRow {
  return rowOf(def, { ...stored(def, values), id: values.id });
}

export interface FamilyRows {
  /** As the test gave or left them (answers complete each with `rowOf`, so a test may push a partial row). */
  rows: ResourceRow[];
  /** Path → refusal answered instead of the normal handling. */
  failing: Map<string, Refusal>;
  /** The export's bytes and headers (its name; the server's word that the file is cut). */
  exportBytes: Uint8Array;
  exportHeaders: Record<string, string>;
  /** When set, lists answer this total as the server's estimate (`total_estimated`), as for a huge table. */
  estimatedTotal?: number;
}

const TEXT_KINDS = new Set(['text', 'longText', 'richText', 'image', 'file']);

let nextChildId = 1000;

/**
 * A write's values as the engine stores them: an empty value is '' for text-like kinds, null for the others;
 * a new child row gets its id.
 */
function stored(def: ResourceDef, body: Record<string, unknown>): Record<string, unknown> {
  const values = { ...body };
  for (const field of def.fields) {
    const value = values[field.name];
    const text = TEXT_KINDS.has(field.kind);
    if (value === null && text) values[field.name] = '';
    else if (value === '' && !text) values[field.name] = null;
    else if (field.kind === 'children' && Array.isArray(value))
      values[field.name] = value.map((child: Record<string, unknown>) => ({ id: nextChildId++, ...child }));
  }
  return values;
}

function matches(def: ResourceDef, row: ResourceRow, key: string, value: string): boolean {
  const base = key.endsWith(RANGE_FROM_SUFFIX)
    ? key.slice(0, -RANGE_FROM_SUFFIX.length)
    : key.endsWith(RANGE_TO_SUFFIX)
      ? key.slice(0, -RANGE_TO_SUFFIX.length)
      : key;
  const field = def.fields.find((f) => f.name === base && f.filter);
  if (!field || base !== key) return true;
  const held = row[field.name];
  if (field.filter === 'contains') return String(held ?? '').includes(value);
  if (field.filter === 'enum') return value.split(',').includes(String(held));
  if (field.filter === 'exact') return String(held) === value;
  return true;
}

/** Serves `def`'s endpoints from `rows` (kept in the order given: the test's rows are the server's order). */
/** A row as a test gives it: its id and the values it is about. */
export type GivenRow = Record<string, unknown> & { id: number };

export function serveFamily(api: FakeApi, def: ResourceDef, rows: readonly GivenRow[] = []): FamilyRows {
  api.declareFamily(def);
  const served: FamilyRows = {
    rows: rows.map((row) => rowOf(def, row)),
    failing: new Map(),
    exportBytes: new Uint8Array([80, 75, 3, 4, 1, 2, 3, 4, 5, 6]),
    // The server's name for the file: the family's label.
    exportHeaders: {
      'Content-Disposition': `attachment; filename="${def.key}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${def.label.zh}.xlsx`)}`,
    },
  };
  let nextId = Math.max(0, ...rows.map((r) => r.id)) + 1;
  const paths = resourcePaths(def);
  const find = (id: unknown) => served.rows.find((r) => r.id === Number(id));
  const notFound = () => new Refusal(4, '记录不存在');
  const idsOf = (call: ApiCall) => new Set((call.body as { ids: number[] }).ids);
  const serve = (path: string, handler: (call: ApiCall, body: Record<string, unknown>) => unknown) =>
    api.on(path, (call) => {
      const failure = served.failing.get(path);
      return failure ?? handler(call, (call.body ?? {}) as Record<string, unknown>);
    });

  const add = (body: Record<string, unknown>) => {
    const row = rowOf(def, { ...stored(def, body), id: nextId++ });
    served.rows.push(row);
    return row;
  };
  const update = (body: Record<string, unknown>) => {
    const row = find(body.id);
    if (!row) return notFound();
    Object.assign(row, stored(def, body), { updated_at: '2024-04-01T00:00:00.000Z' });
    return rowOf(def, row);
  };
  const set = (ids: Set<number>, field: string, value: unknown) => {
    let updated = 0;
    for (const row of served.rows) {
      if (ids.has(row.id) && row[field] !== value) {
        row[field] = value;
        updated++;
      }
    }
    return { updated };
  };

  serve(paths.list, (call) => {
    const page = Number(call.query.get('page') ?? 1);
    const size = Number(call.query.get('size') ?? def.pageSize ?? 20);
    const filters = [...call.query].filter(([key]) => !['page', 'size', 'sort'].includes(key));
    const all = served.rows.filter((row) => filters.every(([key, value]) => matches(def, row, key, value)));
    const list = all.slice((page - 1) * size, page * size).map((row) => rowOf(def, row));
    if (served.estimatedTotal !== undefined)
      return { list, total: served.estimatedTotal, page, size, total_estimated: true };
    return { list, total: all.length, page, size };
  });
  serve(paths.get, (call) => {
    const row = find(call.query.get('id'));
    return row ? rowOf(def, row) : notFound();
  });
  serve(paths.options, (call) => {
    const ids = call.query.get('ids')?.split(',').map(Number);
    const q = call.query.get('q') ?? '';
    return served.rows
      .filter((row) => (ids ? ids.includes(row.id) : String(row[def.titleField] ?? '').includes(q)))
      .map((row) => ({ value: row.id, label: String(row[def.titleField] ?? '') }));
  });
  if (def.tree) {
    const parent = def.tree.parentField;
    serve(paths.tree, () =>
      served.rows.map((row) => ({
        value: row.id,
        label: String(row[def.titleField] ?? ''),
        parent: (row[parent] as number | null) ?? null,
      })),
    );
  }
  const actions = new Set(def.actions);
  if (actions.has('add')) serve(paths.add, (_call, body) => add(body));
  if (actions.has('update')) serve(paths.update, (_call, body) => update(body));
  if (actions.has('save')) {
    // `save` is add or update as its action says (the server refuses anything else).
    serve(paths.save, (_call, { action, ...body }) =>
      action === 'add' ? add(body) : action === 'update' ? update(body) : new Refusal(2, 'action: 无效'),
    );
  }
  if (actions.has('del')) {
    serve(paths.del, (call) => {
      const ids = idsOf(call);
      const before = served.rows.length;
      served.rows = served.rows.filter((r) => !ids.has(r.id));
      return { deleted: before - served.rows.length };
    });
  }
  if (actions.has('enable')) {
    serve(paths.enable, (call, body) => set(idsOf(call), def.enableField ?? 'enabled', body.enabled));
  }
  for (const transition of def.workflow?.transitions ?? []) {
    // A server-only transition has no endpoint: only module code runs it.
    if (transition.serverOnly) continue;
    const field = def.workflow?.field ?? '';
    serve(transitionPath(def, transition), (call) => set(idsOf(call), field, transition.to));
  }
  if (actions.has('export')) {
    serve(paths.export, (): FileAnswer => {
      const bytes = served.exportBytes;
      // In two pieces, as a download reads a stream.
      return { chunks: [bytes.slice(0, 4), bytes.slice(4)], headers: served.exportHeaders };
    });
  }
  return served;
}
