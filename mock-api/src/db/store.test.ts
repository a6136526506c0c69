/** The write queue: group commit, acknowledgement after disk, rollback-free failures, atomic file. */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company, representative } from '../seed/account';
import { createSeed } from '../seed';
import { repair } from './repair';
import { atomicWrite, FragmentFile } from './fragment-file';
import { Store } from './store';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-api-store-'));
  file = path.join(dir, 'db.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const open = () =>
  Store.open(
    file,
    () => createSeed({ adminPassword: 'x' }),
    (data) => repair(data, { company, representative }),
  );

describe('store', () => {
  it('creates the file from the seed and reads it back', async () => {
    const store = await open();
    const disk = JSON.parse(await readFile(file, 'utf8'));
    expect(disk.products).toHaveLength(15);
    expect(JSON.parse(store.json('campaigns').toString())).toEqual(disk.campaigns);
  });

  it('groups changes that arrive together into one file write', async () => {
    const store = await open();
    const seeded = store.data.categories.length;
    const write = vi.spyOn(FragmentFile.prototype, 'write');
    await Promise.all(
      Array.from({ length: 50 }, () =>
        store.write((tx) =>
          tx.insert('categories', { name: 'x', category: 'telecom', status: true }),
        ),
      ),
    );
    expect(write.mock.calls.length).toBeLessThanOrEqual(2);
    const disk = JSON.parse(await readFile(file, 'utf8'));
    expect(disk.categories).toHaveLength(seeded + 50);
    write.mockRestore();
  });

  it('acknowledges only once the change is on disk', async () => {
    const store = await open();
    const created = await store.write((tx) =>
      tx.insert('categories', { name: 'en disco', category: 'telecom', status: true }),
    );
    const disk = JSON.parse(await readFile(file, 'utf8'));
    expect(disk.categories[0]).toEqual(created);
    expect(JSON.parse(store.json('categories').toString())[0]).toEqual(created);
  });

  it('does not write for a change that throws before changing anything', async () => {
    const store = await open();
    const write = vi.spyOn(FragmentFile.prototype, 'write');
    await expect(
      store.write(() => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await store.settle();
    expect(write).not.toHaveBeenCalled();
    write.mockRestore();
  });

  it('refuses to start on a corrupt file instead of overwriting it', async () => {
    await writeFile(file, '{"campaigns": [');
    await expect(open()).rejects.toThrow(/not valid JSON/);
    expect(await readFile(file, 'utf8')).toBe('{"campaigns": [');
    await writeFile(file, '[1, 2]');
    await expect(open()).rejects.toThrow(/not valid JSON/);
  });

  it('repairs missing keys and cleans temp files a crash left', async () => {
    await writeFile(file, '{"products": []}');
    await writeFile(`${file}.abc123.tmp`, '{"half');
    const store = await open();
    expect(store.data.campaigns).toEqual([]);
    // The account's records, missing from the file, come from the seed.
    expect(store.data.company).toEqual(company);
    expect(store.data.representative).toEqual(representative);
    expect((await readdir(dir)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});

describe('atomicWrite', () => {
  it('replaces the file whole and leaves no temp file', async () => {
    await atomicWrite(file, [Buffer.from('{"a":'), Buffer.from('1}')]);
    expect(await readFile(file, 'utf8')).toBe('{"a":1}');
    expect(await readdir(dir)).toEqual(['db.json']);
  });
});

describe('lock', () => {
  it('lets one holder at a time use a file, and takes over a dead one', async () => {
    const { lock, lockOwner } = await import('./lock');
    const release = await lock(file);
    await expect(lock(file)).rejects.toThrow(/in use by process/);
    expect(await lockOwner(file)).toBe(process.pid);
    await release();
    expect(await lockOwner(file)).toBeUndefined();
    // A lock left by a killed process (a pid that no longer runs) is stale.
    await writeFile(`${file}.lock`, '999999999');
    const again = await lock(file);
    await again();
  });
});
