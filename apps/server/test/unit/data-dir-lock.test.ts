import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, LOCK_STALE_MS, lockDataDir, takeoverMessage } from '../../src/db/data-dir-lock.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('refuses a second owner with a clear message, and frees the folder on release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-lock-'));
    dirs.push(dir);
    const first = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(second).rejects.toThrow(
      `DATA_DIR ${dir} is in use by another console process; stop it first or set DATA_DIR to another folder`,
    );
    await first.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('creates a missing folder, holds its lock there, and leaves the folder on release', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'console-lock-'));
    dirs.push(parent);
    const dir = join(parent, 'nested', 'data');
    expect(existsSync(dir)).toBe(false);
    const lock = await lockDataDir(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
    // The lock lives in the created folder: a second owner of that folder is refused.
    expect(existsSync(join(dir, 'console.lock'))).toBe(true);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirBusyError);
    await lock.release();
    expect(existsSync(join(dir, 'console.lock'))).toBe(false);
    expect(statSync(dir).isDirectory()).toBe(true);
  });
});

describe('a lock whose owner is gone', () => {
  const hostOf = () => hostname();
  /** A lock directory as another process would have left it, its owner's record inside. */
  function leftLock(dir: string, owner: Record<string, unknown>): void {
    mkdirSync(join(dir, 'console.lock'));
    writeFileSync(join(dir, 'console.lock', 'owner.json'), JSON.stringify(owner));
  }
  function lockDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'console-lock-'));
    dirs.push(dir);
    return dir;
  }

  it('takes over at once the lock of a process of this machine that no longer runs, naming it', async () => {
    const dir = lockDir();
    // A pid that was just freed: the child has exited and been reaped.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    leftLock(dir, { pid: gone, host: hostOf(), process: null, since: '2026-01-01T00:00:00.000Z' });
    const lock = await lockDataDir(dir);
    expect(lock.tookOverFrom).toMatchObject({ pid: gone, host: hostOf() });
    expect(takeoverMessage(dir, lock.tookOverFrom ?? ({} as never))).toContain(`console process ${gone}`);
    // The lock is now this process's own: a second taker is refused, naming this process.
    await expect(lockDataDir(dir)).rejects.toThrow(`Held by pid ${process.pid} on ${hostOf()}`);
    await lock.release();
    expect(existsSync(join(dir, 'console.lock'))).toBe(false);
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to another process (a restarted container)',
    async () => {
      const dir = lockDir();
      const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
      // This very pid, but started at another tick: the owner was an earlier process under the same pid.
      leftLock(dir, { pid: process.pid, host: hostOf(), process: `${boot}:1`, since: '' });
      const lock = await lockDataDir(dir);
      expect(lock.tookOverFrom?.pid).toBe(process.pid);
      await lock.release();
    },
  );

  it('refuses a live owner of this machine, and an owner on another machine until its lock ages', async () => {
    const dir = lockDir();
    leftLock(dir, { pid: process.ppid, host: hostOf(), process: null, since: '' });
    await expect(lockDataDir(dir)).rejects.toThrow(`Held by pid ${process.ppid} on ${hostOf()}`);
    rmSync(join(dir, 'console.lock'), { recursive: true });

    leftLock(dir, { pid: 1, host: `elsewhere-${hostOf()}`, process: null, since: '' });
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirBusyError);
    // Older than LOCK_STALE_MS: the other machine's process stopped refreshing it.
    const old = new Date(Date.now() - LOCK_STALE_MS - 5_000);
    utimesSync(join(dir, 'console.lock'), old, old);
    const lock = await lockDataDir(dir);
    expect(lock.tookOverFrom).toBeNull();
    await lock.release();
  });

  it('keeps refreshing its own lock with the owner record inside, and learns when another took it', async () => {
    const dir = lockDir();
    let lost: Error | undefined;
    const lock = await lockDataDir(dir, (error) => {
      lost = error;
    });
    const owner = JSON.parse(readFileSync(join(dir, 'console.lock', 'owner.json'), 'utf8'));
    expect(owner).toMatchObject({ pid: process.pid, host: hostOf() });
    // A second folder whose lock another process takes over (as one would that wrongly judged this one gone).
    const taken = lockDir();
    let takenLost: Error | undefined;
    const displaced = await lockDataDir(taken, (error) => {
      takenLost = error;
    });
    rmSync(join(taken, 'console.lock'), { recursive: true });
    mkdirSync(join(taken, 'console.lock'));
    // Past the first refresh (every LOCK_STALE_MS / 4).
    await new Promise((resolve) => setTimeout(resolve, LOCK_STALE_MS / 4 + 1_500));
    expect(lost).toBeUndefined();
    expect(takenLost?.message).toMatch(/ENOENT|stale threshold|compromised/i);
    await lock.release();
    await displaced.release().catch(() => {});
  }, 30_000);
});
