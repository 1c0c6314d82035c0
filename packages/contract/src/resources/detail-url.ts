import type { ResourceDef } from './types.ts';

/**
 * The console URL showing row `id` of a family with a detail route: `:id` in the path, else `?id=`. A module of
 * its own: a screen that links to rows should not load every family's declaration (resources/index.ts) with it.
 */
export function detailUrl(def: ResourceDef, id: number): string | undefined {
  if (!def.detailRoute) return undefined;
  return def.detailRoute.includes(':id')
    ? def.detailRoute.replace(':id', String(id))
    : `${def.detailRoute}?id=${id}`;
}
