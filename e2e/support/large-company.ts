// A company of its own grown to 10,000 rows of products, profiles and campaigns (issue 47), with
// its own Administrativo account: global-setup writes it into the API's file before the API
// starts, beside the demo company, so no other test sees its rows. The large-list tests sign in to
// it and compute what the pages must show from the same rows (mock-api/src/seed/grown.ts).
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createSeed } from 'mock-api/seed';
import { addGrownCompany, type GrownRows, grownRows } from 'mock-api/seed/grown';
import { signIn } from './session';

export { GROWN_WORD } from 'mock-api/seed/grown';

/** Rows in each of the company's products, profiles and campaigns. */
export const LARGE_SIZE = 10_000;

export const LARGE_ACCOUNT = {
  email: 'listas.grandes@example.com',
  password: 'Listas#2026',
} as const;

/** Where global-setup leaves the instant the rows were made from, for the workers. */
const NOW_ENV = 'E2E_LARGE_COMPANY_NOW';

/**
 * Writes the API's data file `dbFile`: the seed, as the API would make it, plus the grown company.
 * Run before the API starts (the API makes the seed only when the file is missing).
 */
export async function writeLargeCompanyFile(dbFile: string): Promise<void> {
  const now = new Date();
  const data = await createSeed({ now });
  await addGrownCompany(data, { size: LARGE_SIZE, now, account: LARGE_ACCOUNT });
  await writeFile(dbFile, JSON.stringify(data));
  process.env[NOW_ENV] = now.toISOString();
}

let rows: GrownRows | undefined;

/** The company's rows as written, newest first: what its lists hold before any test changes them. */
export function largeRows(): GrownRows {
  const now = process.env[NOW_ENV];
  if (!now) throw new Error(`${NOW_ENV} is not set: run the tests through playwright.config.ts`);
  rows ??= grownRows(LARGE_SIZE, new Date(now), LARGE_ACCOUNT);
  return rows;
}

/** Signs `page` in to the grown company as its Administrativo, the way signIn does. */
export const signInToLargeCompany = (page: Page) =>
  signIn(page, { username: LARGE_ACCOUNT.email, password: LARGE_ACCOUNT.password });
