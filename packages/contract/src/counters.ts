/**
 * The waiting counts of the top bar (spec §3 "Proposal / counter data"). A count is null for an admin who may
 * not list the rows it counts (the proposals, the network-expansion requests): a figure follows the grant of
 * what it counts.
 */
export interface ProposalCounters {
  'proposal.waiting.saas': number | null;
  'proposal.waiting.user': number | null;
  'network_expansion_service.waiting.user': number | null;
}

/** Proposal status 0 means waiting (spec §4, §9); a proposal handled may later be closed. */
export const ProposalStatus = { waiting: 0, accepted: 1, rejected: 2, closed: 3 } as const;
export type ProposalStatus = (typeof ProposalStatus)[keyof typeof ProposalStatus];

/**
 * The tables whose rows each top-bar counter counts. A committed change of a family stored in one of them
 * moves that counter: the server pushes its new value to every open console (the counter stream), and the web
 * app recounts after its own changes.
 */
export const counterTables = {
  proposals: ['proposal', 'network_expansion_service'],
  comments: ['video_comment'],
} as const satisfies Record<string, readonly string[]>;
export type CounterGroup = keyof typeof counterTables;

/** What the counter stream sends (`event: counters`): the counters that moved, as they now are. */
export interface CounterPush {
  proposals?: ProposalCounters;
  /** Video comments waiting for review (the bell); null for an admin who may not list comments. */
  comments?: number | null;
}

/** The stream's events: `counters` (a CounterPush) and `end` (the session ended; the stream closes). */
export const COUNTER_EVENT = 'counters';
export const COUNTER_END_EVENT = 'end';

/** Where a proposal comes from: an enterprise SaaS client or a personal user. */
export const ProposalSource = { saas: 'saas', user: 'user' } as const;
export type ProposalSource = (typeof ProposalSource)[keyof typeof ProposalSource];

/**
 * The figures of the home dashboard, each counted from real rows; a figure's value is null for an admin who may
 * not list the rows it counts (every figure is listed, so the order and ids never depend on the admin).
 */
export interface DashboardOverview {
  key: string;
  figures: { id: string; value: number | null }[];
}

/** Comment bell refresh interval (spec §9: once on creation, then every hour). */
export const COMMENT_REFRESH_MS = 60 * 60 * 1000;
