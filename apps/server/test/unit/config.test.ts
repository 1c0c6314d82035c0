import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDocs } from '../../src/config/variable-docs.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('config', () => {
  it('applies the defaults, resolving DATA_DIR against the working directory', () => {
    const config = loadConfig({}, '/srv/console');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/console/data',
      databaseUrl: undefined,
      pgliteSharedBuffersMb: 16,
      adminUsername: 'admin',
      adminPassword: undefined,
      seedDemo: true,
      sessionTtlHours: 12,
      logLevel: 'info',
      redisUrl: undefined,
      cacheMemoryMb: 32,
      uploadMaxMb: 20,
      uploadMaxBytes: 20 * 1024 * 1024,
      mapServiceKey: undefined,
      trustProxy: false,
    });
    expect(config.webDist.endsWith(join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads every variable and treats empty ones as unset', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/console',
        DATABASE_URL: 'postgres://u:p@db:5432/console',
        ADMIN_USERNAME: 'root',
        ADMIN_PASSWORD: 'long-enough',
        SEED_DEMO: '0',
        SESSION_TTL_HOURS: '2',
        LOG_LEVEL: 'warn',
        WEB_DIST: 'build/web',
        REDIS_URL: 'redis://:secret@cache:6379/2',
        UPLOAD_MAX_MB: '5',
        MAP_SERVICE_KEY: ' amap-key ',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/console',
      databaseUrl: 'postgres://u:p@db:5432/console',
      adminUsername: 'root',
      adminPassword: 'long-enough',
      seedDemo: false,
      sessionTtlHours: 2,
      logLevel: 'warn',
      webDist: '/srv/build/web',
      redisUrl: 'redis://:secret@cache:6379/2',
      uploadMaxMb: 5,
      uploadMaxBytes: 5 * 1024 * 1024,
      mapServiceKey: 'amap-key',
    });
    expect(
      loadConfig({
        DATABASE_URL: '',
        PORT: '',
        ADMIN_PASSWORD: '',
        REDIS_URL: '',
        UPLOAD_MAX_MB: '',
        MAP_SERVICE_KEY: '',
      }),
    ).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
      adminPassword: undefined,
      redisUrl: undefined,
      uploadMaxMb: 20,
      mapServiceKey: undefined,
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380' }).redisUrl).toBe(
      'rediss://cache.internal:6380',
    );
    expect(loadConfig({ UPLOAD_MAX_MB: '0.5' }).uploadMaxBytes).toBe(512 * 1024);
  });

  it('rejects bad values, naming the variable', () => {
    for (const port of ['abc', '70000', '-1', '3.5']) {
      expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
      expect(() => loadConfig({ PORT: port })).toThrow(/PORT/);
    }
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
    for (const size of ['0', '-1', 'big', '2048']) {
      expect(() => loadConfig({ UPLOAD_MAX_MB: size })).toThrow(/UPLOAD_MAX_MB/);
    }
    for (const size of ['0', '1.5', 'lots', '5000']) {
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: size })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
      expect(() => loadConfig({ CACHE_MEMORY_MB: size })).toThrow(/CACHE_MEMORY_MB/);
    }
  });

  it('documents every variable it reads', () => {
    expect(configDocs.map((d) => d.name).sort()).toEqual(
      [
        'PORT',
        'HOST',
        'DATA_DIR',
        'DATABASE_URL',
        'PGLITE_SHARED_BUFFERS_MB',
        'ADMIN_USERNAME',
        'ADMIN_PASSWORD',
        'SEED_DEMO',
        'SESSION_TTL_HOURS',
        'LOG_LEVEL',
        'WEB_DIST',
        'REDIS_URL',
        'CACHE_MEMORY_MB',
        'UPLOAD_MAX_MB',
        'MAP_SERVICE_KEY',
        'TRUST_PROXY',
        'IMPORT_MAX_MB',
        'IMPORT_MAX_UNCOMPRESSED_MB',
        'IMPORT_MAX_STRINGS_MB',
        'IMPORT_MAX_ROWS',
        'IMPORT_MAX_COLUMNS',
        'IMPORT_MAX_CELL_CHARS',
        'IMPORT_MAX_PDF_PAGES',
        'AI_BASE_URL',
        'AI_API_KEY',
        'AI_MODEL',
        'LEGACY_ADMIN_URL',
        'LEGACY_ADMIN_SECRET',
        'BACKUP_DIR',
        'BACKUP_EVERY_HOURS',
        'BACKUP_KEEP',
        'BACKUP_BEFORE_MIGRATE',
        'METRICS_TOKEN',
        'API_CHECK_OUTPUT',
        'SMTP_URL',
        'MAIL_FROM',
      ].sort(),
    );
  });

  it('reads the mail server, refusing an address that is not smtp:// or smtps://', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: 'console@localhost' });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example.com:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });

  it("checks declared endpoints' answers only when asked (the tests ask)", () => {
    expect(loadConfig({}).checkApiOutput).toBe(false);
    expect(loadConfig({ API_CHECK_OUTPUT: '1' }).checkApiOutput).toBe(true);
    expect(() => loadConfig({ API_CHECK_OUTPUT: 'yes' })).toThrow(/API_CHECK_OUTPUT/);
  });

  it('reads the assistant provider: both base URL and model, or neither; off by default', () => {
    expect(loadConfig({}).ai).toBeNull();
    const ai = { AI_BASE_URL: 'http://127.0.0.1:9/v1/', AI_MODEL: 'tds-reader', AI_API_KEY: 'k' };
    expect(loadConfig(ai).ai).toEqual({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'tds-reader' });
    expect(loadConfig(ai).imports.assistant).toEqual(loadConfig(ai).ai);
    expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:9/v1' })).toThrow(/AI_MODEL/);
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://x', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
  });

  it('reads the legacy back-office of the inside-proxy jump: address and secret together, or neither', () => {
    expect(loadConfig({}).legacyAdmin).toBeNull();
    const legacy = {
      LEGACY_ADMIN_URL: 'https://old.example.com/sso',
      LEGACY_ADMIN_SECRET: 'sixteen-chars-or-more',
    };
    expect(loadConfig(legacy).legacyAdmin).toEqual({
      url: legacy.LEGACY_ADMIN_URL,
      secret: legacy.LEGACY_ADMIN_SECRET,
    });
    expect(() => loadConfig({ LEGACY_ADMIN_URL: legacy.LEGACY_ADMIN_URL })).toThrow(/LEGACY_ADMIN_SECRET/);
    expect(() => loadConfig({ ...legacy, LEGACY_ADMIN_SECRET: 'short' })).toThrow(/LEGACY_ADMIN_SECRET/);
    expect(() => loadConfig({ ...legacy, LEGACY_ADMIN_URL: 'old.example.com' })).toThrow(/LEGACY_ADMIN_URL/);
  });

  it('reads the import limits, in bytes where they are sizes, and refuses one that makes no sense', () => {
    expect(loadConfig({}).imports).toEqual({
      fileBytes: 50 * 1024 * 1024,
      inflatedBytes: 512 * 1024 * 1024,
      stringsBytes: 32 * 1024 * 1024,
      rows: 500_000,
      columns: 256,
      cellChars: 32_767,
      pdfPages: 100,
      assistant: null,
    });
    expect(loadConfig({ IMPORT_MAX_ROWS: '1000', IMPORT_MAX_UNCOMPRESSED_MB: '0.5' }).imports).toMatchObject({
      rows: 1000,
      inflatedBytes: 512 * 1024,
    });
    // Fewer columns than the import layout has could read no file at all.
    expect(() => loadConfig({ IMPORT_MAX_COLUMNS: '5' })).toThrow(/IMPORT_MAX_COLUMNS/);
    expect(() => loadConfig({ IMPORT_MAX_CELL_CHARS: 'many' })).toThrow(/IMPORT_MAX_CELL_CHARS/);
  });
});
