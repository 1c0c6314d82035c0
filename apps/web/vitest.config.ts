import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.ts?(x)'],
    setupFiles: ['test/setup.ts'],
    // The files share the modules they load: antd and the app load once per worker, not once per file (which
    // took most of the suite's time); test/setup.ts puts the stores back after each test.
    isolate: false,
    // Lazily loaded screens are transformed on first import, and a keyboard test types through antd's grid: on a
    // two-core CI machine busy with the other lanes, a test that takes seconds alone can take a minute.
    testTimeout: 120_000,
  },
});
