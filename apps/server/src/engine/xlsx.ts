/**
 * Every xlsx export of the console is written here: off the request thread, by a worker thread
 * (xlsx-worker.ts), so that a 100,000-row export does not hold up the other calls. The request thread keeps
 * what needs the database (reading rows in batches) and hands each batch to the worker; the file's bytes come
 * back as they are zipped and flow into the reply.
 *
 * Memory stays bounded at every step: a job has at most one batch waiting in the worker beside the one being
 * written, and the next batch is not read while the reply has not taken the bytes already made (a slow
 * download slows the export, it does not pile the file up in the server).
 *
 * A small pool of workers (one per spare core, at least one) is shared by all exports; each worker serves
 * several jobs at once, a batch at a time. A worker idle for a while ends, so its memory (exceljs and the
 * zip buffers) goes back; the next export starts one again (under a second).
 */
import { availableParallelism } from 'node:os';
import { PassThrough } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { EXPORT_ROWS_HEADER, EXPORT_SIZE_HEADER } from '@console/contract';
import type { FastifyReply } from 'fastify';
import type { FromWorker, ToWorker, XlsxRow, XlsxSheet } from './xlsx-protocol.ts';

export type { XlsxCell, XlsxColumn, XlsxRow, XlsxSheet, XlsxStyle, XlsxStyledRow } from './xlsx-protocol.ts';

/** How long a worker with no job stays, for the next export. */
const IDLE_MS = 30_000;
/** Bytes the reply may hold unsent before the next batch waits for it. */
const OUTPUT_HIGH_WATER = 1024 * 1024;
/** Batches of one job handed to its worker and not yet written: one being written, one waiting. */
const BATCHES_AHEAD = 2;
/**
 * Bytes of a file made before its size is estimated from them (rows are alike, so bytes grow with rows): the
 * zip's own buffering lags by a few tens of KB, which this makes a small share.
 */
const SIZE_SAMPLE = 256 * 1024;

/** The download was closed before the file was complete (the person cancelled, or the connection dropped). */
export class ExportClosedError extends Error {
  override name = 'ExportClosedError';
  constructor() {
    super('the download was closed before the file was complete');
  }
}

/**
 * Where the worker's code is. From the sources (tsx, tests) it is xlsx-worker.ts, run through tsx's loader;
 * from the server bundle (`npm start`), `import.meta.url` is the bundle's and the worker is the
 * xlsx-worker.mjs built beside it (scripts/build-server.mjs).
 */
function startWorker(): Worker {
  if (import.meta.url.endsWith('.ts')) {
    // A worker does not inherit the tsx loader: a few lines of plain JavaScript register it, then load the worker.
    const tsx = import.meta.resolve('tsx/esm/api');
    const worker = new URL('./xlsx-worker.ts', import.meta.url).href;
    return new Worker(
      `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(worker)}); });`,
      { eval: true },
    );
  }
  return new Worker(new URL('./xlsx-worker.mjs', import.meta.url));
}

interface JobEvents {
  bytes(bytes: Uint8Array): void;
  written(): void;
  done(): void;
  failed(error: Error): void;
}

class PooledWorker {
  readonly worker: Worker;
  readonly jobs = new Map<number, JobEvents>();
  #idle: NodeJS.Timeout | undefined;
  readonly #onGone: (gone: PooledWorker) => void;

  constructor(onGone: (gone: PooledWorker) => void) {
    this.#onGone = onGone;
    this.worker = startWorker();
    this.worker.on('message', (message: FromWorker) => {
      const job = this.jobs.get(message.job);
      if (!job) return;
      if (message.type === 'bytes') job.bytes(message.bytes);
      else if (message.type === 'written') job.written();
      else if (message.type === 'done') job.done();
      else job.failed(new Error(`xlsx worker: ${message.message}`));
    });
    const gone = (error: Error) => {
      onGone(this);
      for (const job of [...this.jobs.values()]) job.failed(error);
      this.jobs.clear();
    };
    this.worker.on('error', gone);
    this.worker.on('exit', (code) => gone(new Error(`xlsx worker stopped (exit code ${code})`)));
    this.idle();
  }

