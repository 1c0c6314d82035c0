/**
 * Every API path the web app calls, relative to the `/api` prefix, declared once.
 * The server registers its handlers on these same constants.
 */
export const API_PREFIX = '/api';

export const apiPaths = {
  login: '/admin/user/login',
  logout: '/admin/user/logout',
  userInfo: '/admin/user/info',
  layoutAuth: '/admin/user/layout_auth',
  /** Waiting proposal and network-expansion counts for the top bar. */
  proposalCounters: '/system/counting',
  /** Number of video comments, filtered by `is_check` (0 = unchecked). */
  videoCommentCount: '/v1_video/comment/count',
  /** Figures of the home dashboard; echoes the optional `key`. */
  dashboardOverview: '/main/overview',
} as const;

export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];
