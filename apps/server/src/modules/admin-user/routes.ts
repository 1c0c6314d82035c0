import { adminEndpoints } from '@console/contract';
import { requireAdmin } from '../../http/auth.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { apiGrants, layoutAuth, logIn, logOut, userInfo } from './service.ts';

export function adminUserModule({ api, db, config }: ModuleContext): void {
  const serve = endpointServer(api, config.checkApiOutput);

  serve(adminEndpoints.login, (body, request) =>
    logIn(db, body, { ip: request.ip, sessionTtlHours: config.sessionTtlHours }),
  );

  serve(adminEndpoints.logout, async (_input, request) => {
    await logOut(db, requireAdmin(request).sessionId);
    return null;
  });

  serve(adminEndpoints.userInfo, (_input, request) => userInfo(db, requireAdmin(request).uid));

  serve(adminEndpoints.layoutAuth, (_input, request) => {
    const admin = requireAdmin(request);
    return layoutAuth(db, admin.uid, admin.role);
  });

  serve(adminEndpoints.apiAuth, (_input, request) => {
    const admin = requireAdmin(request);
    return apiGrants(db, admin.uid, admin.role);
  });
}
