/**
 * Menu (layout) and API permissions, derived from their declarations: a layout role grants route paths of the
 * contract's route table, an API role grants calls (path + method) whose `need_login` / `need_judge` relax the
 * guard per call; admins hold roles of both kinds.
 */
import {
  adminUserResource,
  apiAuthorityResource,
  apiRoleResource,
  layoutAuthorityResource,
  layoutRoleResource,
} from '@console/contract';
import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';
import { familyTable, linkTable } from '../../engine/tables.ts';

export const layoutRole = familyTable(layoutRoleResource);
export const layoutAuthority = familyTable(layoutAuthorityResource);
export const layoutRoleAuthority = linkTable(layoutRoleResource, 'authorities');
export const adminUserLayoutRole = linkTable(adminUserResource, 'layout_roles');

export const apiRole = familyTable(apiRoleResource);
export const apiAuthority = familyTable(apiAuthorityResource);
export const apiRoleAuthority = linkTable(apiRoleResource, 'authorities');
export const adminUserApiRole = linkTable(adminUserResource, 'api_roles');

/**
 * One row: a counter raised in the same transaction as any change to API roles, their grants, API authorities
 * or admins. Every server instance reads it with each request's session and rebuilds its in-memory copy of
 * the authorities and the admins' grants when it moved, so a change on one instance holds on all at once.
 */
export const permissionEpoch = pgTable('permission_epoch', {
  id: smallint('id').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});
