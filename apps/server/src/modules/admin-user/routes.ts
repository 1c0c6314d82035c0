import { apiPaths, loginBody } from '@console/contract';
import { requireAdmin } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validation.ts';
import type { ModuleContext } from '../module.ts';
import { apiGrants, layoutAuth, logIn, logOut, userInfo } from './service.ts';

export function adminUserModule({ api: app, db, config }: ModuleContext): void {
  app.post(apiPaths.login, { config: { access: 'public', name: '登录' } }, async (request) => {
    const body = parseInput(loginBody, request.body, 'body');
    return ok(await logIn(db, body, { ip: request.ip, sessionTtlHours: config.sessionTtlHours }));
  });

  app.get(apiPaths.logout, { config: { access: 'session', name: '退出登录' } }, async (request) => {
    await logOut(db, requireAdmin(request).sessionId);
    return ok(null);
  });

  app.get(apiPaths.userInfo, { config: { access: 'session', name: '当前管理员信息' } }, async (request) =>
    ok(await userInfo(db, requireAdmin(request).uid)),
  );

  app.get(apiPaths.layoutAuth, { config: { access: 'session', name: '可见菜单' } }, async (request) => {
    const admin = requireAdmin(request);
    return ok(await layoutAuth(db, admin.uid, admin.role));
  });

  app.get(apiPaths.apiAuth, { config: { access: 'session', name: '可用接口' } }, async (request) => {
    const admin = requireAdmin(request);
    return ok(await apiGrants(db, admin.uid, admin.role));
  });
}
