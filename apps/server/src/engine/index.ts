/**
 * The resource engine: every declared family gets its endpoints from its declaration. Modules add a family's
 * special behaviour through hooks and, where the generic endpoint cannot do the job, replace an action.
 */
import type { ResourceAction } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { MAX_EXPORT_ROWS } from './export.ts';
import { allFamilies } from './families.ts';
import { FamilyHookRegistry } from './hooks.ts';
import { type FamilyRouteOptions, type RouteDeps, registerFamilyRoutes } from './routes.ts';
import { EXACT_COUNT_CAP } from './total.ts';

export class ResourceEngine implements RouteDeps {
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

  /**
   * Registers the endpoints of every family in a plugin of `api`, which Fastify loads after everything
   * registered on `api` before it — the modules and the plugins they register — so every module's hooks and
   * replacements are in place whatever the order of the modules.
   */
  registerRoutes(api: FastifyInstance): void {
    api.register(async (families) => {
      this.#routesRegistered = true;
      for (const def of allFamilies()) registerFamilyRoutes(families, def, this, this.#options.get(def.key));
    });
  }
}
