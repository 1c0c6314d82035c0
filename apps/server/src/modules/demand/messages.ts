/**
 * Pushing a demand as in-site messages: one message per user, to the users chosen and to the users bound to a
 * tag of type user (each once), all written in one transaction through the engine (hooks, audit). Only an
 * approved demand is pushed; the refusal names the state it is in.
 */
import {
  DemandStatus,
  demandEndpoints,
  demandResource,
  MAX_MESSAGE_RECIPIENTS,
  ResultCode,
  stateLabel,
  TagType,
  tagBindingResource,
  tagResource,
  UserMessageKind,
  userMessageResource,
} from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { addRows, familyTable, getRows, writeTransaction } from '../../engine/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';

export function messageRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  serve(demandEndpoints.sendMessage, async (body, request) => {
    const admin = requireAdmin(request);
    return writeTransaction(engine, async (deps) => {
      const { tx } = deps;
      const [demand] = await getRows(tx, demandResource, [body.demand_id]);
      if (!demand) throw new AppError(ResultCode.notFound, { zh: '需求不存在', en: 'No such demand' });
      if (demand.status !== DemandStatus.approved) {
        const state = stateLabel(demandResource, demand.status);
        throw new AppError(ResultCode.conflict, {
          zh: `需求“${demand.title}”${state.zh}，审核通过后才能推送`,
          en: `Demand "${demand.title}" is ${state.en.toLowerCase()}: only approved demands are pushed`,
        });
      }
      const users = new Set(body.user_ids);
      if (body.tag_id !== undefined) {
        const [tag] = await getRows(tx, tagResource, [body.tag_id]);
        if (!tag || tag.type !== TagType.USER) {
          throw new AppError(ResultCode.invalid, {
            zh: '请选择用户类型的标签',
            en: 'Choose a tag of type user',
          });
        }
        const bindings = familyTable(tagBindingResource);
        const bound = await tx
          .select({ user: bindings.target_id })
          .from(bindings)
          .where(and(eq(bindings.tag_id, body.tag_id), eq(bindings.target_type, TagType.USER)));
        for (const row of bound) users.add(row.user);
      }
      if (users.size === 0) {
        throw new AppError(ResultCode.invalid, { zh: '该标签下没有用户', en: 'No user holds that tag' });
      }
      if (users.size > MAX_MESSAGE_RECIPIENTS) {
        throw new AppError(ResultCode.invalid, {
          zh: `一次最多推送 ${MAX_MESSAGE_RECIPIENTS} 位用户`,
          en: `At most ${MAX_MESSAGE_RECIPIENTS} users per push`,
        });
      }
      const title = body.title || demand.title;
      const content = body.content ?? '';
      const { added } = await addRows(
        deps,
        userMessageResource,
        admin,
        [...users].map((user_id) => ({
          user_id,
          title,
          content,
          kind: UserMessageKind.demand,
          demand_id: demand.id,
        })),
      );
      return { demand_id: demand.id, sent: added };
    });
  });
}
