import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { deliveryPlugin } from './build/delivery-plugin.ts';

// Vendor groups get their own chunks so no single file carries antd, React and the router together;
// pages are split further by the lazy imports of src/pages/registry.ts.
const vendorChunks: [name: string, test: RegExp][] = [
  ['react', /node_modules\/(react|react-dom|scheduler)\//],
  ['router', /node_modules\/(react-router|@remix-run)\//],
  // TanStack Query alone: the login page does not use it (the shell brings its provider).
  ['query', /node_modules\/@tanstack\//],
  // antd (and the small state libraries) are left to the automatic split: the login page then loads only
  // the components it shows.
];

export default defineConfig({
  plugins: [react(), deliveryPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Weight is held by build/budget.ts, which fails the build naming the route or chunk; Vite's generic 500 kB
    // notice only repeated, on every build, that the price chart's ECharts (tree-shaken, lazy) weighs 551 kB.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorChunks.map(([name, test]) => ({ name, test })),
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
