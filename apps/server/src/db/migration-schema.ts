import type { ResourceDef } from '@console/contract';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { allFamilies } from '../engine/families.ts';
import { derivedSchema } from '../engine/tables.ts';
import * as schema from './schema/index.ts';

/**
 * Every table the migrations build, once each by name: the tables written by hand (sessions, login failures,
 * media) and every table derived from the families' declarations, some of which the schema
 * modules also export under their own names.
 */
export function migrationSchema(defs: readonly ResourceDef[] = allFamilies()): Record<string, PgTable> {
  const tables: Record<string, PgTable> = {};
  for (const table of [...Object.values(schema), ...Object.values(derivedSchema(defs))]) {
    tables[getTableName(table)] = table;
  }
  return tables;
}
