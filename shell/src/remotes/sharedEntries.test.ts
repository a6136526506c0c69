import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_UI_ENTRIES } from './sharedEntries';

// Entries only tests use; the page never loads them.
const TEST_ONLY = new Set(['./fixtures', './test-setup']);

describe('SHARED_UI_ENTRIES', () => {
  it('lists every runtime entry of shared-ui/package.json', () => {
    const pkg = JSON.parse(
      readFileSync(
        join(dirname(fileURLToPath(import.meta.url)), '../../../shared-ui/package.json'),
        'utf8',
      ),
    ) as { exports: Record<string, string> };
    const entries = Object.keys(pkg.exports)
      .filter((entry) => !TEST_ONLY.has(entry))
      .map((entry) => (entry === '.' ? 'shared-ui' : `shared-ui/${entry.slice(2)}`));
    expect(Object.keys(SHARED_UI_ENTRIES).sort()).toEqual(entries.sort());
  });
});
