/** The whole seed: realistic Spanish data for every collection, and the demo login. */
import type { Data } from '../db/types';
import { hashPassword } from '../passwords';
import {
  company,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_USERNAME,
  demoSessionUser,
  representative,
} from './account';
import { seedCampaigns } from './campaigns';
import { seedCategories, seedProducts } from './catalog';
import { seedKnowledge } from './knowledge';
import { seedProfiles } from './people';
import { daysAgo } from './time';
import { seedInboundGraph, seedSettings, seedWallet } from './wallet';

export { DEMO_PASSWORD, DEMO_USERNAME };

export const createSeed = async ({
  now = new Date(),
  adminPassword = DEMO_PASSWORD,
}: {
  now?: Date;
  adminPassword?: string;
} = {}): Promise<Data> => {
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
    company: { ...company },
    representative: { ...representative },
    users: [
      {
        id: 1,
        username: DEMO_USERNAME,
        email: DEMO_EMAIL,
        passwordHash: await hashPassword(adminPassword),
        profile: demoSessionUser,
        createdAt: daysAgo(now, 90),
      },
    ],
    sessions: {},
    sequences: {},
  };
};
