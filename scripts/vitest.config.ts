// The tests of the build's own plugins (the `build` project): they build fixtures for real, in Node.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'build',
    // A forgotten `.only` fails the run instead of silently skipping the rest (CI or not).
    allowOnly: false,
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 120_000,
  },
});
