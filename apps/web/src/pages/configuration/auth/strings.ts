/**
 * The permission screens' own texts (the shared catalogue in src/i18n stays as it is). Chinese is the
 * reference; the English table must have the same keys (the type checker enforces it).
 */
import type { Locale } from '@console/contract';
import { useCallback } from 'react';
import { useLocaleStore } from '../../../stores/locale.ts';

const zh = {
  // admin accounts
  addAdminTitle: '新增管理员',
  password: '初始密码',
  passwordHelp: '至少 8 位；点击「生成」得到随机强密码，保存前请复制给该管理员。',
  passwordRequired: '请填写初始密码',
  passwordTooShort: '密码至少 8 位',
  passwordTooLong: '密码最多 128 位',
  generate: '生成',
  copy: '复制',
  copied: '已复制',
  copyFailed: '无法访问剪贴板，请手动选中复制',
  adminCreated: '管理员 {username} 已创建',
  resetPassword: '重置密码',
  resetConfirmTitle: '重置管理员 {username} 的密码？',
  resetConfirmText: '将生成一个新的随机密码，该管理员当前的所有登录会话会立即失效。',
  resetDoneTitle: '{username} 的新密码',
  resetDoneText: '新密码只显示这一次，关闭后无法再次查看。请复制后通过安全渠道交给该管理员。',
  resetDoneClose: '我已复制，关闭',
  // layout role tree
  treeSearch: '搜索菜单名称或路径',
  treeExpandAll: '全部展开',
  treeCollapseAll: '全部收起',
  treeSelectedCount: '已授权 {n} 个路由',
  treeHiddenMark: '隐藏',
  treeNoMatch: '没有匹配的菜单',
  treeMissingRows: '{n} 个路由尚未同步为菜单权限，暂不能授权（重启服务后会同步）。',
  treeStaleRows: '另有 {n} 个已不在路由表中的旧权限，保存时保持不变。',
  treeHelp: '勾选一个菜单会同时授权它的全部子菜单；勾选子菜单会自动授权其上级菜单。',
  // layout authorities (the route tree screen, one route's screen, the role picker)
  authSearch: '搜索菜单名称、路径或角色',
  authCount: '共 {n} 个路由',
  authMatchCount: '匹配 {n} 个路由',
  authRoute: '路由',
  authRoles: '持有角色',
  authActions: '操作',
  authEditRoles: '编辑角色',
  authNoRoles: '无角色',
  authNotSynced: '尚未同步为菜单权限（重启服务后会同步），暂不能授权',
  authStaleTitle: '已不在路由表中的菜单权限（{n}）',
  authStaleHelp: '这些路径曾在路由表中，可能仍被角色持有；可在此收回。',
  authLoadFailed: '菜单权限加载失败：{msg}',
  authRolesTitle: '持有「{name}」的角色',
  authRolesSearch: '搜索角色',
  authRolesCount: '已选 {n} / {total} 个角色',
  authRolesNone: '还没有菜单角色',
  authRolesNoMatch: '没有匹配的角色',
  authRolesHelp: '授予一个菜单会同时授予它的全部子菜单和上级菜单；收回会同时收回它的子菜单。',
  authAlsoGrant: '「{role}」还将获得：{paths}',
  authAlsoRevoke: '「{role}」还将失去：{paths}',
  authMore: '等 {n} 个',
  authRolesSaved: '「{name}」的角色已保存',
  authDetailTitle: '菜单权限 · {name}',
  authPosition: '所在位置',
  authPath: '路由路径',
  authHidden: '侧边栏中隐藏',
  authChildren: '子路由',
  authNoChildren: '无子路由',
  authNotFound: '没有这个菜单权限',
  authMissingTarget: '缺少 id 或 path 参数',
  authBackToTree: '返回菜单权限',
  // API role picker
  apiSearch: '搜索接口路径、名称或方法',
  apiSelectedCount: '已选 {n} / {total} 个接口',
  apiNoJudge: '无需鉴权',
  apiPublic: '公开',
  apiNoMatch: '没有匹配的接口',
  // role details
  roleDetailsTitle: '{label} · {name}',
  roleSave: '保存',
  roleSaved: '角色已保存',
  // API authorities
  syncApis: '同步接口',
  syncConfirmTitle: '按服务端当前注册的接口同步接口权限？',
  syncConfirmText: '新接口会被加入，已不存在的接口会被删除（连同角色中的授权）；已修改的开关保持不变。',
  syncDone: '同步完成：新增 {added} 个，删除 {removed} 个，现有 {total} 个接口',
  needLoginOffTitle: '关闭「需要登录」？',
  needLoginOffText: '{method} {path} 将成为公开接口：任何人无需登录即可调用。',
  needLoginOffTextForm: '保存后该接口将成为公开接口：任何人无需登录即可调用。',
  needLoginOffOk: '仍然关闭',
  switchSaved: '{path}：{label}已{state}',
  switchOn: '开启',
  switchOff: '关闭',
};

