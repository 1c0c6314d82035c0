/**
 * Picture files for the content demo (covers, photos, the image library), so the demo screens show images
 * rather than broken links. Each is a plain two-colour gradient PNG drawn here: no image library is a
 * dependency of the server, and PNG's format for an uncompressed-then-deflated RGB image is a few chunks
 * (node's zlib deflates; the CRC table is the format's). Written once after the demo rows are committed.
 */
import { createHash } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Config } from '../../config.ts';
import { uploadsRoot } from '../uploads/routes.ts';

/**
 * Folder under the uploads root, in the `YYYY/MM` form the uploads' static server accepts (it serves only names
 * it gives out); a year no upload has, so the demo pictures stand apart.
 */
const FOLDER = '2000/01';

/** The demo pictures: name → the gradient's two colours (RGB). */
export const demoPictures = {
  'pa66-tank': [
    [0x1f, 0x6f, 0xeb],
    [0x7f, 0xd3, 0xff],
  ],
  'pc-housing': [
    [0x52, 0x3a, 0xd1],
    [0xc3, 0xb5, 0xff],
  ],
  'pbt-connector': [
    [0x0f, 0x8a, 0x6b],
    [0x9c, 0xe6, 0xc9],
  ],
  'pp-bumper': [
    [0xd4, 0x6b, 0x08],
    [0xff, 0xd5, 0x91],
  ],
  'pom-gear': [
    [0x5c, 0x5c, 0x70],
    [0xd0, 0xd4, 0xe0],
  ],
  'battery-pack': [
    [0x13, 0x9e, 0x3a],
    [0xb7, 0xeb, 0x8f],
  ],
  'news-fair': [
    [0xc4, 0x1d, 0x3f],
    [0xff, 0xa3, 0x9e],
  ],
  'news-price': [
    [0x0b, 0x5a, 0x8c],
    [0x91, 0xca, 0xff],
  ],
  'expert-1': [
    [0x87, 0x4d, 0x00],
    [0xff, 0xe5, 0x8f],
  ],
  'expert-2': [
    [0x25, 0x4d, 0x9c],
    [0xad, 0xc6, 0xff],
  ],
  'live-cover': [
    [0xa8, 0x07, 0x1a],
    [0xff, 0x78, 0x75],
  ],
  'video-cover': [
    [0x10, 0x23, 0x9e],
    [0x85, 0xa5, 0xff],
  ],
  pellets: [
    [0x7c, 0x3a, 0x00],
    [0xf5, 0xdb, 0xb0],
  ],
} as const satisfies Record<string, readonly [readonly number[], readonly number[]]>;
export type DemoPicture = keyof typeof demoPictures;

/** A stored name as the upload call gives them (32 hex digits), fixed per picture. */
const storedName = (name: string) => `${createHash('md5').update(`demo:${name}`).digest('hex')}.png`;

export const demoPictureUrl = (name: DemoPicture) => `/uploads/${FOLDER}/${storedName(name)}`;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A diagonal gradient from `from` to `to`, `width` × `height`, as PNG bytes. */
export function gradientPng(width: number, height: number, from: readonly number[], to: readonly number[]) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c++)
        raw[row + 1 + x * 3 + c] = Math.round((from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter set, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes the demo pictures missing under DATA_DIR/uploads/2000/01; a picture already there is left as it is. */
export async function writeDemoPictures(config: Pick<Config, 'dataDir'>): Promise<void> {
  const folder = join(uploadsRoot(config), FOLDER);
  await mkdir(folder, { recursive: true });
  for (const [name, [from, to]] of Object.entries(demoPictures)) {
    const path = join(folder, storedName(name));
    if (
      await stat(path).then(
        () => true,
        () => false,
      )
    )
      continue;
    await writeFile(path, gradientPng(320, 200, from, to));
  }
}

/** The size in bytes of a demo picture as written (the image library's row says it). */
export const demoPictureSize = (name: DemoPicture) =>
  gradientPng(320, 200, demoPictures[name][0], demoPictures[name][1]).length;
