import { createdAtField, descriptionField } from './common-fields.ts';
import type { ResourceDef } from './types.ts';

/** Who may call an API route, as the route declares it; the synced authority row then holds the switches. */
export type ApiAccess = 'public' | 'session' | 'judged';

export const httpMethodOptions = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => ({
  value: method,
  label: { zh: method, en: method },
}));

const nameField = {
  name: 'name',
  kind: 'text',
  label: { zh: '名称', en: 'Name' },
  required: true,
  unique: true,
  max: 64,
  list: true,
  sortable: true,
  filter: 'contains',
} as const;
/** Menu (layout) role: grants route paths of the route table. */
export const layoutRoleResource = {
  key: 'layout_role',
  table: 'layout_role',
  base: '/admin/layout/role',
  label: { zh: '菜单角色', en: 'Layout role' },
  route: '/configuration/auth/layout/role',
  detailRoute: '/configuration/auth/layout/role_details',
  titleField: 'name',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  fields: [
    nameField,
    descriptionField(),
    {
      name: 'authorities',
      kind: 'multiReference',
      target: 'layout_authority',
      through: { table: 'layout_role_authority', owner: 'role_id', target: 'authority_id' },
      // A role's grants are its own: deleting the role or a synchronised-away authority drops them.
      onTargetDelete: 'unlink',
      label: { zh: '菜单权限', en: 'Route authorities' },
    },
    createdAtField(),
  ],
} as const satisfies ResourceDef;

/** One route path of the route table; synchronised from the contract at start-up, never typed by hand. */
export const layoutAuthorityResource = {
  key: 'layout_authority',
  table: 'layout_authority',
  base: '/admin/layout/authority',
  label: { zh: '菜单权限', en: 'Layout authority' },
  route: '/configuration/auth/layout/authority',
  detailRoute: '/configuration/auth/layout/authority_detail',
  titleField: 'name',
  defaultSort: { field: 'path', order: 'asc' },
  actions: ['update', 'export'],
  fields: [
    {
      name: 'path',
      kind: 'text',
      label: { zh: '路由路径', en: 'Route path' },
      required: true,
      unique: true,
      readOnly: true,
      max: 255,
      list: true,
      sortable: true,
      filter: 'contains',
    },
    {
      name: 'name',
      kind: 'text',
      label: { zh: '名称', en: 'Name' },
      required: true,
      readOnly: true,
      max: 128,
      list: true,
      sortable: true,
      filter: 'contains',
    },
    {
      name: 'roles',
      kind: 'multiReference',
      target: 'layout_role',
      inverseOf: 'authorities',
      // A role's grants are its own: deleting the role or a synchronised-away authority drops them.
      onTargetDelete: 'unlink',
      label: { zh: '持有角色', en: 'Held by roles' },
      list: true,
    },
  ],
} as const satisfies ResourceDef;

/** API role: grants calls (API authorities). */
export const apiRoleResource = {
  key: 'api_role',
  table: 'api_role',
  base: '/admin/api/role',
  label: { zh: '接口角色', en: 'API role' },
  route: '/configuration/auth/api/role',
  detailRoute: '/configuration/auth/api/role_details',
  titleField: 'name',
  defaultSort: { field: 'created_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  fields: [
    nameField,
    descriptionField(),
    {
      name: 'authorities',
      kind: 'multiReference',
      target: 'api_authority',
      through: { table: 'api_role_authority', owner: 'role_id', target: 'authority_id' },
      // A role's grants are its own: deleting the role or a synchronised-away authority drops them.
      onTargetDelete: 'unlink',
      label: { zh: '接口权限', en: 'API authorities' },
    },
    createdAtField(),
  ],
} as const satisfies ResourceDef;

/** One registered API route; synchronised from the server's routes, never typed by hand. */
export const apiAuthorityResource = {
  key: 'api_authority',
  table: 'api_authority',
  base: '/admin/api/authority',
  label: { zh: '接口权限', en: 'API authority' },
  route: '/configuration/auth/api/authority',
  detailRoute: '/configuration/auth/api/auth_details',
  titleField: 'name',
  defaultSort: { field: 'path', order: 'asc' },
  actions: ['update', 'export'],
  // One authority per route: the synchronisation adds or renames by path and method.
  uniqueTogether: [['path', 'method']],
  fields: [
    {
      name: 'path',
      kind: 'text',
      label: { zh: '接口路径', en: 'Path' },
      required: true,
      readOnly: true,
      max: 255,
      list: true,
      sortable: true,
      filter: 'contains',
    },
    {
      name: 'method',
      kind: 'enum',
      options: httpMethodOptions,
      length: 10,
      label: { zh: '方法', en: 'Method' },
      required: true,
      readOnly: true,
      list: true,
      width: 90,
      filter: 'enum',
    },
    {
      name: 'name',
      kind: 'text',
      label: { zh: '名称', en: 'Name' },
      required: true,
      readOnly: true,
      max: 128,
      list: true,
      filter: 'contains',
    },
    {
      name: 'need_login',
      kind: 'boolean',
      default: true,
      label: { zh: '需要登录', en: 'Needs login' },
      list: true,
      filter: 'exact',
      width: 110,
    },
    {
      name: 'need_judge',
      kind: 'boolean',
      default: true,
      label: { zh: '需要鉴权', en: 'Needs permission' },
      list: true,
      filter: 'exact',
      width: 110,
    },
    {
      name: 'roles',
      kind: 'multiReference',
      target: 'api_role',
      inverseOf: 'authorities',
      // A role's grants are its own: deleting the role or a synchronised-away authority drops them.
      onTargetDelete: 'unlink',
      label: { zh: '持有角色', en: 'Held by roles' },
    },
  ],
} as const satisfies ResourceDef;
