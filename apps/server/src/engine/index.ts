/**
 * The resource engine: every declared family gets its endpoints from its declaration. Modules add a family's
 * special behaviour through hooks and, where the generic endpoint cannot do the job, replace an action.
 */
import type { ResourceAction } from '@console/contract';
import type { Db } from '../db/index.ts';
import { MAX_EXPORT_ROWS } from './export.ts';
import { FamilyHookRegistry } from './hooks.ts';
import { EXACT_COUNT_CAP } from './total.ts';
import type { WriteDeps } from './write.ts';

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
