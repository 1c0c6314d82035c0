/**
 * How a domain module joins the app: one function taking one context. `app.ts` lists the modules and calls
 * each in turn; their order does not matter, because the engine registers the families' generic endpoints
 * only after every module has added its hooks and replacements (`registerFamilyEndpoints`, http/family-routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/index.ts';
import type { ResourceEngine } from '../engine/index.ts';
import type { ApiRouteCatalogue } from '../http/permissions.ts';
import type { SessionCache } from '../http/session-cache.ts';
import type { CacheStore } from '../integrations/cache/index.ts';
import type { StartWork } from '../operations/start-work.ts';

export interface ModuleContext {
  /** The `/api` scope: routes added here are guarded, access-logged and answer the envelope. */
  api: FastifyInstance;
  db: Db;
  /** Hearing the database's NOTIFY (`database.listen`), for what every instance must learn of a change. */
  database: Pick<Database, 'listen' | 'kind'>;
  /** The sessions held in memory: a long-lived answer (the counter stream) checks its session with them. */
  sessions: SessionCache;
  engine: ResourceEngine;
  /** The cache as the rules under 远程缓存规则 shape it (also `api.cache`). */
  cache: CacheStore;
  config: Config;
  /** Every `/api` route, for the API authority catalogue (complete once the app is ready). */
  catalogue: ApiRouteCatalogue;
  /**
   * What a module serves outside `/api` (uploaded files), registered on the server itself once the `/api`
   * scope is loaded: a plugin registered from inside that scope would take its prefix, guard and envelope.
   */
  outsideApi(register: (app: FastifyInstance) => void): void;
  /** Work a start leaves running in the background; `/api/ready` says `warm` once all of it is done. */
  startWork: StartWork;
}

/** A domain module: adds its routes, engine hooks and replacements. */
export type ConsoleModule = (context: ModuleContext) => void;
