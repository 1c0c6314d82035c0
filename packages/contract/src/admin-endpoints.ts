/**
 * The session's and the admin accounts' calls, declared once (see `endpoint.ts`): signing in and out, who is
 * signed in and what they may see and call, one's own password and avatar, adding an account with its
 * password, resetting a password, binding roles by the spec's paths, and re-reading the API authority
 * catalogue from the registered routes. Paths are `apiPaths`' (api.ts).
 */
import { z } from 'zod';
import { apiPaths } from './api.ts';
import { endpoint } from './endpoint.ts';
import { loginBody } from './login.ts';
import { adminUserResource } from './resources/admin-user.ts';
import { rowSchemaOf } from './resources/row-schema.ts';
import type { ApiGrants, LoginResult, UserInfo } from './session.ts';

const id = z.number().int().positive();
/** A password an admin may be given or choose. */
export const adminPassword = z.string().min(8).max(128);
export const passwordUpdateBody = z.strictObject({
  old_password: z.string().min(1).max(128),
  new_password: adminPassword,
});
export type PasswordUpdateBody = z.infer<typeof passwordUpdateBody>;

const nothing = z.null();
const adminRow = rowSchemaOf(adminUserResource);
const roleBinding = z.strictObject({ id, role_ids: z.array(id).max(500) });

const loginResult: z.ZodType<LoginResult> = z.object({
  uid: z.number().int(),
  username: z.string(),
  avatar: z.string(),
  token: z.string(),
});
const userInfo: z.ZodType<UserInfo> = z.object({
  uid: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  role: z.string(),
});
const apiGrants: z.ZodType<ApiGrants> = z.object({ all: z.boolean(), calls: z.array(z.string()) });

export const adminEndpoints = {
  login: endpoint({
    method: 'POST',
    path: apiPaths.login,
    name: { zh: '登录', en: 'Sign in' },
    access: 'public',
    input: loginBody,
    output: loginResult,
  }),
  logout: endpoint({
    method: 'GET',
    path: apiPaths.logout,
    name: { zh: '退出登录', en: 'Sign out' },
    access: 'session',
    input: z.object({}),
    output: nothing,
  }),
  userInfo: endpoint({
    method: 'GET',
    path: apiPaths.userInfo,
    name: { zh: '当前管理员信息', en: 'The signed-in admin' },
    access: 'session',
    input: z.object({}),
    output: userInfo,
  }),
  /** The console routes the admin may see (paths of the route table). */
  layoutAuth: endpoint({
    method: 'GET',
    path: apiPaths.layoutAuth,
    name: { zh: '可见菜单', en: 'Menus the admin sees' },
    access: 'session',
    input: z.object({}),
    output: z.array(z.string()),
  }),
  apiAuth: endpoint({
    method: 'GET',
    path: apiPaths.apiAuth,
    name: { zh: '可用接口', en: 'Calls the admin may make' },
    access: 'session',
    input: z.object({}),
    output: apiGrants,
  }),
  passwordUpdate: endpoint({
    method: 'POST',
    path: apiPaths.passwordUpdate,
    name: { zh: '修改本人密码', en: 'Change own password' },
    access: 'session',
    input: passwordUpdateBody,
    output: nothing,
  }),
  avatarUpdate: endpoint({
    method: 'POST',
    path: apiPaths.avatarUpdate,
    name: { zh: '修改本人头像', en: 'Change own avatar' },
    access: 'session',
    // Required here (an update's fields are optional); `''` removes it. The server adds the field's checks.
    input: z.strictObject({ avatar: z.string() }),
    output: adminRow,
  }),
  /** An account with its password (the family's add, replaced). */
  add: endpoint({
    method: 'POST',
    path: apiPaths.adminUserAdd,
    name: { zh: '管理员新增', en: 'Add an admin account' },
    // The family's add validator with the password: built on the server from the declaration.
    input: z.looseObject({ password: adminPassword }),
    output: adminRow,
  }),
  /** Without `password` one is generated and answered once; a chosen one is never echoed (null). */
  passwordReset: endpoint({
    method: 'POST',
    path: apiPaths.adminUserPasswordReset,
    name: { zh: '管理员重置密码', en: "Reset an admin's password" },
    input: z.strictObject({ id, password: adminPassword.optional() }),
    output: z.object({ password: z.string().nullable() }),
  }),
  layoutBind: endpoint({
    method: 'POST',
    path: apiPaths.adminUserLayoutBind,
    name: { zh: '管理员绑定菜单角色', en: 'Bind layout roles to an admin' },
    input: roleBinding,
    output: adminRow,
  }),
  apiBind: endpoint({
    method: 'POST',
    path: apiPaths.adminUserApiBind,
    name: { zh: '管理员绑定接口角色', en: 'Bind API roles to an admin' },
    input: roleBinding,
    output: adminRow,
  }),
  /** Takes no input: no body or `{}`. */
  apiAuthoritySync: endpoint({
    method: 'POST',
    path: apiPaths.apiAuthoritySync,
    name: { zh: '同步接口权限', en: 'Sync the API authorities' },
    input: z.strictObject({}),
    output: z.object({ added: z.number().int(), removed: z.number().int(), total: z.number().int() }),
  }),
} as const;
