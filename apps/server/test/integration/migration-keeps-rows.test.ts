/**
 * The migration that derives the admin and permission tables from their declarations (they were written by
 * hand before) keeps every row: a database built by the earlier migrations, with rows in those tables, is
 * migrated to the current schema and still holds the same rows and links. On the way, the feedback users sent
 * through their account (site_user_feedback, before 0028) moves into the one feedback family, and the visitors
 * by week held before the retention cohorts were kept (0030) get their first week and their cohorts counted, and
 * the views of contact data written to the change history move to the personal-data access record.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/index.ts';
import { migrationsUpTo, openTarget, type Target } from './migration-target.ts';

/** The migrations before the tables were derived from the declarations. */
const BEFORE = '0001_resource_engine';
/** The last migration with two feedback families. */
const TWO_FEEDBACK_FAMILIES = '0027_metric_origin';

const feedbackBefore = [
  `insert into site_user (id, name) values (7, '周工'), (8, '')`,
  `insert into site_user_feedback (user_id, content, status, reply, answered_at, created_at)
     values (7, '单位写错了', 1, '已更正', '2026-01-02T08:00:00Z', '2026-01-01T08:00:00Z'),
            (8, '希望支持导出', 0, '', null, '2026-01-03T08:00:00Z')`,
];

const rowsBefore = [
  `insert into admin_user (id, username, password_hash, name, role, enabled, last_login_at)
     values (1, 'root', '$argon2id$root', '根', 'super_admin', true, '2024-03-01T10:00:00Z'),
            (2, 'editor', '$argon2id$editor', '编辑', 'admin', false, null)`,
  `insert into layout_role (id, name, description) values (1, '内容编辑', '管资讯')`,
  `insert into layout_authority (id, path, name) values (1, '/content/news', '资讯'), (2, '/media', '媒体')`,
  `insert into layout_role_authority (role_id, authority_id) values (1, 1), (1, 2)`,
  `insert into admin_user_layout_role (user_id, role_id) values (2, 1)`,
  `insert into api_role (id, name, description) values (1, '只读', '')`,
  `insert into api_authority (id, path, method, name, need_login, need_judge)
     values (1, '/tags/list', 'GET', '标签列表', true, false), (2, '/tags/add', 'POST', '标签新增', true, true)`,
  `insert into api_role_authority (role_id, authority_id) values (1, 1)`,
  `insert into admin_user_api_role (user_id, role_id) values (2, 1)`,
  `insert into access_log (admin_id, method, path, status, ip, user_agent, duration_ms, created_at)
     values (1, 'GET', '/api/tags/list', 200, '10.0.0.1', 'agent', 3, '2024-03-02T10:00:00Z'),
            (null, 'HEAD', '/api/x', 401, '10.0.0.2', '', 1, '2024-03-03T10:00:00Z')`,
  `insert into tag (id, name, type) values (1, 'PA66', 1)`,
  `insert into menu_record (path, name_zh, name_en) values ('/content/news', '资讯', 'News')`,
  `insert into cache_rule (name, pattern) values ('看板', 'dashboard:*')`,
  `insert into setting_key (key, value) values ('map.service_key', 'k')`,
];

/** The last migration with views of contact data written to the change history (`reveal` rows). */
const REVEALS_IN_HISTORY = '0032_polymer_families_value_flags';
const historyBefore = `insert into audit_log (admin_id, family, row_id, action, changes, created_at) values
  (1, 'site_user', 7, 'update', '{"name": ["周", "周工"]}', '2026-02-01T08:00:00Z'),
  (1, 'site_user', 7, 'reveal', '{"email": ["list", "list"], "phone": ["list", "list"]}', '2026-02-02T08:00:00Z'),
  (2, 'saas_user', 3, 'reveal', '{"phone": ["contact", "contact"]}', '2026-02-03T08:00:00Z')`;

/** Three visitors' weeks: a, first seen on 2026-01-05, back twice; b from 2026-01-12; c once, on 2026-01-05. */
const visitorWeeksBefore = `insert into tracking_visitor_week (week, visitor) values
  ('2026-01-05', 'a'), ('2026-01-12', 'a'), ('2026-01-26', 'a'), ('2026-01-12', 'b'), ('2026-01-19', 'b'),
  ('2026-01-05', 'c')`;

