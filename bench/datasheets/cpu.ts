/**
 * Where a call's run spends the machine's cores: the CPU time of the server process, of PostgreSQL's backends
 * and of this load client over the measured seconds, in percent of one core. Read from /proc (Linux), and for
 * PostgreSQL only when it runs on this machine; where a figure cannot be read it is left out, never guessed.
 * It tells whether the server's one thread or the database is the limit of a call.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type pg from 'pg';

export interface CpuShare {
  /** Percent of one core over the window; undefined where it could not be read. */
  server?: number;
  postgres?: number;
  client: number;
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User and system CPU seconds of a process (all its threads), or undefined when it cannot be read. */
function processSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

function clientSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

function sum(values: (number | undefined)[]): number | undefined {
  return values.some((value) => value === undefined)
    ? undefined
    : values.reduce<number>((total, value) => total + (value ?? 0), 0);
}

interface Sample {
  at: number;
  server?: number;
  postgres?: number;
  client: number;
}

/**
 * Samples at the start and end of a window (`opened()`, `closed()`); `share()` then tells the shares. The
 * backends are those of this database when the window opens (the server's pool has connected by then, after
 * the warm-up).
 */
export function cpuWindow(serverPid: number | undefined, database: pg.Client) {
  let pids: number[] = [];
  let first: Sample | undefined;
  let measured: CpuShare | undefined;
  const sample = (): Sample => ({
    at: performance.now(),
    server: serverPid === undefined ? undefined : processSeconds(serverPid),
    postgres: pids.length > 0 ? sum(pids.map(processSeconds)) : undefined,
    client: clientSeconds(),
  });
  return {
    async opened(): Promise<void> {
      const { rows } = await database.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      pids = rows.map((row) => row.pid);
      first = sample();
    },
    closed(): void {
      const last = sample();
      const start = first;
      if (!start) throw new Error('cpuWindow: closed() before opened()');
      const seconds = (last.at - start.at) / 1000;
      const share = (a?: number, b?: number) =>
        a === undefined || b === undefined ? undefined : (100 * (b - a)) / seconds;
      measured = {
        server: share(start.server, last.server),
        postgres: share(start.postgres, last.postgres),
        client: share(start.client, last.client) ?? 0,
      };
    },
    share: (): CpuShare | undefined => measured,
  };
}
