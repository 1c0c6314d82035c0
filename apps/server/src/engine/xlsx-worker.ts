/**
 * The xlsx worker thread: writes the workbooks of the exports (xlsx-protocol.ts) so that turning 100,000 rows
 * into XML and zipping it never holds up the request thread. One worker serves several exports at once, a
 * batch of rows at a time each; the request thread sends a job's next batch only after this one is written
 * and its bytes were taken, so no job piles up here.
 *
 * Started by xlsx.ts from this file under tsx (sources, tests) or as `xlsx-worker.mjs` beside the server
 * bundle (`npm start`; scripts/build-server.mjs builds both).
 */
import { type EventEmitter, once } from 'node:events';
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { FromWorker, ToWorker, XlsxRow, XlsxSheet, XlsxStyle } from './xlsx-protocol.ts';

if (!parentPort) throw new Error('xlsx-worker.ts runs only as a worker thread');
const port = parentPort;
const send = (message: FromWorker, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

interface Job {
  workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  sheet: ExcelJS.Worksheet;
  /** The style objects the cells of plain rows share, by column and kind of value (see shareStyles). */
  shared: Map<string, Partial<ExcelJS.Style>>;
}

const jobs = new Map<number, Job>();

type ZipEntry = EventEmitter & { _writableState?: { needDrain?: boolean } };

/** The heading row's look. */
const HEADING_FONT: Partial<ExcelJS.Font> = { bold: true };

function start(job: number, spec: XlsxSheet): void {
  // Each piece of the zip goes to the request thread as soon as it is made, as its own copy: exceljs's
  // buffers may be views of a larger pooled one, which a transfer would take away from under it.
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const bytes = new Uint8Array(chunk);
      send({ job, type: 'bytes', bytes }, [bytes.buffer]);
      callback();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    // Inline strings: no table of every distinct string held until the end.
    useSharedStrings: false,
    useStyles: true,
    // Speed over the last few per cent of size: level 1 deflates several times faster than the default 6.
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(spec.name.slice(0, 31) || 'Sheet1', {
    views: spec.frozen ? [{ state: 'frozen', xSplit: spec.frozen.columns, ySplit: spec.frozen.rows }] : [],
  });
  // The column's style carries its number format (a date column's); shareStyles hands it to the cells once.
  sheet.columns = spec.columns.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  if (spec.columns.some((column) => column.header !== undefined)) {
    const heading = sheet.getRow(1);
    heading.font = HEADING_FONT;
    heading.commit();
  }
  jobs.set(job, { workbook, sheet, shared: new Map() });
}

function applyStyle(target: ExcelJS.Row | ExcelJS.Cell, style: XlsxStyle): void {
  if (style.font) target.font = style.font as ExcelJS.Font;
  if (style.fill) target.fill = style.fill;
  if (style.alignment) target.alignment = style.alignment as ExcelJS.Alignment;
  if (style.border) target.border = style.border as ExcelJS.Borders;
}

/**
 * Gives the cells of a plain row one style object per column and kind of value, shared with the cells above.
 * exceljs gives each cell a fresh copy of its column's style and, on writing it, looks the style up by that
 * object: a fresh object misses and is rendered to XML to be compared, which took half of a 100,000-row
 * export's time; a shared one is found at once. Per kind of value, because exceljs files the object under the
 * number format the first cell's kind implies (a date's differs from a number's).
 */
function shareStyles({ shared }: Job, row: ExcelJS.Row): void {
  row.eachCell((cell, column) => {
    const key = `${column}:${cell.type}`;
    const style = shared.get(key);
    if (style) cell.style = style;
    else shared.set(key, cell.style);
  });
}

function write(job: Job, rows: XlsxRow[]): void {
  const { sheet } = job;
  for (const row of rows) {
    if (Array.isArray(row)) {
      const added = sheet.addRow(row);
      shareStyles(job, added);
      added.commit();
      continue;
    }
    const added = sheet.addRow(row.cells);
    applyStyle(added, row);
    for (const [column, style] of Object.entries(row.cellStyles ?? {}))
      applyStyle(added.getCell(Number(column)), style);
    if (row.merge) sheet.mergeCells(added.number, row.merge[0], added.number, row.merge[1]);
    added.commit();
  }
}

/**
 * exceljs pushes a sheet's XML on into the zip without waiting for it to be compressed: left alone, a fast
 * source piles megabytes of XML up in front of the deflater. A batch counts as written once the zip has taken
 * its XML in, so the worker's memory stays bounded and the bytes sent follow the rows closely.
 */
async function zipped({ sheet }: Job): Promise<void> {
  // exceljs's own stream of the sheet, and the zip entry it is piped into: a stream of the `readable-stream`
  // package archiver uses, whose state is read the old way (neither is part of exceljs's typings).
  const into = (sheet as unknown as { stream?: { pipes?: ZipEntry[] } }).stream?.pipes?.[0];
  while (into?._writableState?.needDrain) await once(into, 'drain');
}

async function end(job: number, { workbook, sheet }: Job): Promise<void> {
  sheet.commit();
  await workbook.commit();
  jobs.delete(job);
  send({ job, type: 'done' });
}

port.on('message', (message: ToWorker) => {
  const { job } = message;
  const fail = (error: unknown) => {
    jobs.delete(job);
    send({ job, type: 'failed', message: error instanceof Error ? error.message : String(error) });
  };
  try {
    if (message.type === 'start') {
      start(job, message.sheet);
      return;
    }
    const held = jobs.get(job);
    // A job aborted or failed meanwhile: its later messages have nothing to act on.
    if (!held) return;
    if (message.type === 'rows') {
      write(held, message.rows);
      zipped(held).then(() => send({ job, type: 'written' }), fail);
    } else if (message.type === 'end') {
      end(job, held).catch(fail);
    } else {
      // The download was given up: drop the half-written workbook (its zip is simply never finished).
      jobs.delete(job);
    }
  } catch (error) {
    fail(error);
  }
});
