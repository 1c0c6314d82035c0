/**
 * The PDF worker thread: reads one uploaded PDF with pdf.js (the serverless build unpdf ships) and answers the
 * text of its pages with their places, off the request thread. A PDF is untrusted input, so before and while
 * pdf.js reads it the worker holds it to limits (protocol.ts), and pdf.js runs with everything that could
 * reach out switched off: no eval of font programs, no font faces, no system fonts, no fetch of standard fonts
 * or character maps, no XFA forms. A file that carries JavaScript is refused, not run (pdf.js never runs it
 * anyway; a datasheet has no business carrying any). The request thread bounds the worker's memory and time.
 *
 * Started by extract.ts from this file under tsx (sources, tests) or as `pdf-worker.mjs` beside the server
 * bundle (`npm start`; scripts/build-server.mjs builds it).
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import type { PdfPageText, PdfTextItem } from '@console/contract';
import { getDocumentProxy } from 'unpdf';
import type { FromPdfWorker, PdfRefusal, ToPdfWorker } from './protocol.ts';

if (!parentPort) throw new Error('pdf-import/worker.ts runs only as a worker thread');
const port = parentPort;

class Refused extends Error {
  constructor(readonly refusal: PdfRefusal) {
    super(refusal.reason);
  }
}

/** Object headers ("12 0 obj") and the largest /Size a cross-reference declares, counted over the raw bytes. */
function countObjects(text: string): number {
  let headers = 0;
  for (const _ of text.matchAll(/\d+\s+\d+\s+obj\b/g)) headers += 1;
  let declared = 0;
  for (const match of text.matchAll(/\/Size\s+(\d+)/g)) declared = Math.max(declared, Number(match[1]));
  return Math.max(headers, declared);
}

/** A JavaScript action named in the file's own bytes (outside compressed streams; pdf.js looks inside). */
const scriptName = /\/(?:JavaScript|JS)(?=[\s(<[/])/;

type Document = Awaited<ReturnType<typeof getDocumentProxy>>;
type Page = Awaited<ReturnType<Document['getPage']>>;

async function pageScripts(page: Page): Promise<boolean> {
  const actions = await page.getJSActions();
  if (actions && Object.keys(actions).length > 0) return true;
  const annotations = (await page.getAnnotations()) as { actions?: object; action?: string }[];
  return annotations.some(
    (a) => (a.actions && Object.keys(a.actions).length > 0) || a.action === 'JavaScript',
  );
}

const round = (n: number) => Math.round(n * 10) / 10;

async function pageText(page: Page, number: number, message: ToPdfWorker): Promise<PdfPageText> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: PdfTextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    if (items.length >= message.limits.itemsPerPage) throw new Refused({ reason: 'items', page: number });
    // Text turned off the line (a group label printed up the margin, a diagonal watermark) is no cell of a
    // table's row; read across, it would join the row whose baseline it starts on. A slant (italics) is kept.
    // The direction is the text's as seen: its own through the viewport's (a page may be turned itself).
    const [a = 1, b = 0] = item.transform as number[];
    const [v0 = 1, v1 = 0, v2 = 0, v3 = -1] = viewport.transform as number[];
    const across = v0 * a + v2 * b;
    const down = v1 * a + v3 * b;
    if (across <= 0 || Math.abs(down) > across * 0.1) continue;
    // The viewport turns PDF space (origin bottom-left, maybe rotated or cropped) into the page as seen.
    const [x, y] = viewport.convertToViewportPoint(item.transform[4] ?? 0, item.transform[5] ?? 0) as [
      number,
      number,
    ];
    const size = Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || item.height;
    items.push({ s: item.str, x: round(x), y: round(y), w: round(item.width), h: round(size) });
  }
  return { page: number, width: round(viewport.width), height: round(viewport.height), items };
}

async function read(message: ToPdfWorker): Promise<PdfPageText[]> {
  const bytes = await readFile(message.path);
  if (!bytes.subarray(0, 1024).toString('latin1').includes('%PDF-')) throw new Refused({ reason: 'not_pdf' });
  const raw = bytes.toString('latin1');
  const objects = countObjects(raw);
  if (objects > message.limits.objects) throw new Refused({ reason: 'objects', objects });
  if (scriptName.test(raw)) throw new Refused({ reason: 'javascript', where: 'document' });

  let pdf: Document;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      useWorkerFetch: false,
      enableXfa: false,
      disableAutoFetch: true,
      disableStream: true,
      verbosity: 0,
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new Refused({ reason: 'encrypted' });
    throw new Refused({ reason: 'corrupt', detail: String((error as Error).message ?? error).slice(0, 200) });
  }
  try {
    if (pdf.numPages > message.limits.pages) throw new Refused({ reason: 'pages', pages: pdf.numPages });
    const scripts = await pdf.getJSActions();
    if (scripts && Object.keys(scripts).length > 0)
      throw new Refused({ reason: 'javascript', where: 'document' });
    const pages: PdfPageText[] = [];
    let items = 0;
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      if (await pageScripts(page)) throw new Refused({ reason: 'javascript', where: `page ${number}` });
      const text = await pageText(page, number, message);
      items += text.items.length;
      if (items > message.limits.items) throw new Refused({ reason: 'items', page: number });
      pages.push(text);
      page.cleanup();
    }
    return pages;
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused({ reason: 'corrupt', detail: String((error as Error).message ?? error).slice(0, 200) });
  } finally {
    await pdf.destroy();
  }
}

// One file at a time (extract.ts sends the next only after this one's answer); the worker stays for the next.
port.on('message', (message: ToPdfWorker) => {
  read(message).then(
    (pages) => port.postMessage({ ok: true, pages } satisfies FromPdfWorker),
    (error: unknown) => {
      const refusal: PdfRefusal =
        error instanceof Refused
          ? error.refusal
          : { reason: 'corrupt', detail: String((error as Error)?.message ?? error).slice(0, 200) };
      port.postMessage({ ok: false, ...refusal } satisfies FromPdfWorker);
    },
  );
});
