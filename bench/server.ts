// What the benchmarks share: a real server started for the run (its own process group), and percentiles.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface BenchServer {
  /** `http://127.0.0.1:{port}/api` */
  base: string;
  /** The server process's id (its memory can be read under /proc). */
  pid: number | undefined;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** The main.ts to start: another checkout's, to compare two versions on one machine. */
  main?: string;
  /** Extra arguments of node, e.g. `['--cpu-prof', '--cpu-prof-dir=/tmp/prof']` to profile the server. */
  nodeArgs?: readonly string[];
}

/** Starts `apps/server/src/main.ts` with these environment variables and waits for its health check. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  options: ServerOptions = {},
): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}/api`;
  const server: ChildProcess = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      '--import',
      'tsx',
      options.main ?? join(import.meta.dirname, '../apps/server/src/main.ts'),
    ],
    {
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const stop = async () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
  };
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, pid: server.pid, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('the server did not start');
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
