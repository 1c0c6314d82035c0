#!/usr/bin/env node
// `npm start`: builds the web app and the server bundle when their sources are newer than the builds (a restart
// with nothing changed skips both), then runs ONE server that serves the SPA and the API. The server process
// gets our signals so Ctrl-C stops it cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildServer, serverBundle, serverBundleIsCurrent } from './build-server.mjs';
import { isCurrent, root } from './freshness.mjs';

const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/contract/src',
];

if (!isCurrent('apps/web/dist/index.html', webSources)) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@console/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!serverBundleIsCurrent()) await buildServer();

// The IPC channel carries no messages: it closes when this process dies, even by SIGKILL, and the server then
// stops (main.ts), so a supervisor restarting `npm start` finds DATA_DIR and the port free, not held by an orphan.
const server = spawn(process.execPath, [join(root, serverBundle)], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
