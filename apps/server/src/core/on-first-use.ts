/**
 * Dependencies that only some calls need (mail, the rich-text sanitiser, QR codes, the import readers, backup
 * archives, Redis), loaded when first asked for instead of with the server (issue 37): imported at the top,
 * each one cost every restart its load time and every server its memory, whether or not it was ever used.
 * They are CommonJS packages, so they load synchronously and a synchronous caller keeps its shape.
 */
import { createRequire } from 'node:module';

// Resolved from this file (in the bundle: apps/server/dist), where Node finds the server's node_modules.
const require = createRequire(import.meta.url);

/** The packages loaded on first use: none of them may be imported at the top of a server module. */
export const loadedOnFirstUse = [
  'ioredis',
  'sanitize-html',
  'nodemailer',
  'qrcode',
  '@fast-csv/parse',
  'saxes',
  'yauzl',
  'tar-stream',
  'rate-limiter-flexible',
] as const;

export type LoadedOnFirstUse = (typeof loadedOnFirstUse)[number];

/** A function answering the package `name`, loaded on its first call. */
export function onFirstUse<Module>(name: LoadedOnFirstUse): () => Module {
  let loaded: Module | undefined;
  return () => {
    loaded ??= require(name) as Module;
    return loaded;
  };
}
