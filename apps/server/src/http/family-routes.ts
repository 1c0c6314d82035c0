/**
 * The HTTP face of the engine: the endpoints of a declared family, under its base path: list, get, options, and the actions it declares
 * (add, update, save, del, enable, export) and its workflow's transitions. Every one is a `judged` route named for the permission catalogue.
 */
import {
  contactPath,
  EXPORT_LIMIT_HEADER,
  EXPORT_TOTAL_HEADER,
  maskedFieldsOf,
  type ResourceAction,
  type ResourceDef,
  ResultCode,
  resourcePaths,
  transitionPath,
} from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../core/errors.ts';
import { pickLocale } from '../core/messages.ts';
import { parseInput } from '../core/validation.ts';
import { countExportRows, MAX_EXPORT_ROWS, sendExport } from '../engine/export.ts';
import { allFamilies } from '../engine/families.ts';
import type { FamilyRouteOptions, ResourceEngine } from '../engine/index.ts';
import { listRows } from '../engine/list.ts';
import { checkOwnedActions, ownerFilter, ownsRow, refuseOthersRows } from '../engine/owner.ts';
import { guardContactQuery, presentContact, recordContactAccess } from '../engine/personal-data.ts';
import { parseListQuery } from '../engine/query.ts';
import { getRow, referenceOptions, treeOptions } from '../engine/read.ts';
import { restoreFromHistory } from '../engine/restore.ts';
import {
  enableBody,
  fieldNamer,
  idsBody,
  saveValidatorOf,
  transitionValidatorOf,
  validatorsOf,
} from '../engine/validators.ts';
import { runTransition } from '../engine/workflow.ts';
import { addRow, deleteRows, setField, updateRow, type WriteDeps } from '../engine/write.ts';
import { requireAdmin } from './auth.ts';
import { ok } from './envelope.ts';

/** Most choices one `/options` call returns. */
const MAX_OPTIONS = 50;

export const getQuery = z.strictObject({ id: z.coerce.number().int().positive() });
export const restoreBody = z.strictObject({
  audit_id: z.number().int().positive(),
  field: z.string().min(1).max(64).optional(),
});
export const optionsQuery = z.strictObject({
  q: z.string().max(100).optional(),
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
    .transform((text) => text.split(',').map(Number))
    .optional(),
  size: z.coerce.number().int().min(1).max(MAX_OPTIONS).default(20),
});

export interface RouteDeps extends WriteDeps {
  /** Most rows an export writes (MAX_EXPORT_ROWS unless set). */
  exportLimit?: number;
  /** Rows a list counts exactly before its total becomes an estimate (EXACT_COUNT_CAP unless set). */
  exactCountCap?: number;
}

/**
 * Registers the endpoints of every family in a plugin of `api`, which Fastify loads after everything registered
 * on `api` before it — the modules and the plugins they register — so every module's hooks and replacements are
 * in place whatever the order of the modules.
 */
export function registerFamilyEndpoints(api: FastifyInstance, engine: ResourceEngine): void {
  api.register(async (families) => {
    engine.sealReplacements();
    for (const def of allFamilies())
      registerFamilyRoutes(families, def, engine, engine.replacementsOf(def.key));
  });
}

