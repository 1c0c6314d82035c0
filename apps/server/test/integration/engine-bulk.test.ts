/**
 * Every write through the engine (issue 19 §3, §5): a bulk update by ids or by the family's declared filters and
 * an upsert by a unique key run the family's hooks (given the rows as they were), write one audit row per changed
 * row and tell afterCommit once committed — also inside a module's own transaction, where nothing is told when it
 * rolls back. Bulk status, delete and transitions naming the versions the client showed refuse rows changed
 * since, naming them, and go through on the fresh versions.
 */
import {
  AdminRole,
  NetworkExpansionStatus,
  networkExpansionResource,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
  type StaleRows,
  transitionPath,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/errors.ts';
import { adminUser } from '../../src/db/schema/index.ts';
import { addRows, updateRows, upsertRow } from '../../src/engine/bulk.ts';
import { writeTransaction } from '../../src/engine/commit.ts';
import type { WriteAction } from '../../src/engine/hooks.ts';
import { addRow } from '../../src/engine/write.ts';
import type { SessionAdmin } from '../../src/http/auth.ts';
import { createSpecimenApp, type SpecimenApp, specimen } from './engine-specimen-family.ts';

let s: SpecimenApp;
let admin: SessionAdmin;

/** What the specimen's hooks saw, in order. */
interface Heard {
  at: 'before' | 'after' | 'commit';
  action: WriteAction;
  ids: number[];
  /** `before` rows' grade, by code. */
  was?: Record<string, unknown>;
}
const heard: Heard[] = [];

const engine = () => s.t.consoleApp.engine;
const audits = async (id: number, action: string) =>
  (await s.get<ResourcePage>(`/system/audit/list?family=specimen&row_id=${id}&action=${action}&sort=-id`))
    .data;
const read = async (id: number) => (await s.get<ResourceRow>(`/test/specimen/get?id=${id}`)).data;

async function specimenRow(code: string, grade: 'A' | 'B' = 'A'): Promise<ResourceRow> {
  const added = await s.post<ResourceRow>('/test/specimen/add', { code, grade, density: 1 });
  expect(added.code, added.msg).toBe(0);
  return added.data;
}

beforeAll(async () => {
  s = await createSpecimenApp();
  const [me] = await s.t.db
    .select({ id: adminUser.id })
    .from(adminUser)
    .where(eq(adminUser.username, 'admin'));
  admin = { uid: me?.id as number, username: 'admin', role: AdminRole.superAdmin, sessionId: 0 };
  // A module's hooks on the family: they hear every write, whichever way it came.
  engine().hooks.add(specimen.key, {
    beforeWrite({ action, before, values }) {
      heard.push({
        at: 'before',
        action,
        ids: before.map((row) => row.id),
        was: Object.fromEntries(before.map((row) => [row.code, row.grade])),
      });
      // A value the server sets on every update: stored and audited as any other.
      if (action === 'update' && values.grade !== undefined) return { body: `<p>grade ${values.grade}</p>` };
    },
    afterWrite({ action, ids, before }) {
      heard.push({
        at: 'after',
        action,
        ids,
        was: Object.fromEntries(before.map((row) => [row.code, row.grade])),
      });
    },
    afterCommit({ action, ids }) {
      heard.push({ at: 'commit', action, ids });
    },
  });
});
afterAll(async () => {
  await s.t.close();
});

describe('bulk update', () => {
  it('by ids: runs the hooks once with the rows as they were, audits each changed row, then tells afterCommit', async () => {
    const a = await specimenRow('BULK-A');
    const b = await specimenRow('BULK-B');
    const c = await specimenRow('BULK-C', 'B');
    heard.length = 0;
    const result = await updateRows(engine(), specimen, admin, { ids: [a.id, b.id, c.id] }, { grade: 'B' });
    // C already held B: left alone, no hook and no audit row for it.
    expect(result).toEqual({ updated: 2, ids: [a.id, b.id] });
    expect(heard).toEqual([
      { at: 'before', action: 'update', ids: [a.id, b.id], was: { 'BULK-A': 'A', 'BULK-B': 'A' } },
      { at: 'after', action: 'update', ids: [a.id, b.id], was: { 'BULK-A': 'A', 'BULK-B': 'A' } },
      { at: 'commit', action: 'update', ids: [a.id, b.id] },
    ]);
    for (const row of [a, b]) {
      const now = await read(row.id);
      expect(now.grade).toBe('B');
      expect(now.body).toBe('<p>grade B</p>');
      expect(now.updated_at).not.toBe(row.updated_at);
      const [entry] = (await audits(row.id, 'update')).list;
      expect(entry?.changes).toMatchObject({ grade: ['A', 'B'], body: ['', '<p>grade B</p>'] });
    }
    expect((await audits(c.id, 'update')).total).toBe(0);
  });

  it('by a declared filter: changes the rows the list would show for it', async () => {
    const d = await specimenRow('FILTER-D');
    const e = await specimenRow('FILTER-E');
    const other = await specimenRow('OTHER-F');
    const result = await updateRows(
      engine(),
      specimen,
      admin,
      { filter: { code: 'FILTER-' } },
      { density: 7 },
    );
    expect(result.ids).toEqual([d.id, e.id]);
    expect((await read(d.id)).density).toBe(7);
    expect((await read(other.id)).density).toBe(1);
    expect((await audits(e.id, 'update')).list[0]?.changes).toEqual({ density: [1, 7] });
    // A filter the family does not declare is refused like the list refuses it; nothing changes.
    await expect(
      updateRows(engine(), specimen, admin, { filter: { body: 'x' } }, { density: 8 }),
    ).rejects.toMatchObject({ code: ResultCode.invalid });
  });

  it('refuses a unique value given to several rows, and one another row holds', async () => {
    const g = await specimenRow('UNIQ-G');
    const h = await specimenRow('UNIQ-H');
    const twice = updateRows(engine(), specimen, admin, { ids: [g.id, h.id] }, { code: 'UNIQ-X' });
    await expect(twice).rejects.toMatchObject({ code: ResultCode.conflict });
    const taken = updateRows(engine(), specimen, admin, { ids: [g.id] }, { code: 'UNIQ-H' });
    await expect(taken).rejects.toMatchObject({ code: ResultCode.conflict });
    expect((await read(g.id)).code).toBe('UNIQ-G');
  });
});

describe('upsert by a unique key', () => {
  it('adds the row the key does not find, and updates the one it finds, through the hooks and the audit', async () => {
    heard.length = 0;
    const first = await upsertRow(engine(), specimen, admin, { code: 'UPS-1' }, { grade: 'A', density: 2 });
    expect(first.created).toBe(true);
    expect(first.row).toMatchObject({ code: 'UPS-1', grade: 'A', density: 2 });
    expect((await audits(first.row.id, 'add')).total).toBe(1);
    expect(heard.map((h) => `${h.at}:${h.action}`)).toEqual(['before:add', 'after:add', 'commit:add']);

    heard.length = 0;
    const again = await upsertRow(engine(), specimen, admin, { code: 'UPS-1' }, { grade: 'B' });
    expect(again.created).toBe(false);
    expect(again.row.id).toBe(first.row.id);
    expect(again.row).toMatchObject({ grade: 'B', density: 2, body: '<p>grade B</p>' });
    expect(heard[0]).toMatchObject({ at: 'before', action: 'update', was: { 'UPS-1': 'A' } });
    const [update] = (await audits(first.row.id, 'update')).list;
    expect(update?.changes).toMatchObject({ grade: ['A', 'B'] });

    // The values may depend on the row found.
    const third = await upsertRow(engine(), specimen, admin, { code: 'UPS-1' }, (found) => ({
      density: Number(found?.density) + 1,
    }));
    expect(third.row.density).toBe(3);
  });

  it('takes only a declared unique key', async () => {
    await expect(upsertRow(engine(), specimen, admin, { grade: 'A' }, { density: 1 })).rejects.toThrow(
      /not a declared unique key/,
    );
  });
});

describe('adding many rows', () => {
  it('runs the add hooks on each row, tells afterWrite once, audits each, and skips existing unique ones', async () => {
    await specimenRow('MANY-1');
    heard.length = 0;
    const result = await addRows(
      engine(),
      specimen,
      admin,
      [
        { code: 'MANY-1', grade: 'B' },
        { code: 'MANY-2', grade: 'A' },
        { code: 'MANY-3', grade: 'B' },
      ],
      { skipExisting: true },
    );
    expect(result.added).toBe(2);
    expect(heard.map((h) => `${h.at}:${h.action}`)).toEqual([
      'before:add',
      'before:add',
      'before:add',
      'after:add',
      'commit:add',
    ]);
    expect(heard.at(-1)?.ids).toEqual(result.ids);
    for (const id of result.ids) {
      const [entry] = (await audits(id, 'add')).list;
      expect(entry?.changes).toMatchObject({ code: [null, expect.stringMatching(/^MANY-[23]$/)] });
    }
    // The existing row is left as it was.
    const first = await s.get<ResourcePage>('/test/specimen/list?code=MANY-1');
    expect(first.data.list[0]?.grade).toBe('A');
    // Without skipExisting a taken unique value refuses the whole call.
    const taken = addRows(engine(), specimen, admin, [{ code: 'MANY-4' }, { code: 'MANY-2' }]);
    await expect(taken).rejects.toMatchObject({ code: ResultCode.conflict });
    expect((await s.get<ResourcePage>('/test/specimen/list?code=MANY-4')).data.total).toBe(0);
  });
});

describe("writes inside a module's transaction", () => {
  it('commit together and tell afterCommit after the commit; a rollback writes and tells nothing', async () => {
    heard.length = 0;
    const refused = writeTransaction(engine(), async (inTx) => {
      await addRow(inTx, specimen, admin, { code: 'TX-1', grade: 'A' });
      await updateRows(inTx, specimen, admin, { filter: { code: 'TX-1' } }, { grade: 'B' });
      expect(heard.some((h) => h.at === 'commit')).toBe(false);
      throw new AppError(ResultCode.conflict, { zh: '放弃', en: 'given up' });
    });
    await expect(refused).rejects.toMatchObject({ code: ResultCode.conflict });
    expect(heard.some((h) => h.at === 'commit')).toBe(false);
    const none = await s.get<ResourcePage>('/test/specimen/list?code=TX-1');
    expect(none.data.total).toBe(0);

    heard.length = 0;
    const id = await writeTransaction(engine(), async (inTx) => {
      const row = await addRow(inTx, specimen, admin, { code: 'TX-2', grade: 'A' });
      await updateRows(inTx, specimen, admin, { ids: [row.id] }, { grade: 'B' });
      return row.id;
    });
    expect(heard.filter((h) => h.at === 'commit')).toEqual([
      { at: 'commit', action: 'add', ids: [id] },
      { at: 'commit', action: 'update', ids: [id] },
    ]);
    expect((await read(id)).grade).toBe('B');
  });
});

describe('bulk changes naming the versions the client showed', () => {
  it('a stale bulk transition is refused naming the row, a fresh one succeeds', async () => {
    const a = await specimenRow('VERS-A');
    const b = await specimenRow('VERS-B');
    // Someone changes B after the list showed it.
    const edit = await s.post<ResourceRow>('/test/specimen/update', { id: b.id, density: 3 });
    expect(edit.code, edit.msg).toBe(0);
    const shown = { [a.id]: a.updated_at, [b.id]: b.updated_at };
    const stale = await s.post<StaleRows>('/test/specimen/pass', { ids: [a.id, b.id], versions: shown });
    expect(stale.code).toBe(ResultCode.stale);
    expect(stale.msg).toContain('VERS-B');
    expect(stale.msg).not.toContain('VERS-A');
    expect(stale.data.rows.map((row) => row.current.id)).toEqual([b.id]);
    expect(stale.data.rows[0]?.current.density).toBe(3);
    // Nothing changed, not even the row that was fresh; nothing audited.
    expect((await read(a.id)).state).toBe(0);
    expect((await audits(a.id, 'transition')).total).toBe(0);

    const fresh = await s.post<{ updated: number }>('/test/specimen/pass', {
      ids: [a.id, b.id],
      versions: { [a.id]: a.updated_at, [b.id]: edit.data.updated_at },
    });
    expect(fresh.code, fresh.msg).toBe(0);
    expect(fresh.data.updated).toBe(2);
    expect((await read(b.id)).state).toBe(1);

    // Without versions (a script), the change is not compared.
    const blind = await s.post<{ updated: number }>('/test/specimen/retest', { ids: [a.id] });
    expect(blind.code, blind.msg).toBe(0);
  });

  it('a stale delete names every stale row and deletes none', async () => {
    const c = await specimenRow('DEL-C');
    const d = await specimenRow('DEL-D');
    for (const row of [c, d]) await s.post('/test/specimen/update', { id: row.id, density: 5 });
    const stale = await s.post<StaleRows>('/test/specimen/del', {
      ids: [c.id, d.id],
      versions: { [c.id]: c.updated_at, [d.id]: d.updated_at },
    });
    expect(stale.code).toBe(ResultCode.stale);
    expect(stale.msg).toContain('DEL-C');
    expect(stale.msg).toContain('DEL-D');
    expect(stale.data.rows).toHaveLength(2);
    expect((await read(c.id)).code).toBe('DEL-C');
    const current = { [c.id]: (await read(c.id)).updated_at, [d.id]: (await read(d.id)).updated_at };
    const fresh = await s.post<{ deleted: number }>('/test/specimen/del', {
      ids: [c.id, d.id],
      versions: current,
    });
    expect(fresh.code, fresh.msg).toBe(0);
    expect(fresh.data.deleted).toBe(2);
  });

  it('a transition on a row changed since it was shown is refused as stale; on the fresh version it runs', async () => {
    const def = networkExpansionResource;
    const added = await s.post<ResourceRow>(`${def.base}/add`, {
      user_name: '申请人',
      target_company: '甲公司',
    });
    expect(added.code, added.msg).toBe(0);
    const edited = await s.post<ResourceRow>(`${def.base}/update`, {
      id: added.data.id,
      target_company: '乙公司',
    });
    expect(edited.code, edited.msg).toBe(0);
    const accept = transitionPath(def, { name: 'accept' });
    const stale = await s.post<StaleRows>(accept, {
      ids: [added.data.id],
      assignee_id: admin.uid,
      versions: { [added.data.id]: added.data.updated_at },
    });
    expect(stale.code).toBe(ResultCode.stale);
    expect(stale.data.rows[0]?.current.target_company).toBe('乙公司');
    const fresh = await s.post<{ updated: number }>(accept, {
      ids: [added.data.id],
      assignee_id: admin.uid,
      versions: { [added.data.id]: edited.data.updated_at },
    });
    expect(fresh.code, fresh.msg).toBe(0);
    const now = await s.get<ResourceRow>(`${def.base}/get?id=${added.data.id}`);
    expect(now.data.status).toBe(NetworkExpansionStatus.accepted);
  });
});
