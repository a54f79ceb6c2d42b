import { defineConfig } from 'vite';
import { bundleReport, PHYSICS_CHUNK_LIMIT_KB, physicsChunk } from './scripts/vite-plugins.ts';

const gameServerPort = process.env.TABLETOP_SERVER_PORT ?? '2567';

// One page app; tables are split by dynamic import so each loads on demand.
export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    sourcemap: true,
    // Only Rapier's chunk comes near this; physicsChunk() warns on any other chunk over 2,500 kB.
    chunkSizeWarningLimit: PHYSICS_CHUNK_LIMIT_KB,
    rolldownOptions: {
      // The build's own timing report is for profiling a slow build (`node --cpu-prof`), not for
      // every `npm start`.
      checks: { bundlerTimings: false },
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
