/**
 * Back in seconds after a crash (issue 32 §4): the server runs as a child process on a DATA_DIR of its own and is
 * killed with SIGKILL, leaving its lock behind; started again at once, it takes the dead process's lock over
 * (saying so, with the dead pid) and answers `/api/health`, its time from spawn to the first answer printed. A
 * second start beside the live one is still refused, naming the live pid. Started as `npm start` starts it (from a
 * parent with an IPC channel), the server stops when that parent is killed. PGlite only: the lock is DATA_DIR's.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir, TEST_ADMIN } from './harness.ts';

const mainFile = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'console-takeover-'));
const children: ChildProcess[] = [];
/** Servers started under a parent process, not ours to hold a handle on. */
const grandchildren: number[] = [];
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of grandchildren) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already, as it should be.
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts `src/main.ts` on a port of its own; `underParent`: as `npm start` does, from a parent process
 * (scripts/start.mjs's spawn: output inherited, an IPC channel), whose pid `child` is then.
 */
function start(underParent = false): Started {
  const parent = `require('node:child_process').spawn(process.execPath, ['--import', 'tsx', ${JSON.stringify(mainFile)}], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] })`;
  const args = underParent ? ['-e', parent] : ['--import', 'tsx', mainFile];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: '0',
      BACKUP_EVERY_HOURS: '0',
      BACKUP_DIR: join(dataDir, 'backups'),
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      WEB_DIST: join(dataDir, 'no-web-dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Polls `/api/health` from the moment the process starts; resolves with the answer once it has one. */
async function firstHealthAnswer(started: Started): Promise<{ status: number }> {
  // A guard against a start that never answers, not a timing: Node, tsx and the server's modules can take most
  // of a minute on a two-core machine busy with the other lanes.
  const deadline = Date.now() + 150_000;
  let stopped = false;
  void started.exited.then(() => {
    stopped = true;
  });
  while (Date.now() < deadline) {
    if (stopped) throw new Error(`the server stopped:\n${started.output()}`);
    const port = /console ready at http:\/\/localhost:(\d+)/.exec(started.output())?.[1];
    if (port) {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      if (response) return { status: response.status };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no answer from /api/health:\n${started.output()}`);
}

describe('a server killed with SIGKILL', () => {
  it('is back at once on the same DATA_DIR, taking the dead process’s lock over; a live one still refuses; killing npm start stops it', async () => {
    await migratedDataDir(dataDir);
    const first = start();
    expect((await firstHealthAnswer(first)).status).toBe(200);
    const lockOwner = JSON.parse(readFileSync(join(dataDir, 'console.lock', 'owner.json'), 'utf8'));
    expect(lockOwner.pid).toBe(first.child.pid);
    first.child.kill('SIGKILL');
    await first.exited;
    // What SIGKILL leaves behind: the lock and its record of the dead owner.
    expect(existsSync(join(dataDir, 'console.lock', 'owner.json'))).toBe(true);

    // Started again as `npm start` starts it: under a parent process holding an IPC channel to it.
    const killedAt = performance.now();
    const second = start(true);
    expect((await firstHealthAnswer(second)).status).toBe(200);
    const seconds = (performance.now() - killedAt) / 1000;
    console.log(`kill -9, then a new start answering /api/health: ${seconds.toFixed(1)} s`);
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir}: took over the lock of console process ${first.child.pid}, no longer running`,
    );
    const server = JSON.parse(readFileSync(join(dataDir, 'console.lock', 'owner.json'), 'utf8'))
      .pid as number;
    grandchildren.push(server);
    expect(server).not.toBe(second.child.pid);

    const third = start();
    expect(await third.exited).toBe(1);
    expect(third.output()).toContain(`DATA_DIR ${dataDir} is in use by another console process`);
    expect(third.output()).toContain(`Held by pid ${server}`);
    // The live server kept its lock and still answers.
    const port = /console ready at http:\/\/localhost:(\d+)/.exec(second.output())?.[1];
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // `npm start` killed with SIGKILL: its server stops too, cleanly, rather than run on holding DATA_DIR.
    second.child.kill('SIGKILL');
    const running = () => {
      try {
        process.kill(server, 0);
        return true;
      } catch {
        return false;
      }
    };
    // A guard against a server that never stops, not a timing.
    const deadline = Date.now() + 60_000;
    while (running() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(running()).toBe(false);
    expect(second.output()).toContain('The npm start process that ran this server is gone; stopping.');
    expect(existsSync(join(dataDir, 'console.lock'))).toBe(false);
  }, 400_000);
});
