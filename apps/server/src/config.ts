import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { loginBody } from '@console/contract';
import { z } from 'zod';
import { serverRoot } from './server-root.ts';

/** Where `npm run build --workspace apps/web` writes the web app. */
const defaultWebDist = join(serverRoot, '../web/dist');

/** Every environment variable the server reads, with the line the README's configuration table shows. */
export const configDocs = [
  { name: 'PORT', default: '3000', description: 'HTTP port of the one server (web app and `/api`).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Folder of the embedded PostgreSQL (PGlite) database, relative to the working directory; locked by one server process at a time.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description:
      '`postgres://user:pass@host:5432/db` switches from PGlite to that PostgreSQL server (15 or newer).',
  },
  {
    name: 'ADMIN_USERNAME',
    default: 'admin',
    description: 'Username of the first admin, created on an empty database.',
  },
  {
    name: 'ADMIN_PASSWORD',
    default: '(unset)',
    description:
      'Password of that first admin (at least 8 characters). Unset: a random one is generated and printed once in the start log.',
  },
  {
    name: 'SEED_DEMO',
    default: '1',
    description: '`0` skips the demo rows (marked 【演示】) seeded together with the first admin.',
  },
  { name: 'SESSION_TTL_HOURS', default: '12', description: 'Lifetime of a login session, in hours.' },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'Server log level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'WEB_DIST',
    default: 'apps/web/dist',
    description: 'Folder of the built web app served at `/`; when missing, non-API paths say to build it.',
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    description:
      '`redis://[:password@]host:6379[/db]` (or `rediss://`) keeps the cache in that Redis server; unset, it lives in the server process.',
  },
  {
    name: 'UPLOAD_MAX_MB',
    default: '20',
    description:
      'Largest file `POST /api/upload` accepts, in MB; files are stored under `DATA_DIR/uploads` and served at `/uploads/`.',
  },
  {
    name: 'IMPORT_MAX_MB',
    default: '50',
    description:
      'Largest file the datasheet import (`POST /api/ds/cache/import`) accepts, in MB, as uploaded (an xlsx compressed).',
  },
  {
    name: 'IMPORT_MAX_UNCOMPRESSED_MB',
    default: '512',
    description:
      'Most an imported xlsx may inflate to, in MB, all its parts read together; a part declaring more, or compressed more than 100:1, is refused before it is inflated.',
  },
  {
    name: 'IMPORT_MAX_STRINGS_MB',
    default: '32',
    description:
      "Most an imported xlsx's shared-strings part may inflate to, in MB: the one part the reader keeps in memory while it reads the worksheets.",
  },
  {
    name: 'IMPORT_MAX_ROWS',
    default: '500000',
    description: 'Most rows an import file may have, all worksheets together.',
  },
  {
    name: 'IMPORT_MAX_COLUMNS',
    default: '256',
    description: 'Most columns a row of an import file may have.',
  },
  {
    name: 'IMPORT_MAX_CELL_CHARS',
    default: '32767',
    description: "Longest cell of an import file, in characters (Excel's own limit by default).",
  },
  {
    name: 'IMPORT_MAX_PDF_PAGES',
    default: '100',
    description:
      'Most pages an imported PDF datasheet may have; a longer one is refused before its pages are read.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Reverse proxies whose `X-Forwarded-For` names the client, for login throttling and the access log: a comma list of their addresses or CIDR ranges (`127.0.0.1`, `loopback`, `10.0.0.0/8`), or `true` for any sender (only when nothing but the proxy can reach the server). `false`: the connecting address counts.',
  },
  {
    name: 'BACKUP_DIR',
    default: './backups',
    description: 'Folder of the backups the server takes (scheduled, before a migration) and their record.',
  },
  {
    name: 'BACKUP_EVERY_HOURS',
    default: '0',
    description: 'Hours between scheduled backups; 0: none.',
  },
  {
    name: 'BACKUP_KEEP',
    default: '7',
    description: 'Archives kept in `BACKUP_DIR`; older ones are removed.',
  },
  {
    name: 'BACKUP_BEFORE_MIGRATE',
    default: 'auto',
    description:
      '`auto`, `take` or `skip`: the backup before a start migrates a database ([docs/operations.md](docs/operations.md)).',
  },
  {
    name: 'AI_BASE_URL',
    default: '(unset)',
    description:
      "An OpenAI-compatible provider's API root (`https://…/v1`): the console's assistant. The PDF import sends it a sheet whose tables its rules could not read (as text, with the import layout's JSON schema); unset: no assistant, such sheets are reported for hand entry.",
  },
  {
    name: 'AI_API_KEY',
    default: '(unset)',
    description: "The provider's key, sent as `Authorization: Bearer`; unset: none sent (a local provider).",
  },
  {
    name: 'AI_MODEL',
    default: '(unset)',
    description: 'The model the assistant asks; required with `AI_BASE_URL`.',
  },
  {
    name: 'LEGACY_ADMIN_URL',
    default: '(unset)',
    description:
      "The legacy back-office the AI screen's inside-proxy jump (`POST /api/php_proxy/jump`) opens, with a signed link that expires; unset: the screen says none is configured.",
  },
  {
    name: 'LEGACY_ADMIN_SECRET',
    default: '(unset)',
    description:
      'The HMAC-SHA256 key (16+ characters) signing those links, shared with the legacy back-office; required with `LEGACY_ADMIN_URL`.',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset)',
    description: 'Bearer token of `GET /metrics` (Prometheus), 16+ characters; unset: no metrics.',
  },
  {
    name: 'API_CHECK_OUTPUT',
    default: '0',
    description:
      "`1` checks every declared endpoint's answer against its output schema (a mismatch answers 500); on in the tests.",
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description:
      '`smtp://user:pass@host:587` or `smtps://…`: the server the console sends mail through (mailed exports); unset: each message is written as a `.eml` file under `DATA_DIR/mail`.',
  },
  {
    name: 'MAIL_FROM',
    default: 'console@localhost',
    description: 'Sender address of the mail the console sends.',
  },
  {
    name: 'MAP_SERVICE_KEY',
    default: '(unset)',
    description:
      'Key of the map service the web app reads at start-up when the `map.service_key` setting is not set.',
  },
] as const;

