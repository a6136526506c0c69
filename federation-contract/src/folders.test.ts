import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discoverApps, parseFolderDescription } from './folders';

let root: string;
const folder = (dir: string, pkg: object) => {
  mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, dir, 'package.json'), JSON.stringify(pkg));
};

describe('the apps, from the folders that describe themselves', () => {
  // A folder of its own for each test, whatever order they run in.
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'folders-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds the shell first, then each area by port; other folders are not apps', () => {
    folder('mf-b', { name: 'mf-b', federation: { name: 'bee', port: 3010 } });
    folder('mf-a', { name: 'mf-a', federation: { name: 'ant', port: 3011 } });
    folder('shell', { name: 'shell', federation: { name: 'shell', port: 3000, host: true } });
    folder('shared-ui', { name: 'shared-ui' });
    mkdirSync(join(root, 'templates', 'area'), { recursive: true });
    expect(discoverApps(root)).toEqual([
      { id: 'shell', dir: 'shell', port: 3000, portEnv: 'SHELL_PORT', host: true },
      { id: 'bee', dir: 'mf-b', port: 3010, portEnv: 'BEE_PORT', host: false },
      { id: 'ant', dir: 'mf-a', port: 3011, portEnv: 'ANT_PORT', host: false },
    ]);
  });

  it('refuses two areas on one port or with one name, saying which', () => {
    folder('shell', { federation: { name: 'shell', port: 3000, host: true } });
    folder('mf-a', { federation: { name: 'ant', port: 3011 } });
    folder('mf-b', { federation: { name: 'bee', port: 3011 } });
    expect(() => discoverApps(root)).toThrow('mf-a y mf-b usan el puerto 3011');
    folder('mf-b', { federation: { name: 'ant', port: 3012 } });
    expect(() => discoverApps(root)).toThrow('mf-a y mf-b se llaman ant');
  });

  it('says what is wrong with a description', () => {
    expect(() => parseFolderDescription({ name: 'Mk', port: 3007 }, 'mf-mk')).toThrow(
      'mf-mk/package.json, "federation": \'name\' debe ser minúsculas y cifras',
    );
    expect(() => parseFolderDescription({ name: 'mk', port: 0 }, 'mf-mk')).toThrow(
      "'port' debe ser un puerto",
    );
    expect(parseFolderDescription({ name: 'mk', port: 3007 }, 'mf-mk')).toEqual({
      name: 'mk',
      port: 3007,
    });
  });
});
