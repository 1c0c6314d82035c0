// When a build is current: no source it is made from changed after it was written.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether every one of `outputs` (relative to the repository) exists and is newer than every file of `sources`. */
export function isCurrent(outputs, sources) {
  const targets = [outputs].flat().map((output) => join(root, output));
  if (!targets.every((target) => existsSync(target))) return false;
  // The sources are walked once for all the outputs: a restart spends this walk before the server starts.
  const builtAt = Math.min(...targets.map((target) => statSync(target).mtimeMs));
  return sources.every((source) => newestMtime(join(root, source)) <= builtAt);
}
