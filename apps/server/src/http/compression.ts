import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (and any other compressible answer) per request, Brotli first, then gzip. The
 * levels are for speed: a list answer is compressed on every request, so Brotli's default (11, meant for
 * files compressed once) would cost more time than the bytes it saves. The web app's files are not
 * compressed here: the build ships compressed copies (see web-app.ts), and an answer that already has a
 * `Content-Encoding` is left alone.
 */
export function registerCompression(app: FastifyInstance): void {
  app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