  post(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  add(id: number, events: JobEvents): void {
    clearTimeout(this.#idle);
    this.#idle = undefined;
    // A worker with work keeps the process up (a signal still stops it: the server's shutdown ends replies).
    this.worker.ref();
    this.jobs.set(id, events);
  }

  remove(id: number): void {
    this.jobs.delete(id);
    if (this.jobs.size === 0) this.idle();
  }

  /** No job: never what keeps the process alive, and ended after IDLE_MS. */
  private idle(): void {
    this.worker.unref();
    // Out of the pool first, so no job is handed to a worker that is stopping.
    this.#idle = setTimeout(() => {
      this.#onGone(this);
      void this.worker.terminate();
    }, IDLE_MS);
    this.#idle.unref();
  }
}

const workers: PooledWorker[] = [];
const poolSize = Math.max(1, Math.min(4, availableParallelism() - 1));
let nextJob = 1;

/** Exports being written now, all workers together (the metrics' export queue). */
export function exportsRunning(): number {
  return workers.reduce((sum, worker) => sum + worker.jobs.size, 0);
}

/** The worker with the fewest jobs, or a new one while the pool is not full and every worker is busy. */
function pickWorker(): PooledWorker {
  const least = workers.reduce<PooledWorker | undefined>(
    (best, one) => (!best || one.jobs.size < best.jobs.size ? one : best),
    undefined,
  );
  if (least && (least.jobs.size === 0 || workers.length >= poolSize)) return least;
  const made = new PooledWorker((gone) => {
    const at = workers.indexOf(gone);
    if (at >= 0) workers.splice(at, 1);
  });
  workers.push(made);
  return made;
}

/** One workbook being written: feed it rows, end it; its bytes are `stream`, for the reply. */
export interface XlsxExport {
  /** The file as it is made. Destroyed with the error if writing fails; destroying it cancels the export. */
  readonly stream: PassThrough;
  /**
   * Hands a batch to the worker. Resolves when the next batch may be read: the worker is at most one batch
   * behind and the reply has taken the bytes so far. Rejects with ExportClosedError once the download closed.
   */
  write(rows: XlsxRow[]): Promise<void>;
  /** Finishes the file; resolves when its last byte is in `stream`. */
  end(): Promise<void>;
  /**
   * The file's size in bytes when it holds `rows` rows: exact once the file is complete, else estimated from
   * its first SIZE_SAMPLE bytes and the rows they hold. Rejects if writing fails first.
   */
  size(rows: number): Promise<number>;
}

