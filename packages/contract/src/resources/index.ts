import { settingKeyResource } from './setting-key.ts';
import { tagBindingResource, tagResource } from './tag.ts';
import type { ResourceDef } from './types.ts';

export * from './setting-key.ts';
export * from './tag.ts';
export * from './types.ts';

/** Every declared entity family, by key. Adding a family: one file here, one line below, its migration. */
export const resources: Readonly<Record<string, ResourceDef>> = Object.fromEntries(
  [tagResource, tagBindingResource, settingKeyResource].map((def) => [def.key, def]),
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
