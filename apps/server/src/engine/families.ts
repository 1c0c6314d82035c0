/**
 * The families the engine serves: the contract's registry, plus any declared elsewhere (a test declares a
 * specimen family with every field kind). Tables, validators and routes all look families up here.
 */
import { type ResourceDef, resources } from '@console/contract';

const families = new Map<string, ResourceDef>(Object.entries(resources));

export function familyByKey(key: string): ResourceDef {
  const def = families.get(key);
  if (!def) throw new Error(`no family declared with key ${key}`);
  return def;
}

export function allFamilies(): ResourceDef[] {
  return [...families.values()];
}

/** Declares a family outside the contract's registry; its key must be new. */
export function addFamily(def: ResourceDef): void {
  if (families.has(def.key) && families.get(def.key) !== def)
    throw new Error(`family ${def.key} is declared twice`);
  families.set(def.key, def);
}

/** Forgets every family declared outside the contract (a test file's own, before the next file runs). */
export function forgetAddedFamilies(): void {
  families.clear();
  for (const [key, def] of Object.entries(resources)) families.set(key, def);
}
