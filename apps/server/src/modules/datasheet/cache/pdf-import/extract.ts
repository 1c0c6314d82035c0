/**
 * The text of an uploaded PDF's pages, read by a worker thread (worker.ts) so that pdf.js never holds up the
 * request thread: one file at a time (imports run one at a time, queue.ts), the worker's heap capped and its
 * time limited; it is ended when it refuses a file, overruns or runs out of memory, and kept a little while
 * for the next file when it answered. Every way a file
 * can fail is a code-2 answer naming what was wrong, never a server error.
 */
import { Worker } from 'node:worker_threads';
import { type PdfPageText, ResultCode } from '@console/contract';
import { AppError } from '../../../../core/errors.ts';
import type { ImportLimits } from '../limits.ts';
import type { FromPdfWorker, PdfRefusal, PdfWorkerLimits, ToPdfWorker } from './protocol.ts';

/** The worker's heap: pdf.js holds the file and one page's objects; a 50 MB file fits with room to spare. */
const WORKER_HEAP_MB = 384;
/** A datasheet of a few pages reads in well under a second; a file that takes this long is not one. */
const WORKER_SECONDS = 60;
/**
 * A worker that answered stays this long for the next file: loading pdf.js takes ~0.4 s, a sheet's page about
 * as long, and staff import sheets one after another. One that refused a file or failed is ended at once.
 */
const IDLE_SECONDS = 20;

let idle: { worker: Worker; timer: NodeJS.Timeout } | null = null;

function takeWorker(): Worker {
  if (idle) {
    clearTimeout(idle.timer);
    const { worker } = idle;
    idle = null;
    worker.ref();
    return worker;
  }
  return startWorker();
}

function keepWorker(worker: Worker): void {
  if (idle) {
    // Imports run one at a time, so there is never a second to keep; end it all the same.
    void worker.terminate();
    return;
  }
  const timer = setTimeout(() => {
    if (idle?.worker === worker) idle = null;
    void worker.terminate();
  }, IDLE_SECONDS * 1000);
  timer.unref();
  // An idle worker does not keep the process alive (a server closing, a test run ending).
  worker.unref();
  idle = { worker, timer };
}

export const pdfWorkerLimits = (limits: ImportLimits): PdfWorkerLimits => ({
  pages: limits.pdfPages,
  objects: 200_000,
  itemsPerPage: 20_000,
  items: 200_000,
});

const refuse = (zh: string, en: string) => new AppError(ResultCode.invalid, { zh, en });

export function refusalOf(refusal: PdfRefusal): AppError {
  switch (refusal.reason) {
    case 'not_pdf':
      return refuse(
        '文件不是 PDF（缺少 %PDF 文件头），未导入',
        'The file is not a PDF (no %PDF header); nothing was imported',
      );
    case 'corrupt':
      return refuse(
        `PDF 已损坏，无法读取（${refusal.detail}），未导入`,
        `The PDF is damaged and cannot be read (${refusal.detail}); nothing was imported`,
      );
    case 'encrypted':
      return refuse(
        'PDF 有密码保护，无法读取，未导入',
        'The PDF is password-protected and cannot be read; nothing was imported',
      );
    case 'javascript':
      return refuse(
        'PDF 含有 JavaScript（脚本），出于安全原因不予读取，未导入；请向生产商索取不含脚本的版本',
        'The PDF contains JavaScript; for safety it is not read and nothing was imported (ask the maker for a copy without scripts)',
      );
    case 'pages':
      return refuse(
        `PDF 有 ${refusal.pages.toLocaleString('en')} 页，超过 IMPORT_MAX_PDF_PAGES 允许的页数，未导入`,
        `The PDF has ${refusal.pages.toLocaleString('en')} pages, more than IMPORT_MAX_PDF_PAGES allows; nothing was imported`,
      );
    case 'objects':
      return refuse(
        `PDF 声明了 ${refusal.objects.toLocaleString('en')} 个对象，远超物性表所需，未导入`,
        `The PDF declares ${refusal.objects.toLocaleString('en')} objects, far more than a datasheet needs; nothing was imported`,
      );
    case 'items':
      return refuse(
        `PDF 第 ${refusal.page} 页的文字片段过多，不像物性表，未导入`,
        `Page ${refusal.page} of the PDF holds too many pieces of text for a datasheet; nothing was imported`,
      );
  }
}

/**
 * Where the worker's code is: worker.ts through tsx's loader from the sources (tests), `pdf-worker.mjs` beside
 * the server bundle otherwise (as engine/xlsx.ts finds its worker).
 */
function startWorker(): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 };
  if (import.meta.url.endsWith('.ts')) {
    const tsx = import.meta.resolve('tsx/esm/api');
    const worker = new URL('./worker.ts', import.meta.url).href;
    return new Worker(
      `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(worker)}); });`,
      { eval: true, resourceLimits },
    );
  }
  return new Worker(new URL('./pdf-worker.mjs', import.meta.url), { resourceLimits });
}

/** The text of every page of the PDF at `path`, or a code-2 refusal saying why it was not read. */
export function extractPdfText(path: string, limits: ImportLimits): Promise<PdfPageText[]> {
  const worker = takeWorker();
  return new Promise<PdfPageText[]>((resolve, reject) => {
    let settled = false;
    const settle = (keep: boolean, done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keep) keepWorker(worker);
      else void worker.terminate();
      done();
    };
    const timer = setTimeout(
      () =>
        settle(false, () =>
          reject(
            refuse(
              `PDF 在 ${WORKER_SECONDS} 秒内未读完，不像物性表，未导入`,
              `The PDF was not read within ${WORKER_SECONDS} s, which no datasheet takes; nothing was imported`,
            ),
          ),
        ),
      WORKER_SECONDS * 1000,
    );
    const onMessage = (message: FromPdfWorker) =>
      settle(message.ok, () => (message.ok ? resolve(message.pages) : reject(refusalOf(message))));
    const onError = (error: Error & { code?: string }) =>
      settle(false, () =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? refuse(
                `读取该 PDF 需要超过 ${WORKER_HEAP_MB} MB 内存，未导入`,
                `Reading the PDF would take more than ${WORKER_HEAP_MB} MB of memory; nothing was imported`,
              )
            : refusalOf({ reason: 'corrupt', detail: error.message.slice(0, 200) }),
        ),
      );
    const onExit = (code: number) =>
      settle(false, () => reject(refusalOf({ reason: 'corrupt', detail: `the reader stopped (${code})` })));
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.postMessage({ path, limits: pdfWorkerLimits(limits) } satisfies ToPdfWorker);
  });
}
