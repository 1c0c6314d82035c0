/** The waiting counts of the top bar (spec §3 "Proposal / counter data"). */
export interface ProposalCounters {
  'proposal.waiting.saas': number;
  'proposal.waiting.user': number;
  'network_expansion_service.waiting.user': number;
}

/** Proposal status 0 means waiting (spec §4, §9). */
export const ProposalStatus = { waiting: 0, accepted: 1, rejected: 2 } as const;
export type ProposalStatus = (typeof ProposalStatus)[keyof typeof ProposalStatus];

/** Where a proposal comes from: an enterprise SaaS client or a personal user. */
export const ProposalSource = { saas: 'saas', user: 'user' } as const;
export type ProposalSource = (typeof ProposalSource)[keyof typeof ProposalSource];

/** The figures of the home dashboard, each counted from real rows. */
export interface DashboardOverview {
  key: string;
  figures: { id: string; value: number }[];
}

/** Comment bell refresh interval (spec §9: once on creation, then every hour). */
export const COMMENT_REFRESH_MS = 60 * 60 * 1000;
