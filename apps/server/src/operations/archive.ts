/**
 * The backup archive: one tar file whose entries are the database dump, the uploaded files and, last, the
 * manifest naming each entry's size and SHA-256. Written to `<file>.partial` and renamed once complete, so a
 * backup that fails never leaves a file that looks like one. Read twice on restore: once to check every
 * entry against the manifest (a cut or altered archive is refused before anything is written), then to extract.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { type PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type tar from 'tar-stream';
import { onFirstUse } from '../core/on-first-use.ts';
import { ARCHIVE_FORMAT, MANIFEST_ENTRY, type Manifest, manifestSchema } from './manifest.ts';

// Loaded at the first backup or restore, not with the server.
const tarLibrary = onFirstUse<typeof tar>('tar-stream');

/** A refusal of an archive, in words an operator can act on. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

type ManifestFile = Manifest['files'][number];

/** Hashes and counts what passes through. */
function hasher(): Transform & { result(): { sha256: string; size: number } } {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(transform, { result: () => ({ sha256: hash.digest('hex'), size }) });
}

export class ArchiveWriter {
  readonly #pack = tarLibrary().pack();
  readonly #files: ManifestFile[] = [];
  readonly #written: Promise<void>;
  readonly #partial: string;

  constructor(readonly file: string) {
    this.#partial = `${file}.partial`;
    this.#written = pipeline(this.#pack, createWriteStream(this.#partial, { mode: 0o600 }));
    // Seen by whoever awaits it (finish or abort); without a handler here an early failure would be unhandled.
    this.#written.catch(() => {});
  }

  /** Adds one entry from a stream of exactly `size` bytes (tar headers carry the size first). */
  async add(path: string, size: number, source: Readable): Promise<void> {
    const hash = hasher();
    let entryDone: () => void = () => {};
    let entryFailed: (error: Error) => void = () => {};
    const finished = new Promise<void>((resolve, reject) => {
      entryDone = resolve;
      entryFailed = reject;
    });
    const entry = this.#pack.entry({ name: path, size, mode: 0o600, mtime: new Date() }, (error) =>
      error ? entryFailed(error) : entryDone(),
    );
    await pipeline(source, hash, entry);
    await finished;
    this.#files.push({ path, ...hash.result() });
  }

  async addFile(path: string, from: string): Promise<void> {
    const { size } = await stat(from);
    await this.add(path, size, createReadStream(from));
  }

  /** Writes the manifest last, completes the file and names it; answers the manifest written. */
  async finish(about: Omit<Manifest, 'files' | 'format'>): Promise<Manifest> {
    const manifest: Manifest = { format: ARCHIVE_FORMAT, ...about, files: this.#files };
    const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    this.#pack.entry({ name: MANIFEST_ENTRY, size: body.length, mode: 0o600 }, body);
    this.#pack.finalize();
    await this.#written;
    await rename(this.#partial, this.file);
    return manifest;
  }

  async abort(): Promise<void> {
    this.#pack.destroy();
    await this.#written.catch(() => {});
    await rm(this.#partial, { force: true });
  }
}

/** Calls `onEntry` for each entry in order; the entry's stream must be read (or drained) to its end. */
async function eachEntry(
  file: string,
  onEntry: (path: string, stream: PassThrough) => Promise<void>,
): Promise<void> {
  const extract = tarLibrary().extract();
  extract.on('entry', (header, stream, next) => {
    onEntry(header.name, stream).then(
      () => next(),
      (error: unknown) => extract.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  });
  await pipeline(createReadStream(file), extract);
}

function damaged(file: string, why: string): ArchiveError {
  return new ArchiveError(`${file} is damaged or incomplete (${why}); nothing was restored`);
}

/**
 * Reads the whole archive, checking every entry against the manifest; answers the manifest. Refuses an
 * archive cut short, one whose entries or manifest were altered, and one of a later layout.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { sha256: string; size: number }>();
  let manifestText: string | undefined;
  try {
    await eachEntry(file, async (path, stream) => {
      if (path === MANIFEST_ENTRY) {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        manifestText = Buffer.concat(chunks).toString('utf8');
        return;
      }
      const hash = hasher();
      await pipeline(stream, hash, async (hashed) => {
        for await (const _ of hashed);
      });
      seen.set(path, hash.result());
    });
  } catch (error) {
    throw damaged(file, (error as Error).message);
  }
  if (manifestText === undefined) throw damaged(file, 'it ends before its manifest');
  let raw: unknown;
  try {
    raw = JSON.parse(manifestText);
  } catch {
    throw damaged(file, 'its manifest is not JSON');
  }
  const format = (raw as { format?: unknown }).format;
  if (typeof format === 'number' && format > ARCHIVE_FORMAT) {
    throw new ArchiveError(
      `${file} was written by a newer console (archive format ${format}, this one reads ${ARCHIVE_FORMAT}): upgrade the console first`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw damaged(file, 'its manifest is not one this console wrote');
  const manifest = parsed.data;
  for (const expected of manifest.files) {
    const actual = seen.get(expected.path);
    if (!actual) throw damaged(file, `${expected.path} is missing`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw damaged(file, `${expected.path} does not match its checksum`);
    }
    seen.delete(expected.path);
  }
  const extra = [...seen.keys()][0];
  if (extra !== undefined) throw damaged(file, `${extra} is not in its manifest`);
  return manifest;
}

/** Hands each entry but the manifest to `onEntry` (call it after `verifyArchive`). */
export function extractArchive(
  file: string,
  onEntry: (path: string, stream: Readable) => Promise<void>,
): Promise<void> {
  return eachEntry(file, async (path, stream) => {
    if (path === MANIFEST_ENTRY) {
      stream.resume();
      await new Promise((resolve) => stream.on('end', resolve));
      return;
    }
    await onEntry(path, stream);
  });
}
