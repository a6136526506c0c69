// The precompressed files of a build, and the cache of compressed bodies behind them.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheDir, precompress, pruneCache } from './compress';

let work: string;
const chunk = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 7};`).join('\n'),
);

/** A build folder holding `files` (name → body). */
function build(name: string, files: Record<string, Buffer | string>): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, body] of Object.entries(files)) writeFileSync(join(dir, file), body);
  return dir;
}

/** The cache's entries, by file name. */
const entries = () =>
  readdirSync(cacheDir(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'compress-'));
  process.env.PRECOMPRESS_CACHE = join(work, 'cache');
});
afterEach(() => {
  delete process.env.PRECOMPRESS_CACHE;
  rmSync(work, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes a .br and a .gz of each text file worth it, each decoding to the file', async () => {
    const dir = build('a', { 'main.js': chunk, 'tiny.js': 'export {};', 'logo.png': chunk });
    expect(await precompress(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'main.js.br')))).toEqual(chunk);
    expect(gunzipSync(readFileSync(join(dir, 'main.js.gz')))).toEqual(chunk);
    expect(readdirSync(dir).sort()).toEqual([
      'logo.png',
      'main.js',
      'main.js.br',
      'main.js.gz',
      'tiny.js',
    ]);
  });

  it('takes a body it compressed before from the cache, in any build', async () => {
    await precompress(build('a', { 'main.js': chunk }));
    expect(entries()).toHaveLength(2);
    // Another valid encoding put in the cache's place: a build that uses the cache sends it.
    const [br] = entries().filter((entry) => entry.endsWith('.br'));
    const quick = brotliCompressSync(chunk, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    writeFileSync(br as string, quick);
    const other = build('b', { 'other-name.js': chunk });
    await precompress(other);
    expect(readFileSync(join(other, 'other-name.js.br'))).toEqual(quick);
  });

  it('makes a body again when the cached one does not decode to it', async () => {
    await precompress(build('a', { 'main.js': chunk }));
    for (const entry of entries()) writeFileSync(entry, 'not what was kept');
    const again = build('b', { 'main.js': chunk });
    await precompress(again);
    expect(brotliDecompressSync(readFileSync(join(again, 'main.js.br')))).toEqual(chunk);
    expect(gunzipSync(readFileSync(join(again, 'main.js.gz')))).toEqual(chunk);
    for (const entry of entries())
      expect(readFileSync(entry, 'utf8')).not.toBe('not what was kept');
  });

  it('builds without the cache where it cannot be written', async () => {
    writeFileSync(join(work, 'cache'), 'a file where the folder would be');
    const dir = build('a', { 'main.js': chunk });
    expect(await precompress(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'main.js.br')))).toEqual(chunk);
  });

  it('forgets the entries no build used for 30 days', async () => {
    await precompress(build('a', { 'main.js': chunk }));
    const [old, recent] = entries() as [string, string];
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    utimesSync(old, longAgo, longAgo);
    await pruneCache();
    expect(entries()).toEqual([recent]);
  });
});
