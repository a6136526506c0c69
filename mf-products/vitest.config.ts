// Unit tests of this app: happy-dom, Testing Library matchers, files next to the code.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // antd pages in happy-dom are slow on a busy machine.
    testTimeout: 60_000,
  },
});
