// Every unit and API test of the workspace in one vitest run, each package a project with its own
// environment and setup, on two workers (vitest's default on two cores is one).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'shell/vitest.config.ts',
      'shell/vitest.isolated.config.ts',
      'mf-*/vitest.config.ts',
      'shared-ui/vitest.config.ts',
      'federation-contract/vitest.config.ts',
      'mock-api/vitest.config.ts',
      // The API suite again on a PostgreSQL cluster of its own.
      'mock-api/vitest.pg.config.ts',
      'scripts/vitest.config.ts',
    ],
    maxWorkers: 2,
  },
});
