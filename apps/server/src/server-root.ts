import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (`apps/server`), found from wherever this code runs: its TypeScript sources
 * under `src/`, or the one-file build `npm start` runs (`dist/main.mjs`, see scripts/build-server.mjs). Files
 * the server reads beside its code (migrations, the web app's build) are named from here, not from the
 * position of a source file.
 */
function findServerRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@console/server')
      return folder;
    if (dirname(folder) === folder) throw new Error(`no @console/server package above ${from}`);
  }
}

export const serverRoot = findServerRoot(dirname(fileURLToPath(import.meta.url)));
