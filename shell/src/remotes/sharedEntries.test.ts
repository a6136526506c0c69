import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PER_APP_SHARED_UI } from 'federation-contract';
import { SHARED_UI_ENTRIES } from './sharedEntries';

describe('SHARED_UI_ENTRIES', () => {
  it('lists every shared entry of shared-ui/package.json', () => {
    const pkg = JSON.parse(
      readFileSync(
        join(dirname(fileURLToPath(import.meta.url)), '../../../shared-ui/package.json'),
        'utf8',
      ),
    ) as { exports: Record<string, string> };
    const entries = Object.keys(pkg.exports)
      .filter((entry) => !PER_APP_SHARED_UI.has(entry))
      .map((entry) => `shared-ui/${entry.slice(2)}`);
    expect(Object.keys(SHARED_UI_ENTRIES).sort()).toEqual(entries.sort());
  });
});
