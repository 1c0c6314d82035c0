import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { API_PREFIX, UPLOAD_URL_PREFIX } from '@console/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from './core/messages.ts';
import { handleApiNotFound } from './http/error-handler.ts';

/** Vite names these files by content hash: a new build gets new names, so they may be cached for good. */
const HASHED_ASSETS = '/assets/';

function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

function plain(reply: FastifyReply, status: number, text: string) {
  return reply.status(status).type('text/plain; charset=utf-8').send(text);
}

/**
 * Serves the built web app from `webDist` with history-mode fallback: any other GET outside `/api`
 * answers index.html, and the app's router shows the page (or its own 404). Without a build, non-API
 * paths say how to make one.
 *
 * The build writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file
 * (apps/web/build/precompress.ts); the copy the request's `Accept-Encoding` prefers is sent, with
 * `Vary: Accept-Encoding`, so nothing is compressed per request.
 */
export function registerWebApp(app: FastifyInstance, webDist: string): void {
  const built = existsSync(join(webDist, 'index.html'));
  if (built) {
    app.register(fastifyStatic, {
      root: webDist,
      // One wildcard route that looks the file up per request (paths that are not files fall through to the
      // history fallback below), not a route per built file: the build's 270-odd files with their compressed
      // copies were some 1,300 GET and HEAD routes, more than the API's, registered at every start.
      wildcard: true,
      dotfiles: 'ignore',
      cacheControl: false,
      preCompressed: true,
      setHeaders(response, path) {
        const immutable = path.includes(HASHED_ASSETS) && basename(path) !== 'index.html';
        response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Set on every variant, the file itself too: a shared cache must not hand one encoding to all.
        response.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) return handleApiNotFound(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(reply, 404, 'Not found');
    if (!built) return plain(reply, 503, `${messages.webNotBuilt.en}\n${messages.webNotBuilt.zh}\n`);
    // A missing hashed asset is a stale page asking for an old build: a 404, not the HTML of the app. So is the
    // uploads folder itself, which the files' wildcard route (not the uploads scope) now receives.
    if (request.url.startsWith(HASHED_ASSETS)) return plain(reply, 404, 'Not found');
    const path = request.url.split('?')[0] ?? '';
    if (path === UPLOAD_URL_PREFIX.slice(0, -1) || path.startsWith(UPLOAD_URL_PREFIX))
      return plain(reply, 404, 'Not found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
