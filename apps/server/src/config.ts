import { isAbsolute, join, resolve } from 'node:path';
import { envSchema, type LogLevel } from './config/environment.ts';
import type { TrustProxy } from './config/trust-proxy.ts';
import { serverRoot } from './server-root.ts';

export type { LogLevel } from './config/environment.ts';
export type { TrustProxy } from './config/trust-proxy.ts';

/** Where `npm run build --workspace apps/web` writes the web app. */
const defaultWebDist = join(serverRoot, '../web/dist');

/** What one import file may hold (the IMPORT_MAX_* variables), checked while it is read. */
export interface ImportLimits {
  /** The file as uploaded. */
  fileBytes: number;
  /** An xlsx's parts inflated, all together. */
  inflatedBytes: number;
  /** An xlsx's shared strings inflated (kept in memory while the worksheets are read). */
  stringsBytes: number;
  rows: number;
  columns: number;
  cellChars: number;
  /** A PDF's pages. */
  pdfPages: number;
  /** Reads a PDF whose tables the rules could not read; null: none (the sheet is reported for hand entry). */
  assistant: AiProvider | null;
}

/** An OpenAI-compatible provider (AI_BASE_URL, AI_API_KEY, AI_MODEL): the console's assistant. */
export interface AiProvider {
  /** Without a trailing slash: `${baseUrl}/chat/completions` is called. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** PGlite's buffer pool in MB (`PGLITE_SHARED_BUFFERS_MB`). */
  pgliteSharedBuffersMb: number;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  sessionTtlHours: number;
  logLevel: LogLevel;
  /** Absolute. */
  webDist: string;
  /** Unset: the cache lives in this process. */
  redisUrl: string | undefined;
  /** Most the in-process cache holds, in MB (`CACHE_MEMORY_MB`; not used with Redis). */
  cacheMemoryMb: number;
  /** Largest accepted upload (`UPLOAD_MAX_MB`), as configured and in bytes. */
  uploadMaxMb: number;
  uploadMaxBytes: number;
  /** Passed to Fastify: whose `X-Forwarded-For` gives `request.ip`. */
  trustProxy: TrustProxy;
  mapServiceKey: string | undefined;
  imports: ImportLimits;
  /** The assistant's provider (AI_*); null when none is configured. */
  ai: AiProvider | null;
  /** The legacy back-office the inside-proxy jump opens (LEGACY_ADMIN_*); null when none is configured. */
  legacyAdmin: { url: string; secret: string } | null;
  /** Absolute. Backups the server takes, and their record (operations/backups.ts). */
  backupDir: string;
  /** 0: no scheduled backups. */
  backupEveryHours: number;
  backupKeep: number;
  /** `auto`: before migrating a non-empty database, PGlite backs up and PostgreSQL refuses (says to back up). */
  backupBeforeMigrate: 'auto' | 'take' | 'skip';
  /** Unset: `/metrics` is off. */
  metricsToken: string | undefined;
  /** Unset: mail is written as `.eml` files under `DATA_DIR/mail` (integrations/mail). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Declared endpoints' answers are checked against their output schema (http/endpoint.ts). */
  checkApiOutput: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.AI_BASE_URL === undefined) !== (e.AI_MODEL === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  AI_BASE_URL and AI_MODEL: set both (an assistant) or neither',
    );
  }
  const ai: AiProvider | null =
    e.AI_BASE_URL && e.AI_MODEL
      ? { baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''), apiKey: e.AI_API_KEY, model: e.AI_MODEL }
      : null;
  if ((e.LEGACY_ADMIN_URL === undefined) !== (e.LEGACY_ADMIN_SECRET === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  LEGACY_ADMIN_URL and LEGACY_ADMIN_SECRET: set both (an inside-proxy jump) or neither',
    );
  }
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: absolute(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO === '1',
    sessionTtlHours: e.SESSION_TTL_HOURS,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? absolute(e.WEB_DIST) : defaultWebDist,
    redisUrl: e.REDIS_URL,
    cacheMemoryMb: e.CACHE_MEMORY_MB,
    uploadMaxMb: e.UPLOAD_MAX_MB,
    uploadMaxBytes: Math.floor(e.UPLOAD_MAX_MB * 1024 * 1024),
    trustProxy: e.TRUST_PROXY,
    mapServiceKey: e.MAP_SERVICE_KEY?.trim() || undefined,
    imports: {
      fileBytes: Math.floor(e.IMPORT_MAX_MB * 1024 * 1024),
      inflatedBytes: Math.floor(e.IMPORT_MAX_UNCOMPRESSED_MB * 1024 * 1024),
      stringsBytes: Math.floor(e.IMPORT_MAX_STRINGS_MB * 1024 * 1024),
      rows: e.IMPORT_MAX_ROWS,
      columns: e.IMPORT_MAX_COLUMNS,
      cellChars: e.IMPORT_MAX_CELL_CHARS,
      pdfPages: e.IMPORT_MAX_PDF_PAGES,
      assistant: ai,
    },
    ai,
    legacyAdmin:
      e.LEGACY_ADMIN_URL && e.LEGACY_ADMIN_SECRET
        ? { url: e.LEGACY_ADMIN_URL, secret: e.LEGACY_ADMIN_SECRET }
        : null,
    backupDir: absolute(e.BACKUP_DIR),
    backupEveryHours: e.BACKUP_EVERY_HOURS,
    backupKeep: e.BACKUP_KEEP,
    backupBeforeMigrate: e.BACKUP_BEFORE_MIGRATE,
    metricsToken: e.METRICS_TOKEN,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    checkApiOutput: e.API_CHECK_OUTPUT === '1',
  };
}