/** Starts a workbook of one sheet in a worker. */
export function startXlsx(sheet: XlsxSheet): XlsxExport {
  const id = nextJob++;
  const worker = pickWorker();
  const stream = new PassThrough({ highWaterMark: OUTPUT_HIGH_WATER });
  let ahead = 0;
  let wake: (() => void) | undefined;
  let failure: Error | undefined;
  let finished: { resolve(): void; reject(error: Error): void } | undefined;
  let complete = false;
  let bytesOut = 0;
  let rowsWritten = 0;
  const batchRows: number[] = [];
  let sampled: (() => void)[] = [];
  const sample = () => {
    const waiting = sampled;
    sampled = [];
    for (const check of waiting) check();
  };
  // The export goes on in a later turn of the event loop, not inside the worker's message: Node hands a thread
  // up to 1,000 queued messages in one go, and an export resumed from each would read batch after batch
  // without ever letting a timer or another request in.
  const nudge = () => {
    const waiting = wake;
    wake = undefined;
    if (waiting) setImmediate(waiting);
  };
  const fail = (error: Error) => {
    if (failure) return;
    failure = error;
    worker.remove(id);
    worker.post({ job: id, type: 'abort' });
    // Headers are gone by now: the only honest signal left to the browser is a broken download.
    if (!stream.destroyed) stream.destroy(error);
    finished?.reject(error);
    nudge();
    sample();
  };
  worker.add(id, {
    bytes: (bytes) => {
      if (!stream.destroyed) stream.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      bytesOut += bytes.byteLength;
      if (bytesOut >= SIZE_SAMPLE) sample();
    },
    written: () => {
      ahead--;
      rowsWritten += batchRows.shift() ?? 0;
      nudge();
    },
    done: () => {
      complete = true;
      worker.remove(id);
      stream.end();
      finished?.resolve();
      sample();
    },
    failed: fail,
  });
  // Closed before the end: the person cancelled or the connection dropped; stop reading and writing.
  stream.on('close', () => {
    if (!stream.writableFinished) fail(new ExportClosedError());
  });
  stream.on('drain', nudge);
  worker.post({ job: id, type: 'start', sheet });

  const ready = () => failure !== undefined || (ahead < BATCHES_AHEAD && !stream.writableNeedDrain);
  return {
    stream,
    async write(rows) {
      if (failure) throw failure;
      ahead++;
      batchRows.push(rows.length);
      worker.post({ job: id, type: 'rows', rows });
      while (!ready()) await new Promise<void>((resolve) => (wake = resolve));
      if (failure) throw failure;
    },
    end() {
      if (failure) return Promise.reject(failure);
      return new Promise<void>((resolve, reject) => {
        finished = { resolve, reject };
        worker.post({ job: id, type: 'end' });
      });
    },
    size(rows) {
      return new Promise<number>((resolve, reject) => {
        const check = () => {
          if (failure) reject(failure);
          else if (complete) resolve(bytesOut);
          else resolve(Math.round((bytesOut / Math.max(1, rowsWritten)) * Math.max(rows, rowsWritten)));
        };
        if (failure || complete || bytesOut >= SIZE_SAMPLE) check();
        else sampled.push(check);
      });
    },
  };
}

/** Hands the rows of an export to its file, a batch at a time (see XlsxExport.write). */
export type WriteRows = (rows: XlsxRow[]) => Promise<void>;

/** How an export's file is named in the download: an ASCII name, and the person's own when it differs. */
export interface XlsxFile {
  ascii: string;
  name?: string;
  /** Rows of data the file holds, when known before it is written: said in EXPORT_ROWS_HEADER. */
  rows?: number;
}

/**
 * Answers `reply` with an export's file: a sheet in a worker, filled by `fill` (which reads its rows, a batch
 * at a time, and writes each batch before reading the next), then finished. When the rows are known, their
 * count and the file's size (exact for a small file, else estimated from its first part) are said before the
 * first byte, so the console can show how far the download has come; a failure until then still answers the
 * JSON envelope. A failure after the headers were sent is logged and breaks the download (the only honest
 * signal left); a download closed by the person is not a failure and ends the reading quietly.
 */
export async function sendXlsx(
  reply: FastifyReply,
  file: XlsxFile,
  sheet: XlsxSheet,
  fill: (write: WriteRows) => Promise<void>,
  context: Record<string, unknown> = {},
): Promise<FastifyReply> {
  const xlsx = startXlsx(sheet);
  const run = async () => {
    await fill((rows) => xlsx.write(rows));
    await xlsx.end();
  };
  run().catch((error: unknown) => {
    if (error instanceof ExportClosedError) return;
    reply.log.error({ err: error, ...context }, 'export failed');
    xlsx.stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const named = file.name ? `; filename*=UTF-8''${encodeURIComponent(file.name)}` : '';
  reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${file.ascii}"${named}`)
    .header('cache-control', 'no-store');
  if (file.rows !== undefined) {
    try {
      reply.header(EXPORT_SIZE_HEADER, String(await xlsx.size(file.rows)));
    } catch (error) {
      xlsx.stream.destroy();
      throw error;
    }
    reply.header(EXPORT_ROWS_HEADER, String(file.rows));
  }
  return reply.send(xlsx.stream);
}
