import type { uploadTypes } from '@console/contract';

export type UploadMime = keyof typeof uploadTypes;

/** How many leading bytes the checks below look at. */
export const SNIFF_BYTES = 8192;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP_ENTRY = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
/** Tab, line feed, vertical tab, form feed, carriage return, escape. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1b]);

function startsWith(head: Uint8Array, bytes: readonly number[] | string, offset = 0): boolean {
  const expected = typeof bytes === 'string' ? [...bytes].map((c) => c.charCodeAt(0)) : bytes;
  if (head.length < offset + expected.length) return false;
  return expected.every((byte, i) => head[offset + i] === byte);
}

function isImage(head: Uint8Array): boolean {
  return (
    startsWith(head, PNG) ||
    startsWith(head, JPEG) ||
    startsWith(head, 'GIF87a') ||
    startsWith(head, 'GIF89a') ||
    (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8))
  );
}

/**
 * Text as a person writes it, in any ASCII-compatible encoding (UTF-8, GBK …): no NUL or other control
 * bytes but tab, line breaks, form feed and escape, and not a known binary format under another name.
 */
function isText(head: Uint8Array): boolean {
  if (isImage(head) || startsWith(head, '%PDF-') || startsWith(head, ZIP_ENTRY) || startsWith(head, 'MZ')) {
    return false;
  }
  for (const byte of head) {
    if ((byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f) return false;
  }
  return true;
}

/**
 * Whether a file's first bytes are what its declared type says, so a program or a text renamed `.png` is
 * refused: images, PDF and the zip family by their magic numbers, text by the absence of binary bytes.
 */
export function contentMatches(mime: UploadMime, head: Uint8Array): boolean {
  switch (mime) {
    case 'image/png':
      return startsWith(head, PNG);
    case 'image/jpeg':
      return startsWith(head, JPEG);
    case 'image/gif':
      return startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a');
    case 'image/webp':
      return startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8);
    case 'application/pdf':
      return startsWith(head, '%PDF-');
    case 'application/zip':
      return startsWith(head, ZIP_ENTRY) || startsWith(head, ZIP_EMPTY);
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return startsWith(head, ZIP_ENTRY);
    case 'text/plain':
    case 'text/csv':
      return isText(head);
  }
}
