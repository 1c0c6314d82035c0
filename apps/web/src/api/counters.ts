// The shell's calls: typed by their declarations (systemEndpoints) but reached by path, so the shell's
// download carries neither the declarations' zod schemas nor zod (its weight budget, build/budget.ts).
import type { EndpointOutput, systemEndpoints } from '@console/contract';
import { apiPaths } from '@console/contract';
import { request } from './request.ts';

type System = typeof systemEndpoints;

export function fetchProposalCounters(
  signal?: AbortSignal,
): Promise<EndpointOutput<System['proposalCounters']>> {
  return request(apiPaths.proposalCounters, { signal });
}

/** Video comments still to review (`is_check=0`). */
export function fetchUncheckedCommentCount(
  signal?: AbortSignal,
): Promise<EndpointOutput<System['videoCommentCount']>> {
  return request(apiPaths.videoCommentCount, { query: { is_check: 0 }, signal });
}
