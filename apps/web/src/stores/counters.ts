/** The top bar's counters, on TanStack Query (spec §4: proposals on load and on an app-wide event; comments hourly). */
import { COMMENT_REFRESH_MS, counterTables } from '@console/contract';
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

/**
 * Tables whose rows the proposal counters count: a change to a family stored there recounts the top bar. (By
 * table, not by the family declarations, which the shell does not load.)
 */
const countedTables: readonly string[] = counterTables.proposals;

/** Called after every change made through a family's screens (resources/api.ts), with the family's table. */
export function notifyFamilyChanged(table: string): void {
  if (countedTables.includes(table)) notifyProposalsChanged();
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
