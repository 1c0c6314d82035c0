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

/** Login throttling: this many failures for one username or one IP within the window locks further attempts. */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMinutes: 15 } as const;
