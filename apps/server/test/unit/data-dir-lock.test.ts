import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir } from '../../src/db/data-dir-lock.ts';

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
