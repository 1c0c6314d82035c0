import { apiPaths, type LoginBody, type LoginResult, type UserInfo } from '@console/contract';
import { request } from './request.ts';

/** The login page shows the server's message itself (wrong credentials, throttled): no global handling. */
export function login(body: LoginBody): Promise<LoginResult> {
  return request<LoginResult>(apiPaths.login, { method: 'POST', body, handleError: false });
}

/** A failed logout is only logged (spec §8); the caller clears the session anyway. */
export function logout(): Promise<unknown> {
  return request<unknown>(apiPaths.logout, { handleError: false });
}

/** A failed user-info fetch is only logged (spec §8). */
export function fetchUserInfo(): Promise<UserInfo> {
  return request<UserInfo>(apiPaths.userInfo, { handleError: false });
}

/**
 * Fetched with the user info, and failing the same way: only logged (spec §8). After a reload the shell
 * continues with the fixed routes; at login the page shows the message itself.
 */
export function fetchLayoutAuth(): Promise<string[]> {
  return request<string[]>(apiPaths.layoutAuth, { handleError: false });
}
