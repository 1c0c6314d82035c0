/**
 * Tag bindings in bulk (spec §7 "Bind tags in bulk", "Copy company tag bindings to a user"): many tags onto many
 * rows of one type, and a company's tags onto a user. Each call is one transaction and is audited.
 */
import { apiPaths, ResultCode, TagType, tagBindingResource, tagResource } from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { addRows } from '../../engine/bulk.ts';
import { type WriteDeps, writeTransaction } from '../../engine/commit.ts';
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

/** Adds the bindings that do not exist yet, through the engine (hooks, audit); answers how many were new. */
async function bind(
  deps: WriteDeps,
  admin: SessionAdmin,
  pairs: { tag_id: number; target_type: number; target_id: number }[],
) {
  const { added } = await addRows(deps, tagBindingResource, admin, pairs, { skipExisting: true });
  return added;
}

export function tagModule({ api, engine }: ModuleContext): void {
  api.post(apiPaths.tagBind, { config: { name: '批量绑定标签' } }, async (request) => {
    const body = parseInput(bindBody, request.body, 'body');
    const admin = requireAdmin(request);
    const tags = tableOf(tagResource.key);
    const bound = await writeTransaction(engine, async (inTx) => {
      const found = await inTx.tx
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
      return bind(inTx, admin, pairs);
    });
    return ok({ bound });
  });

  api.post(apiPaths.tagCopyCompanyToUser, { config: { name: '复制企业标签到用户' } }, async (request) => {
    const body = parseInput(copyBody, request.body, 'body');
    const admin = requireAdmin(request);
    const bindings = tableOf(tagBindingResource.key);
    const copied = await writeTransaction(engine, async (inTx) => {
      const source = await inTx.tx
        .select({ tag_id: requireColumn(bindings, 'tag_id') })
        .from(bindings)
        .where(
          and(
            eq(requireColumn(bindings, 'target_type'), TagType.COMPANY),
            eq(requireColumn(bindings, 'target_id'), body.company_id),
          ),
        );
      return bind(
        inTx,
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
