// Unit tests of this app: happy-dom, Testing Library matchers, files next to the code. (The tests
// of its build's own plugins are the `build` project, scripts/vitest.config.ts.)
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { filesNeedingIsolation } from '../scripts/test-isolation';

/** The files that replace modules or globals: the `shell-isolated` project (vitest.isolated.config.ts). */
export const ISOLATED = filesNeedingIsolation(fileURLToPath(new URL('.', import.meta.url)));

export default defineConfig({
  // The build writes antd's static CSS (scripts/antd-css.ts); tests need no styles, only a file.
  resolve: {
    alias: [{ find: /^antd-static-css\/.*\.css$/, replacement: 'antd/dist/reset.css' }],
  },
  test: {
    name: 'shell',
    // A forgotten `.only` fails the run instead of silently skipping the rest (CI or not).
    allowOnly: false,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...ISOLATED],
    // A worker's files share loaded modules (scripts/test-isolation.ts); each file starts from
    // the setup's clean state (shared-ui/src/testing/setup.ts).
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
    // antd forms typed key by key are slow on a small CI machine.
    testTimeout: 20_000,
  },
});
