#!/usr/bin/env node
// The server as one ES module (apps/server/dist/main.mjs) for `npm start`: Node then loads one file instead of
// transpiling some two hundred TypeScript modules through tsx's loader on every start, which halves the time
// to listening. Dependencies stay in node_modules (marked external); only our own code (the server and the
// contract) is bundled. Tests and the admin CLI still run the TypeScript sources directly. The xlsx worker
// (apps/server/src/engine/xlsx-worker.ts) is a second entry, written beside the bundle as xlsx-worker.mjs,
// where the bundle's engine/xlsx.ts looks for it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isCurrent, root } from './freshness.mjs';

export const serverBundle = 'apps/server/dist/main.mjs';
const workerName = 'xlsx-worker.mjs';
// The PDF import's worker (pdf-import/extract.ts looks for it beside the bundle).
const pdfWorkerName = 'pdf-worker.mjs';
const sources = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contract/src',
  'scripts/build-server.mjs',
];

export function serverBundleIsCurrent() {
  const folder = dirname(serverBundle);
  return isCurrent([serverBundle, join(folder, workerName), join(folder, pdfWorkerName)], sources);
}

/** Writes the bundle to `outfile` (the one `npm start` runs unless told otherwise). */
export async function buildServer(outfile = join(root, serverBundle)) {
  // Loaded here, not at the top: a restart with a current bundle does not load esbuild at all.
  const { build } = await import('esbuild');
  const manifest = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8'));
  const external = Object.keys(manifest.dependencies)
    .filter((name) => name !== '@console/contract')
    .flatMap((name) => [name, `${name}/*`]);
  const options = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external,
    logLevel: 'warning',
  };
  await Promise.all([
    build({ ...options, entryPoints: [join(root, 'apps/server/src/main.ts')], outfile }),
    build({
      ...options,
      entryPoints: [join(root, 'apps/server/src/engine/xlsx-worker.ts')],
      outfile: join(dirname(outfile), workerName),
    }),
    build({
      ...options,
      entryPoints: [join(root, 'apps/server/src/modules/datasheet/cache/pdf-import/worker.ts')],
      outfile: join(dirname(outfile), pdfWorkerName),
    }),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer(process.argv[2]);
