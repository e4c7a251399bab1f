import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One migrated, seeded database per run, copied by each server test file (an absolute path: knip reads it too).
const serverGlobalSetup = fileURLToPath(new URL('./apps/server/src/test-support/global-setup.ts', import.meta.url));
const serverBetweenFiles = fileURLToPath(new URL('./apps/server/src/test-support/between-files.ts', import.meta.url));
const e2eConsoleCheck = fileURLToPath(new URL('./e2e/support/console-check.ts', import.meta.url));

/**
 * One runner for every kind of test. `scripts/test.mjs` decides which projects run
 * (PostgreSQL only with TEST_DATABASE_URL, end-to-end only where a Chromium is found).
 */
export default defineConfig({
  test: {
    // At least two files at a time: Vitest's default (a worker per core less one) is one on CI's 2 cores, where
    // a server-pg file mostly waits on PostgreSQL and a web file on its module imports.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // The architecture rules of eslint.config.js, each shown to catch what it promises.
      { test: { name: 'lint-rules', root: './scripts', include: ['**/*.test.ts'], testTimeout: 60_000 } },
      // Exhaustive loops (every day of 2,400 years: under a second alone, 5.2 s in a clean-clone CI run with the
      // checks and the journeys beside it): the limit catches a hung test, not a busy machine.
      { test: { name: 'clinical', root: './packages/clinical', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      './apps/web/vitest.config.ts',
      './apps/web/vitest.mocks.config.ts',
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: [serverGlobalSetup],
          // A worker imports the server once for all its files instead of once per file (seconds each, the largest
          // part of most files' time); every file still gets its own database and app, and between-files.ts puts
          // back the process-wide state a file changed.
          isolate: false,
          setupFiles: [serverBetweenFiles],
          // A test that makes a fresh embedded database and applies every migration takes 4-5 s alone and took 31 s
          // in a clean-clone CI run on a day this 2-core machine ran at half speed (the journeys beside it): the
          // limit catches a hung test, not a slow day.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-pg',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.unit.test.ts'],
          globalSetup: [serverGlobalSetup],
          isolate: false,
          setupFiles: [serverBetweenFiles],
          env: { TEST_DB: 'postgres' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.spec.ts'],
          globalSetup: ['./global-setup.ts'],
          setupFiles: [e2eConsoleCheck],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // Tests marked concurrent (the route sweeps of layout-routes and performance) run three at a time.
          maxConcurrency: 3,
        },
      },
    ],
  },
});
