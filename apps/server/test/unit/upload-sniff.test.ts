import { uploadTypes } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { displayName } from '../../src/modules/uploads/routes.ts';
import { contentMatches, type UploadMime } from '../../src/modules/uploads/sniff.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

/** One genuine start per accepted type. */
const samples: Record<UploadMime, Buffer> = {
  'image/png': bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'),
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'),
  'image/gif': bytes('GIF87a', [1, 0, 1, 0]),
  'image/webp': bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  'application/pdf': bytes('%PDF-1.7\n'),
  'text/plain': Buffer.from('第一行\n\tsecond line\r\n\x1b[1mbold\x1b[0m\f'),
  'text/csv': bytes([0xef, 0xbb, 0xbf], '牌号,密度\r\nPA66,1.14\r\n'),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': bytes('PK', [3, 4, 20, 0]),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': bytes('PK', [3, 4, 20, 0]),
  'application/zip': bytes('PK', [5, 6], [0, 0, 0, 0]),
};

describe('upload content sniffing', () => {
  it('accepts each whitelisted type by its own first bytes', () => {
    for (const mime of Object.keys(uploadTypes) as UploadMime[]) {
      expect(contentMatches(mime, samples[mime]), mime).toBe(true);
    }
  });

  it('refuses every other sample under a binary type, whatever the file is called', () => {
    // xlsx and docx are zip archives: their start is also a zip's (an empty zip is only a zip).
    const office = new Set<UploadMime>([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    const zipFamily = new Set<UploadMime>([...office, 'application/zip']);
    const mimes = Object.keys(uploadTypes) as UploadMime[];
    for (const declared of mimes.filter((m) => !m.startsWith('text/'))) {
      for (const actual of mimes) {
        const expected = declared === actual || (zipFamily.has(declared) && office.has(actual));
        expect(contentMatches(declared, samples[actual]), `${actual} as ${declared}`).toBe(expected);
      }
    }
  });

  it('takes text only when it has no binary bytes and is no known binary format', () => {
    const windowsProgram = bytes('MZ', [0x90, 0, 3, 0, 0, 0]);
    const elf = bytes([0x7f], 'ELF', [2, 1, 1, 0]);
    for (const mime of ['text/plain', 'text/csv'] as const) {
      expect(contentMatches(mime, Buffer.from([0xc4, 0xe3, 0xba, 0xc3]))).toBe(true); // GBK 你好
      expect(contentMatches(mime, windowsProgram)).toBe(false);
      expect(contentMatches(mime, elf)).toBe(false);
      expect(contentMatches(mime, bytes('MZ is a fine start for a note'))).toBe(false);
      expect(contentMatches(mime, Buffer.from('a\u0000b'))).toBe(false);
      expect(contentMatches(mime, Buffer.from('utf-16', 'utf16le'))).toBe(false);
      for (const binary of [
        'image/png',
        'image/jpeg',
        'image/gif',
        'image/webp',
        'application/pdf',
        'application/zip',
      ] as const) {
        expect(contentMatches(mime, samples[binary]), binary).toBe(false);
      }
    }
  });

  it('refuses a start too short to hold the magic number', () => {
    expect(contentMatches('image/png', bytes([0x89], 'PN'))).toBe(false);
    expect(contentMatches('image/webp', bytes('RIFF'))).toBe(false);
    expect(contentMatches('application/pdf', Buffer.alloc(0))).toBe(false);
  });
});

describe('upload display name', () => {
  it('keeps the last path segment without control characters, at most 255 characters', () => {
    expect(displayName('报价 2024.xlsx', 'x')).toBe('报价 2024.xlsx');
    expect(displayName('C:\\Users\\li\\图.png', 'x')).toBe('图.png');
    expect(displayName('../../etc/passwd', 'x')).toBe('passwd');
    expect(displayName('a\u0000b\r\n.txt', 'x')).toBe('ab.txt');
    expect(displayName('  ', 'fallback.png')).toBe('fallback.png');
    // Nothing a database cannot store or a screen would show reversed: C1 controls, bidi marks, lone surrogates.
    expect(displayName('a\u0085b\u009f.png', 'x')).toBe('ab.png');
    expect(displayName('evil\u202Egpj.exe', 'x')).toBe('evilgpj.exe');
    expect(displayName('x\ud800y.png', 'x')).toBe('xy.png');
    expect(displayName('\u0000\u0000', 'fallback.png')).toBe('fallback.png');
    // Cut at 255 characters, never between the halves of a pair.
    const long = displayName(`${'a'.repeat(254)}😀😀`, 'x');
    expect(long).toBe(`${'a'.repeat(254)}😀`);
    expect(displayName(undefined, 'fallback.png')).toBe('fallback.png');
    expect(displayName(`${'长'.repeat(300)}.png`, 'x')).toHaveLength(255);
  });
});
