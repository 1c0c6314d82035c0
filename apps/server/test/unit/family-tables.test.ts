/**
 * The tables derived from declarations at run time (engine/tables.ts) and their types (engine/table-types.ts)
 * agree: the columns an insert must name, and the columns a row may hold null in. Each expectation is checked
 * twice, by the compiler against the table's type and by the test against the table itself.
 */
import { datasheetResource } from '@console/contract';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { accessLog } from '../../src/db/schema/access-log.ts';
import { adminUser } from '../../src/db/schema/admin.ts';
import {
  adminUserApiRole,
  adminUserLayoutRole,
  apiAuthority,
  apiRole,
  apiRoleAuthority,
  layoutAuthority,
  layoutRole,
  layoutRoleAuthority,
} from '../../src/db/schema/permissions.ts';
import { childRowsTable } from '../../src/engine/tables.ts';

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
type NullableKeys<T> = { [K in keyof T]: null extends T[K] ? K : never }[keyof T];
/** `unknown` when A and B are the same union, else `never` (so the argument cannot be given). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? unknown : never) : never;

/** The expectation, accepted by the compiler only when it is exactly what the table's type says. */
function shape<T extends PgTable>(table: T) {
  return <const R extends readonly string[], const N extends readonly string[]>(
    required: R & Same<R[number], RequiredKeys<T['$inferInsert']>>,
    nullable: N & Same<N[number], NullableKeys<T['$inferSelect']>>,
  ) => ({ table: table as PgTable, required: [...required].sort(), nullable: [...nullable].sort() });
}

const cases = {
  admin_user: shape(adminUser)(['username', 'password_hash'], ['last_login_at']),
  layout_role: shape(layoutRole)(['name'], []),
  layout_authority: shape(layoutAuthority)(['path', 'name'], []),
  api_role: shape(apiRole)(['name'], []),
  api_authority: shape(apiAuthority)(['path', 'method', 'name'], []),
  access_log: shape(accessLog)(['method', 'path', 'status', 'ip', 'duration_ms'], ['admin_id']),
  layout_role_authority: shape(layoutRoleAuthority)(['role_id', 'authority_id'], []),
  admin_user_layout_role: shape(adminUserLayoutRole)(['user_id', 'role_id'], []),
  api_role_authority: shape(apiRoleAuthority)(['role_id', 'authority_id'], []),
  admin_user_api_role: shape(adminUserApiRole)(['user_id', 'role_id'], []),
  datasheet_fillers: shape(childRowsTable(datasheetResource, 'fillers'))(
    ['parent_id', 'filler_id'],
    ['percent'],
  ),
  datasheet_properties: shape(childRowsTable(datasheetResource, 'properties'))(
    ['parent_id', 'header_id'],
    ['standard_id', 'condition_id', 'state', 'value', 'value_min', 'value_max', 'metric_id'],
  ),
};

describe('derived tables and their types', () => {
  for (const [name, { table, required, nullable }] of Object.entries(cases)) {
    it(`${name}: the same columns are required on insert and nullable on select`, () => {
      const columns = Object.values(getTableColumns(table));
      expect(
        columns
          .filter((c) => c.notNull && !c.hasDefault)
          .map((c) => c.name)
          .sort(),
      ).toEqual(required);
      expect(
        columns
          .filter((c) => !c.notNull)
          .map((c) => c.name)
          .sort(),
      ).toEqual(nullable);
    });
  }

  it('types the account type as its declared options', () => {
    const role: (typeof adminUser.$inferSelect)['role'] = 'super_admin';
    // @ts-expect-error: not one of the declared account types
    const other: (typeof adminUser.$inferSelect)['role'] = 'owner';
    expect([role, other]).toHaveLength(2);
  });

  it('types a child table’s columns as its declaration does', () => {
    type Property = ReturnType<typeof childRowsTable<typeof datasheetResource, 'properties'>>['$inferSelect'];
    const state: Property['state'] = 'conditioned';
    // @ts-expect-error: not one of the declared states
    const other: Property['state'] = 'wet';
    const header: Property['header_id'] = 1;
    // @ts-expect-error: a reference holds a number
    const named: Property['header_id'] = 'density';
    expect([state, other, header, named]).toHaveLength(4);
  });
});
