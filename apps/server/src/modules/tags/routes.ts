/**
 * Tag bindings in bulk (spec §7 "Bind tags in bulk", "Copy company tag bindings to a user"): many tags onto many
 * rows of one type, and a company's tags onto a user. Each call is one transaction and is audited.
 */
import { apiPaths, ResultCode, TagType, tagBindingResource, tagResource } from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../engine/audit.ts';
import type { Tx } from '../../engine/hooks.ts';
import { requireColumn, tableOf } from '../../engine/tables.ts';
import { requireAdmin, type SessionAdmin } from '../../http/auth.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validation.ts';
import type { ModuleContext } from '../module.ts';

const id = z.number().int().positive();
const tagTypes = Object.values(TagType) as [number, ...number[]];
const bindBody = z.strictObject({
  tag_ids: z.array(id).min(1).max(200),
  target_type: z
    .number()
    .int()
    .refine((value) => tagTypes.includes(value), { message: `must be one of ${tagTypes.join(', ')}` }),
  target_ids: z.array(id).min(1).max(1000),
});
const copyBody = z.strictObject({ company_id: id, user_id: id });

/** Inserts the bindings that do not exist yet and audits each new one; answers how many were new. */
async function bind(
  tx: Tx,
  admin: SessionAdmin,
  pairs: { tag_id: number; target_type: number; target_id: number }[],
) {
  if (pairs.length === 0) return 0;
  const table = tableOf(tagBindingResource.key);
  // The inserted rows' own columns: the ones skipped as existing leave gaps, so the i-th row returned is not
  // the i-th pair asked for.
  const inserted = await tx
    .insert(table)
    .values(pairs)
    .onConflictDoNothing()
    .returning({
      id: requireColumn(table, 'id'),
      tag_id: requireColumn(table, 'tag_id'),
      target_type: requireColumn(table, 'target_type'),
      target_id: requireColumn(table, 'target_id'),
    });
  await recordAudit(
    tx,
    admin,
    tagBindingResource,
    'add',
    inserted.map((row) => ({
      id: row.id as number,
      changes: {
        tag_id: [null, row.tag_id],
        target_type: [null, row.target_type],
        target_id: [null, row.target_id],
      },
    })),
  );
  return inserted.length;
}

export function tagModule({ api, engine }: ModuleContext): void {
  api.post(apiPaths.tagBind, { config: { name: '批量绑定标签' } }, async (request) => {
    const body = parseInput(bindBody, request.body, 'body');
    const admin = requireAdmin(request);
    const tags = tableOf(tagResource.key);
    const bound = await engine.db.transaction(async (tx) => {
      const found = await tx
        .select({ id: requireColumn(tags, 'id') })
        .from(tags)
        .where(inArray(requireColumn(tags, 'id'), body.tag_ids));
      const missing = body.tag_ids.filter((tagId) => !found.some((row) => row.id === tagId));
      if (missing.length > 0) {
        throw new AppError(ResultCode.invalid, {
          zh: `标签不存在（ID ${missing.join(', ')}）`,
          en: `No tag with id ${missing.join(', ')}`,
        });
      }
      const pairs = body.tag_ids.flatMap((tagId) =>
        body.target_ids.map((targetId) => ({
          tag_id: tagId,
          target_type: body.target_type,
          target_id: targetId,
        })),
      );
      return bind(tx, admin, pairs);
    });
    return ok({ bound });
  });

  api.post(apiPaths.tagCopyCompanyToUser, { config: { name: '复制企业标签到用户' } }, async (request) => {
    const body = parseInput(copyBody, request.body, 'body');
    const admin = requireAdmin(request);
    const bindings = tableOf(tagBindingResource.key);
    const copied = await engine.db.transaction(async (tx) => {
      const source = await tx
        .select({ tag_id: requireColumn(bindings, 'tag_id') })
        .from(bindings)
        .where(
          and(
            eq(requireColumn(bindings, 'target_type'), TagType.COMPANY),
            eq(requireColumn(bindings, 'target_id'), body.company_id),
          ),
        );
      return bind(
        tx,
        admin,
        source.map((row) => ({
          tag_id: row.tag_id as number,
          target_type: TagType.USER,
          target_id: body.user_id,
        })),
      );
    });
    return ok({ copied });
  });
}
