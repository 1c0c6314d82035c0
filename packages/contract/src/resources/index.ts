import { adminUserResource } from './admin-user.ts';
import { accessLogResource, auditLogResource } from './monitor.ts';
import {
  apiAuthorityResource,
  apiRoleResource,
  layoutAuthorityResource,
  layoutRoleResource,
} from './permissions.ts';
import { settingKeyResource } from './setting-key.ts';
import { cacheRuleResource, menuRecordResource } from './system.ts';
import { tagBindingResource, tagResource } from './tag.ts';
import type { ResourceDef } from './types.ts';

export * from './admin-user.ts';
export * from './monitor.ts';
export * from './permissions.ts';
export * from './setting-key.ts';
export * from './system.ts';
export * from './tag.ts';
export * from './types.ts';

/** Every declared entity family, by key. Adding a family: one file here, one line below, its migration. */
export const resources: Readonly<Record<string, ResourceDef>> = Object.fromEntries(
  [
    tagResource,
    tagBindingResource,
    settingKeyResource,
    menuRecordResource,
    cacheRuleResource,
    adminUserResource,
    layoutRoleResource,
    layoutAuthorityResource,
    apiRoleResource,
    apiAuthorityResource,
    accessLogResource,
    auditLogResource,
  ].map((def) => [def.key, def]),
);

export function resourceByKey(key: string): ResourceDef {
  const def = resources[key];
  if (!def) throw new Error(`no resource declared with key ${key}`);
  return def;
}

/** The resource whose list screen is this console route, if any. */
export function resourceForRoute(fullPath: string): ResourceDef | undefined {
  return Object.values(resources).find((def) => def.route === fullPath);
}

/** The resource whose one-row screen is this console route, if any. */
export function resourceForDetailRoute(fullPath: string): ResourceDef | undefined {
  return Object.values(resources).find((def) => def.detailRoute === fullPath);
}

/** The console URL showing row `id` of a family with a detail route: `:id` in the path, else `?id=`. */
export function detailUrl(def: ResourceDef, id: number): string | undefined {
  if (!def.detailRoute) return undefined;
  return def.detailRoute.includes(':id')
    ? def.detailRoute.replace(':id', String(id))
    : `${def.detailRoute}?id=${id}`;
}
