/**
 * Backup while the console writes, and restore into an empty target (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the restored database holds exactly the rows committed before the backup's snapshot,
 * with their audit rows, every grant and every uploaded file byte for byte; restore refuses a non-empty
 * target, a cut archive, an altered checksum and an archive from a newer console.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths, type Envelope, type ResourcePage, type UploadedFile } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import { queryRows } from '../../src/db/index.ts';
import { apiAuthority } from '../../src/db/schema/index.ts';
import { ArchiveError } from '../../src/operations/archive.ts';
import type { TakenBackup } from '../../src/operations/backups.ts';
import { restoreBackup } from '../../src/operations/restore.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { dropPostgres, emptyTarget, startOn } from './operations-targets.ts';

let t: TestApp;
let root: string;
let work: string;
let backup: TakenBackup;
/** Tags the loop added, in commit order, and how many had committed when the backup started and ended. */
const committed: string[] = [];
let committedAtStart = 0;
let committedAtEnd = 0;
const upload = { url: '', bytes: Buffer.from(`上传 ${randomBytes(1500).toString('hex')}\n`) };
let target: Config;

async function post<T>(token: string, url: string, payload: object): Promise<T> {
  const { body } = await t.call<T>(token, { method: 'POST', url: `/api${url}`, payload });
  if (body.code !== 0) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}

