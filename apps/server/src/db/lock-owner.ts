/**
 * Who holds a folder lock, and whether that process still runs. A lock directory says nothing of its owner, so a
 * lock left by a process killed with SIGKILL could only age out; with the owner written inside it, a process on
 * the same machine can tell at once that the owner is gone and take the lock over.
 */
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

export interface LockOwner {
  pid: number;
  host: string;
  /**
   * The process's identity beyond its pid, on Linux: the kernel's boot id and the process's start time in clock
   * ticks since boot (`/proc/<pid>/stat`), so a pid taken by another process (a container's pid 1 after a restart)
   * is not mistaken for the owner. Null where `/proc` is not there.
   */
  process: string | null;
  /** When it took the lock (ISO). */
  since: string;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

const bootId = readText('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

/** The start time of `pid` in clock ticks since boot (field 22 of /proc/<pid>/stat), or null. */
function startTicks(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may hold spaces and parentheses: count after the last one.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields?.[19] ?? null;
}

function processIdentity(pid: number): string | null {
  const ticks = startTicks(pid);
  return bootId && ticks ? `${bootId}:${ticks}` : null;
}

export function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    host: hostname(),
    process: processIdentity(process.pid),
    since: new Date().toISOString(),
  };
}

export function parseOwner(text: string | null): LockOwner | null {
  if (!text) return null;
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    const { pid } = owner;
    if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0 || typeof owner.host !== 'string')
      return null;
    return {
      pid,
      host: owner.host,
      process: typeof owner.process === 'string' ? owner.process : null,
      since: typeof owner.since === 'string' ? owner.since : '',
    };
  } catch {
    return null;
  }
}

/**
 * `gone`: the owner ran on this machine and no longer runs (no such pid, a pid now of another process, or a boot
 * since). `alive`: it runs. `unknown`: another machine's (a shared folder): only the lock's age can tell.
 */
export function ownerState(owner: LockOwner): 'alive' | 'gone' | 'unknown' {
  if (owner.host !== hostname()) return 'unknown';
  const [ownerBoot] = owner.process?.split(':') ?? [];
  if (ownerBoot && bootId && ownerBoot !== bootId) return 'gone';
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the pid exists, owned by another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'gone';
  }
  const now = processIdentity(owner.pid);
  if (owner.process && now && now !== owner.process) return 'gone';
  return 'alive';
}

export function describeOwner(owner: LockOwner): string {
  return `pid ${owner.pid} on ${owner.host}${owner.since ? `, since ${owner.since}` : ''}`;
}
