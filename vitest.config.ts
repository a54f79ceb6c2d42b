import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Generous: the seeded many-game tests take seconds on a quiet machine but minutes on a loaded one.
    testTimeout: 300_000,
    // Hooks start server processes: under load that alone can take longer than the default 10 s.
    hookTimeout: 120_000,
    pool: 'threads',
  },
});
