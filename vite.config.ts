import { defineConfig } from 'vite';

// One page app; tables are split by dynamic import so each loads on demand.
export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 2500,
  },
  worker: { format: 'es' },
  server: { host: '127.0.0.1' },
});
