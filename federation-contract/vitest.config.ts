// Unit tests of the contract: plain functions over plain data, in Node.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A forgotten `.only` fails the run instead of silently skipping the rest (CI or not).
    allowOnly: false,
    environment: 'node',
  },
});
