import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

describe('operations configuration', () => {
  it('has no schedule, keeps 7, backs up before a migration by default, and serves no metrics', () => {
    const config = loadConfig({}, '/srv/console');
    expect(config).toMatchObject({
      backupDir: '/srv/console/backups',
      backupEveryHours: 0,
      backupKeep: 7,
      backupBeforeMigrate: 'auto',
      metricsToken: undefined,
    });
  });

  it('reads the variables, and refuses values that make no sense', () => {
    const config = loadConfig(
      {
        BACKUP_DIR: '/mnt/safe',
        BACKUP_EVERY_HOURS: '6',
        BACKUP_KEEP: '30',
        BACKUP_BEFORE_MIGRATE: 'take',
        METRICS_TOKEN: 'a-token-of-sixteen+',
      },
      '/srv/console',
    );
    expect(config).toMatchObject({
      backupDir: '/mnt/safe',
      backupEveryHours: 6,
      backupKeep: 30,
      backupBeforeMigrate: 'take',
      metricsToken: 'a-token-of-sixteen+',
    });
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '-1' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ BACKUP_KEEP: '1.5' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ BACKUP_BEFORE_MIGRATE: 'never' })).toThrow(/BACKUP_BEFORE_MIGRATE/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
