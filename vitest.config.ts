import { defineConfig } from 'vitest/config';

// One config, one project per workspace. `source` makes workspace packages resolve to their
// TypeScript sources, so tests never depend on a prior build.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // Worker threads rather than child processes: each test file still gets its own module
    // state, without starting a process per file (133 s against 201 s for the whole run here).
    pool: 'threads',
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine, the whole
    // suite in series. Much of a server test's time is waiting (a spawned server booting, a stream,
    // a timer), so two workers use the two cores (VITEST_MAX_WORKERS to change it).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 2,
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] },
      },
      {
        // The import rules (tooling/import-rules): what may import what, read from the sources;
        // and the repository's own scripts (scripts/: npm start's build check).
        extends: true,
        test: { name: 'tooling', include: ['tooling/**/*.test.ts', 'scripts/**/*.test.mjs'] },
      },
      {
        // The browser code both apps share (packages/client) and the console's own units.
        extends: true,
        test: {
          name: 'client',
          include: ['packages/client/src/**/*.test.ts', 'apps/console/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        // db and api share one project so the seeded template database is built once per run.
        extends: true,
        test: {
          name: 'server',
          include: ['packages/db/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          globalSetup: ['packages/db/src/test-support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
