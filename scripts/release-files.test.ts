// A release serves its own files only: the release command refuses a build holding a symbolic
// link or a dotfile, and the static server never answers through a link nor with a dotfile.
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findApp } from './apps';
import { releaseConfig } from './release-origin';
import { appHandler } from './serve';

// By its file name: './release' would be release.mjs (the command line) for vite's resolver.
const RELEASE_MODULE = './release.ts';
const { release } = (await import(RELEASE_MODULE)) as typeof import('./release');

const products = findApp('products');
if (!products) throw new Error('no products app');

/** A secret of the host, outside any build. */
const outside = mkdtempSync(join(tmpdir(), 'host-'));
const SECRET = 'SECRETO-DEL-SERVIDOR';
writeFileSync(join(outside, 'secret.txt'), SECRET);

/** A build as the command receives it: a description, a manifest and a chunk. */
function build(): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-build-'));
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(join(dir, 'remote.json'), '{}');
  writeFileSync(join(dir, 'mf-manifest.json'), '{}');
  writeFileSync(join(dir, 'static', 'js', 'chunk.js'), 'console.log(1)');
  return dir;
}

describe('the release command', () => {
  const origin = mkdtempSync(join(tmpdir(), 'release-origin-'));
  const config = releaseConfig({}, { origin });

  it('refuses a build holding a symbolic link, and publishes nothing', async () => {
    const dist = build();
    symlinkSync(join(outside, 'secret.txt'), join(dist, 'static', 'js', 'link.js'));
    await expect(release('products', { config, dist })).rejects.toThrow(
      'static/js/link.js es un enlace simbólico',
    );
    const linkedFolder = build();
    symlinkSync(outside, join(linkedFolder, 'static', 'css'));
    await expect(release('products', { config, dist: linkedFolder })).rejects.toThrow(
      'static/css es un enlace simbólico',
    );
    expect(readdirSync(origin)).toEqual([]);
  });

  it('refuses a build holding a dotfile, and publishes nothing', async () => {
    const dist = build();
    writeFileSync(join(dist, '.env'), `API_KEY=${SECRET}`);
    await expect(release('products', { config, dist })).rejects.toThrow(
      '.env es un archivo oculto',
    );
    expect(readdirSync(origin)).toEqual([]);
  });
});

describe('the static server of an origin', () => {
  const folder = mkdtempSync(join(tmpdir(), 'origin-products-'));
  const server = createServer(appHandler(products, { dist: folder, releases: true }));
  const listening = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
  afterAll(() => server.close());

  // A release folder altered after the command checked it (by hand, or by a copy that kept links).
  const dir = join(folder, 'abc123def456');
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(join(dir, 'static', 'js', 'chunk.js'), 'console.log(1)');
  symlinkSync(join(outside, 'secret.txt'), join(dir, 'static', 'js', 'link.js'));
  symlinkSync(outside, join(dir, 'static', 'data'));
  writeFileSync(join(dir, '.env'), SECRET);
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, '.git', 'config'), SECRET);

  it('answers its own files', async () => {
    const base = await listening;
    const answer = await fetch(`${base}/abc123def456/static/js/chunk.js`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('console.log(1)');
  });

  it('never follows a link nor serves a dotfile', async () => {
    const base = await listening;
    for (const path of [
      'static/js/link.js',
      'static/data/secret.txt',
      '.env',
      '.git/config',
      '%2Eenv',
      'static/js/..%2F..%2F.env',
    ]) {
      const answer = await fetch(`${base}/abc123def456/${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toContain(SECRET);
    }
  });
});
