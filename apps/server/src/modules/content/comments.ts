/**
 * Comments: a comment names exactly the target its type says (a video comment a video, and nothing else), and
 * the spec's hide/show call is the family's enable through the engine (audit, versions, the bell's count).
 */
import {
  CommentTarget,
  commentResource,
  commentTargetField,
  contentEndpoints,
  ResultCode,
} from '@console/contract';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { setField } from '../../engine/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';

const targets = Object.values(CommentTarget);

export function commentHooks(engine: ResourceEngine): void {
  engine.hooks.add(commentResource, {
    beforeWrite({ action, values }) {
      if (action !== 'add') return;
      const type = (values.target_type ?? CommentTarget.video) as CommentTarget;
      const wrong = targets.filter((target) => {
        const given = values[commentTargetField[target]];
        const named = given !== undefined && given !== null;
        return target === type ? !named : named;
      });
      if (wrong.length > 0)
        throw new AppError(ResultCode.invalid, {
          zh: `评论须且只须指向一个${type === 'news' ? '资讯' : type === 'application' ? '应用' : '视频'}`,
          en: `A comment names exactly one ${type}`,
        });
    },
  });
}

export function commentRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  serve(contentEndpoints.commentEnableUpdate, async ({ ids, enabled }, request) =>
    setField(engine, commentResource, requireAdmin(request), 'enable', ids, 'enabled', enabled),
  );
}
