// Start and restart, as a person runs them: `npm start` (scripts/start.mjs) on an embedded data directory,
// timed from the spawn until `/api/health` answers.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

export interface RunningConsole {
  base: string;
  /** Milliseconds from the spawn of `npm start` until the health check answered. */
  startedInMs: number;
  /** The `npm start` process (the server is its child). */
  pid: number | undefined;
  stop(): Promise<void>;
}

async function healthy(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Runs `node scripts/start.mjs` (what `npm start` runs) with `env` and waits until it answers. */
export async function startConsole(port: number, env: Record<string, string>): Promise<RunningConsole> {
  const base = `http://127.0.0.1:${port}`;
  if (await healthy(base)) throw new Error(`port ${port} already answers: stop what runs there first`);
  const began = performance.now();
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping it also stops the server it spawned.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  // Polled often: the figure is the time until it answers, not until the next slow poll.
  for (let waited = 0; waited < 180_000; waited += 20) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (await healthy(base)) return { base, startedInMs: performance.now() - began, pid: child.pid, stop };
    await new Promise((r) => setTimeout(r, 20));
  }
  await stop();
  throw new Error('the console did not answer within 3 minutes');
}
