/** `pnpm --filter mock-api reset`: recreates the DB file from the seed and empties the uploads. */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { atomicWrite } from './db/fragment-file';
import { lockOwner } from './db/lock';
import { createSeed } from './seed';
import { DEFAULT_DB_FILE } from './server';

const dbFile = path.resolve(process.env.DB_FILE || DEFAULT_DB_FILE);
const owner = await lockOwner(dbFile);
if (owner) {
  console.error(`mock-api: the API (process ${owner}) is using ${dbFile}; stop it, then reset`);
  process.exit(1);
}
const data = await createSeed({ adminPassword: process.env.ADMIN_PASSWORD || undefined });
await rm(path.join(path.dirname(dbFile), 'uploads'), { recursive: true, force: true });
await mkdir(path.dirname(dbFile), { recursive: true });
await atomicWrite(dbFile, [Buffer.from(`${JSON.stringify(data)}\n`)]);
console.log(`mock-api: ${dbFile} recreated from the seed data`);
