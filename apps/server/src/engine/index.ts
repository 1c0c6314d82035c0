/**
 * The resource engine: every declared family gets its endpoints from its declaration. Modules add a family's
 * special behaviour through hooks and, where the generic endpoint cannot do the job, replace an action.
 */
import type { ResourceAction } from '@console/contract';
import type { Db } from '../db/index.ts';
import type { WriteDeps } from './index.ts';
import { EXACT_COUNT_CAP, FamilyHookRegistry, MAX_EXPORT_ROWS } from './index.ts';

export interface FamilyRouteOptions {
  /** Actions whose generic endpoint the family's module replaces with its own (e.g. an admin's add). */
  replaced?: readonly ResourceAction[];
}

export class ResourceEngine implements WriteDeps {
  readonly hooks = new FamilyHookRegistry();
  /** Most rows one export writes; read at each export (a test lowers it to see a cut export). */
  exportLimit = MAX_EXPORT_ROWS;
  /** Rows a list counts exactly before its total becomes an estimate; read at each list (tests lower it). */
  exactCountCap = EXACT_COUNT_CAP;
  readonly #options = new Map<string, FamilyRouteOptions>();
  #routesRegistered = false;

  constructor(readonly db: Db) {}

  /** A module takes over some of a family's generic actions (it registers those endpoints itself). */
  replace(key: string, options: FamilyRouteOptions): void {
    // Too late once the generic endpoints exist: the replaced action would be served twice. Loud, not lost.
    if (this.#routesRegistered)
      throw new Error(`engine.replace('${key}') after the family routes were registered`);
    this.#options.set(key, options);
  }

  /** The generic actions of a family that a module serves itself (its endpoint is the module's, not the engine's). */
  replaced(key: string): readonly ResourceAction[] {
    return this.#options.get(key)?.replaced ?? [];
  }

  /** What a family's module replaced, for the HTTP layer registering the generic endpoints. */
  replacementsOf(key: string): FamilyRouteOptions | undefined {
    return this.#options.get(key);
  }

  /** Called as the generic endpoints are registered: a replacement after it would be served twice. */
  sealReplacements(): void {
    this.#routesRegistered = true;
  }
}

// The engine's public face: modules and the HTTP layer import it from here, never from its files.
export * from './audit.ts';
export * from './bulk.ts';
export * from './commit.ts';
export * from './counts.ts';
export * from './export.ts';
export * from './families.ts';
export * from './hooks.ts';
export * from './list.ts';
export * from './owner.ts';
export * from './page-marks.ts';
export * from './personal-data.ts';
export * from './query.ts';
export * from './read.ts';
export * from './restore.ts';
export * from './rich-text.ts';
export * from './rows.ts';
export * from './staged.ts';
export * from './table-types.ts';
export * from './tables.ts';
export * from './total.ts';
export * from './validators.ts';
export * from './workflow.ts';
export * from './write.ts';
export * from './xlsx.ts';
