import type { ResourceDef } from '@console/contract';

/**
 * The query key under which every read of a family is kept, so one invalidation refreshes them all. Its own
 * module: the shell keys its menu records under it, and importing it from api.ts would bring every family's
 * declaration into the shell.
 */
export function familyKey(def: Pick<ResourceDef, 'key'>) {
  return ['resource', def.key] as const;
}
