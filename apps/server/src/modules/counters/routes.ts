import { systemEndpoints } from '@console/contract';
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import {
  countVideoComments,
  grantedCommentCount,
  grantedProposalCounters,
  mayCountOf,
  proposalCounters,
} from './service.ts';

export function counterModule({ api, db, config }: ModuleContext): void {
  const serve = endpointServer(api, config.checkApiOutput);
  // Each count follows the grant of what it counts (null for an admin who may not list those rows).
  serve(systemEndpoints.proposalCounters, async (_query, request) =>
    grantedProposalCounters(await proposalCounters(db), mayCountOf(request)),
  );
  serve(systemEndpoints.videoCommentCount, (query, request) =>
    grantedCommentCount(mayCountOf(request), () => countVideoComments(db, query.is_check)),
  );
}
