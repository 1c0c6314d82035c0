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
import { familyTable, linkTable } from '../../engine/tables.ts';

export const layoutRole = familyTable(layoutRoleResource);
export const layoutAuthority = familyTable(layoutAuthorityResource);
export const layoutRoleAuthority = linkTable(layoutRoleResource, 'authorities');
export const adminUserLayoutRole = linkTable(adminUserResource, 'layout_roles');

export const apiRole = familyTable(apiRoleResource);
export const apiAuthority = familyTable(apiAuthorityResource);
export const apiRoleAuthority = linkTable(apiRoleResource, 'authorities');
export const adminUserApiRole = linkTable(adminUserResource, 'api_roles');
