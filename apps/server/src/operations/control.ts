/**
 * The server's control socket: `DATA_DIR/console.sock`, a Unix socket only the server's own user can open
 * (mode 0600; whoever can open it can read DATA_DIR anyway). PGlite cannot be opened by a second process, so
 * `npm run admin -- backup` finding DATA_DIR locked asks the running server for the backup through this socket:
 * the server takes it as it takes a scheduled one, without stopping, and writes it where the command says.
 */
import { chmod, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Backups, TakenBackup } from './backups.ts';

/** Longest Unix socket path Linux takes (sun_path is 108 bytes with its NUL). */
const MAX_SOCKET_PATH = 107;

export function controlSocketPath(dataDir: string): string {
  return join(dataDir, 'console.sock');
}

const backupRequest = z.object({ file: z.string().min(1).startsWith('/') });

/** Serves the control socket until `close()`; the caller holds the DATA_DIR lock (the socket is its own). */
export async function serveControl(
  dataDir: string,
  backups: Backups,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> }> {
  const path = controlSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log.warn(
      { path },
      'DATA_DIR is too long a path for the control socket: `npm run admin -- backup` needs the server stopped',
    );
    return { close: async () => {} };
  }
  // Left by a server that was killed: this process holds the lock, so no live server answers on it.
  await rm(path, { force: true });
  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/backup') return answer(404, { error: 'unknown command' });
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
    });
    req.on('end', () => {
      let file: string;
      try {
        file = backupRequest.parse(JSON.parse(text)).file;
      } catch {
        return answer(400, { error: 'the request names no absolute file' });
      }
      backups.take(file, 'manual').then(
        (taken) => {
          log.info({ file, size: taken.size }, 'backup written (asked through the control socket)');
          answer(200, { file: taken.file, size: taken.size, manifest: taken.manifest });
        },
        (error: Error) => {
          log.error({ err: error, file }, 'backup asked through the control socket failed');
          answer(500, { error: error.message });
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Asks the server holding `dataDir` for a backup into `file` (absolute); answers what it wrote. */
export function backupThroughServer(dataDir: string, file: string): Promise<TakenBackup> {
  const body = JSON.stringify({ file });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath: controlSocketPath(dataDir),
        method: 'POST',
        path: '/backup',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          try {
            const answer = JSON.parse(text) as TakenBackup & { error?: string };
            if (res.statusCode === 200) resolve(answer);
            else reject(new Error(`the server could not take the backup: ${answer.error ?? text}`));
          } catch {
            reject(new Error(`the server answered the control socket with ${res.statusCode}`));
          }
        });
      },
    );
    req.on('error', (error) =>
      reject(
        new Error(
          `DATA_DIR ${dataDir} is held by a console process that does not answer on ${controlSocketPath(dataDir)} (${error.message}); stop it and run the backup again`,
        ),
      ),
    );
    req.end(body);
  });
}
