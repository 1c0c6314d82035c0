/**
 * The engine's generated endpoints of a family as declarations: each path with what it answers, so the web
 * calls them through `call(endpoint, input)` like any declared endpoint (no caller names an answer type), and the
 * server's OpenAPI document describes their answers from the same schemas. Their inputs are parsed on the
 * server by validators the engine builds from the family's fields (engine/validators.ts); here a write's body is
 * any object, which those validators then judge.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { contactPath } from './contact-masks.ts';
import { resourcePaths } from './resource-paths.ts';
import type { ListRowOf, RowOf } from './row-of.ts';
import { listRowSchemaOf, rowSchemaOf } from './row-schema.ts';
import { type ResourcePage, ROW_VERSIONS_FIELD } from './rows.ts';
import type { ResourceDef } from './types.ts';
import { transitionPath, type WorkflowTransition } from './workflow.ts';

/** `{deleted}`: what a delete answers. */
export const deletedAnswer = z.object({ deleted: z.number().int() });
/** `{updated}`: what enable and a workflow transition answer. */
export const updatedAnswer = z.object({ updated: z.number().int() });
/** One choice in a reference picker (`GET {base}/options`). */
export const referenceOptionSchema = z.object({ value: z.number().int(), label: z.string() });
/** One node of a tree family (`GET {base}/tree`). */
export const treeOptionSchema = referenceOptionSchema.extend({ parent: z.number().int().nullable() });

type ListPage<D extends ResourceDef> = Omit<ResourcePage, 'list'> & { list: ListRowOf<D>[] };

/** A list page of family `D` around its list rows. */
export function listPageSchemaOf<D extends ResourceDef>(def: D): z.ZodType<ListPage<D>> {
  return z.object({
    list: z.array(listRowSchemaOf(def)),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    total_estimated: z.literal(true).optional(),
  }) as unknown as z.ZodType<ListPage<D>>;
}

/** A write's body: an object the engine's validators of the family judge. */
const writeBody = z.record(z.string(), z.unknown());
/** The rows a change of several names, with the versions the caller saw (the engine refuses a stale one). */
const rowsBody = z.object({
  ids: z.array(z.number().int()),
  [ROW_VERSIONS_FIELD]: z.record(z.string(), z.string()).optional(),
});
/** A list's query: its page, size, sort and the family's declared filters (flat values). */
const listQuery = z.record(z.string(), z.union([z.string(), z.number()]));

function declare<D extends ResourceDef>(def: D) {
  const paths = resourcePaths(def);
  const name = (zh: string, en: string) => ({ zh: `${def.label.zh}${zh}`, en: `${def.label.en}: ${en}` });
  const row = rowSchemaOf(def) as z.ZodType<RowOf<D>>;
  return {
    list: endpoint({
      method: 'GET',
      path: paths.list,
      name: name('列表', 'list'),
      input: listQuery,
      output: listPageSchemaOf(def),
    }),
    get: endpoint({
      method: 'GET',
      path: paths.get,
      name: name('详情', 'one row'),
      input: z.object({ id: z.number().int() }),
      output: row,
    }),
    options: endpoint({
      method: 'GET',
      path: paths.options,
      name: name('选项', 'choices for a picker'),
      input: z.object({
        q: z.string().optional(),
        ids: z.string().optional(),
        size: z.number().int().optional(),
      }),
      output: z.array(referenceOptionSchema),
    }),
    tree: endpoint({
      method: 'GET',
      path: paths.tree,
      name: name('树', 'the tree'),
      input: z.object({}),
      output: z.array(treeOptionSchema),
    }),
    add: endpoint({
      method: 'POST',
      path: paths.add,
      name: name('新增', 'add'),
      input: writeBody,
      output: row,
    }),
    update: endpoint({
      method: 'POST',
      path: paths.update,
      name: name('修改', 'update'),
      input: writeBody,
      output: row,
    }),
    save: endpoint({
      method: 'POST',
      path: paths.save,
      name: name('新增/修改', 'add or update'),
      input: writeBody,
      output: row,
    }),
    restore: endpoint({
      method: 'POST',
      path: paths.restore,
      name: name('恢复', 'restore from the history'),
      input: z.object({ audit_id: z.number().int(), field: z.string().optional() }),
      output: row,
    }),
    del: endpoint({
      method: 'POST',
      path: paths.del,
      name: name('删除', 'delete'),
      input: rowsBody,
      output: deletedAnswer,
    }),
    enable: endpoint({
      method: 'POST',
      path: paths.enable,
      name: name('启用/停用', 'enable or disable'),
      input: rowsBody.extend({ enabled: z.boolean() }),
      output: updatedAnswer,
    }),
  };
}

export type FamilyEndpoints<D extends ResourceDef> = ReturnType<typeof declare<D>>;

const declared = new WeakMap<ResourceDef, FamilyEndpoints<ResourceDef>>();

/** The generated endpoints of family `def`, declared once per family. */
export function familyEndpoints<D extends ResourceDef>(def: D): FamilyEndpoints<D> {
  // Cached under the plain declaration type: the map cannot say each entry's own family.
  const known = declared.get(def) ?? (declare(def) as unknown as FamilyEndpoints<ResourceDef>);
  declared.set(def, known);
  return known as unknown as FamilyEndpoints<D>;
}

/** A declared transition of family `def` (`POST {base}/{name}`): its own inputs, and the rows it moves. */
export function transitionEndpoint(def: ResourceDef, transition: WorkflowTransition) {
  return endpoint({
    method: 'POST',
    path: transitionPath(def, transition),
    name: { zh: `${def.label.zh}${transition.label.zh}`, en: `${def.label.en}: ${transition.label.en}` },
    input: writeBody,
    output: updatedAnswer,
  });
}

/** `GET {base}/contact?id=`: one row's masked fields unmasked (the "view contact" authority; audited). */
export function contactEndpoint(def: ResourceDef) {
  return endpoint({
    method: 'GET',
    path: contactPath(def),
    name: { zh: `${def.label.zh}联系方式`, en: `${def.label.en}: contact` },
    input: z.object({ id: z.number().int() }),
    output: z.record(z.string(), z.string()),
  });
}
