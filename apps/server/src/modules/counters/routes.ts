import { systemEndpoints } from '@console/contract';
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { countVideoComments, proposalCounters } from './service.ts';

export function counterModule({ api, db, config }: ModuleContext): void {
  const serve = endpointServer(api, config.checkApiOutput);
  serve(systemEndpoints.proposalCounters, () => proposalCounters(db));
  serve(systemEndpoints.videoCommentCount, (query) => countVideoComments(db, query.is_check));
}
