// The shared block of an app's federation: every singleton it depends on, with the range the
// workspace's catalog gives it (read with a YAML parser: quoted or not, every entry counts).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importEffects } from 'shared-ui/import-effects';
import { DEFINES_ONLY, sharedFor } from './federation';

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

describe(`${DEFINES_ONLY}, built as free of side effects`, () => {
  // The copy the shell's antd imports, as the build resolves it.
  const antd = createRequire(join(SHELL, 'package.json')).resolve('antd/package.json');
  const manifest = createRequire(antd).resolve(`${DEFINES_ONLY}/package.json`);
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));

  it('still declares no sideEffects of its own (once it does, the build rule can go)', () => {
    expect(pkg.sideEffects).toBeUndefined();
  });

  it('has modules that only define things, in the build it is taken from (`module`)', () => {
    const dir = join(dirname(manifest), dirname(pkg.module));
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.js'),
    );
    expect(files.length).toBeGreaterThan(10);
    const effects = files.flatMap((file) =>
      importEffects(file, readFileSync(join(dir, file), 'utf8')).map((line) => `${file}: ${line}`),
    );
    expect(effects).toEqual([]);
  });
});
