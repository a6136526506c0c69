// Unit tests of this app: happy-dom, Testing Library matchers, files next to the code.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A forgotten `.only` fails the run instead of silently skipping the rest (CI or not).
    allowOnly: false,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A worker's files share loaded modules (../scripts/test-isolation.ts says which files may
    // not); each file starts from the setup's clean state (shared-ui/src/testing/setup.ts).
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
  },
});
