// The unit-test files that replace modules or globals run isolated; every other file shares its
// worker's modules (scripts/test-isolation.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REMOTES, SHELL } from './apps';
import { filesNeedingIsolation } from './test-isolation';
import { root } from './workspace';

describe('test files that need a module graph of their own', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'isolation-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('are the ones that replace a module or a global', () => {
    mkdirSync(join(fixture, 'src/pages'), { recursive: true });
    const files: Record<string, string> = {
      'src/mocks.test.ts': "vi.mock('./api', () => ({}));",
      'src/pages/stubs.test.tsx': "vi.stubGlobal('fetch', fetch);",
      'src/pages/later.test.ts': "await vi.doMock('./x'); vi.resetModules();",
      'src/pages/env.test.ts': "vi.stubEnv('MODE', 'x');",
      'src/plain.test.tsx': 'vi.fn(); const mockedThing = 1; // vi.mocked(x) is a type helper',
      'src/helper.ts': "vi.mock('./not-a-test');",
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(join(fixture, file), text);
    expect(filesNeedingIsolation(fixture)).toEqual([
      'src/mocks.test.ts',
      'src/pages/env.test.ts',
      'src/pages/later.test.ts',
      'src/pages/stubs.test.tsx',
    ]);
  });

  it("are in the shell only, which runs them apart; the areas' and shared-ui's share modules", () => {
    expect(filesNeedingIsolation(join(root, SHELL.dir)).length).toBeGreaterThan(0);
    for (const dir of [...REMOTES.map((app) => app.dir), 'shared-ui']) {
      expect(
        filesNeedingIsolation(join(root, dir)),
        `${dir}: its test files share their modules (isolate: false). Give the ones that replace modules an isolated project, as shell/vitest.isolated.config.ts does`,
      ).toEqual([]);
    }
  });
});
