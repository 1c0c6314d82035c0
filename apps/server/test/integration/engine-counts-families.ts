/**
 * Families declared only for the derived-count tests, for what no declared family of the console has yet: a
 * count with a flag as its condition (moved by `enable`), and counted rows the database deletes by a cascade
 * from a third family (a box emptied with its items). Their tables are written the way drizzle-kit would.
 */
import { countField, type ResourceDef, resources } from '@console/contract';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { migrationSchema } from '../../src/db/migration-schema.ts';
import { addFamily } from '../../src/engine/families.ts';
import { lastSnapshot } from './engine-specimen-family.ts';
import type { TestApp } from './harness.ts';

export const boxFamily = {
  key: 'tally_box',
  table: 'tally_box',
  base: '/test/tally/box',
  label: { zh: '箱', en: 'Box' },
  titleField: 'name',
  defaultSort: { field: 'id', order: 'asc' },
  actions: ['add', 'del'],
  fields: [{ name: 'name', kind: 'text', label: { zh: '名称', en: 'Name' }, required: true, max: 20 }],
} as const satisfies ResourceDef;

export const shelfFamily = {
  key: 'tally_shelf',
  table: 'tally_shelf',
  base: '/test/tally/shelf',
  label: { zh: '架', en: 'Shelf' },
  titleField: 'name',
  defaultSort: { field: 'id', order: 'asc' },
  actions: ['add', 'del'],
  fields: [
    { name: 'name', kind: 'text', label: { zh: '名称', en: 'Name' }, required: true, max: 20 },
    countField('items', { zh: '件数', en: 'Items' }, { family: 'tally_item', via: 'shelf_id' }),
    countField(
      'live_items',
      { zh: '启用件数', en: 'Enabled items' },
      { family: 'tally_item', via: 'shelf_id', where: { field: 'enabled', in: [true] } },
    ),
  ],
} as const satisfies ResourceDef;

export const itemFamily = {
  key: 'tally_item',
  table: 'tally_item',
  base: '/test/tally/item',
  label: { zh: '件', en: 'Item' },
  titleField: 'name',
  defaultSort: { field: 'id', order: 'asc' },
  actions: ['add', 'update', 'del', 'enable'],
  fields: [
    { name: 'name', kind: 'text', label: { zh: '名称', en: 'Name' }, required: true, max: 20 },
    {
      name: 'shelf_id',
      kind: 'reference',
      target: 'tally_shelf',
      label: { zh: '架', en: 'Shelf' },
      onTargetDelete: 'setNull',
      filter: 'exact',
    },
    {
      name: 'box_id',
      kind: 'reference',
      target: 'tally_box',
      label: { zh: '箱', en: 'Box' },
      required: true,
      onTargetDelete: 'cascade',
    },
    {
      name: 'enabled',
      kind: 'boolean',
      label: { zh: '启用', en: 'Enabled' },
      default: true,
      filter: 'exact',
    },
  ],
} as const satisfies ResourceDef;

const families = [boxFamily, shelfFamily, itemFamily];

/** Declares the families; before the app is built, so their endpoints are registered with the others'. */
export function declareTallyFamilies(): void {
  for (const def of families) addFamily(def);
}

/** Creates their tables in the test app's database. */
export async function createTallyTables(t: TestApp): Promise<void> {
  const statements = await generateMigration(
    lastSnapshot(),
    await generateDrizzleJson(migrationSchema([...Object.values(resources), ...families])),
  );
  for (const statement of statements) await t.db.execute(sql.raw(statement));
}
