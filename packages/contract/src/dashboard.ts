import type { LocalName } from './routes.ts';

/**
 * The figures of the home dashboard, in display order. The server answers `DashboardOverview.figures`
 * with these ids; the web app labels them with these names.
 */
export const dashboardFigures = [
  { id: 'admin_users', name: { zh: '管理员', en: 'Admin users' } },
  { id: 'proposals_waiting_saas', name: { zh: '待处理企业提案', en: 'Waiting SaaS proposals' } },
  { id: 'proposals_waiting_user', name: { zh: '待处理个人提案', en: 'Waiting personal proposals' } },
  {
    id: 'network_expansion_waiting',
    name: { zh: '待处理拓网服务', en: 'Waiting network-expansion requests' },
  },
  { id: 'video_comments_unchecked', name: { zh: '待审核视频评论', en: 'Unchecked video comments' } },
  { id: 'videos', name: { zh: '视频', en: 'Videos' } },
] as const satisfies readonly { id: string; name: LocalName }[];

export type DashboardFigureId = (typeof dashboardFigures)[number]['id'];

/** The dashboard echoes at most this many characters of the global-search `key`. */
export const DASHBOARD_KEY_MAX = 100;
