/** The mock API's own seed data, imported (never copied) so unit tests and the running API serve the same rows. */
import { demoSessionUser } from 'mock-api/seed/account';
import { seedCollections } from 'mock-api/seed/collections';

export { demoSessionUser };

/** A fixed "now", so dates in the seed do not move between runs. */
export const SEED_NOW = new Date('2026-06-15T12:00:00.000Z');

/** A fresh copy of every collection, as GET would list it (newest first). */
export const seedData = (now = SEED_NOW) => seedCollections(now);

export type SeedData = ReturnType<typeof seedData>;
