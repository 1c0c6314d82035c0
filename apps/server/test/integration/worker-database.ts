/**
 * Runs in each test worker before its files: on PostgreSQL, TEST_DATABASE_URL becomes this worker's own
 * database (postgres-templates.ts), so every test, helper and child process reaching for it finds that one.
 * The files of a worker share its modules (they are loaded once, not per file): a family a file declared for
 * itself is forgotten before the next file starts.
 */
import { inject } from 'vitest';
import { forgetAddedFamilies } from '../../src/engine/families.ts';
import { workerDatabaseUrl } from './postgres-templates.ts';

const server = inject('postgresServerUrl');
if (server) process.env.TEST_DATABASE_URL = workerDatabaseUrl(server);
forgetAddedFamilies();
