// The shell's test files that replace modules or globals (vi.mock, vi.stubGlobal, ...), each with
// a module graph of its own; the rest share theirs (vitest.config.ts).
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import shell, { ISOLATED } from './vitest.config';

const config = mergeConfig(shell, defineConfig({ test: { name: 'shell-isolated' } }));
// Its own lists, not appended to the shared project's.
config.test = { ...config.test, include: ISOLATED, exclude: configDefaults.exclude, isolate: true };

export default config;
