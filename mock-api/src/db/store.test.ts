/** The write queue: group commit, acknowledgement after disk, rollback-free failures, atomic file. */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company, representative } from '../seed/account';
import { createSeed, emptyCompany } from '../seed';
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

/** The demo company's view: what a handler of one of its sessions gets. */
const demo = (store: Store) => {
  const view = store.company(1);
  if (!view) throw new Error('no demo company');
  return view;
};

describe('store', () => {
  it('creates the file from the seed and reads it back', async () => {
    const store = await open();
    const disk = JSON.parse(await readFile(file, 'utf8'));
    expect(disk.companies['1'].products).toHaveLength(15);
    expect(demo(store).list('campaigns')).toEqual(disk.companies['1'].campaigns);
  });

  it('groups changes that arrive together into one file write', async () => {
    const store = await open();
    const seeded = demo(store).list('categories').length;
    const write = vi.spyOn(FragmentFile.prototype, 'write');
    await Promise.all(
      Array.from({ length: 50 }, () =>
        demo(store).write((tx) =>
          tx.insert('categories', { name: 'x', category: 'telecom', status: true }),
        ),
      ),
    );
    expect(write.mock.calls.length).toBeLessThanOrEqual(2);
    const disk = JSON.parse(await readFile(file, 'utf8'));
    expect(disk.companies['1'].categories).toHaveLength(seeded + 50);
    write.mockRestore();
  });

  it('acknowledges only once the change is on disk', async () => {
    const store = await open();
    const created = await demo(store).write((tx) =>
      tx.insert('categories', { name: 'en disco', category: 'telecom', status: true }),
    );
    const disk = JSON.parse(await readFile(file, 'utf8'));
    expect(disk.companies['1'].categories[0]).toEqual(created);
    expect(JSON.parse(store.fragment(1, 'categories')?.toString() ?? '')[0]).toEqual(created);
  });

  it('numbers each company on its own, keeps their records apart, and rewrites only what changed', async () => {
    const store = await open();
    const other = await store.write((tx) => tx.addCompany(emptyCompany(new Date())));
    const view = store.company(other);
    if (!view) throw new Error('the new company has no view');
    const [mine, theirs] = await Promise.all([
      view.write((tx) =>
        tx.insert('categories', { name: 'Propia', category: 'telecom', status: true }),
      ),
      demo(store).write((tx) =>
        tx.insert('categories', { name: 'Demo', category: 'telecom', status: true }),
      ),
    ]);
    // Each company's first category of its own is its id 1; the demo's next follows its seed.
    expect(mine.id).toBe(1);
    expect(theirs.id).toBe(6);
    expect(view.list('categories')).toEqual([mine]);
    expect(view.find('categories', 2)).toBeUndefined();
    expect(demo(store).find('categories', 1)?.name).not.toBe('Propia');
    // A deleted id is never handed out again within its company.
    await view.write((tx) => tx.remove('categories', 1));
    const next = await view.write((tx) =>
      tx.insert('categories', { name: 'Otra', category: 'telecom', status: true }),
    );
    expect(next.id).toBe(2);
    const disk = JSON.parse(await readFile(file, 'utf8'));
    expect(disk.companies[String(other)].categories).toEqual([next]);
    expect(disk.companies['1'].categories[0]).toEqual(theirs);
    // The demo's products were written once, at the start, and never again.
    const before = store.fragment(1, 'products');
    await view.write((tx) =>
      tx.insert('categories', { name: 'Más', category: 'telecom', status: true }),
    );
    expect(store.fragment(1, 'products')).toBe(before);
    expect(store.company(99)).toBeUndefined();
  });

  it('puts a write’s new rows first, newest first, and lets the write read and remove them', async () => {
    const store = await open();
    const seeded = demo(store)
      .list('categories')
      .map((c) => c.id);
    const row = (name: string) => ({ name, category: 'telecom', status: true });
    const seen = await demo(store).write((tx) => {
      const [one, two] = tx.insertMany('categories', [row('uno'), row('dos')]);
      const three = tx.insert('categories', row('tres'));
      // Read within the write: the new rows are there, the newest first.
      const listed = tx.list('categories').map((c) => c.name);
      tx.remove('categories', two?.id ?? 0);
      const four = tx.insert('categories', row('cuatro'));
      return { listed, ids: [one?.id, three.id, four.id] };
    });
    expect(seen.listed.slice(0, 3)).toEqual(['tres', 'dos', 'uno']);
    const [one, three, four] = seen.ids;
    const expected = [four, three, one, ...seeded];
    expect(
      demo(store)
        .list('categories')
        .map((c) => c.id),
    ).toEqual(expected);
    expect(demo(store).find('categories', four ?? 0)?.name).toBe('cuatro');
    const disk = JSON.parse(await readFile(file, 'utf8'));
    expect(disk.companies['1'].categories.map((c: { id: number }) => c.id)).toEqual(expected);

    // A batch past UNSHIFT_MAX rows goes on by building the list again, in the same order.
    const many = Array.from({ length: 1_500 }, (_, i) => row(`lote ${i}`));
    await demo(store).write((tx) => tx.insertMany('categories', many));
    const names = demo(store)
      .list('categories')
      .map((c) => c.name);
    expect(names.slice(0, 2)).toEqual(['lote 1499', 'lote 1498']);
    expect(names.slice(1_499, 1_502)).toEqual(['lote 0', 'cuatro', 'tres']);
    expect(names).toHaveLength(1_500 + expected.length);
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
    // A file from before companies: its records become the demo company's.
    expect(demo(store).list('campaigns')).toEqual([]);
    // The account's records, missing from the file, come from the seed.
    expect(demo(store).get('company')).toEqual(company);
    expect(demo(store).get('representative')).toEqual(representative);
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
