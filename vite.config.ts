import { defineConfig } from 'vite';
import { bundleReport, physicsChunk } from './scripts/vite-plugins.ts';

// One page app; tables are split by dynamic import so each loads on demand.
export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 2500,
  },
  plugins: [physicsChunk(), bundleReport()],
  worker: { format: 'es' },
  server: { host: '127.0.0.1' },
});