function registerFamilyRoutes(
  api: FastifyInstance,
  def: ResourceDef,
  deps: RouteDeps,
  options: FamilyRouteOptions = {},
): void {
  const paths = resourcePaths(def);
  const name = (verb: string) => `${def.label.zh}${verb}`;
  const has = (action: ResourceAction) => def.actions.includes(action) && !options.replaced?.includes(action);
  const nameField = fieldNamer(def);
  const { db } = deps;
  const locale = (request: FastifyRequest) => pickLocale(request.headers['accept-language']);
  checkOwnedActions(def, has);

  api.get(paths.list, { config: { name: name('列表') } }, async (request) => {
    const query = parseListQuery(def, request.query as Record<string, unknown>);
    const owned = def.ownerField ? ownerFilter(def, requireAdmin(request)) : undefined;
    if (owned) query.filters.push(owned);
    await guardContactQuery(request, def, query);
    const page = await listRows(db, def, query, { countCap: deps.exactCountCap });
    await presentContact(db, request, def, page.list, 'list');
    return ok(page);
  });

  api.get(paths.get, { config: { name: name('详情') } }, async (request) => {
    const { id } = parseInput(getQuery, request.query, 'query');
    const row = await getRow(db, def, id);
    // Another admin's row of an owned family is not there for this one.
    if (!row || (def.ownerField && !ownsRow(def, requireAdmin(request), row))) {
      throw new AppError(ResultCode.notFound, {
        zh: `${def.label.zh}不存在（ID ${id}）`,
        en: `No ${def.label.en.toLowerCase()} with id ${id}`,
      });
    }
    await presentContact(db, request, def, [row], 'detail');
    return ok(row);
  });

  if (maskedFieldsOf(def).length > 0) {
    // The "view contact" authority: granting it shows the family's contact data unmasked everywhere.
    api.get(contactPath(def), { config: { name: name('联系方式') } }, async (request) => {
      const { id } = parseInput(getQuery, request.query, 'query');
      const row = await getRow(db, def, id);
      if (!row) {
        throw new AppError(ResultCode.notFound, {
          zh: `${def.label.zh}不存在（ID ${id}）`,
          en: `No ${def.label.en.toLowerCase()} with id ${id}`,
        });
      }
      await recordContactAccess(db, request.admin, def, [row], 'contact');
      return ok(Object.fromEntries(maskedFieldsOf(def).map((field) => [field.name, row[field.name] ?? ''])));
    });
  }

  api.get(paths.options, { config: { name: name('选项') } }, async (request) => {
    const query = parseInput(optionsQuery, request.query, 'query');
    const owner = def.ownerField ? requireAdmin(request).uid : undefined;
    return ok(await referenceOptions(db, def, { ...query, owner }));
  });

  if (def.tree) {
    api.get(paths.tree, { config: { name: name('树') } }, async () => ok(await treeOptions(db, def)));
  }

  if (has('add')) {
    api.post(paths.add, { config: { name: name('新增') } }, async (request) => {
      const values = parseInput(validatorsOf(def).add, request.body, 'body', nameField);
      return ok(await addRow(deps, def, requireAdmin(request), values));
    });
  }

  if (has('update')) {
    api.post(paths.update, { config: { name: name('修改') } }, async (request) => {
      const values = parseInput(validatorsOf(def).update, request.body, 'body', nameField) as Record<
        string,
        unknown
      > & { id: number };
      return ok(await updateRow(deps, def, requireAdmin(request), values));
    });
  }

  if (has('save')) {
    api.post(paths.save, { config: { name: name('新增/修改') } }, async (request) => {
      const { action, ...values } = parseInput(saveValidatorOf(def), request.body, 'body', nameField);
      const admin = requireAdmin(request);
      return ok(
        action === 'add'
          ? await addRow(deps, def, admin, values)
          : await updateRow(deps, def, admin, values as typeof values & { id: number }),
      );
    });
  }

  if (has('update')) {
    api.post(paths.restore, { config: { name: name('恢复'), judgedAs: paths.update } }, async (request) => {
      const body = parseInput(restoreBody, request.body, 'body');
      return ok(await restoreFromHistory(deps, def, requireAdmin(request), body));
    });
  }

  // One endpoint, and so one API authority, per declared transition: roles grant "accept" apart from "edit".
  for (const transition of def.workflow?.transitions ?? []) {
    // The module serves its own; a server-only one has no endpoint (and so no authority) at all.
    if (transition.servedByModule || transition.serverOnly) continue;
    api.post(
      transitionPath(def, transition),
      { config: { name: name(transition.label.zh) } },
      async (request) => {
        const body = parseInput(transitionValidatorOf(def, transition), request.body, 'body', nameField);
        const admin = requireAdmin(request);
        return ok(await runTransition(deps, def, admin, transition, body.ids, body.inputs, body.versions));
      },
    );
  }

  if (has('del')) {
    api.post(paths.del, { config: { name: name('删除') } }, async (request) => {
      const { ids, versions } = parseInput(idsBody, request.body, 'body');
      const admin = requireAdmin(request);
      await refuseOthersRows(db, def, admin, ids);
      return ok(await deleteRows(deps, def, admin, ids, { versions }));
    });
  }

  if (has('enable')) {
    const field = def.enableField ?? 'enabled';
    api.post(paths.enable, { config: { name: name('启用/停用') } }, async (request) => {
      const body = parseInput(enableBody, request.body, 'body');
      const admin = requireAdmin(request);
      return ok(await setField(deps, def, admin, 'enable', body.ids, field, body.enabled, body.versions));
    });
  }

  if (has('export')) {
    api.get(paths.export, { config: { name: name('导出') } }, async (request, reply) => {
      // Parsed before the first byte, so a bad filter still answers the JSON envelope.
      const query = parseListQuery(def, request.query as Record<string, unknown>);
      await guardContactQuery(request, def, query);
      const lang = locale(request);
      const limit = deps.exportLimit ?? MAX_EXPORT_ROWS;
      const total = await countExportRows(db, def, query);
      // Said before the first byte, so the console can tell the person the file is cut.
      if (total > limit)
        reply.header(EXPORT_LIMIT_HEADER, String(limit)).header(EXPORT_TOTAL_HEADER, String(total));
      return sendExport(reply, db, def, query, lang, { limit, total }, (rows) =>
        presentContact(db, request, def, rows, 'export'),
      );
    });
  }
}
