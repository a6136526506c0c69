import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig({
  // The package imports its own entries by name ('shared-ui/session'); resolve them to the sources.
  resolve: {
    alias: [
      { find: /^shared-ui\/session$/, replacement: src('session/index.ts') },
      { find: /^shared-ui\/standalone$/, replacement: src('standalone/index.ts') },
      { find: /^shared-ui\/forms$/, replacement: src('forms/index.ts') },
      { find: /^shared-ui\/schemas$/, replacement: src('schemas/index.ts') },
      { find: /^shared-ui$/, replacement: src('index.ts') },
    ],
  },
  test: {
    // A forgotten `.only` fails the run instead of silently skipping the rest (CI or not).
    allowOnly: false,
    environment: 'happy-dom',
    globals: true,
    // A worker's files share loaded modules (../scripts/test-isolation.ts says which files may
    // not); each file starts from the setup's clean state (shared-ui/src/testing/setup.ts).
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
    // A budget of CPU, not a wait: antd forms rendered and typed into in happy-dom take several
    // seconds while the machine is shared (vitest's 5 s default failed at load 30). As in shell.
    testTimeout: 20_000,
  },
});
