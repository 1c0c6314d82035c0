/**
 * Whether the admin behind a request holds another route's API authority: what a route shows may depend on a
 * grant beyond its own (a list shows contact data unmasked only to admins who may call the family's "view
 * contact" route). Judged exactly as the guard judges a call of that route, from the same permission cache.
 */
import { AdminRole } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { PermissionCache } from './permission-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether this request's admin may call `method path` (relative to `/api`); false without a session. */
    holds(path: string, method?: string): Promise<boolean>;
  }
}

export function registerAuthorityCheck(api: FastifyInstance, permissions: PermissionCache): void {
  // Replaced per request below (after the guard set the admin); a request the hook never saw holds nothing.
  api.decorateRequest('holds', async () => false);
  api.addHook('onRequest', async (request) => {
    request.holds = async (path, method = 'GET') => {
      const admin = request.admin;
      if (!admin) return false;
      if (admin.role === AdminRole.superAdmin) return true;
      // The guard of this request already brought the cache to the session's epoch.
      const authority = permissions.authority(path, method);
      if (!authority) return false;
      if (!authority.needJudge) return true;
      return (await permissions.grantsOf(admin.uid)).has(authority.id);
    };
  });
}
