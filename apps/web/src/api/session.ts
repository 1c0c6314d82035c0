// The session's calls, typed by their declarations (adminEndpoints) but reached by path: the login page
// imports this module, and the declarations' zod schemas would come into its download with `call`.
import type { adminEndpoints, EndpointInput, EndpointOutput } from '@console/contract';
import { apiPaths } from '@console/contract';
import { request } from './request.ts';

type Session = typeof adminEndpoints;

/** The login page shows the server's message itself (wrong credentials, throttled): no global handling. */
export function login(body: EndpointInput<Session['login']>): Promise<EndpointOutput<Session['login']>> {
  return request(apiPaths.login, { method: 'POST', body, handleError: false });
}

/** A failed logout is only logged (spec §8); the caller clears the session anyway. */
export function logout(): Promise<EndpointOutput<Session['logout']>> {
  return request(apiPaths.logout, { handleError: false });
}

/** A failed user-info fetch is only logged (spec §8). */
export function fetchUserInfo(): Promise<EndpointOutput<Session['userInfo']>> {
  return request(apiPaths.userInfo, { handleError: false });
}

/**
 * Fetched with the user info, and failing the same way: only logged (spec §8). After a reload the shell
 * continues with the fixed routes; at login the page shows the message itself.
 */
export function fetchLayoutAuth(): Promise<EndpointOutput<Session['layoutAuth']>> {
  return request(apiPaths.layoutAuth, { handleError: false });
}
