import fs, { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { currentOwner, describeOwner, type LockOwner, ownerState, parseOwner } from './lock-owner.ts';

/**
 * How long a lock survives its owner when nobody can tell whether the owner still runs (another machine on a
 * shared folder): the owner refreshes it every `LOCK_STALE_MS / 4`, so a live server never looks stale even while
 * PGlite blocks the event loop for seconds. An owner on this machine that is gone is known at once (lock-owner.ts).
 */
export const LOCK_STALE_MS = 60_000;

/** The owner's record, inside the lock directory (so it goes with the lock, and only with it). */
const OWNER_FILE = 'owner.json';

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another console process; stop it first or set DATA_DIR to another folder. ` +
        (owner ? `(Held by ${describeOwner(owner)}.) ` : '') +
        `(A lock left by a process on another machine expires ${LOCK_STALE_MS / 1000} s after it stopped.)`,
    );
  }
}

/** The line a process prints when it took over a dead owner's lock. */
export function takeoverMessage(dataDir: string, owner: LockOwner): string {
  return `DATA_DIR ${dataDir}: took over the lock of console process ${owner.pid}, no longer running (${describeOwner(owner)})`;
}

export interface DataDirLock {
  /** The owner whose lock this one replaced (a process of this machine that was no longer running), or null. */
  readonly tookOverFrom: LockOwner | null;
  release(): Promise<void>;
}

/**
 * proper-lockfile's file system, but the lock directory is made with the owner's record inside and removed with
 * it: the record is written before proper-lockfile reads the directory's time, whose change it takes for a
 * rival's, and the directory is never seen ownerless but in the instant between the two calls.
 */
function ownedFs(owner: LockOwner) {
  const record = `${JSON.stringify(owner)}\n`;
  return {
    ...fs,
    mkdir(path: string, callback: (error: NodeJS.ErrnoException | null) => void) {
      fs.mkdir(path, (error) => {
        if (error) return callback(error);
        try {
          writeFileSync(join(path, OWNER_FILE), record, { mode: 0o600 });
        } catch (written) {
          rmSync(path, { recursive: true, force: true });
          return callback(written as NodeJS.ErrnoException);
        }
        callback(null);
      });
    },
    rmdir(path: string, callback: (error: NodeJS.ErrnoException | null) => void) {
      fs.rm(join(path, OWNER_FILE), { force: true }, () => fs.rmdir(path, callback));
    },
    rmdirSync(path: string) {
      rmSync(join(path, OWNER_FILE), { force: true });
      fs.rmdirSync(path);
    },
  };
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    return parseOwner(readFileSync(join(lockPath, OWNER_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Removes the lock of `dead`, only if it is still that one's: it is first renamed aside (one process wins a
 * rename), and put back if what was moved belongs to a process that took it over meanwhile.
 */
function removeDeadLock(lockPath: string, dead: LockOwner): boolean {
  const aside = `${lockPath}.dead-${process.pid}-${Date.now()}`;
  try {
    renameSync(lockPath, aside);
  } catch {
    return false;
  }
  const moved = readOwner(aside);
  if (moved?.pid !== dead.pid || moved.host !== dead.host || moved.since !== dead.since) {
    try {
      renameSync(aside, lockPath);
    } catch {
      // Taken yet again meanwhile: that owner holds the folder now, and this one stays set aside.
    }
    return false;
  }
  rmSync(aside, { recursive: true, force: true });
  return true;
}

/**
 * Takes the exclusive lock of `DATA_DIR`. PGlite has no cross-process locking: two processes on one folder
 * would silently lose writes, so a second server must be refused before it opens the database. A lock whose
 * owner ran on this machine and no longer runs (killed, crashed, its pid now another process's) is taken over at
 * once, and said so in `tookOverFrom`; a live owner's is refused.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void = (error) => {
    throw error;
  },
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'console.lock');
  const options = {
    lockfilePath: lockPath,
    stale: LOCK_STALE_MS,
    update: LOCK_STALE_MS / 4,
    retries: 0,
    onCompromised,
    fs: ownedFs(currentOwner()),
  };
  let tookOverFrom: LockOwner | null = null;
  let release: () => Promise<void>;
  // A second round only after removing a dead owner's lock; a third would mean a rival took it meanwhile.
  for (let round = 0; ; round += 1) {
    // A live owner of this machine is refused before proper-lockfile looks at the lock's age: its event loop may
    // have been held past LOCK_STALE_MS (a long statement on PGlite), which does not make its lock free.
    const holder = readOwner(lockPath);
    if (holder && ownerState(holder) === 'alive') throw new DataDirBusyError(dataDir, holder);
    try {
      release = await lockfile.lock(dataDir, options);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      const owner = readOwner(lockPath);
      if (round === 0 && owner && ownerState(owner) === 'gone' && removeDeadLock(lockPath, owner)) {
        tookOverFrom = owner;
        continue;
      }
      throw new DataDirBusyError(dataDir, owner);
    }
  }
  let released = false;
  return {
    tookOverFrom,
    async release() {
      if (released) return;
      released = true;
      await release();
    },
  };
}
