/**
 * An xlsx is a zip file: yauzl reads its central directory (at the end of the file), so every part's declared
 * sizes are known before any byte is inflated, and the parts are read in the order the reader wants (the shared
 * strings before the worksheets, whatever order the writer chose). A part is then inflated as a stream, counted
 * as it comes: a part that inflates past what it declared is refused at that byte, not after, and one whose size
 * or checksum is wrong at its end. Encrypted parts and methods other than stored and deflated are refused; xlsx
 * uses neither.
 */
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import type yauzl from 'yauzl';
import { AppError } from '../../../core/errors.ts';
import { onFirstUse } from '../../../core/on-first-use.ts';
import { refusals } from './limits.ts';

export interface ZipEntry {
  name: string;
  compressedSize: number;
  /** The inflated size the directory declares. */
  size: number;
}

// Loaded at the first workbook opened, not with the server.
const yauzlLibrary = onFirstUse<typeof yauzl>('yauzl');
let openZip: ((path: string, options: yauzl.Options) => Promise<yauzl.ZipFile>) | undefined;

/** yauzl's own words for a file that is no zip, or a broken one, as the import's refusal. */
function notZip(error: unknown): Error {
  return refusals.notXlsx(error instanceof Error ? error.message : String(error));
}

export class ZipFile {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly byName: ReadonlyMap<string, { entry: ZipEntry; source: yauzl.Entry }>,
  ) {}

  /** Reads the directory of the zip file at `path`; `close` it when done. */
  static async open(path: string): Promise<ZipFile> {
    // The sizes are counted here as the part inflates (`text`), so a lying part is refused under its own name.
    openZip ??= promisify<string, yauzl.Options, yauzl.ZipFile>(yauzlLibrary().open);
    const zip = await openZip(path, { lazyEntries: true, autoClose: false, validateEntrySizes: false }).catch(
      (error: unknown) => {
        throw notZip(error);
      },
    );
    const byName = new Map<string, { entry: ZipEntry; source: yauzl.Entry }>();
    try {
      await new Promise<void>((resolve, reject) => {
        zip.on('entry', (source: yauzl.Entry) => {
          // The first of two parts of one name is the one read.
          if (!byName.has(source.fileName)) {
            byName.set(source.fileName, {
              entry: {
                name: source.fileName,
                compressedSize: source.compressedSize,
                size: source.uncompressedSize,
              },
              source,
            });
          }
          zip.readEntry();
        });
        zip.once('end', resolve);
        zip.once('error', (error: unknown) => reject(notZip(error)));
        zip.readEntry();
      });
    } catch (error) {
      zip.close();
      throw error;
    }
    return new ZipFile(zip, byName);
  }

  close(): void {
    this.zip.close();
  }

  entry(name: string): ZipEntry | undefined {
    return this.byName.get(name)?.entry;
  }

  get names(): string[] {
    return [...this.byName.keys()];
  }

  /**
   * The part's text, inflated and decoded as it streams (a character split between two chunks is decoded
   * whole), each chunk passed to `inspect` first. Stops with a refusal at the first byte past the size the
   * directory declares.
   */
  async *text(entry: ZipEntry, inspect: (chunk: Buffer) => void): AsyncGenerator<string> {
    const found = this.byName.get(entry.name);
    if (!found) throw refusals.damaged(entry.name);
    const { source } = found;
    if (source.isEncrypted()) throw refusals.notXlsx(`${entry.name} is encrypted`);
    if (source.compressionMethod !== 0 && source.compressionMethod !== 8) {
      throw refusals.notXlsx(`${entry.name} uses compression method ${source.compressionMethod}`);
    }
    const stream = await new Promise<Readable>((resolve, reject) =>
      this.zip.openReadStream(source, (error, opened) =>
        error || !opened ? reject(refusals.damaged(entry.name)) : resolve(opened),
      ),
    );
    const decoder = new StringDecoder('utf8');
    let inflated = 0;
    let checksum = 0;
    try {
      for await (const piece of stream) {
        const chunk = piece as Buffer;
        inflated += chunk.length;
        if (inflated > entry.size) throw refusals.liar(entry.name);
        checksum = crc32(chunk, checksum);
        inspect(chunk);
        const text = decoder.write(chunk);
        if (text) yield text;
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw refusals.damaged(entry.name);
    } finally {
      // Stopping early (a refusal, a reader that has read enough) frees the file's inflater.
      stream.destroy();
    }
    if (inflated !== entry.size || checksum !== source.crc32) throw refusals.damaged(entry.name);
    const rest = decoder.end();
    if (rest) yield rest;
  }
}
