import { boolean, integer, pgTable, primaryKey, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { adminUser } from './admin.ts';
import { createdAt, updatedAt } from './columns.ts';

/** Menu (layout) permissions: a role grants route paths of the contract's route table. */
export const layoutRole = pgTable('layout_role', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const layoutAuthority = pgTable('layout_authority', {
  id: serial('id').primaryKey(),
  /** Full route path, e.g. `/media/video/list`. */
  path: varchar('path', { length: 255 }).notNull().unique(),
  name: varchar('name', { length: 128 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const layoutRoleAuthority = pgTable(
  'layout_role_authority',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => layoutRole.id, { onDelete: 'cascade' }),
    authorityId: integer('authority_id')
      .notNull()
      .references(() => layoutAuthority.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.authorityId] })],
);

export const adminUserLayoutRole = pgTable(
  'admin_user_layout_role',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => adminUser.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => layoutRole.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** API permissions: a role grants calls (path + method); `need_login` / `need_judge` relax the guard per call. */
export const apiRole = pgTable('api_role', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const apiAuthority = pgTable(
  'api_authority',
  {
    id: serial('id').primaryKey(),
    path: varchar('path', { length: 255 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    needLogin: boolean('need_login').notNull().default(true),
    needJudge: boolean('need_judge').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('api_authority_path_method_unique').on(t.path, t.method)],
);

export const apiRoleAuthority = pgTable(
  'api_role_authority',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => apiRole.id, { onDelete: 'cascade' }),
    authorityId: integer('authority_id')
      .notNull()
      .references(() => apiAuthority.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.authorityId] })],
);

export const adminUserApiRole = pgTable(
  'admin_user_api_role',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => adminUser.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => apiRole.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);
