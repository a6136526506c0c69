import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_UI_ENTRIES } from './sharedEntries';

// Not shared (scripts/federation.ts, PER_APP_SHARED_UI): stateless, or only used by tests.
const PER_APP = new Set(['.', './forms', './fixtures', './test-setup']);

describe('SHARED_UI_ENTRIES', () => {
  it('lists every shared entry of shared-ui/package.json', () => {
    const pkg = JSON.parse(
      readFileSync(
        join(dirname(fileURLToPath(import.meta.url)), '../../../shared-ui/package.json'),
        'utf8',
      ),
    ) as { exports: Record<string, string> };
    const entries = Object.keys(pkg.exports)
      .filter((entry) => !PER_APP.has(entry))
      .map((entry) => `shared-ui/${entry.slice(2)}`);
    expect(Object.keys(SHARED_UI_ENTRIES).sort()).toEqual(entries.sort());
  });
});
