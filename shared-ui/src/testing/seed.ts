/** The mock API's own seed data, imported (never copied) so unit tests and the running API serve the same rows. */
import { demoSessionUser } from '../../../mock-api/src/seed/account';
import { seedCampaigns } from '../../../mock-api/src/seed/campaigns';
import { seedCategories, seedProducts } from '../../../mock-api/src/seed/catalog';
import { seedKnowledge } from '../../../mock-api/src/seed/knowledge';
import { seedProfiles } from '../../../mock-api/src/seed/people';
import { seedInboundGraph, seedSettings, seedWallet } from '../../../mock-api/src/seed/wallet';

export { demoSessionUser };

/** A fixed "now", so dates in the seed (and in snapshots of it) do not move between runs. */
export const SEED_NOW = new Date('2026-06-15T12:00:00.000Z');

/** A fresh copy of every collection, as GET would list it (newest first). */
export function seedData(now = SEED_NOW) {
  const { knowledgebases, questions } = seedKnowledge(now);
  const { wallets, refills, consumption } = seedWallet(now);
  return {
    campaigns: seedCampaigns(now),
    products: seedProducts(now),
    categories: seedCategories(now),
    profiles: seedProfiles(now),
    knowledgebases,
    questions,
    settings: seedSettings(now),
    wallets,
    refills,
    consumption,
    inboundGraph: seedInboundGraph(now),
  };
}

export type SeedData = ReturnType<typeof seedData>;
