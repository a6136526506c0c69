// The shared block of an app's federation: every singleton it depends on, with the range the
// workspace's catalog gives it (read with a YAML parser: quoted or not, every entry counts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedFor } from './federation';

const SHELL = join(import.meta.dirname, '..', 'shell');

describe('sharedFor', () => {
  it("shares each singleton the shell depends on, at the catalog's range", () => {
    const shared = sharedFor(SHELL);
    const deps = JSON.parse(readFileSync(join(SHELL, 'package.json'), 'utf8')).dependencies;
    for (const name of ['react', 'react-dom', 'react-router-dom', 'antd', 'zustand', 'axios']) {
      expect(deps[name], name).toBe('catalog:');
      expect(shared[name]?.singleton, name).toBe(true);
      // A range, never the workspace's `catalog:` placeholder (`antd:` is unquoted in the YAML).
      expect(shared[name]?.requiredVersion, name).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
    expect(shared.antd?.strictVersion).toBe(true);
    expect(shared.zustand?.strictVersion).toBeUndefined();
    expect(shared['shared-ui/session']).toMatchObject({ singleton: true, strictVersion: true });
  });

  it('takes a range given for a test build over the catalog', () => {
    expect(sharedFor(SHELL, { antd: '^6.0.0' }).antd?.requiredVersion).toBe('^6.0.0');
  });
});
