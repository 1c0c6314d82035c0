import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ResultCode,
  systemEndpoints,
  UPLOAD_URL_PREFIX,
  type UploadedFile,
  uploadTypes,
} from '@console/contract';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../core/errors.ts';
import { messages } from '../../core/messages.ts';
import { stripUnstorable } from '../../core/unstorable-text.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { handleError } from '../../http/error-handler.ts';
import type { ModuleContext } from '../module.ts';
import { contentMatches, SNIFF_BYTES, type UploadMime } from './sniff.ts';

/** Where uploaded files live: `DATA_DIR/uploads/YYYY/MM/<32 hex>.<ext>`. */
export function uploadsRoot(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'uploads');
}

/** The path of a stored file below the uploads folder, as the static server sees it. */
const STORED_PATH = /^\/\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z]+$/;

/** The extensions a person may upload, for the refusal message. */
const ALLOWED = [...new Set(Object.values(uploadTypes))].join(', ');

/**
 * A name the console may show and store (the import keeps it with its rows): the last path segment, without
 * control characters (C0 with NUL, DEL, C1), the marks that reverse text (`evil\u202Egpj.exe` would show as
 * `evilexe.jpg`) or a surrogate without its other half, at most 255 characters (cut between characters,
 * never inside a pair).
 */
export function displayName(filename: string | undefined, fallback: string): string {
  const last = (filename ?? '').split(/[/\\]/).pop() ?? '';
  const clean = stripUnstorable(last)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  return clean.length > 0 ? Array.from(clean).slice(0, 255).join('') : fallback;
}

function isUploadMime(mime: string): mime is UploadMime {
  return Object.hasOwn(uploadTypes, mime);
}

async function readHead(path: string): Promise<{ head: Uint8Array; size: number }> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const buffer = Buffer.alloc(Math.min(size, SNIFF_BYTES));
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    return { head: buffer.subarray(0, bytesRead), size };
  } finally {
    await file.close();
  }
}

/**
 * A body the multipart parser cannot read (cut short, a broken part header) is the client's doing: code 2,
 * not a server error. Errors of the file system (they name a syscall) and Fastify's own stay as they are.
 */
async function asClientError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (
      error instanceof Error &&
      !(error instanceof AppError) &&
      !('syscall' in error) &&
      !('statusCode' in error)
    ) {
      throw new AppError(ResultCode.invalid, messages.upload.malformed);
    }
    throw error;
  }
}

/** Reads a refused part to its end, so the request finishes normally (it is bounded by the size limit). */
async function discard(stream: Readable): Promise<void> {
  stream.resume();
  await new Promise<void>((resolve) => {
    if (stream.readableEnded || stream.destroyed) return resolve();
    stream.once('end', resolve);
    stream.once('close', resolve);
    stream.once('error', () => resolve());
  });
}

/**
 * `POST /api/upload`: one file in the multipart field `file`, at most `UPLOAD_MAX_MB`, of a type in the
 * contract's whitelist whose first bytes agree with it. Stored under a random name with the whitelist's
 * extension (never the client's), first as a dot-file that is renamed only once every check passed, so a
 * refused or broken upload leaves nothing behind. The multipart parser exists only in this route's scope.
 * The stored files are served outside `/api` (`registerUploadedFiles`).
 */
export function uploadModule({ api, config, outsideApi }: ModuleContext): void {
  outsideApi((app) => registerUploadedFiles(app, config));
  const root = uploadsRoot(config);
  const limits = { fileSize: config.uploadMaxBytes, files: 1, fields: 20, parts: 21 };
  const tooLarge = () => new AppError(ResultCode.invalid, messages.upload.tooLarge(config.uploadMaxMb), 413);

  api.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits });

    // Any logged-in admin may upload (an avatar, a form's image); size and type limits hold for everyone.
    endpointServer(scope, config.checkApiOutput)(systemEndpoints.upload, async (_query, request) => {
      if (!request.isMultipart()) throw new AppError(ResultCode.invalid, messages.upload.notMultipart);
      const part = await asClientError(request.file({ limits }));
      if (part?.fieldname !== 'file') {
        if (part) await discard(part.file);
        throw new AppError(ResultCode.invalid, messages.upload.notMultipart);
      }
      const mime = part.mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!isUploadMime(mime)) {
        await discard(part.file);
        throw new AppError(ResultCode.invalid, messages.upload.typeNotAllowed(ALLOWED), 415);
      }
      const extension = uploadTypes[mime];

      const now = new Date();
      const year = String(now.getUTCFullYear());
      const month = String(now.getUTCMonth() + 1).padStart(2, '0');
      const folder = join(root, year, month);
      const stored = `${randomBytes(16).toString('hex')}.${extension}`;
      const partial = join(folder, `.${stored}.part`);
      let size: number;
      try {
        await mkdir(folder, { recursive: true });
        await asClientError(pipeline(part.file, createWriteStream(partial, { flags: 'wx' })));
        if (part.file.truncated) throw tooLarge();
        const read = await readHead(partial);
        size = read.size;
        if (size === 0) throw new AppError(ResultCode.invalid, messages.upload.empty);
        if (!contentMatches(mime, read.head)) {
          throw new AppError(ResultCode.invalid, messages.upload.contentMismatch(extension), 415);
        }
        await rename(partial, join(folder, stored));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }

      const answer: UploadedFile = {
        url: `${UPLOAD_URL_PREFIX}${year}/${month}/${stored}`,
        name: displayName(part.filename, stored),
        size,
        mime,
      };
      return answer;
    });
  });
}

/**
 * Serves the uploaded files at `/uploads/…` from `DATA_DIR/uploads`, outside `/api` and without a session
 * (they appear in `<img>` tags). Names are random and never reused, so they may be cached for good;
 * `nosniff` keeps a browser from reading a file as anything but its type. A missing file, a dot-file (an
 * upload in progress) or a path that leaves the folder answers 404 here, never the web app's page.
 */
function registerUploadedFiles(app: FastifyInstance, config: Pick<Config, 'dataDir'>): void {
  const root = uploadsRoot(config);
  const notFound = (reply: FastifyReply) =>
    reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  app.register(
    async (scope) => {
      await mkdir(root, { recursive: true });
      scope.setNotFoundHandler((_request, reply) => notFound(reply));
      // The static server refuses some paths (a folder, an alias) with 403: here they are all just not found.
      scope.setErrorHandler((error, request, reply) => {
        const status = (error as { statusCode?: unknown }).statusCode;
        if (typeof status === 'number' && status >= 400 && status < 500) return notFound(reply);
        return handleError(error, request, reply);
      });
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        decorateReply: false,
        index: false,
        // Only names this module gives out; anything else (a `..`, a folder, a dot-file) is not found.
        allowedPath: (path) => STORED_PATH.test(path),
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders(response) {
          response.setHeader('x-content-type-options', 'nosniff');
          response.setHeader('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    },
    { prefix: UPLOAD_URL_PREFIX.replace(/\/$/, '') },
  );
}
