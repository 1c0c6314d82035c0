// PGlite's buffer pool follows the configuration, not the 128 MB initdb wrote into the data directory: every
// page the pool ever held stays in the server's memory (issue 37, idle memory).

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB, openDatabase, queryRows } from '../../src/db/index.ts';

async function sharedBuffers(mb: number | undefined): Promise<string> {
  const database = await openDatabase(
    { databaseUrl: undefined, dataDir: '/nonexistent', pgliteSharedBuffersMb: mb },
    { inMemory: true },
  );
  try {
    const [row] = await queryRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
    return row?.shared_buffers ?? '';
  } finally {
    await database.close();
  }
}

describe('PGlite buffer pool', () => {
  it('is the configured size', async () => {
    expect(await sharedBuffers(8)).toBe('8MB');
  });

  it('defaults to the documented size when the configuration does not say', async () => {
    expect(await sharedBuffers(undefined)).toBe(`${DEFAULT_PGLITE_SHARED_BUFFERS_MB}MB`);
    expect(DEFAULT_PGLITE_SHARED_BUFFERS_MB).toBe(16);
  });
});
