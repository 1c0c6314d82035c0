import { defineConfig } from 'drizzle-kit';

// `npm run db:generate --workspace apps/server` writes a new migration after a schema change.
// The server applies them itself at start (drizzle's migrator), on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/all-tables.cjs',
  out: './drizzle',
});
