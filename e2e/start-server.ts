// Starts the console for the end-to-end run: a fresh embedded database with demo data, plus a limited
// admin (bound to the demo layout role) created through the admin CLI, then the real server.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
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
  process.exit(code ?? 0);
});
