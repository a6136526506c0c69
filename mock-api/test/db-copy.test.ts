/**
 * Moving between the stores (`npm run db -- to-postgres | to-file`): a lowdb file copied into an
 * empty PostgreSQL database and back is the same file, byte for byte, on the seed and on a grown
 * database; and what the PostgreSQL store wrote row by row (new rows first, removed ones gone,
 * changed ones in place) comes back as the file the lowdb store would hold. PostgreSQL only.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validProduct } from 'shared-ui/fixtures';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { atomicWrite } from '../src/db/fragment-file';
import { copyToDatabase, copyToFile } from '../src/db-command';
import { createSeed } from '../src/seed';
import { addGrownCompany } from '../src/seed/grown';
import { createDatabase, dropDatabase } from './pg-cluster';
import { runCommand, startApi } from './helpers';

const cluster = inject('pgUrl') as string;
let dir: string;
const databases: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-api-copy-'));
});
afterAll(async () => {
  await Promise.all(databases.map((url) => dropDatabase(url)));
  await rm(dir, { recursive: true, force: true });
});

const database = async () => {
  const url = await createDatabase(cluster);
  databases.push(url);
  return url;
};

/** Runs `npm run db -- <command>` as a provider would; resolves with its exit code and output. */
const db = (command: string, env: Record<string, string>) =>
  runCommand('db-command', [command], env);

describe('npm run db', () => {
  it('copies the seed into PostgreSQL and back into the same file, byte for byte', async () => {
    const source = path.join(dir, 'seed.json');
    await atomicWrite(source, [Buffer.from(`${JSON.stringify(await createSeed())}\n`)]);
    const url = await database();
    const there = await db('to-postgres', { DB_FILE: source, DATABASE_URL: url });
    expect(there.code, there.stderr).toBe(0);
    expect(there.stdout).toMatch(/^db: copied 1 companies, 1 users and \d+ rows from /);
    // A second copy into the same database is refused, and changes nothing.
    const again = await db('to-postgres', { DB_FILE: source, DATABASE_URL: url });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('the database already holds data');

    const back = path.join(dir, 'seed-back.json');
    const copied = await db('to-file', { DB_FILE: back, DATABASE_URL: url });
    expect(copied.code, copied.stderr).toBe(0);
    expect(await readFile(back, 'utf8')).toBe(await readFile(source, 'utf8'));
    // Never over a file that exists.
    const over = await db('to-file', { DB_FILE: source, DATABASE_URL: url });
    expect(over.code).toBe(2);
    expect(over.stderr).toContain('exists');
  });

  it('round-trips a grown database (10,000 rows per list) unchanged', async () => {
    const now = new Date('2026-11-01T10:00:00.000Z');
    const data = await createSeed({ now });
    await addGrownCompany(data, {
      size: 10_000,
      now,
      account: { email: 'grande@example.com', password: 'Grande1*x' },
    });
    const source = path.join(dir, 'grown.json');
    await atomicWrite(source, [Buffer.from(`${JSON.stringify(data)}\n`)]);
    const url = await database();
    await copyToDatabase(source, url);
    const back = path.join(dir, 'grown-back.json');
    await copyToFile(url, back);
    const [before, after] = await Promise.all([readFile(source), readFile(back)]);
    expect(after.length).toBe(before.length);
    expect(after.equals(before)).toBe(true);
  });

  it('gives back, as a file, what the PostgreSQL store wrote row by row', async () => {
    const t = await startApi();
    try {
      const created: number[] = [];
      for (const name of ['Primero', 'Segundo', 'Tercero']) {
        const res = await t.post('/products', { ...validProduct, name });
        expect(res.status).toBe(201);
        created.push(res.body.id);
      }
      expect((await t.delete(`/products/${created[1]}`)).status).toBe(200);
      expect(
        (await t.put(`/products/${created[0]}`, { ...validProduct, name: 'Primero bis' })).status,
      ).toBe(200);
      const other = await t.newCompany();
      expect(
        (
          await t.post(
            '/categories',
            { name: 'Solo suya', category: 'telecom' },
            { token: other.token },
          )
        ).status,
      ).toBe(201);
      await t.server.store.settle();
      const url = t.databaseUrl as string;
      const back = path.join(dir, 'used.json');
      await copyToFile(url, back);
      // The store's memory and the copy agree, key order and row order included.
      const memory = `${JSON.stringify(t.server.store.data)}\n`;
      expect(await readFile(back, 'utf8')).toBe(memory);
      const products = JSON.parse(memory).companies['1'].products as { id: number; name: string }[];
      expect(products.slice(0, 2).map((p) => p.name)).toEqual(['Tercero', 'Primero bis']);
      // And that file copied into another database comes back the same again.
      const second = await database();
      await copyToDatabase(back, second);
      const again = path.join(dir, 'used-again.json');
      await copyToFile(second, again);
      expect(await readFile(again, 'utf8')).toBe(memory);
    } finally {
      await t.close();
    }
  });
});