describe('the migration deriving the admin and permission tables', () => {
  let target: Target;
  const folders: string[] = [];

  beforeAll(async () => {
    target = await openTarget();
    const before = migrationsUpTo(BEFORE);
    folders.push(before);
    await target.migrate(before);
    for (const statement of rowsBefore) await target.run(statement);
    const twoFamilies = migrationsUpTo(TWO_FEEDBACK_FAMILIES);
    folders.push(twoFamilies);
    await target.migrate(twoFamilies);
    for (const statement of feedbackBefore) await target.run(statement);
    await target.run(visitorWeeksBefore);
    const reveals = migrationsUpTo(REVEALS_IN_HISTORY);
    folders.push(reveals);
    await target.migrate(reveals);
    await target.run(historyBefore);
    await target.migrate(migrationsFolder);
  });

  afterAll(async () => {
    await target?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the admins, their passwords, roles and last logins', async () => {
    const admins = await target.run(
      `select id, username, password_hash, name, role, enabled, last_login_at is not null as logged_in
         from admin_user order by id`,
    );
    expect(admins).toEqual([
      {
        id: 1,
        username: 'root',
        password_hash: '$argon2id$root',
        name: '根',
        role: 'super_admin',
        enabled: true,
        logged_in: true,
      },
      {
        id: 2,
        username: 'editor',
        password_hash: '$argon2id$editor',
        name: '编辑',
        role: 'admin',
        enabled: false,
        logged_in: false,
      },
    ]);
  });

  it('keeps the roles, authorities, their switches and every link', async () => {
    const count = async (table: string) =>
      Number((await target.run(`select count(*)::int as n from ${table}`))[0]?.n);
    expect(await count('layout_role')).toBe(1);
    expect(await count('layout_authority')).toBe(2);
    expect(await count('layout_role_authority')).toBe(2);
    expect(await count('admin_user_layout_role')).toBe(1);
    expect(await count('api_role')).toBe(1);
    expect(await count('api_role_authority')).toBe(1);
    expect(await count('admin_user_api_role')).toBe(1);
    expect(
      await target.run('select path, method, need_login, need_judge from api_authority order by id'),
    ).toEqual([
      { path: '/tags/list', method: 'GET', need_login: true, need_judge: false },
      { path: '/tags/add', method: 'POST', need_login: true, need_judge: true },
    ]);
  });

  it('keeps the access log and the rows of the families derived before', async () => {
    expect(await target.run('select admin_id, method, status from access_log order by id')).toEqual([
      { admin_id: 1, method: 'GET', status: 200 },
      { admin_id: null, method: 'HEAD', status: 401 },
    ]);
    const indexes = await target.run(
      `select indexname from pg_indexes where tablename = 'access_log' order by indexname`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual([
      'access_log_admin_id_idx',
      'access_log_created_at_idx',
      'access_log_pkey',
    ]);
    expect(await target.run('select name from tag')).toEqual([{ name: 'PA66' }]);
    expect(await target.run('select name_en from menu_record')).toEqual([{ name_en: 'News' }]);
    expect(await target.run('select pattern from cache_rule')).toEqual([{ pattern: 'dashboard:*' }]);
    expect(await target.run('select value from setting_key')).toEqual([{ value: 'k' }]);
  });

  it('moves the feedback users sent through their account into the one feedback family, naming the account', async () => {
    const rows = await target.run(
      `select user_id, user_name, category, content, status, reply, replied_at is not null as replied,
              created_at = '2026-01-01T08:00:00Z' as dated
         from user_feedback order by id`,
    );
    expect(rows).toEqual([
      {
        user_id: 7,
        user_name: '周工',
        category: 'other',
        content: '单位写错了',
        status: 1,
        reply: '已更正',
        replied: true,
        dated: true,
      },
      {
        user_id: 8,
        user_name: '用户 8',
        category: 'other',
        content: '希望支持导出',
        status: 0,
        reply: '',
        replied: false,
        dated: false,
      },
    ]);
    expect(await target.run(`select to_regclass('site_user_feedback') as left_behind`)).toEqual([
      { left_behind: null },
    ]);
    // The account's deletion keeps its feedback, unnamed.
    await target.run('delete from site_user where id = 7');
    expect(await target.run('select user_id from user_feedback order by id')).toEqual([
      { user_id: null },
      { user_id: 8 },
    ]);
  });

  it('gives the visitors held their first week and counts the cohorts from their weeks', async () => {
    expect(
      await target.run(
        `select visitor, to_char(week, 'YYYY-MM-DD') as week from tracking_visitor_first order by 1`,
      ),
    ).toEqual([
      { visitor: 'a', week: '2026-01-05' },
      { visitor: 'b', week: '2026-01-12' },
      { visitor: 'c', week: '2026-01-05' },
    ]);
    expect(
      await target.run(`select to_char(cohort, 'YYYY-MM-DD') as cohort, to_char(week, 'YYYY-MM-DD') as week, visitors
         from tracking_cohort_week order by 1, 2`),
    ).toEqual([
      { cohort: '2026-01-05', week: '2026-01-05', visitors: 2 },
      { cohort: '2026-01-05', week: '2026-01-12', visitors: 1 },
      { cohort: '2026-01-05', week: '2026-01-26', visitors: 1 },
      { cohort: '2026-01-12', week: '2026-01-12', visitors: 1 },
      { cohort: '2026-01-12', week: '2026-01-19', visitors: 1 },
    ]);
  });

  it('moves the views of contact data out of the change history into the access record', async () => {
    expect(await target.run('select family, row_id, action from audit_log order by id')).toEqual([
      { family: 'site_user', row_id: 7, action: 'update' },
    ]);
    expect(
      await target.run(
        `select admin_id, family, row_id, fields, purpose, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day
           from personal_data_access order by id`,
      ),
    ).toEqual([
      {
        admin_id: 1,
        family: 'site_user',
        row_id: 7,
        fields: 'email,phone',
        purpose: 'list',
        day: '2026-02-02',
      },
      { admin_id: 2, family: 'saas_user', row_id: 3, fields: 'phone', purpose: 'contact', day: '2026-02-03' },
    ]);
  });

  it('still refuses what the old tables refused: a second authority for a route, an unknown account type', async () => {
    await expect(
      target.run(`insert into api_authority (path, method, name) values ('/tags/list', 'GET', '重复')`),
    ).rejects.toThrow();
    await expect(
      target.run(`insert into admin_user (username, password_hash, role) values ('x', 'h', 'owner')`),
    ).rejects.toThrow();
  });
});
