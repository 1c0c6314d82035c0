import { randomUUID } from 'node:crypto';
import { API_PREFIX, systemEndpoints } from '@console/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import { ResourceEngine } from './engine/index.ts';
import { type AccessLogOptions, AccessLogWriter, registerAccessLog } from './http/access-log.ts';
import { registerAuth, sessionLookup } from './http/auth.ts';
import { registerAuthorityCheck } from './http/authority-check.ts';
import { registerCompression } from './http/compression.ts';
import { endpointServer } from './http/endpoint.ts';
import { handleApiNotFound, handleError } from './http/error-handler.ts';
import { registerFamilyEndpoints } from './http/family-routes.ts';
import { registerInputBoundary } from './http/input-boundary.ts';
import { PermissionCache } from './http/permission-cache.ts';
import { ApiRouteCatalogue, registerGuard, syncApiAuthorities } from './http/permissions.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { SessionCache } from './http/session-cache.ts';
import { type CacheStore, createCache } from './integrations/cache/index.ts';
import { adminAccountModule } from './modules/admin-accounts/routes.ts';
import { adminUserModule } from './modules/admin-user/routes.ts';
import { aiModule } from './modules/ai/index.ts';
import { analyticsModule } from './modules/analytics/index.ts';
import { apiDocsModule } from './modules/api-docs/routes.ts';
import { cacheKeyModule } from './modules/cache-keys/routes.ts';
import { ruledCache } from './modules/cache-keys/rules.ts';
import { commerceModule } from './modules/commerce/index.ts';
import { contentModule } from './modules/content/index.ts';
import { counterModule } from './modules/counters/routes.ts';
import { counterStreamModule } from './modules/counters/stream.ts';
import { customerModule } from './modules/customer/index.ts';
import { dashboardModule } from './modules/dashboard/routes.ts';
import { datasheetModule } from './modules/datasheet/index.ts';
import { demandModule } from './modules/demand/index.ts';
import { emailModule } from './modules/email/index.ts';
import { enterpriseModule } from './modules/enterprise/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { menuRecordModule } from './modules/menu-records/routes.ts';
import type { ConsoleModule, ModuleContext } from './modules/module.ts';
import { operationModule } from './modules/operation/index.ts';
import { paperModule } from './modules/paper/index.ts';
import { paymentModule } from './modules/payment/index.ts';
import { permissionModule } from './modules/permissions/routes.ts';
import { searchModule } from './modules/search/index.ts';
import { settingModule } from './modules/settings/routes.ts';
import { tagModule } from './modules/tags/routes.ts';
import { uploadModule } from './modules/uploads/routes.ts';
import { userModule } from './modules/user/index.ts';
import { Operations } from './operations/index.ts';
import type { StartSteps } from './start-steps.ts';
import { registerWebApp } from './web-app.ts';

/**
 * The domain modules of the console, each one function taking one context (modules/module.ts). Their order
 * does not matter: the engine registers the families' endpoints after all of them (`registerFamilyEndpoints`).
 */
export const consoleModules: readonly ConsoleModule[] = [
  adminUserModule,
  counterModule,
  counterStreamModule,
  dashboardModule,
  adminAccountModule,
  permissionModule,
  menuRecordModule,
  settingModule,
  tagModule,
  datasheetModule,
  paperModule,
  commerceModule,
  customerModule,
  enterpriseModule,
  operationModule,
  demandModule,
  cacheKeyModule,
  uploadModule,
  apiDocsModule,
  userModule,
  contentModule,
  mediaModule,
  aiModule,
  analyticsModule,
  emailModule,
  paymentModule,
  searchModule,
];

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Fastify's logger option; defaults to pino at `LOG_LEVEL`. Tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /**
   * The cache store; defaults to the one `REDIS_URL` asks for. A given store is left open on close: its owner
   * closes it. The app wraps it so that what it remembers follows the cache rules.
   */
  cache?: CacheStore;
  /** How the access log queue writes its batches (tests hold rows back to see the close write them). */
  accessLog?: Partial<AccessLogOptions>;
  /** The domain modules to register; defaults to `consoleModules` (tests register them in another order). */
  modules?: readonly ConsoleModule[];
}