/** An unset variable and an empty one mean the same: the default applies. */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

function withDefault<T extends z.ZodType>(fallback: string, schema: T) {
  return z.preprocess((value) => (value === undefined || value === '' ? fallback : value), schema);
}

/** Names proxy-addr (behind Fastify's `trustProxy`) knows for whole ranges. */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address with a CIDR prefix, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', prefix, ...extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Which proxies may tell the client's address (Fastify's `trustProxy`); `false` trusts none. */
export type TrustProxy = boolean | string[];

const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === 'false') return false;
    if (lower === 'true') return true;
    if (/^\d+$/.test(value)) {
      // Fastify trusts no one for a bare hop count: it cannot tell the proxy from a client that sends the header.
      ctx.addIssue({
        code: 'custom',
        message: 'a hop count is not enough: list the proxies (addresses or CIDRs)',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false or a comma list of addresses/CIDRs; not ${bad.map((b) => `"${b}"`).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  PORT: withDefault('3000', z.coerce.number().int().min(0).max(65535)),
  HOST: withDefault('0.0.0.0', z.string().min(1)),
  DATA_DIR: withDefault('./data', z.string().min(1)),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  ADMIN_USERNAME: withDefault('admin', loginBody.shape.username),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8).max(128).optional()),
  SEED_DEMO: withDefault('1', z.enum(['0', '1'])),
  SESSION_TTL_HOURS: withDefault(
    '12',
    z.coerce
      .number()
      .positive()
      .max(24 * 365),
  ),
  LOG_LEVEL: withDefault('info', z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  WEB_DIST: optionalText,
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must start with redis:// or rediss://')
      .optional(),
  ),
  UPLOAD_MAX_MB: withDefault('20', z.coerce.number().positive().max(1024)),
  IMPORT_MAX_MB: withDefault('50', z.coerce.number().positive().max(1024)),
  IMPORT_MAX_UNCOMPRESSED_MB: withDefault('512', z.coerce.number().positive().max(4095)),
  IMPORT_MAX_STRINGS_MB: withDefault('32', z.coerce.number().positive().max(1024)),
  IMPORT_MAX_ROWS: withDefault('500000', z.coerce.number().int().positive().max(10_000_000)),
  IMPORT_MAX_COLUMNS: withDefault('256', z.coerce.number().int().min(9).max(16_384)),
  IMPORT_MAX_CELL_CHARS: withDefault('32767', z.coerce.number().int().min(200).max(1_000_000)),
  IMPORT_MAX_PDF_PAGES: withDefault('100', z.coerce.number().int().min(1).max(100_000)),
  TRUST_PROXY: withDefault('false', trustProxy),
  MAP_SERVICE_KEY: optionalText.pipe(z.string().max(500).optional()),
  BACKUP_DIR: withDefault('./backups', z.string().min(1)),
  BACKUP_EVERY_HOURS: withDefault(
    '0',
    z.coerce
      .number()
      .min(0)
      .max(24 * 365),
  ),
  BACKUP_KEEP: withDefault('7', z.coerce.number().int().min(1).max(10_000)),
  BACKUP_BEFORE_MIGRATE: withDefault('auto', z.enum(['auto', 'take', 'skip'])),
  AI_BASE_URL: optionalText.pipe(
    z
      .string()
      .max(500)
      .regex(/^https?:\/\/\S+$/, 'must start with http:// or https://')
      .optional(),
  ),
  AI_API_KEY: optionalText.pipe(z.string().max(500).optional()),
  AI_MODEL: optionalText.pipe(z.string().max(200).optional()),
  LEGACY_ADMIN_URL: optionalText.pipe(
    z
      .string()
      .max(500)
      .regex(/^https?:\/\/\S+$/, 'must start with http:// or https://')
      .optional(),
  ),
  LEGACY_ADMIN_SECRET: optionalText.pipe(z.string().min(16).max(500).optional()),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16).max(500).optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .max(1000)
      .regex(/^smtps?:\/\/[^\s]+$/, 'smtp://… or smtps://…')
      .optional(),
  ),
  MAIL_FROM: withDefault('console@localhost', z.string().min(3).max(200)),
  API_CHECK_OUTPUT: withDefault('0', z.enum(['0', '1'])),
});

export type LogLevel = z.infer<typeof envSchema>['LOG_LEVEL'];

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
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  sessionTtlHours: number;
  logLevel: LogLevel;
  /** Absolute. */
  webDist: string;
  /** Unset: the cache lives in this process. */
  redisUrl: string | undefined;
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
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO === '1',
    sessionTtlHours: e.SESSION_TTL_HOURS,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? absolute(e.WEB_DIST) : defaultWebDist,
    redisUrl: e.REDIS_URL,
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
