/**
 * The migration that turns the minimal network-expansion table into the enterprise family keeps its rows:
 * each keeps its people, text and status; a handled one gets its handling time, and a request naming a
 * company exactly is matched with it.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/index.ts';
import { migrationsUpTo, openTarget, type Target } from './migration-target.ts';

/** The last migration before the enterprise families. */
const BEFORE = '0010_commerce';

describe('the migration making network-expansion requests a family', () => {
  let target: Target;
  let folder = '';

  beforeAll(async () => {
    target = await openTarget();
    folder = migrationsUpTo(BEFORE);
    await target.migrate(folder);
    await target.run(`insert into company (id, name_zh, name_en, short_name) values
      (1, '华瑞新材料股份有限公司', 'Huarui Advanced Materials', '华瑞'), (2, '金鹏工程塑料有限公司', '', '')`);
    await target.run(`insert into network_expansion_service
        (id, user_name, company_name, target_company, remark, status, is_demo, created_at, updated_at)
      values (1, '李经理', '宁波注塑', '华瑞新材料股份有限公司', '想认识', 0, false, '2026-01-01T08:00:00Z', '2026-01-01T08:00:00Z'),
             (2, '何总', '常州新材', 'huarui advanced materials', '', 1, true, '2026-01-02T08:00:00Z', '2026-01-05T09:30:00Z'),
             (3, '马经理', '', '某医疗注塑厂', '已对接', 2, false, '2026-01-03T08:00:00Z', '2026-01-04T08:00:00Z')`);
    await target.migrate(migrationsFolder);
  });

  afterAll(async () => {
    await target?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every request with its people, text and status', async () => {
    const rows = await target.run(
      `select id, user_name, company_name, target_company, remark, status from network_expansion_service order by id`,
    );
    expect(rows).toEqual([
      {
        id: 1,
        user_name: '李经理',
        company_name: '宁波注塑',
        target_company: '华瑞新材料股份有限公司',
        remark: '想认识',
        status: 0,
      },
      {
        id: 2,
        user_name: '何总',
        company_name: '常州新材',
        target_company: 'huarui advanced materials',
        remark: '',
        status: 1,
      },
      {
        id: 3,
        user_name: '马经理',
        company_name: '',
        target_company: '某医疗注塑厂',
        remark: '已对接',
        status: 2,
      },
    ]);
  });

  it('dates the handled ones and matches the ones naming a company', async () => {
    const rows = await target.run(
      `select id, company_id, to_char(handled_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as handled
         from network_expansion_service order by id`,
    );
    expect(rows).toEqual([
      { id: 1, company_id: 1, handled: null },
      { id: 2, company_id: 1, handled: '2026-01-05 09:30' },
      { id: 3, company_id: null, handled: '2026-01-04 08:00' },
    ]);
  });

  it('refuses a status outside waiting, accepted and declined', async () => {
    await expect(
      target.run(`update network_expansion_service set status = 7 where id = 1`),
    ).rejects.toThrow();
  });
});
