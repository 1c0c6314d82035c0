import {
  apiPaths,
  CommentTarget,
  cacheRuleResource,
  commentResource,
  demandFollowResource,
  MAP_SERVICE_SETTING,
  type ProposalCounters,
  proposalResource,
  type ResourcePage,
  settingKeyResource,
  videoResource,
} from '@console/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, layoutAuthority, layoutRole, layoutRoleAuthority } from '../../src/db/schema/index.ts';
import { familyTable, tableOf } from '../../src/engine/tables.ts';
import { initialCacheRules, initialSettings } from '../../src/modules/seed/configuration.ts';
import { seed } from '../../src/modules/seed/seed.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from './harness.ts';

/** The hand-written proposal table is the proposal family's now (same table, same rows). */
const proposal = familyTable(proposalResource);

let t: TestApp;
// Every domain's demo rows in one transaction: on a busy shared machine this outlasts the default hook limit.
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: '1' } });
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('first start seed', () => {
  it('creates the first admin as a super admin', async () => {
    const users = await t.db.select().from(adminUser);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      username: TEST_ADMIN.username,
      role: 'super_admin',
      name: '超级管理员',
    });
  });

  it('seeds demo rows, all marked, feeding the counters', async () => {
    const token = await t.login();
    const { body } = await t.call<ProposalCounters>(token, { url: `/api${apiPaths.proposalCounters}` });
    expect(body.data).toEqual({
      'proposal.waiting.saas': 4,
      'proposal.waiting.user': 3,
      'network_expansion_service.waiting.user': 2,
    });
    const comments = await t.call<number>(token, { url: `/api${apiPaths.videoCommentCount}?is_check=0` });
    expect(comments.body.data).toBe(5);

    const proposals = await t.db.select().from(proposal);
    expect(proposals.every((p) => p.is_demo && p.title.startsWith('【演示】'))).toBe(true);
    const videos = await t.db.select().from(familyTable(videoResource));
    expect(videos.map((v) => v.title.startsWith('【演示】'))).toEqual([true, true, true]);
    const [c] = await t.db
      .select({ n: count() })
      .from(familyTable(commentResource))
      .where(eq(familyTable(commentResource).target_type, CommentTarget.video));
    expect(c?.n).toBe(8);
  });

  it('seeds the cache rule and the map-service setting, and demo tags marked as demo', async () => {
    const token = await t.login();
    const rules = await t.call<ResourcePage>(token, { method: 'GET', url: '/api/system/cache/rule/list' });
    expect(rules.body.data.list.map((row) => row.pattern)).toContain('dashboard:*');
    const settings = await t.call<ResourcePage>(token, { method: 'GET', url: '/api/system/keys/list' });
    expect(settings.body.data.list.map((row) => row.key)).toContain(MAP_SERVICE_SETTING);
    const tags = await t.call<ResourcePage>(token, { method: 'GET', url: '/api/tags/list?size=100' });
    expect(tags.body.data.total).toBeGreaterThan(0);
    expect(tags.body.data.list.every((row) => String(row.name).startsWith('【演示】'))).toBe(true);
  });

  it('binds the demo layout role to the content routes the route table knows', async () => {
    const [role] = await t.db.select().from(layoutRole).where(eq(layoutRole.name, '内容编辑 (演示)'));
    expect(role).toBeDefined();
    const bound = await t.db
      .select({ path: layoutAuthority.path })
      .from(layoutRoleAuthority)
      .innerJoin(layoutAuthority, eq(layoutAuthority.id, layoutRoleAuthority.authority_id))
      .where(eq(layoutRoleAuthority.role_id, role?.id ?? -1));
    const known = await t.db.select({ path: layoutAuthority.path }).from(layoutAuthority);
    const candidates = [
      '/news',
      '/news/list',
      '/media',
      '/media/video',
      '/media/video/list',
      '/media/video/comment_list',
    ];
    const expected = candidates.filter((p) => known.some((k) => k.path === p));
    expect(bound.map((b) => b.path).sort()).toEqual(expected.sort());
  });

  it('does nothing once an admin exists (a restart does not re-seed)', async () => {
    const printed: string[] = [];
    const result = await seed(
      t.db,
      { ...t.config, adminPassword: undefined },
      { print: (s) => printed.push(s) },
    );
    expect(result).toEqual({ adminCreated: false, demoSeeded: false });
    expect(printed).toEqual([]);
    const [p] = await t.db.select({ n: count() }).from(proposal);
    expect(p?.n).toBe(12);
  });

  it('generates and prints a random password once when ADMIN_PASSWORD is unset, and skips demo rows with SEED_DEMO=0', async () => {
    // The demo's follow-ups name their admin.
    await t.db.delete(familyTable(demandFollowResource));
    await t.db.delete(adminUser);
    await t.db.delete(proposal);
    const printed: string[] = [];
    const result = await seed(
      t.db,
      { ...t.config, adminPassword: undefined, seedDemo: false },
      { print: (s) => printed.push(s) },
    );
    expect(result).toEqual({ adminCreated: true, demoSeeded: false });
    expect(printed).toHaveLength(1);
    const password = /password: (\S+)/.exec(printed[0] ?? '')?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(await t.login(TEST_ADMIN.username, password)).toBeTypeOf('string');
    const [p] = await t.db.select({ n: count() }).from(proposal);
    expect(p?.n).toBe(0);
  });

  it('seeds all or nothing: a failure in the demo rows leaves no admin and no configuration, and the next start seeds', async () => {
    const cacheRules = tableOf(cacheRuleResource.key);
    const settings = tableOf(settingKeyResource.key);
    const rowsOf = async (table: typeof cacheRules) =>
      Number((await t.db.select({ n: count() }).from(table))[0]?.n);
    // What a first start with the demo writes (some domains' demo rows add settings of their own)...
    const seeded = { rules: await rowsOf(cacheRules), settings: await rowsOf(settings) };
    expect(seeded.rules).toBeGreaterThanOrEqual(initialCacheRules.length);
    expect(seeded.settings).toBeGreaterThanOrEqual(initialSettings.length);
    // ...then a database of its own without the demo rows (the file's last test: on PostgreSQL it takes the
    // file's database), so the second start writes every domain's demo rows into empty tables, as a first does.
    await t.close();
    t = await createTestApp();
    // The demo's follow-ups name their admin.
    await t.db.delete(familyTable(demandFollowResource));
    await t.db.delete(adminUser);
    await t.db.delete(proposal);
    await t.db.delete(cacheRules);
    await t.db.delete(settings);
    // A start that fails half-way through the demo rows, as a crash or a database error would.
    await t.db.execute(sql`alter table proposal add constraint seed_test_no_demo check (not is_demo)`);
    const printed: string[] = [];
    const withDemo = { ...t.config, adminPassword: undefined, seedDemo: true };
    try {
      await expect(seed(t.db, withDemo, { print: (s) => printed.push(s) })).rejects.toThrow();
    } finally {
      await t.db.execute(sql`alter table proposal drop constraint seed_test_no_demo`);
    }
    expect(await rowsOf(adminUser)).toBe(0);
    expect(await rowsOf(cacheRules)).toBe(0);
    expect(await rowsOf(settings)).toBe(0);
    expect(await rowsOf(proposal)).toBe(0);
    // No password was shown for an admin that does not exist.
    expect(printed).toEqual([]);

    const result = await seed(t.db, withDemo, { print: (s) => printed.push(s) });
    expect(result).toEqual({ adminCreated: true, demoSeeded: true });
    expect(printed).toHaveLength(2);
    expect(printed[1]).toMatch(
      /^Demo data seeded in \d+\.\d s \(of which \d+\.\d s the 90-day analytics history of \d+ events/,
    );
    const password = /password: (\S+)/.exec(printed[0] ?? '')?.[1];
    expect(await t.login(TEST_ADMIN.username, password)).toBeTypeOf('string');
    expect(await rowsOf(cacheRules)).toBe(seeded.rules);
    expect(await rowsOf(settings)).toBe(seeded.settings);
    expect(await rowsOf(proposal)).toBe(12);
    // Two demo seeds on a fresh database: a minute on a loaded two-core machine.
  }, 180_000);
});
