/** Every collection of the seed, pure data with no accounts: the API's first run and the unit tests' fake API share it. */
import { seedCampaigns } from './campaigns';
import { seedCategories, seedProducts } from './catalog';
import { seedKnowledge } from './knowledge';
import { seedProfiles } from './people';
import { seedInboundGraph, seedSettings, seedWallet } from './wallet';

export const seedCollections = (now: Date) => {
  const { knowledgebases, questions } = seedKnowledge(now);
  const { wallets, refills, consumption, ledger } = seedWallet(now);
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
    ledger,
    inboundGraph: seedInboundGraph(now),
  };
};
