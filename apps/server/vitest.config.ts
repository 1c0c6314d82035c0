import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/integration/global-setup.ts'],
          setupFiles: ['test/integration/worker-database.ts'],
          // One database per file, and PGlite is memory-hungry: run the files one after another.
          fileParallelism: false,
          // The files share the modules they load (the whole server: seconds per file to load again).
          isolate: false,
          // PGlite runs in the test's own thread: on a two-core machine shared with the other lanes a test that
          // takes seconds alone can take a minute or two. The limits only catch a hang.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
