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
  /** The calls the signed-in admin may make (`ApiGrants`): the web app offers only those actions. */
  apiAuth: '/admin/user/api_auth',
  /** Waiting proposal and network-expansion counts for the top bar. */
  proposalCounters: '/system/counting',
  /** Server-Sent Events: the top bar's counters pushed as they move (see `counterTables`). */
  counterStream: '/system/counting/stream',
  /** Number of video comments, filtered by `is_check` (0 = unchecked). */
  videoCommentCount: '/v1_video/comment/count',
  /** Figures of the home dashboard; echoes the optional `key`. */
  dashboardOverview: '/main/overview',
  /** Multipart upload of one file (field `file`); answers `UploadedFile`. */
  upload: '/upload',
  /** Own account (`/profile`). */
  passwordUpdate: '/admin/user/password/update',
  avatarUpdate: '/admin/user/avatar/update',
  /** Admin accounts (`/configuration/auth/user`). */
  adminUserAdd: '/admin/user/add',
  adminUserPasswordReset: '/admin/user/password/reset',
  adminUserLayoutBind: '/admin/user/layout/bind_role',
  adminUserApiBind: '/admin/user/api/bind_role',
  /** Re-reads the server's registered routes into the API authority catalogue. */
  apiAuthoritySync: '/admin/api/authority/sync',
  /** The menu records the sidebar applies over the route table. */
  menuRecords: '/admin/router/menu',
  /** Settings marked readable by the web app (the map-service key …). */
  publicSettings: '/system/keys/public',
  /** Remote cache: keys matching a pattern, and deleting a group of them. */
  cacheKeys: '/system/cache/keys',
  cacheDelGroup: '/system/cache/del_group',
  /** Tags: bind many tags to many rows; copy a company's tag bindings to a user. */
  tagBind: '/tags/bind',
  tagCopyCompanyToUser: '/tags/copy_company_to_user',
  /** Operations (docs/operations.md): readiness for a load balancer, the backup folder's record. */
  ready: '/ready',
  backupStatus: '/system/backups',
  /** The OpenAPI 3.1 document of every `/api` route (the document itself, not the envelope). */
  openapi: '/openapi.json',
} as const;

export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];
