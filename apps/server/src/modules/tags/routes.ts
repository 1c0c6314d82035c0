/**
 * Tag bindings in bulk (spec §7 "Bind tags in bulk", "Copy company tag bindings to a user"): many tags onto many
 * rows of one type, and a company's tags onto a user. Each call is one transaction and is audited.
 */
import { ResultCode, systemEndpoints, TagType, tagBindingResource, tagResource } from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { addRows, familyTable, type WriteDeps, writeTransaction } from '../../engine/index.ts';
import { requireAdmin, type SessionAdmin } from '../../http/auth.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';

/** Adds the bindings that do not exist yet, through the engine (hooks, audit); answers how many were new. */
async function bind(
  deps: WriteDeps,
  admin: SessionAdmin,
  pairs: { tag_id: number; target_type: number; target_id: number }[],
) {
  const { added } = await addRows(deps, tagBindingResource, admin, pairs, { skipExisting: true });
  return added;
}

export function tagModule({ api, engine, config }: ModuleContext): void {
  const serve = endpointServer(api, config.checkApiOutput);
  serve(systemEndpoints.tagBind, async (body, request) => {
    const admin = requireAdmin(request);
    const tags = familyTable(tagResource);
    const bound = await writeTransaction(engine, async (inTx) => {
      const found = await inTx.tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, body.tag_ids));
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
    return { bound };
  });

  serve(systemEndpoints.tagCopyCompanyToUser, async (body, request) => {
    const admin = requireAdmin(request);
    const bindings = familyTable(tagBindingResource);
    const copied = await writeTransaction(engine, async (inTx) => {
      const source = await inTx.tx
        .select({ tag_id: bindings.tag_id })
        .from(bindings)
        .where(and(eq(bindings.target_type, TagType.COMPANY), eq(bindings.target_id, body.company_id)));
      return bind(
        inTx,
        admin,
        source.map((row) => ({
          tag_id: row.tag_id,
          target_type: TagType.USER,
          target_id: body.user_id,
        })),
      );
    });
    return { copied };
  });
}
