import { apiPaths } from '@console/contract';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validation.ts';
import type { ModuleContext } from '../module.ts';
import { countVideoComments, proposalCounters } from './service.ts';

const videoCommentCountQuery = z.object({
  /** 0 = waiting for review, 1 = reviewed; absent = every comment. */
  is_check: z
    .enum(['0', '1'])
    .transform((v) => (v === '1' ? 1 : 0))
    .optional(),
});

export function counterModule({ api: app, db }: ModuleContext): void {
  app.get(apiPaths.proposalCounters, { config: { access: 'session', name: '待处理提案数' } }, async () =>
    ok(await proposalCounters(db)),
  );

  app.get(
    apiPaths.videoCommentCount,
    { config: { access: 'session', name: '视频评论数' } },
    async (request) => {
      const query = parseInput(videoCommentCountQuery, request.query, 'query');
      return ok(await countVideoComments(db, query.is_check));
    },
  );
}
