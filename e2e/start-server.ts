// Starts the console for the end-to-end run: a fresh embedded database with demo data, plus a limited
// admin (bound to the demo layout role) created through the admin CLI, then the real server.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN, EDITOR, e2eBackupDir, e2eDataDir } from './fixtures.ts';

const serverDir = join(import.meta.dirname, '../apps/server/src');
// The configuration starts one server per worker, each told its port.
const port = Number(process.env.PORT);
rmSync(e2eDataDir(port), { recursive: true, force: true });
rmSync(e2eBackupDir(port), { recursive: true, force: true });
const env = {
  ...process.env,
  DATA_DIR: e2eDataDir(port),
  BACKUP_DIR: e2eBackupDir(port),
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  SEED_DEMO: '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};

/**
 * One seeded database for the run: the first server's start seeds it (the migrations and every domain's demo rows,
 * half a minute of CPU) and leaves a copy at `--demo-template`; the other servers copy that instead of seeding
 * again. The copy is taken after the seeding command exited, so the database files are closed and whole.
 */
const templateAt = process.argv.indexOf('--demo-template');
const template = templateAt > 0 ? process.argv[templateAt + 1] : undefined;
const seeds = !template || process.argv.includes('--seed');
const withoutLock = (source: string) => !/console\.(lock|sock)$/.test(source);

async function copyTemplate(from: string) {
  for (let waited = 0; !existsSync(from); waited += 250) {
    if (waited > 360_000) throw new Error(`no seeded database at ${from} after ${waited / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  cpSync(from, e2eDataDir(port), { recursive: true, filter: withoutLock });
}

if (!seeds && template) await copyTemplate(template);
else seedDemo();

function seedDemo() {
  if (template) {
    // What an earlier run left behind (a run stopped before its servers cleaned up).
    const folder = join(template, '..');
    for (const entry of readdirSync(folder))
      if (entry.startsWith('.e2e-demo-')) rmSync(join(folder, entry), { recursive: true, force: true });
  }
  const create = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(serverDir, 'cli.ts'),
      'create',
      EDITOR.username,
      '--password',
      EDITOR.password,
      '--name',
      EDITOR.name,
      '--layout-role',
      EDITOR.layoutRole,
    ],
    { env, stdio: 'inherit' },
  );
  if (create.status !== 0) process.exit(create.status ?? 1);
  if (template) {
    cpSync(e2eDataDir(port), `${template}.partial`, { recursive: true, filter: withoutLock });
    renameSync(`${template}.partial`, template);
  }
}

// The AI assistant talks to a local stub provider (test code, apps/server/test/support): started first, on a
// free port it prints, and named to the console as its provider.
const stub = spawn(
  process.execPath,
  ['--import', 'tsx', join(serverDir, '../test/support/ai-stub-main.ts')],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const stubUrl = await new Promise<string>((resolve, reject) => {
  let out = '';
  stub.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const url = /AI_STUB_URL=(\S+)/.exec(out)?.[1];
    if (url) resolve(url);
  });
  stub.on('exit', (code) => reject(new Error(`the AI stub provider exited (${code})`)));
});

const server = spawn(process.execPath, ['--import', 'tsx', join(serverDir, 'main.ts')], {
  env: { ...env, AI_BASE_URL: stubUrl, AI_MODEL: 'stub-model', AI_API_KEY: 'e2e-stub-key' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stub.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code) => {
  stub.kill();
  if (seeds && template) rmSync(template, { recursive: true, force: true });
  process.exit(code ?? 0);
});
