import { loginBody } from '@console/contract';
import { z } from 'zod';
import { trustProxy } from './trust-proxy.ts';

/** An unset variable and an empty one mean the same: the default applies. */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

function withDefault<T extends z.ZodType>(fallback: string, schema: T) {
  return z.preprocess((value) => (value === undefined || value === '' ? fallback : value), schema);
}

/**
 * The environment as the server reads it: each variable's default and bounds. What the values then mean
 * (absolute folders, bytes, the assistant) is `loadConfig`'s (config.ts); their README lines are variable-docs.ts's.
 */
export const envSchema = z.object({
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
  PGLITE_SHARED_BUFFERS_MB: withDefault('16', z.coerce.number().int().min(1).max(4096)),
  CACHE_MEMORY_MB: withDefault('32', z.coerce.number().int().min(1).max(4096)),
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
