/**
 * `npm run db -- <command>`: the API's data between its two stores (DATABASE_URL names the
 * PostgreSQL database, DB_FILE the lowdb file, default mock-api/data/db.json).
 *
 *   migrate             brings the database's schema up to date (the API also does at start)
 *   to-postgres         copies the file into an empty database
 *   to-file             copies the database into a new file (DB_FILE must not exist)
 *
 * Both copies move every record as it is: ids, sequences, sessions, order and key order alike,
 * so a round trip gives back the same data. No API may hold the file while it is copied.
 */
import { access } from 'node:fs/promises';
import { NESTED } from './db/changes';
import { FragmentFile } from './db/fragment-file';
import { lock, realDbPath } from './db/lock';
import { connect, migrate, PgDisk } from './db/pg';
import type { Data } from './db/types';
import { DEFAULT_DB_FILE, openStore } from './server';

const USAGE = `usage (DATABASE_URL=postgresql://… and, unless the default, DB_FILE=<file>):
  npm run db -- migrate
  npm run db -- to-postgres
  npm run db -- to-file`;

export class CopyError extends Error {}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Copies the lowdb file (repaired as the API would open it) into an empty database. */
export const copyToDatabase = async (file: string, url: string): Promise<Data> => {
  const dbFile = await realDbPath(file);
  if (!(await exists(dbFile))) throw new CopyError(`no data file at ${dbFile}`);
  const unlock = await lock(dbFile);
  let data: Data;
  try {
    const store = await openStore(dbFile, () => new Date());
    await store.settle();
    data = store.data;
  } finally {
    await unlock();
  }
  const db = connect(url, 2);
  try {
    await migrate(db);
    if (!(await new PgDisk(db).fill(data))) {
      throw new CopyError('the database already holds data: copy into an empty one');
    }
  } finally {
    await db.destroy();
  }
  return data;
};

/** Copies the database into a new lowdb file, written whole and atomically. */
export const copyToFile = async (url: string, file: string): Promise<Data> => {
  const dbFile = await realDbPath(file);
  if (await exists(dbFile)) throw new CopyError(`${dbFile} exists: give a new DB_FILE`);
  const db = connect(url, 2);
  let data: Data;
  try {
    const disk = new PgDisk(db);
    if (await disk.isEmpty()) throw new CopyError('the database holds no data');
    data = await disk.load();
  } finally {
    await db.destroy();
  }
  const out = new FragmentFile<Data>(dbFile, NESTED);
  out.touchAll(data);
  await out.write(data);
  return data;
};

const main = async () => {
  const command = process.argv.slice(2).find((arg) => arg !== '--');
  const url = process.env.DATABASE_URL?.trim();
  const file = process.env.DB_FILE?.trim() || DEFAULT_DB_FILE;
  if (!command || !['migrate', 'to-postgres', 'to-file'].includes(command)) {
    console.log(USAGE);
    process.exit(command ? 2 : 0);
  }
  if (!url) throw new CopyError('DATABASE_URL must name the PostgreSQL database');
  if (command === 'migrate') {
    const db = connect(url, 1);
    try {
      const applied = await migrate(db);
      console.log(applied.length ? `db: applied ${applied.join(', ')}` : 'db: schema up to date');
    } finally {
      await db.destroy();
    }
    return;
  }
  const data =
    command === 'to-postgres' ? await copyToDatabase(file, url) : await copyToFile(url, file);
  const companies = Object.keys(data.companies).length;
  const rows = Object.values(data.companies).reduce(
    (sum, records) =>
      sum +
      Object.values(records).reduce((n, value) => n + (Array.isArray(value) ? value.length : 0), 0),
    0,
  );
  console.log(
    `db: copied ${companies} companies, ${data.users.length} users and ${rows} rows ${
      command === 'to-postgres'
        ? `from ${file} into the database`
        : `from the database into ${file}`
    }`,
  );
};

if (process.argv[1] && import.meta.filename === (await realDbPath(process.argv[1]))) {
  try {
    await main();
  } catch (error) {
    console.error(`db: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error instanceof CopyError ? 2 : 1);
  }
}
