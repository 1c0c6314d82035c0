import { apiPaths, type ProposalCounters } from '@console/contract';
import { request } from './request.ts';

export function fetchProposalCounters(signal?: AbortSignal): Promise<ProposalCounters> {
  return request<ProposalCounters>(apiPaths.proposalCounters, { signal });
}

/** Video comments still to review (`is_check=0`). */
export function fetchUncheckedCommentCount(signal?: AbortSignal): Promise<number> {
  return request<number>(apiPaths.videoCommentCount, { query: { is_check: 0 }, signal });
}
