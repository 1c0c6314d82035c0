/**
 * What an operator runs the console by (docs/operations.md): readiness for a load balancer, metrics, the
 * server's own backups (scheduled, and asked through the control socket) and their record for 配置管理.
 * app.ts builds one per app; main.ts starts the schedule and the socket once the server listens.
 */
import { ResultCode, systemEndpoints } from '@console/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../core/errors.ts';
import type { Database } from '../db/index.ts';
import { endpointServer } from '../http/endpoint.ts';
import type { SessionCache } from '../http/session-cache.ts';
import { Backups } from './backups.ts';
import { serveControl } from './control.ts';
import { migrationStateOf, pendingMigrations } from './manifest.ts';
import { ConsoleMetrics } from './metrics.ts';
import { StartWork } from './start-work.ts';

/** How long readiness waits for the database before it says no. */
const READY_TIMEOUT_MS = 2000;

export interface OperationsOptions {
  config: Config;
  database: Database;
  sessions: SessionCache;
  log: FastifyBaseLogger;
}

export interface Readiness {
  /** The database answered within READY_TIMEOUT_MS. */
  database: boolean;
  /** No migration of this code is still to apply. */
  migrations: boolean;
  /** The instance hears the session and permission changes of the others (session-cache.ts). */
  listening: boolean;
  /** What the start left running in the background is done (start-work.ts); not needed to serve. */
  warm: boolean;
}

export class Operations {
  readonly metrics: ConsoleMetrics;
  readonly backups: Backups;
  readonly startWork = new StartWork();
  #control: { close(): Promise<void> } | undefined;

  constructor(private readonly options: OperationsOptions) {
    this.metrics = new ConsoleMetrics(options.database, Boolean(options.config.metricsToken));
    this.backups = new Backups(options.database, options.config, options.log, (count) =>
      this.metrics.backupsFailed(count),
    );
  }

  /** On the server itself, before any route: the request metrics and `GET /metrics`. */
  registerOnServer(app: FastifyInstance): void {
    // Without METRICS_TOKEN nothing can read the figures: no request pays for counting them.
    if (this.options.config.metricsToken) this.metrics.observe(app);
    this.metrics.route(app, this.options.config.metricsToken);
    app.addHook('onClose', async () => this.close());
  }

  /** Inside `/api`: readiness (public) and the backup record (judged; the web shows it to super admins). */
  registerApi(api: FastifyInstance): void {
    const serve = endpointServer(api, this.options.config.checkApiOutput);
    serve(systemEndpoints.ready, async () => {
      const checks = await this.readiness();
      if (checks.database && checks.migrations && checks.listening)
        return { ready: true as const, ...checks };
      throw new AppError(ResultCode.failed, { zh: '实例未就绪', en: 'this instance is not ready' }, 503, {
        ready: false,
        ...checks,
      });
    });
    serve(systemEndpoints.backupStatus, () => this.backups.status());
  }

  async readiness(): Promise<Readiness> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), READY_TIMEOUT_MS);
    });
    const state = await Promise.race([
      migrationStateOf(this.options.database.db).catch(() => null),
      timeout,
    ]).finally(() => clearTimeout(timer));
    return {
      database: state !== null,
      migrations: state !== null && pendingMigrations(state).length === 0,
      listening: this.options.sessions.listening,
      warm: this.startWork.pending.length === 0,
    };
  }

  /** Once listening: the backup schedule and, on PGlite, the control socket. */
  async start(): Promise<void> {
    await this.backups.start();
    if (this.options.database.kind === 'pglite') {
      this.#control = await serveControl(this.options.config.dataDir, this.backups, this.options.log);
    }
  }

  async close(): Promise<void> {
    await this.#control?.close();
    this.#control = undefined;
    await this.backups.close();
  }
}