function multipart(name: string, type: string, data: Buffer) {
  const boundary = `----ops-${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'console-ops-'));
  t = await createTestApp({ env: { DATA_DIR: join(work, 'data'), BACKUP_DIR: join(work, 'backups') } });
  root = await t.login();

  // A limited admin whose only grant is the tag list: a grant the restore must keep.
  const [tagList] = await t.db
    .select({ id: apiAuthority.id })
    .from(apiAuthority)
    .where(eq(apiAuthority.path, '/tags/list'));
  const role = await post<{ id: number }>(root, '/admin/api/role/add', {
    name: '只看标签',
    authorities: [tagList?.id],
  });
  await post(root, apiPaths.adminUserAdd, {
    username: 'reader',
    password: 'reader-Pass-42',
    api_roles: [role.id],
  });

  const form = multipart('note.txt', 'text/plain', upload.bytes);
  const sent = await t.call<UploadedFile>(root, { method: 'POST', url: `/api${apiPaths.upload}`, ...form });
  upload.url = sent.body.data.url;

  // Adds run one after another through the API while the backup is taken.
  let stop = false;
  const loop = (async () => {
    for (let i = 0; !stop; i++) {
      await post(root, '/tags/add', { name: `loop-${i}`, type: 1 });
      committed.push(`loop-${i}`);
    }
  })();
  while (committed.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
  committedAtStart = committed.length;
  try {
    backup = await t.consoleApp.operations.backups.take(join(work, 'backups', 'console-test.tar'), 'manual');
    committedAtEnd = committed.length;
  } finally {
    stop = true;
    await loop;
  }
  target = await emptyTarget('ops-restore');
});

afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
  if (target) rmSync(target.dataDir, { recursive: true, force: true });
  await dropPostgres(target?.databaseUrl);
});

describe('a backup taken while the console writes', () => {
  it('counts in its manifest exactly the rows of its snapshot, and keeps writing meanwhile', () => {
    expect(committed.length).toBeGreaterThan(committedAtStart);
    const tags = backup.manifest.rows.tag ?? -1;
    expect(tags).toBeGreaterThanOrEqual(committedAtStart);
    expect(tags).toBeLessThanOrEqual(committedAtEnd);
    expect(backup.manifest.rows.admin_user).toBe(2);
    expect(backup.manifest.files.map((file) => file.path)).toContain(
      `uploads${upload.url.slice('/uploads'.length)}`,
    );
    expect(backup.manifest.migration.tag).not.toBeNull();
  });

  it('restores into an empty target, and the console started on it has every row, grant and upload', async () => {
    const manifest = await restoreBackup({ config: target, file: backup.file });
    expect(manifest.rows).toEqual(backup.manifest.rows);
    const restored = await startOn(target);
    try {
      const call = async <T>(token: string | null, url: string) =>
        (
          await restored.consoleApp.app.inject({
            url: `/api${url}`,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          })
        ).json() as Envelope<T>;
      const login = async (username: string, password: string) => {
        const res = await restored.consoleApp.app.inject({
          method: 'POST',
          url: `/api${apiPaths.login}`,
          payload: { username, password },
        });
        return (res.json() as Envelope<{ token: string }>).data.token;
      };

      // Exactly a prefix of the committed adds: none committed after the snapshot, none before it missing.
      const rootToken = await login('admin', 'test-Admin-Pass-42');
      const page = await call<ResourcePage>(rootToken, '/tags/list?size=1');
      const rows = await queryRows<{ name: string }>(
        restored.database.db,
        sql`select name from tag order by id`,
      );
      const names = rows.map((row) => row.name);
      expect(page.data.total).toBe(names.length);
      expect(names).toEqual(committed.slice(0, names.length));
      expect(names.length).toBe(backup.manifest.rows.tag);
      // The audit agrees: one add per restored tag, none for a tag the snapshot missed.
      const [audited] = await queryRows<{ n: number }>(
        restored.database.db,
        sql`select count(*)::int as n from audit_log where family = 'tag' and action = 'add'`,
      );
      expect(audited?.n).toBe(names.length);

      // The limited admin's grant: the tag list, and nothing else.
      const reader = await login('reader', 'reader-Pass-42');
      expect((await call(reader, '/tags/list?size=1')).code).toBe(0);
      expect((await call(reader, '/admin/user/list?size=1')).code).toBe(3);

      const file = await restored.consoleApp.app.inject({ url: upload.url });
      expect(file.statusCode).toBe(200);
      expect(Buffer.compare(file.rawPayload, upload.bytes)).toBe(0);
    } finally {
      await restored.close();
    }
  });

  it('refuses a target that is not empty', async () => {
    await expect(restoreBackup({ config: target, file: backup.file })).rejects.toThrow(
      /the target is not empty/,
    );
  });
});

describe('restore refuses a damaged or newer archive, writing nothing', () => {
  let fresh: Config;
  beforeAll(async () => {
    fresh = await emptyTarget('ops-refuse');
  });
  afterAll(async () => {
    rmSync(fresh.dataDir, { recursive: true, force: true });
    await dropPostgres(fresh.databaseUrl);
  });

  const refused = async (bytes: Buffer, expected: RegExp) => {
    const file = join(work, `altered-${randomBytes(4).toString('hex')}.tar`);
    writeFileSync(file, bytes);
    const attempt = restoreBackup({ config: fresh, file });
    await expect(attempt).rejects.toBeInstanceOf(ArchiveError);
    await expect(attempt).rejects.toThrow(expected);
  };

  it('a truncated archive', async () => {
    const whole = readFileSync(backup.file);
    await refused(whole.subarray(0, Math.floor(whole.length / 2)), /damaged or incomplete/);
    await refused(whole.subarray(0, whole.length - 2048), /damaged or incomplete/);
  });

  it('a tampered checksum', async () => {
    const whole = readFileSync(backup.file);
    const sum = backup.manifest.files[0]?.sha256 ?? '';
    const at = whole.lastIndexOf(Buffer.from(sum));
    expect(at).toBeGreaterThan(0);
    const altered = Buffer.from(whole);
    altered[at] = altered[at] === 0x30 ? 0x31 : 0x30;
    await refused(altered, /does not match its checksum/);
  });

  it('an archive from a newer console', async () => {
    const whole = readFileSync(backup.file);
    const when = `"when": ${backup.manifest.migration.when}`;
    const at = whole.lastIndexOf(Buffer.from(when));
    expect(at).toBeGreaterThan(0);
    const altered = Buffer.from(whole);
    // The same number of digits, later: a migration this console does not know.
    altered.write(`"when": 9${String(backup.manifest.migration.when).slice(1)}`, at);
    await refused(altered, /newer console/);
  });

  it('left the target empty', async () => {
    copyFileSync(backup.file, join(work, 'whole.tar'));
    const manifest = await restoreBackup({ config: fresh, file: join(work, 'whole.tar') });
    expect(manifest.rows).toEqual(backup.manifest.rows);
  });
});
