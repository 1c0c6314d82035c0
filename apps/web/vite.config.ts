import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Vendor groups get their own chunks so no single file carries antd, React and the router together;
// pages are split further by the lazy imports of src/pages/registry.ts.
const vendorChunks: [name: string, test: RegExp][] = [
  ['react', /node_modules\/(react|react-dom|scheduler)\//],
  ['router', /node_modules\/(react-router|@remix-run)\//],
  ['icons', /node_modules\/@ant-design\/icons(-svg)?\//],
  ['query', /node_modules\/(@tanstack|zustand|js-cookie|nprogress)\//],
  // antd is left to the automatic split: the login page then does not load the shell's components.
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
