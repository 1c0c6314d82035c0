/**
 * The API authority catalogue's own endpoints and rules: re-synchronising it from the registered routes,
 * keeping the code's public routes (login, health) public whatever a switch says, and the grant rule.
 */
import {
  adminEndpoints,
  adminUserResource,
  apiAuthorityResource,
  apiRoleResource,
  ResultCode,
} from '@console/contract';
import { AppError } from '../../core/errors.ts';
import { requireAdmin } from '../../http/auth.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { raisePermissionEpoch } from '../../http/permission-cache.ts';
import type { ModuleContext } from '../module.ts';
import { registerGrantRule } from './grants.ts';
import { syncApiAuthoritiesAudited } from './sync-audit.ts';

export function permissionModule({ api, engine, catalogue, config }: ModuleContext): void {
  // Takes no input: no body or `{}`, and anything else is refused rather than ignored.
  endpointServer(api, config.checkApiOutput)(adminEndpoints.apiAuthoritySync, (_body, request) =>
    syncApiAuthoritiesAudited(engine, catalogue, requireAdmin(request)),
  );

  // Who may give which roles and authorities: no admin's grants grow beyond what it holds (grants.ts). Whether
  // the actor may act on an account at all is judged before, by the account rule (registered with the accounts).
  registerGrantRule(engine);

  // What the guard judges by: API authorities and their switches, API roles and their grants, admins and the
  // roles they hold. A change to any raises the permission epoch with it, so every instance re-reads at once.
  for (const def of [apiAuthorityResource, apiRoleResource, adminUserResource]) {
    engine.hooks.add(def.key, { afterWrite: ({ tx }) => raisePermissionEpoch(tx) });
  }

  engine.hooks.add(apiAuthorityResource, {
    beforeWrite({ values, before }) {
      if (values.need_login !== true && values.need_judge !== true) return;
      const fixed = before.find((row) =>
        catalogue.entries.some(
          (e) => e.access === 'public' && e.path === row.path && e.method === row.method,
        ),
      );
      if (fixed) {
        throw new AppError(ResultCode.conflict, {
          zh: `${fixed.path} 是固定公开的接口（如登录），不能要求登录或鉴权`,
          en: `${fixed.path} is public by design (like login); it cannot require a login or a permission`,
        });
      }
    },
  });
}
