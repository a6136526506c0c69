/** API tests run over real HTTP in node, each file with its own server and temp DB file. */
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests that need PostgreSQL, run only by the mock-api-pg project (vitest.pg.config.ts):
 * API processes on one database, copies between the stores, the two stores' answers side by
 * side, and the PostgreSQL store's recoveries.
 */
export const POSTGRES_ONLY = [
  'test/processes.test.ts',
  'test/db-copy.test.ts',
  'test/stores-agree.test.ts',
  'test/pg-store.test.ts',
];

export default defineConfig({
  test: {
    // A forgotten `.only` fails the run instead of silently skipping the rest (CI or not).
    allowOnly: false,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...POSTGRES_ONLY],
    // Files share nothing but loaded modules (each starts its own server on its own temp
    // file), so a worker keeps express, yup and the schemas loaded from one file to the next.
    pool: 'threads',
    isolate: false,
    globalSetup: ['test/build-setup.ts', 'test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
