import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * How long a lock survives its owner after a crash (kill -9): the owner refreshes it every
 * `LOCK_STALE_MS / 4`, so a live server never looks stale even while PGlite blocks the event loop for seconds.
 */
export const LOCK_STALE_MS = 60_000;

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
  constructor(readonly dataDir: string) {
    super(
      `DATA_DIR ${dataDir} is in use by another console process; stop it first or set DATA_DIR to another folder. ` +
        `(A lock left by a crashed process expires ${LOCK_STALE_MS / 1000} s after the crash.)`,
    );
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Takes the exclusive lock of `DATA_DIR`. PGlite has no cross-process locking: two processes on one folder
 * would silently lose writes, so a second server must be refused before it opens the database.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void = (error) => {
    throw error;
  },
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, 'console.lock'),
      stale: LOCK_STALE_MS,
      update: LOCK_STALE_MS / 4,
      retries: 0,
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirBusyError(dataDir);
    throw error;
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await release();
    },
  };
}
