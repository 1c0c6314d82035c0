import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configDocs, loadConfig } from '../../src/config.ts';

describe('config', () => {
  it('applies the defaults, resolving DATA_DIR against the working directory', () => {
    const config = loadConfig({}, '/srv/console');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/console/data',
      databaseUrl: undefined,
      adminUsername: 'admin',
      adminPassword: undefined,
      seedDemo: true,
      sessionTtlHours: 12,
      logLevel: 'info',
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
    });
    expect(loadConfig({ DATABASE_URL: '', PORT: '', ADMIN_PASSWORD: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
      adminPassword: undefined,
    });
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
  });

  it('documents every variable it reads', () => {
    expect(configDocs.map((d) => d.name).sort()).toEqual(
      [
        'PORT',
        'HOST',
        'DATA_DIR',
        'DATABASE_URL',
        'ADMIN_USERNAME',
        'ADMIN_PASSWORD',
        'SEED_DEMO',
        'SESSION_TTL_HOURS',
        'LOG_LEVEL',
        'WEB_DIST',
      ].sort(),
    );
  });
});
