/** A DB file of the wrong shape stops the start with a message naming what is wrong and how to reset. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/server';
import { startApi } from './helpers';

let dir: string;
let seeded: Record<string, unknown>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-api-shape-'));
  const api = await startApi({ login: false });
  seeded = await api.disk();
  await api.close();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const start = async (content: unknown) => {
  const dbFile = path.join(dir, `db-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(dbFile, typeof content === 'string' ? content : JSON.stringify(content));
  // Read before the start, whose refusal would otherwise be a rejection nobody awaits yet.
  const before = await readFile(dbFile, 'utf8');
  return { dbFile, before, started: startServer({ port: 0, dbFile, log: false }) };
};

/** The seeded file with the demo company's records changed by `change`. */
const demoWith = (change: Record<string, unknown>) => {
  const companies = seeded.companies as Record<string, Record<string, unknown>>;
  return { ...seeded, companies: { ...companies, 1: { ...companies['1'], ...change } } };
};

describe('a DB file of the wrong shape', () => {
  const cases: [string, () => unknown, RegExp][] = [
    ['an empty object', () => ({}), /"users" is missing or empty, so no account could log in/],
    ['no users', () => ({ ...seeded, users: [] }), /"users" is missing or empty/],
    [
      'products a number',
      () => demoWith({ products: 5 }),
      /"companies.1.products" must be a list, not number/,
    ],
    [
      'a product without id',
      () => demoWith({ products: [5] }),
      /"companies.1.products\[0\]" must be an object/,
    ],
    ['companies a list', () => ({ ...seeded, companies: [] }), /"companies" must be an object/],
    [
      'a company named by no id',
      () => ({ ...seeded, companies: { uno: {} } }),
      /"companies.uno" must be named by a positive integer id/,
    ],
    [
      'a user of a company the file lacks',
      () => ({ ...seeded, users: [{ ...(seeded.users as object[])[0], company: 7 }] }),
      /"users\[0\]" needs .* a company the file holds/,
    ],
    [
      'products a number in a file from before companies',
      () => ({ users: seeded.users, products: 5 }),
      /"products" must be a list, not number/,
    ],
    [
      'sessions a list',
      () => ({ ...seeded, sessions: [] }),
      /"sessions" must be an object, not a list/,
    ],
    ['a user without hash', () => ({ ...seeded, users: [{ id: 1 }] }), /"users\[0\]" needs/],
    ['a list', () => '[]', /is not valid JSON data|not a JSON object/],
  ];

  for (const [name, content, problem] of cases) {
    it(`refuses ${name}, says how to reset, and leaves the file and no lock`, async () => {
      const { dbFile, before, started } = await start(content());
      await expect(started).rejects.toThrow(problem);
      await expect(started).rejects.toThrow(/pnpm --filter mock-api reset/);
      expect(await readFile(dbFile, 'utf8')).toBe(before);
      await expect(readFile(`${dbFile}.lock`)).rejects.toThrow(/ENOENT/);
    });
  }

  it('still starts a sound file that lacks a collection added since (it is filled in)', async () => {
    const companies = seeded.companies as Record<string, Record<string, unknown>>;
    const { consumption: _c, ...demo } = companies['1'] ?? {};
    const older = { ...seeded, companies: { 1: demo } };
    const { dbFile, started } = await start(older);
    const server = await started;
    await server.close();
    // The missing collection is written back, empty; everything else is as it was.
    expect(JSON.parse(await readFile(dbFile, 'utf8'))).toEqual({
      ...seeded,
      companies: { 1: { ...demo, consumption: [] } },
    });
  });
});
