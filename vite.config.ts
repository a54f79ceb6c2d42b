import { defineConfig } from 'vite';
import { bundleReport, physicsChunk } from './scripts/vite-plugins.ts';

const gameServerPort = process.env.TABLETOP_SERVER_PORT ?? '2567';

// One page app; tables are split by dynamic import so each loads on demand.
export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      output: {
        // The rules core in a chunk of its own: the physics chunk then imports only pure modules,
        // so the bot worker can load the page's copy of it instead of downloading its own.
        codeSplitting: { groups: [{ name: 'core', test: /\/src\/core\// }] },
      },
    },
  },
  plugins: [physicsChunk(), bundleReport()],
  worker: { format: 'es' },
  server: {
    host: '127.0.0.1',
    // `npm run dev`: the game server runs beside Vite (scripts/dev.ts); same-origin paths reach it.
    proxy: {
      '/colyseus': { target: `http://127.0.0.1:${gameServerPort}`, ws: true },
      '/api': `http://127.0.0.1:${gameServerPort}`,
    },
  },
});
