import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SESSION_KEY } from 'shared-ui/session';
import { describe, expect, it } from 'vitest';

describe("index.html's first paint and first-load hints (rsbuild.config.ts)", () => {
  it('read the session where shared-ui keeps it', () => {
    // The config cannot import shared-ui/session: it runs in Node, before any build.
    const config = readFileSync(resolve(import.meta.dirname, '../../../rsbuild.config.ts'), 'utf8');
    expect(config).toContain(`const SESSION_KEY = '${SESSION_KEY}';`);
  });
});
