/**
 * The API suite again, on PostgreSQL: test/pg-setup.ts starts one throwaway cluster for the run
 * and startApi gives each server a database of its own (the lowdb project's settings otherwise).
 *
 * Left out, because their subject is the lowdb JSON file or the lowdb store itself:
 * - src/db/store.test.ts: the file's write queue (group commit, acknowledgement after the
 *   rename, the atomic file).
 * - src/db/repair.test.ts: repairing a DB file's content.
 * - test/crash.test.ts: SIGKILL under top-ups, then the file must parse and hold every
 *   acknowledged write (PostgreSQL's SIGKILL case is the two-process test's).
 * - test/db-shape.test.ts: a DB file of the wrong shape stops the start.
 * - test/lock-race.test.ts: one process per DB file (the file's lock).
 * - test/process.test.ts: `pnpm start` seeding DB_FILE, and a second server or a reset refused on
 *   a file in use.
 * - src/db/list-cache.test.ts, test/list-cache.test.ts: the lowdb store's in-memory list views
 *   and search index, unit tests with no server.
 * And because they start no server and touch no store (the same code would run twice):
 * - test/document-lint.test.ts: the OpenAPI document under Redocly and swagger-parser.
 * - test/errors.test.ts: the error handler and mount on a throwaway app.
 * - test/scope.test.ts: mount refusing an operation without scope or permission.
 * - src/seed/seed.test.ts, src/seed/grown.test.ts: the seed and the grown data as values (both
 *   stores start from them; the API tests check what each store makes of them).
 */
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import lowdb from './vitest.config';

// mergeConfig appends arrays: the lowdb project's exclusion of the PostgreSQL-only tests is
// dropped here, so this project's exclude is the list below alone.
const { exclude: _lowdbOnly, ...lowdbTest } = lowdb.test ?? {};

export default mergeConfig(
  { ...lowdb, test: lowdbTest },
  defineConfig({
    test: {
      name: 'mock-api-pg',
      exclude: [
        ...configDefaults.exclude,
        'src/db/store.test.ts',
        'src/db/repair.test.ts',
        'test/crash.test.ts',
        'test/db-shape.test.ts',
        'test/lock-race.test.ts',
        'test/process.test.ts',
        'src/db/list-cache.test.ts',
        'test/list-cache.test.ts',
        'test/document-lint.test.ts',
        'test/errors.test.ts',
        'test/scope.test.ts',
        'src/seed/seed.test.ts',
        'src/seed/grown.test.ts',
      ],
      // After the conformance setup of the lowdb project's config (mergeConfig appends).
      globalSetup: ['test/pg-setup.ts'],
    },
  }),
);