/**
 * The whole HTTP server: `/api` (envelope answers, session guard, access log) and the web app.
 * Not yet listening, so tests can add routes and call `inject()`.
 */
export interface ConsoleApp {
  app: FastifyInstance;
  /** Every `/api` route, for the API authority catalogue (complete once `app.ready()` resolved). */
  catalogue: ApiRouteCatalogue;
  engine: ResourceEngine;
  /** The access log's queue: written in batches, and on close (`flush()` writes it now). */
  accessLog: AccessLogWriter;
  /** The sessions held in memory; on once `readyConsoleApp` has it listening for changes. */
  sessions: SessionCache;
  /** Readiness, metrics and the server's backups (operations/index.ts); main.ts starts it once listening. */
  operations: Operations;
}

export function buildApp(options: BuildAppOptions): FastifyInstance {
  return buildConsoleApp(options).app;
}

/** Loads every plugin, then brings the API authority catalogue in line with the registered routes. */
export async function readyConsoleApp(
  { app, catalogue, sessions }: ConsoleApp,
  database: Database,
  steps?: StartSteps,
): Promise<void> {
  await app.ready();
  steps?.mark('routes ready');
  await sessions.start();
  steps?.mark('session listener');
  const sync = await syncApiAuthorities(database.db, catalogue);
  steps?.mark('API authority sync');
  if (sync.added > 0 || sync.removed > 0) app.log.info(sync, 'API authority catalogue synchronised');
}

export function buildConsoleApp({
  config,
  database,
  logger,
  cache: givenCache,
  accessLog: accessLogOptions,
  modules = consoleModules,
}: BuildAppOptions): ConsoleApp {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    // Ids are ours, never taken from a client's header, so a log search by id finds one request.
    requestIdHeader: false,
    // Behind a reverse proxy, the client's own address (throttling, access log) comes from X-Forwarded-For.
    trustProxy: config.trustProxy,
  });
  const { db } = database;
  const catalogue = new ApiRouteCatalogue();
  const engine = new ResourceEngine(db);
  const permissions = new PermissionCache(db);
  const sessions = new SessionCache(database, sessionLookup(db), app.log);
  app.addHook('onClose', async () => sessions.close());
  const accessLog = new AccessLogWriter(db, app.log, accessLogOptions);
  const operations = new Operations({ config, database, sessions, log: app.log });
  const store =
    givenCache ??
    createCache(config, { onError: (err) => app.log.warn({ err }, 'cache: Redis unreachable, retrying') });
  const cache = ruledCache(operations.metrics.countLookups(store), engine);
  app.decorate('cache', cache);
  if (!givenCache) app.addHook('onClose', async () => store.close());

  // The id a person can quote when reporting a failure: it is on every log line of that request.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler(handleError);
  registerCompression(app);
  registerSecurityHeaders(app);
  operations.registerOnServer(app);

  // What modules serve outside `/api`, handed over while the `/api` scope loads and registered after it.
  const outside: ((app: FastifyInstance) => void)[] = [];
  app.register(
    async (api) => {
      catalogue.collectFrom(api);
      registerAuth(api);
      registerGuard(api, db, permissions, sessions);
      registerAuthorityCheck(api, permissions);
      registerAccessLog(api, accessLog);
      registerInputBoundary(api);
      api.setNotFoundHandler(handleApiNotFound);

      endpointServer(api, config.checkApiOutput)(systemEndpoints.health, async () => ({
        status: 'ok' as const,
        db: database.kind,
      }));
      operations.registerApi(api);
      const context: ModuleContext = {
        api,
        db,
        database,
        sessions,
        engine,
        cache,
        config,
        catalogue,
        outsideApi: (add) => {
          outside.push(add);
        },
        startWork: operations.startWork,
      };
      for (const register of modules) register(context);
      // Loaded after everything the modules registered, so their hooks and replacements apply in any order.
      registerFamilyEndpoints(api, engine);
    },
    { prefix: API_PREFIX },
  );
  app.register(async (root) => {
    for (const add of outside) add(root);
  });

  registerWebApp(app, config.webDist);
  return { app, catalogue, engine, accessLog, sessions, operations };
}
