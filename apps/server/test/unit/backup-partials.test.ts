import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { markPartial, sweepPartials } from '../../src/operations/backup-partials.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function backupDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-partials-'));
  dirs.push(dir);
  return dir;
}

/** A partial archive and, unless `writer` is null, the record of who writes it. */
function partial(dir: string, name: string, writer: Record<string, unknown> | null, ageMs = 0): string {
  const path = join(dir, `${name}.partial`);
  writeFileSync(path, 'part of an archive');
  if (writer) writeFileSync(`${path}.owner`, JSON.stringify({ since: '', reason: 'scheduled', ...writer }));
  const at = new Date(Date.now() - ageMs);
  utimesSync(path, at, at);
  return path;
}

const DAY_MS = 24 * 3_600_000;

describe('sweeping BACKUP_DIR of interrupted backups', () => {
  it('removes the partials of gone or unnamed writers, leaves live ones and recent ones of other machines', async () => {
    const dir = backupDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    const dead = partial(dir, 'console-a.tar', { pid: gone, host: hostname(), process: null }, 60_000);
    const unnamed = partial(dir, 'console-b.tar', null);
    const live = join(dir, 'console-c.tar');
    const unmark = await markPartial(live, 'manual');
    writeFileSync(`${live}.partial`, 'being written');
    const elsewhere = { pid: 1, host: `other-${hostname()}`, process: null };
    const foreignRecent = partial(dir, 'console-d.tar', elsewhere, 3_600_000);
    const foreignOld = partial(dir, 'console-e.tar', elsewhere, DAY_MS + 60_000);
    // Not this console's archive name: not the sweep's to judge.
    writeFileSync(join(dir, 'notes.txt.partial'), '');

    const swept = await sweepPartials(dir);

    expect(swept.map((s) => s.file.split('/').pop()).sort()).toEqual([
      'console-a.tar',
      'console-b.tar',
      'console-e.tar',
    ]);
    for (const path of [dead, unnamed, foreignOld]) {
      expect(existsSync(path)).toBe(false);
      expect(existsSync(`${path}.owner`)).toBe(false);
    }
    for (const path of [`${live}.partial`, foreignRecent, join(dir, 'notes.txt.partial')]) {
      expect(existsSync(path)).toBe(true);
    }
    const byName = Object.fromEntries(swept.map((s) => [s.file.split('/').pop(), s]));
    expect(byName['console-a.tar']?.message).toContain(`pid ${gone} on ${hostname()}`);
    expect(byName['console-a.tar']?.reason).toBe('scheduled');
    expect(byName['console-b.tar']?.message).toContain('its process stopped');
    // Oldest first: the newest is the one recorded.
    expect(swept.map((s) => s.at)).toEqual(swept.map((s) => s.at).sort());
    expect(swept.at(-1)?.file).toBe(join(dir, 'console-b.tar'));
    await unmark();
  });

  it('removes a gone writer’s record whose archive is no longer partial, keeps a live one about to start', async () => {
    const dir = backupDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(
      join(dir, 'console-f.tar.partial.owner'),
      JSON.stringify({ pid: gone, host: hostname(), process: null, since: '', reason: 'manual' }),
    );
    const unmark = await markPartial(join(dir, 'console-g.tar'), 'manual');
    expect(await sweepPartials(dir)).toEqual([]);
    expect(readdirSync(dir)).toEqual(['console-g.tar.partial.owner']);
    await unmark();
    expect(readdirSync(dir)).toEqual([]);
  });
});
