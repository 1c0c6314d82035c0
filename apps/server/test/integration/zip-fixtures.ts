/**
 * Zip files made byte by byte for the import's tests: a part may declare a size other than the one it
 * inflates to (no zip library writes such a lie, which is the point of the test), and a huge part is deflated
 * as a stream of repeated chunks, so building a 600 MB bomb costs the test a few MB, not 600.
 */
import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';

/** Bytes, or `repeat` times the chunk (a part far larger than the test should hold). */
export type ZipPiece = Buffer | { chunk: Buffer; repeat: number };

export interface ZipPart {
  name: string;
  /** The part's bytes, one piece after the other. */
  data: ZipPiece | readonly ZipPiece[];
  /** The inflated size the directory and local header declare (default: the true size). */
  declaredSize?: number;
  /** Stored (0) or deflated (8, default). */
  method?: 0 | 8;
  /** zlib's level (default 9); 1 deflates a huge part ten times faster, still a few hundred to one. */
  level?: number;
}

async function deflated(part: ZipPart): Promise<{ data: Buffer; size: number; crc: number }> {
  const given: readonly ZipPiece[] = Array.isArray(part.data) ? part.data : [part.data as ZipPiece];
  const pieces = given.flatMap((piece) =>
    Buffer.isBuffer(piece) ? [piece] : Array.from({ length: piece.repeat }, () => piece.chunk),
  );
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    crc = crc32(piece, crc);
    size += piece.length;
  }
  if (part.method === 0) return { data: Buffer.concat(pieces), size, crc };
  const deflate = createDeflateRaw({ level: part.level ?? 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  for (const piece of pieces) {
    if (!deflate.write(piece)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return { data: Buffer.concat(out), size, crc };
}

export async function zipOf(parts: readonly ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, size, crc } = await deflated(part);
    const declared = part.declaredSize ?? size;
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(part.method ?? 8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(part.method ?? 8, 10);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}

const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts around the worksheets of a minimal workbook: its sheet `name`, and shared strings if given. */
export function workbookParts(name: string, withStrings: boolean): ZipPart[] {
  const xml = (text: string) =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${RELS}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/>${
          withStrings
            ? `<Relationship Id="rId2" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/>`
            : ''
        }</Relationships>`,
      ),
    },
  ];
}

/** A worksheet part of inline-string rows (the first row the titles). */
export function worksheetXml(rows: readonly (readonly string[])[]): Buffer {
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells
          .map(
            (cell, c) =>
              `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${escaped(cell)}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`,
  );
}
