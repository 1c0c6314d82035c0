/**
 * An xlsx is a zip file: this reads one from disk by its central directory (at the end of the file), so every
 * part's declared sizes are known before any byte is inflated, and the parts are read in the order the
 * reader wants (the shared strings before the worksheets, whatever order the writer chose). A part is then
 * inflated as a stream, counted as it comes: a part that inflates past what it declared is refused at that
 * byte, not after, and one whose size or checksum is wrong at its end. Zip64 files (parts or files over
 * 4 GB, far past any import limit) and encrypted parts are refused; xlsx uses neither.
 */
import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { crc32, createInflateRaw } from 'node:zlib';
import { refusals } from './limits.ts';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record (22 bytes) and the longest comment it may carry. */
const END_SEARCH = 22 + 0xffff;
const ZIP64_MARK = 0xffffffff;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  /** The inflated size the directory declares. */
  size: number;
  headerOffset: number;
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Where the directory starts and how long it is, from the end record. */
async function endRecord(file: FileHandle, fileSize: number) {
  const start = Math.max(0, fileSize - END_SEARCH);
  const tail = await readAt(file, start, fileSize - start);
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    const disk = tail.readUInt16LE(at + 4);
    const entries = tail.readUInt16LE(at + 10);
    const size = tail.readUInt32LE(at + 12);
    const offset = tail.readUInt32LE(at + 16);
    if (disk !== 0 || tail.readUInt16LE(at + 8) !== entries) throw refusals.notXlsx('split zip');
    if (entries === 0xffff || size === ZIP64_MARK || offset === ZIP64_MARK) throw refusals.notXlsx('zip64');
    if (offset + size > start + at) throw refusals.notXlsx('broken zip directory');
    return { entries, size, offset };
  }
  throw refusals.notXlsx('no zip directory');
}

export class ZipFile {
  private constructor(
    private readonly path: string,
    private readonly byName: ReadonlyMap<string, ZipEntry>,
  ) {}

  /** Reads the directory of the zip file at `path`. */
  static async open(path: string): Promise<ZipFile> {
    const file = await open(path, 'r');
    try {
      const { size: fileSize } = await file.stat();
      const end = await endRecord(file, fileSize);
      const directory = await readAt(file, end.offset, end.size);
      const byName = new Map<string, ZipEntry>();
      let at = 0;
      for (let n = 0; n < end.entries; n += 1) {
        if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) {
          throw refusals.notXlsx('broken zip directory');
        }
        const nameLength = directory.readUInt16LE(at + 28);
        const skip = nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
        const entry: ZipEntry = {
          name: directory.toString('utf8', at + 46, at + 46 + nameLength),
          method: directory.readUInt16LE(at + 10),
          flags: directory.readUInt16LE(at + 8),
          crc: directory.readUInt32LE(at + 16),
          compressedSize: directory.readUInt32LE(at + 20),
          size: directory.readUInt32LE(at + 24),
          headerOffset: directory.readUInt32LE(at + 42),
        };
        if ([entry.compressedSize, entry.size, entry.headerOffset].includes(ZIP64_MARK)) {
          throw refusals.notXlsx('zip64');
        }
        // The first of two parts of one name is the one read.
        if (!byName.has(entry.name)) byName.set(entry.name, entry);
        at += 46 + skip;
      }
      return new ZipFile(path, byName);
    } finally {
      await file.close();
    }
  }

  entry(name: string): ZipEntry | undefined {
    return this.byName.get(name);
  }

  get names(): string[] {
    return [...this.byName.keys()];
  }

  /** Where the part's data starts: after its local header, whose name and extra field lengths are its own. */
  async #dataStart(entry: ZipEntry): Promise<number> {
    const file = await open(this.path, 'r');
    try {
      const header = await readAt(file, entry.headerOffset, 30);
      if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) throw refusals.damaged(entry.name);
      return entry.headerOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    } finally {
      await file.close();
    }
  }

  /**
   * The part's text, inflated and decoded as it streams (a character split between two chunks is decoded
   * whole), each chunk passed to `inspect` first. Stops with a refusal at the first byte past the size the
   * directory declares.
   */
  async *text(entry: ZipEntry, inspect: (chunk: Buffer) => void): AsyncGenerator<string> {
    if ((entry.flags & 1) !== 0) throw refusals.notXlsx(`${entry.name} is encrypted`);
    if (entry.method !== 0 && entry.method !== 8) {
      throw refusals.notXlsx(`${entry.name} uses compression method ${entry.method}`);
    }
    const start = await this.#dataStart(entry);
    const raw = createReadStream(this.path, {
      start,
      // `end` is inclusive; an empty part reads nothing.
      end: start + Math.max(entry.compressedSize, 1) - 1,
      highWaterMark: 64 * 1024,
    });
    const source: Readable =
      entry.method === 8
        ? pipeline(raw, createInflateRaw({ chunkSize: 64 * 1024 }), () => {
            // Errors reach the loop below through the inflater; stopping early destroys both streams.
          })
        : raw;
    const decoder = new StringDecoder('utf8');
    let inflated = 0;
    let checksum = 0;
    let stored = 0;
    for await (const piece of source) {
      let chunk = piece as Buffer;
      if (entry.method === 0) {
        // A stored part is its compressed bytes; the read range above may hold one byte too many when empty.
        chunk = chunk.subarray(0, Math.max(0, entry.compressedSize - stored));
        stored += chunk.length;
      }
      inflated += chunk.length;
      if (inflated > entry.size) throw refusals.liar(entry.name);
      checksum = crc32(chunk, checksum);
      inspect(chunk);
      const text = decoder.write(chunk);
      if (text) yield text;
    }
    if (inflated !== entry.size || checksum !== entry.crc) throw refusals.damaged(entry.name);
    const rest = decoder.end();
    if (rest) yield rest;
  }
}
