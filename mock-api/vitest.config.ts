/** API tests run over real HTTP in node, each file with its own server and temp DB file. */
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A forgotten `.only` fails the run instead of silently skipping the rest (CI or not).
    allowOnly: false,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PostgreSQL's own (the mock-api-pg project runs them): copies between the stores, and the
    // two stores' answers side by side.
    exclude: [...configDefaults.exclude, 'test/db-copy.test.ts', 'test/stores-agree.test.ts'],
    // Files share nothing but loaded modules (each starts its own server on its own temp
    // file), so a worker keeps express, yup and the schemas loaded from one file to the next.
    pool: 'threads',
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
