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
import { seedCollections } from './collections';
import { daysAgo } from './time';

export { DEMO_PASSWORD, DEMO_USERNAME };

export const createSeed = async ({
  now = new Date(),
  adminPassword = DEMO_PASSWORD,
}: {
  now?: Date;
  adminPassword?: string;
} = {}): Promise<Data> => {
  return {
    ...seedCollections(now),
    // Filled by the browsers' error reports, never seeded.
    clientErrors: [],
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
