/**
 * Backups cut short. An archive is written as `<file>.partial` and renamed when complete (archive.ts); a process
 * killed half-way leaves the partial file behind and records nothing. So each backup names its writer beside the
 * partial (`<file>.partial.owner`, written before it), and BACKUP_DIR is swept at the server's start and before
 * every backup: a partial whose writer no longer runs is removed and recorded as a failed backup. A partial still
 * being written by a live process (another instance, the command) is left alone; one written from another
 * machine, whose process cannot be seen from here, only once it has not changed for a day.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { currentOwner, describeOwner, type LockOwner, ownerState, parseOwner } from '../db/lock-owner.ts';

/** The partial archives this console writes in BACKUP_DIR (console-<time>.tar.partial). */
const PARTIAL_NAME = /^console-.*\.tar\.partial$/;
const OWNER_SUFFIX = '.owner';
const FOREIGN_PARTIAL_MS = 24 * 3_600_000;

export interface InterruptedBackup {
  /** The archive it was to become. */
  file: string;
  /** The reason it was taken, when its writer said. */
  reason: string;
  /** When it was last written to (ISO). */
  at: string;
  message: string;
}

/** Says who writes `<file>.partial` before it exists; answers the cleanup to run once the archive is done. */
export async function markPartial(file: string, reason: string): Promise<() => Promise<void>> {
  const marker = `${file}.partial${OWNER_SUFFIX}`;
  await writeFile(marker, `${JSON.stringify({ ...currentOwner(), reason })}\n`, { mode: 0o600 });
  return () => rm(marker, { force: true });
}

async function readMarker(path: string): Promise<(LockOwner & { reason: string }) | null> {
  try {
    const text = await readFile(path, 'utf8');
    const owner = parseOwner(text);
    const { reason } = JSON.parse(text) as { reason?: unknown };
    return owner && { ...owner, reason: typeof reason === 'string' ? reason : 'unknown' };
  } catch {
    return null;
  }
}

async function names(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Removes the partial archives of `dir` whose writer is gone; answers what they were, oldest first. */
export async function sweepPartials(dir: string): Promise<InterruptedBackup[]> {
  const found = await names(dir);
  const swept: InterruptedBackup[] = [];
  for (const name of found.filter((n) => PARTIAL_NAME.test(n))) {
    const path = join(dir, name);
    const writer = await readMarker(`${path}${OWNER_SUFFIX}`);
    const modified = await stat(path).then(
      (s) => s.mtime,
      () => null,
    );
    if (!modified) continue;
    const state = writer ? ownerState(writer) : 'gone';
    if (state === 'alive') continue;
    if (state === 'unknown' && Date.now() - modified.getTime() < FOREIGN_PARTIAL_MS) continue;
    await rm(path, { force: true });
    await rm(`${path}${OWNER_SUFFIX}`, { force: true });
    const archive = name.slice(0, -'.partial'.length);
    swept.push({
      file: join(dir, archive),
      reason: writer?.reason ?? 'unknown',
      at: modified.toISOString(),
      message:
        `interrupted: the backup ${archive} was cut short (${writer ? describeOwner(writer) : 'its process'} ` +
        'stopped before it completed); its partial file was removed',
    });
  }
  // Markers whose archive was completed or removed, by a writer killed before it could remove them.
  for (const name of found.filter((n) => n.endsWith(`.partial${OWNER_SUFFIX}`))) {
    const partial = name.slice(0, -OWNER_SUFFIX.length);
    if (found.includes(partial)) continue;
    const writer = await readMarker(join(dir, name));
    if (!writer || ownerState(writer) === 'gone') await rm(join(dir, name), { force: true });
  }
  return swept.sort((a, b) => a.at.localeCompare(b.at));
}
