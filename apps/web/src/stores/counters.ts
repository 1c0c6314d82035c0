/** The top bar's counters, on TanStack Query (spec §4: proposals on load and on an app-wide event; comments hourly). */
import { COMMENT_REFRESH_MS, counterTables, resources } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchProposalCounters, fetchUncheckedCommentCount } from '../api/counters.ts';
import { useQuery } from '../api/queries.ts';

export const PROPOSALS_CHANGED_EVENT = 'console:proposals-changed';
export const proposalCountersKey = ['proposalCounters'] as const;
export const uncheckedCommentsKey = ['uncheckedCommentCount'] as const;

/** Screens that change a proposal call this so the top bar recounts. */
export function notifyProposalsChanged(): void {
  window.dispatchEvent(new Event(PROPOSALS_CHANGED_EVENT));
}

/** Families whose rows the proposal counters count (by their tables): any change to them recounts the top bar. */
const countedTables: readonly string[] = counterTables.proposals;
const countedFamilies: ReadonlySet<string> = new Set(
  Object.values(resources)
    .filter((def) => countedTables.includes(def.table))
    .map((def) => def.key),
);

/** Called after every change made through a family's screens (resources/api.ts). */
export function notifyFamilyChanged(key: string): void {
  if (countedFamilies.has(key)) notifyProposalsChanged();
}

/** Mounted once (by the top bar): recounts the proposals when a screen says they changed. */
export function useProposalsChangedListener(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recount = () => void queryClient.invalidateQueries({ queryKey: proposalCountersKey });
    window.addEventListener(PROPOSALS_CHANGED_EVENT, recount);
    return () => window.removeEventListener(PROPOSALS_CHANGED_EVENT, recount);
  }, [queryClient]);
}

/** Shared by every tile that shows a proposal count: one request for all of them. */
export function useProposalCounters() {
  return useQuery({ queryKey: proposalCountersKey, queryFn: ({ signal }) => fetchProposalCounters(signal) });
}

export function useUncheckedCommentCount() {
  return useQuery({
    queryKey: uncheckedCommentsKey,
    queryFn: ({ signal }) => fetchUncheckedCommentCount(signal),
    refetchInterval: COMMENT_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}
