/**
 * Which unit-test files need a module graph of their own. The apps' test files share their
 * modules within a worker (`isolate: false`: antd, React and the app are loaded once per worker,
 * not once per file, about half the CPU of those tests); a file that replaces a module or a
 * global (vi.mock, vi.doMock, vi.stubGlobal, vi.stubEnv, vi.resetModules) would change them for
 * the files after it, or find them already loaded, so it runs isolated
 * (shell/vitest.isolated.config.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/;
const TEST_FILE = /\.test\.tsx?$/;

/** The test files under `<root>/src` that replace modules or globals, relative to `root`, sorted. */
export function filesNeedingIsolation(root: string): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => join('src', file))
    .filter((file) => REPLACES.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}
