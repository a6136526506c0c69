// Unit tests of this app: happy-dom, Testing Library matchers, files next to the code. And the
// tests of its build's own plugins (scripts/*.test.ts), which build fixtures for real, in Node.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
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
          setupFiles: ['./vitest.setup.ts'],
          // antd forms typed key by key are slow on a small CI machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'build',
          allowOnly: false,
          root: '../scripts',
          environment: 'node',
          include: ['*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
