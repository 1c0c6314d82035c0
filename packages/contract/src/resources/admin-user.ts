import { createdAtField, enabledField } from './common-fields.ts';
import type { ResourceDef } from './types.ts';

export const adminRoleOptions = [
  { value: 'super_admin', label: { zh: '超级管理员', en: 'Super admin' }, color: 'red' },
  { value: 'admin', label: { zh: '管理员', en: 'Admin' }, color: 'blue' },
] as const;

/**
 * Admin accounts. Added through `/admin/user/add` (it takes the password), so the engine's generic add is
 * replaced on the server; everything else (list, update, enable, role bindings, export) is generic.
 */
export const adminUserResource = {
  key: 'admin_user',
  table: 'admin_user',
  base: '/admin/user',
  label: { zh: '管理员', en: 'Admin user' },
  route: '/configuration/auth/user',
  titleField: 'username',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'enable', 'export'],
  fields: [
    {
      name: 'username',
      kind: 'text',
      label: { zh: '用户名', en: 'Username' },
      required: true,
      unique: true,
      immutable: true,
      min: 2,
      max: 64,
      pattern: '^[A-Za-z0-9_.@-]+$',
      patternMessage: { zh: '只能包含字母、数字和 _ . @ -', en: 'letters, digits and _ . @ - only' },
      list: true,
      sortable: true,
      filter: 'contains',
    },
    {
      // Set only by the server (add, reset, own change), argon2id; never read back to a client.
      name: 'password_hash',
      kind: 'text',
      label: { zh: '密码摘要', en: 'Password hash' },
      required: true,
      secret: true,
    },
    {
      name: 'name',
      kind: 'text',
      label: { zh: '姓名', en: 'Name' },
      max: 64,
      list: true,
      filter: 'contains',
    },
    { name: 'avatar', kind: 'image', label: { zh: '头像', en: 'Avatar' }, list: true, width: 70 },
    {
      name: 'role',
      kind: 'enum',
      options: adminRoleOptions,
      label: { zh: '账号类型', en: 'Account type' },
      help: { zh: '超级管理员不受接口权限限制', en: 'A super admin is not limited by API roles' },
      required: true,
      default: 'admin',
      // Who is a super admin decides every permission: the database refuses any other value.
      checked: true,
      list: true,
      filter: 'enum',
    },
    {
      name: 'layout_roles',
      kind: 'multiReference',
      target: 'layout_role',
      through: { table: 'admin_user_layout_role', owner: 'user_id', target: 'role_id' },
      // A role still held by admins is not deleted from under them: the delete says how many hold it.
      onTargetDelete: 'restrict',
      label: { zh: '菜单角色', en: 'Layout roles' },
      list: true,
    },
    {
      name: 'api_roles',
      kind: 'multiReference',
      target: 'api_role',
      through: { table: 'admin_user_api_role', owner: 'user_id', target: 'role_id' },
      // A role still held by admins is not deleted from under them: the delete says how many hold it.
      onTargetDelete: 'restrict',
      label: { zh: '接口角色', en: 'API roles' },
      list: true,
    },
    enabledField({ filter: 'exact' }),
    {
      name: 'last_login_at',
      kind: 'datetime',
      label: { zh: '最后登录', en: 'Last login' },
      readOnly: true,
      list: true,
      sortable: true,
    },
    createdAtField(undefined, { list: false, filter: 'dateRange' }),
  ],
} as const satisfies ResourceDef;
