/**
 * The session cache (http/session-cache.ts) through the HTTP layer: a guarded call is answered from memory,
 * and a change written by anything else — another process, a hand-typed UPDATE — is obeyed once heard. On
 * PostgreSQL the writer is a connection of its own, as the command line or another instance would be; PGlite
 * runs in this process, so there the writer is the app's own handle. A lost listening connection turns the
 * cache off until a new one listens (PostgreSQL only: PGlite has no connection to lose).
 */
import { apiPaths, ResultCode } from '@console/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '../../src/db/listen.ts';
import { createTestApp, processWarnings, TEST_ADMIN, type TestApp } from './harness.ts';

const url = process.env.TEST_DATABASE_URL;
let t: TestApp;
const warned = processWarnings();

/** Runs SQL the way something outside this server would. */
async function outside(text: string): Promise<void> {
  if (!url) {
    await t.database.db.execute(text);
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const sessions = () => t.consoleApp.sessions;
/** The envelope code of a guarded call, and whether it read its session from the database. */
async function info(token: string): Promise<{ code: number; read: boolean }> {
  await sessions().caughtUp();
  const before = sessions().stats.read;
  const { body } = await t.call(token, { url: `/api${apiPaths.userInfo}` });
  return { code: body.code, read: sessions().stats.read > before };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 10_000) throw new Error(`gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  warned.start();
  t = await createTestApp();
});
afterAll(async () => {
  warned.stop();
  await t?.close();
});

describe('the session cache', () => {
  it('answers a session it checked from memory', async () => {
    expect(sessions().listening).toBe(true);
    const token = await t.login();
    expect(await info(token)).toEqual({ code: ResultCode.ok, read: true });
    expect(await info(token)).toEqual({ code: ResultCode.ok, read: false });
    expect(await info(token)).toEqual({ code: ResultCode.ok, read: false });
  });

  it('obeys a session revoked from outside', async () => {
    const token = await t.login();
    await info(token);
    expect((await info(token)).read).toBe(false);
    await outside('update admin_session set revoked_at = now() where revoked_at is null');
    expect((await info(token)).code).toBe(ResultCode.sessionExpired);
  });

  it('obeys an admin disabled from outside, and enabled again', async () => {
    const token = await t.login();
    await info(token);
    await outside(`update admin_user set enabled = false where username = '${TEST_ADMIN.username}'`);
    expect((await info(token)).code).toBe(ResultCode.sessionExpired);
    await outside(`update admin_user set enabled = true where username = '${TEST_ADMIN.username}'`);
    expect(await info(token)).toEqual({ code: ResultCode.ok, read: true });
  });

  it('obeys a session cut short from outside', async () => {
    const token = await t.login();
    await info(token);
    await outside(`update admin_session set expires_at = now() - interval '1 second'`);
    expect((await info(token)).code).toBe(ResultCode.sessionExpired);
  });

  it('keeps what it holds when only last_seen_at is written', async () => {
    const token = await t.login();
    await info(token);
    await outside(`update admin_session set last_seen_at = now() - interval '5 seconds'`);
    expect(await info(token)).toEqual({ code: ResultCode.ok, read: false });
  });

  it.skipIf(!url)('is off while its listening connection is lost, and on again once it listens', async () => {
    const token = await t.login();
    await info(token);
    expect((await info(token)).read).toBe(false);
    await outside(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${LISTENER_NAME}'`,
    );
    await until(() => !sessions().listening, 'the cache noticed the lost connection');
    // Off: every call reads its session, so a change nobody could hear is obeyed all the same.
    expect(await info(token)).toEqual({ code: ResultCode.ok, read: true });
    expect(await info(token)).toEqual({ code: ResultCode.ok, read: true });
    await until(() => sessions().listening, 'the cache listened again');
    expect(await info(token)).toEqual({ code: ResultCode.ok, read: true });
    expect(await info(token)).toEqual({ code: ResultCode.ok, read: false });
  });

  it('answers concurrent calls on new connections without the process warning of anything', async () => {
    const token = await t.login();
    // Concurrent calls open new pool connections, each listening before its first query.
    await Promise.all(Array.from({ length: 8 }, () => t.call(token, { url: `/api${apiPaths.userInfo}` })));
    expect(await warned.seen()).toEqual([]);
  });
});
