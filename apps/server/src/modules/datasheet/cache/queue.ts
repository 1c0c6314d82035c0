/**
 * Imports run one at a time per process, in the order they arrived: each holds a file's worth of parsing, and
 * batches of writes that on PGlite hold the only connection; two side by side take twice the memory and make
 * every other request wait behind both. An import that arrives while another runs waits here, its upload
 * already spooled to disk, and is told how many are ahead of it as the queue moves.
 */
import { ResultCode } from '@console/contract';
import { AppError } from '../../../core/errors.ts';

/** Imports waiting behind the running one at most; more are refused until the queue moves. */
export const MAX_WAITING = 10;

interface Job {
  start: () => void;
  /** Told the imports ahead of it while it waits. */
  waiting: (ahead: number) => Promise<void>;
}

export class ImportQueue {
  /** The running job first, then the waiting ones in order. */
  readonly #jobs: Job[] = [];

  /** How many imports are running or waiting. */
  get size(): number {
    return this.#jobs.length;
  }

  async run<T>(task: () => Promise<T>, waiting: (ahead: number) => Promise<void>): Promise<T> {
    if (this.#jobs.length > MAX_WAITING) {
      throw new AppError(ResultCode.throttled, {
        zh: `已有 ${MAX_WAITING} 个导入在排队，请稍后再试`,
        en: `${MAX_WAITING} imports are already waiting; try again when one has finished`,
      });
    }
    let start = () => {};
    const started = new Promise<void>((resolve) => {
      start = resolve;
    });
    const job: Job = { start, waiting };
    this.#jobs.push(job);
    if (this.#jobs.length === 1) start();
    else await waiting(this.#jobs.length - 1).catch(() => {});
    await started;
    try {
      return await task();
    } finally {
      this.#jobs.shift();
      this.#jobs[0]?.start();
      this.#jobs.forEach((next, index) => {
        if (index > 0) void next.waiting(index).catch(() => {});
      });
    }
  }
}

/** The process's one queue: every app instance in it shares the machine. */
export const importQueue = new ImportQueue();