type AuthStringKey = keyof typeof zh;

const en: Record<AuthStringKey, string> = {
  addAdminTitle: 'New admin user',
  password: 'Initial password',
  passwordHelp:
    'At least 8 characters. "Generate" makes a strong random one; copy it for the admin before saving.',
  passwordRequired: 'Enter an initial password',
  passwordTooShort: 'At least 8 characters',
  passwordTooLong: 'At most 128 characters',
  generate: 'Generate',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'The clipboard is not available; select the text and copy it',
  adminCreated: 'Admin {username} created',
  resetPassword: 'Reset password',
  resetConfirmTitle: "Reset {username}'s password?",
  resetConfirmText:
    "A new random password is generated and all of this admin's current sessions end at once.",
  resetDoneTitle: 'New password of {username}',
  resetDoneText:
    'The new password is shown only this once. Copy it and hand it to the admin through a safe channel.',
  resetDoneClose: 'Copied, close',
  treeSearch: 'Search names or paths',
  treeExpandAll: 'Expand all',
  treeCollapseAll: 'Collapse all',
  treeSelectedCount: '{n} routes granted',
  treeHiddenMark: 'hidden',
  treeNoMatch: 'No menu matches',
  treeMissingRows:
    '{n} routes are not synchronised as layout authorities yet and cannot be granted (a restart syncs them).',
  treeStaleRows: '{n} more granted paths are no longer in the route table; saving keeps them.',
  treeHelp: 'Ticking a menu grants all of its sub-menus; ticking a sub-menu grants the menus above it.',
  authSearch: 'Search names, paths or roles',
  authCount: '{n} routes',
  authMatchCount: '{n} routes match',
  authRoute: 'Route',
  authRoles: 'Held by roles',
  authActions: 'Actions',
  authEditRoles: 'Edit roles',
  authNoRoles: 'no role',
  authNotSynced: 'Not synchronised as a layout authority yet (a restart syncs it); cannot be granted',
  authStaleTitle: 'Layout authorities no longer in the route table ({n})',
  authStaleHelp:
    'These paths were once in the route table and roles may still hold them; take them back here.',
  authLoadFailed: 'Could not load the layout authorities: {msg}',
  authRolesTitle: 'Roles holding "{name}"',
  authRolesSearch: 'Search roles',
  authRolesCount: '{n} of {total} roles chosen',
  authRolesNone: 'There are no layout roles yet',
  authRolesNoMatch: 'No role matches',
  authRolesHelp:
    'Giving a menu to a role also gives it all sub-menus and the menus above; taking it back takes the sub-menus too.',
  authAlsoGrant: '"{role}" also gets: {paths}',
  authAlsoRevoke: '"{role}" also loses: {paths}',
  authMore: 'and {n} more',
  authRolesSaved: 'Roles of "{name}" saved',
  authDetailTitle: 'Layout authority · {name}',
  authPosition: 'Position',
  authPath: 'Route path',
  authHidden: 'Hidden in the sidebar',
  authChildren: 'Sub-routes',
  authNoChildren: 'none',
  authNotFound: 'No such layout authority',
  authMissingTarget: 'No id or path given',
  authBackToTree: 'Back to layout authorities',
  apiSearch: 'Search API paths, names or methods',
  apiSelectedCount: '{n} of {total} APIs chosen',
  apiNoJudge: 'no permission needed',
  apiPublic: 'public',
  apiNoMatch: 'No API matches',
  roleDetailsTitle: '{label} · {name}',
  roleSave: 'Save',
  roleSaved: 'Role saved',
  syncApis: 'Sync APIs',
  syncConfirmTitle: "Synchronise the API authorities with the server's registered routes?",
  syncConfirmText:
    'New routes are added, routes that no longer exist are removed (with their grants in roles); switches you changed are kept.',
  syncDone: 'Synchronised: {added} added, {removed} removed, {total} APIs now',
  needLoginOffTitle: 'Turn "Needs login" off?',
  needLoginOffText: '{method} {path} becomes public: anyone may call it without logging in.',
  needLoginOffTextForm: 'Once saved, this API becomes public: anyone may call it without logging in.',
  needLoginOffOk: 'Turn it off',
  switchSaved: '{path}: {label} turned {state}',
  switchOn: 'on',
  switchOff: 'off',
};

const catalogues: Record<Locale, Record<AuthStringKey, string>> = { zh, en };

export type AuthT = (key: AuthStringKey, vars?: Record<string, string | number>) => string;

export function authText(locale: Locale, key: AuthStringKey, vars?: Record<string, string | number>) {
  const text = catalogues[locale][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The permission screens' texts in the current locale; re-renders when it changes. */
export function useAuthT(): AuthT {
  const locale = useLocaleStore((s) => s.locale);
  return useCallback((key, vars) => authText(locale, key, vars), [locale]);
}
