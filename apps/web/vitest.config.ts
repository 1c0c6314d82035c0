import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.ts?(x)'],
    setupFiles: ['test/setup.ts'],
    // Lazily loaded screens are transformed on first import; on a loaded two-core CI machine that takes seconds.
    testTimeout: 30_000,
  },
});
