/** `pnpm --filter mock-api reset`: recreates the DB file from the seed and empties the uploads. */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { atomicWrite } from './db/fragment-file';
import { lock, realDbPath } from './db/lock';
import { createSeed } from './seed';
import { DEFAULT_DB_FILE } from './server';

const given = process.env.DB_FILE || DEFAULT_DB_FILE;
await mkdir(path.dirname(path.resolve(given)), { recursive: true });
const dbFile = await realDbPath(given);
await mkdir(path.dirname(dbFile), { recursive: true });
// Held while rewriting, so a server starting meanwhile waits its turn rather than racing.
const unlock = await lock(dbFile).catch((error: unknown) => {
  console.error(`mock-api: ${error instanceof Error ? error.message : error}; stop it, then reset`);
  process.exit(1);
});
try {
  const data = await createSeed({ adminPassword: process.env.ADMIN_PASSWORD || undefined });
  await rm(path.join(path.dirname(dbFile), 'uploads'), { recursive: true, force: true });
  await atomicWrite(dbFile, [Buffer.from(`${JSON.stringify(data)}\n`)]);
  console.log(`mock-api: ${dbFile} recreated from the seed data`);
} finally {
  await unlock();
}
