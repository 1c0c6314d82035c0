/**
 * The migration adding the per-sheet search copy fills it from the per-value copy a database already holds
 * (hand-written SQL after the generated statements): every numeric (header, condition, state) and each further
 * value of it on one sheet gets a slot, and every sheet stating one gets its row, ratings left out.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/index.ts';
import { migrationsUpTo, openTarget, type Target } from './migration-target.ts';

/** The last migration before the per-sheet copy. */
const BEFORE = '0011_enterprise';

// Sheet 1: density, tensile dry twice (two standards), a rating; sheet 2: tensile dry once, an open range.
const valuesBefore = `insert into datasheet_search_value (sheet_id, header_id, condition_id, state, lo, hi, rating)
  values (1, 10, 0, '', 1140, 1140, ''),
         (1, 20, 5, 'dry', 90e6, 90e6, ''),
         (1, 20, 5, 'dry', 85e6, 85e6, ''),
         (1, 30, 7, '', null, null, 'V-0'),
         (2, 20, 5, 'dry', 70e6, 'Infinity', '')`;

describe('the migration adding the per-sheet search copy', () => {
  let target: Target;
  const folders: string[] = [];

  beforeAll(async () => {
    target = await openTarget();
    const before = migrationsUpTo(BEFORE);
    folders.push(before);
    await target.migrate(before);
    await target.run(valuesBefore);
    await target.migrate(migrationsFolder);
  });

  afterAll(async () => {
    await target?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('gives each numeric key and ordinal a slot, lowest first, and none to ratings', async () => {
    const slots = await target.run(
      'select header_id, condition_id, state, ordinal, slot from datasheet_search_slot order by slot',
    );
    expect(slots).toEqual([
      { header_id: 10, condition_id: 0, state: '', ordinal: 1, slot: 0 },
      { header_id: 20, condition_id: 5, state: 'dry', ordinal: 1, slot: 1 },
      { header_id: 20, condition_id: 5, state: 'dry', ordinal: 2, slot: 2 },
    ]);
  });

  it('writes one row per sheet with its values in their slots, the lower value first', async () => {
    const rows = await target.run(
      'select sheet_id, lo_0, hi_0, lo_1, hi_1, lo_2, hi_2, lo_3 from datasheet_search_sheet order by sheet_id',
    );
    expect(rows).toEqual([
      { sheet_id: 1, lo_0: 1140, hi_0: 1140, lo_1: 85e6, hi_1: 85e6, lo_2: 90e6, hi_2: 90e6, lo_3: null },
      { sheet_id: 2, lo_0: null, hi_0: null, lo_1: 70e6, hi_1: Infinity, lo_2: null, hi_2: null, lo_3: null },
    ]);
  });
});
