/**
 * Server code writes through the same pipeline as a request (issue 33): its values are checked by the family's
 * declaration — a value breaking a field's rule is refused as a request's would be, and nothing is written; a
 * field the family does not declare is a programmer's mistake, thrown — and a change the server makes on its own
 * is recorded under its system actor, never under a made-up admin.
 */
import { AdminRole, type ResourcePage, type ResourceRow, ResultCode, SystemActor } from '@console/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../src/core/actor.ts';
import { AppError } from '../../src/core/errors.ts';
import { adminUser } from '../../src/db/schema/index.ts';
import { addRows, updateRows } from '../../src/engine/bulk.ts';
import { familyTable } from '../../src/engine/tables.ts';
import { addRow, updateRow } from '../../src/engine/write.ts';
import type { SessionAdmin } from '../../src/http/auth.ts';
import { createSpecimenApp, type SpecimenApp, specimen } from './engine-specimen-family.ts';

let s: SpecimenApp;
let admin: SessionAdmin;
const engine = () => s.t.consoleApp.engine;
const importer = systemActor(SystemActor.import);

async function rowCount(): Promise<number> {
  const [row] = await s.t.db.select({ n: count() }).from(familyTable(specimen));
  return Number(row?.n);
}

async function refusal(write: Promise<unknown>): Promise<AppError> {
  const error = await write.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeAll(async () => {
  s = await createSpecimenApp();
  const [me] = await s.t.db
    .select({ id: adminUser.id })
    .from(adminUser)
    .where(eq(adminUser.username, 'admin'));
  admin = { uid: me?.id as number, username: 'admin', role: AdminRole.superAdmin, sessionId: 1 };
});
afterAll(async () => {
  await s.t.close();
});

describe('server writes are checked like requests', () => {
  it('refuses a value too long or outside the enum, naming the field, and writes nothing', async () => {
    const before = await rowCount();
    const tooLong = await refusal(addRow(engine(), specimen, importer, { code: 'X'.repeat(21) }));
    expect(tooLong.code).toBe(ResultCode.invalid);
    expect(tooLong.text.zh).toContain('编号');
    const badEnum = await refusal(
      addRows(engine(), specimen, importer, [{ code: 'SW-1' }, { code: 'SW-2', grade: 'Z' as 'A' }]),
    );
    expect(badEnum.code).toBe(ResultCode.invalid);
    expect(badEnum.text.en).toContain('Grade');
    expect(await rowCount()).toBe(before);

    const row = await addRow(engine(), specimen, importer, { code: 'SW-3', grade: 'A' });
    const badUpdate = await refusal(
      updateRows(engine(), specimen, importer, { ids: [row.id] }, { grade: 'Z' as 'A', density: 1 }),
    );
    expect(badUpdate.code).toBe(ResultCode.invalid);
    const overMax = await refusal(updateRow(engine(), specimen, importer, { id: row.id, density: 31 }));
    expect(overMax.text.en).toContain('Density');
    const stored = (await s.get<ResourceRow>(`/test/specimen/get?id=${row.id}`)).data;
    expect(stored).toMatchObject({ grade: 'A', density: null });
  });

  it('throws on a field the family does not declare, instead of dropping it', async () => {
    const before = await rowCount();
    const values = { code: 'SW-4', grdae: 'A' } as unknown as { code: string };
    await expect(addRow(engine(), specimen, importer, values)).rejects.toThrow(/specimen has no field grdae/);
    expect(await rowCount()).toBe(before);
  });

  it('stores the values as the rules make them (trimmed), as a request would', async () => {
    const row = await addRow(engine(), specimen, admin, { code: '  SW-5  ', density: 1.23456 });
    expect(row).toMatchObject({ code: 'SW-5', density: 1.235 });
  });
});

describe('system actors', () => {
  it('records a system actor by its name with no admin, and an admin by id', async () => {
    const row = await addRow(engine(), specimen, importer, { code: 'SW-6' });
    await updateRow(engine(), specimen, admin, { id: row.id, grade: 'B' });
    const page = await s.get<ResourcePage>(`/system/audit/list?family=specimen&row_id=${row.id}&sort=id`);
    expect(page.code, page.msg).toBe(0);
    expect(page.data.list.map((entry) => [entry.action, entry.actor, entry.admin_id])).toEqual([
      ['add', 'import', null],
      ['update', '', admin.uid],
    ]);
    const bySystem = await s.get<ResourcePage>('/system/audit/list?family=specimen&actor=import');
    expect(bySystem.data.list.every((entry) => entry.actor === 'import')).toBe(true);
    expect(bySystem.data.list.length).toBeGreaterThan(0);
  });
});

describe('typed server writes', () => {
  it('a misspelled or mistyped field of a typed family does not compile (tsc -b checks this file)', () => {
    // Never called: what it holds is checked by the compiler, each line expected to fail.
    const writes = () => {
      // @ts-expect-error `grdae` is no field of the specimen
      void addRow(engine(), specimen, importer, { code: 'SW-7', grdae: 'A' });
      // @ts-expect-error `grade` takes 'A' or 'B'
      void updateRow(engine(), specimen, importer, { id: 1, grade: 'Z' });
      // @ts-expect-error `density` is a number
      void updateRows(engine(), specimen, importer, { ids: [1] }, { density: 'heavy' });
      // @ts-expect-error `cod` is no field of the specimen
      void addRows(engine(), specimen, importer, [{ cod: 'SW-8' }]);
      // @ts-expect-error an open record would carry any name past the compiler
      void updateRows(engine(), specimen, importer, { ids: [1] }, {} as Record<string, unknown>);
    };
    expect(writes).toBeTypeOf('function');
  });
});
