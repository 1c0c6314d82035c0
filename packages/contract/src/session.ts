/** Cookie whose value `success` marks a logged-in browser (spec §4). */
export const LOGIN_MARKER_COOKIE = 'login_status';
export const LOGIN_MARKER_VALUE = 'success';
/** Cookie keeping the sidebar state: `1` opened, `0` collapsed (spec §4). */
export const SIDEBAR_COOKIE = 'sidebarStatus';
/** Where the web app keeps the session token between reloads. */
export const TOKEN_STORAGE_KEY = 'console_token';

export interface LoginResult {
  uid: number;
  username: string;
  avatar: string;
  token: string;
}

export interface UserInfo {
  uid: number;
  username: string;
  name: string;
  avatar: string;
  role: string;
}

/**
 * Login throttling (docs/security.md, "Login throttle"); a wrong current password in an own-password change counts
 * the same. `pair`: failures of one username from one address; after `freeFailures` of them each further attempt
 * waits `firstDelaySeconds` after the latest failure, doubled per further failure up to `maxDelaySeconds`; they
 * are remembered `memoryHours`, and a right password from that pair forgets them. `address`: failures from one
 * address (an IPv6 address's /64) whatever the usernames; `username`: failures for one username whatever the
 * addresses. Reaching either ceiling refuses attempts until the oldest counted failure leaves its window.
 * `queueSeconds`: how long an attempt waits for the attempts ahead of it (being checked on the same keys) to
 * settle before it is answered "busy"; every settlement starts the wait again.
 */
export const LOGIN_THROTTLE = {
  pair: { freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60, memoryHours: 24 },
  address: { maxFailures: 20, windowMinutes: 15 },
  username: { maxFailures: 50, windowMinutes: 5 },
  queueSeconds: 10,
} as const;

/**
 * What the signed-in admin may call: `all` for a super admin, else each permitted call as `METHOD /path`
 * (relative to `/api`). The server judges every call anyway; this only keeps buttons that would be refused away.
 */
export interface ApiGrants {
  all: boolean;
  calls: string[];
}

/** The key of a call in `ApiGrants.calls`. */
export const grantKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
