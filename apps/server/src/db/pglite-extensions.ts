import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions every PGlite opener must load: once a migration has created one, opening the database
 * without it lets reads pass but fails writes. pg_trgm ranks the closest canonical header or standard for a
 * raw spelling.
 */
export const pgliteExtensions = { pg_trgm };
