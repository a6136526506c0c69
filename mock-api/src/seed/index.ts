/** The whole seed: the demo company with realistic Spanish data, its login, and a new company's empty records. */
import type { CompanyData, Data, SettingsRecord } from '../db/types';
import { DEMO_COMPANY } from '../db/types';
import { hashPassword } from '../passwords';
import {
  blankCompany,
  blankRepresentative,
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

/** The demo company's records: the seed collections, its data and representative, no reports. */
export const demoCompany = (now: Date): CompanyData => ({
  ...seedCollections(now),
  // Filled by the browsers' error reports, never seeded.
  clientErrors: [],
  uploads: [],
  company: { ...company },
  representative: { ...representative },
  sequences: {},
});

/** A new company's gateway settings: record 1, blank until each tab is saved. */
export const blankSettings = (now: Date): SettingsRecord => ({
  id: 1,
  host: '',
  port: null,
  user: '',
  password: '',
  operator: '',
  phone: '',
  voiceprofile: '',
  localport: null,
  primaryproxy: '',
  primaryoutboundproxy: '',
  primaryproxyport: null,
  secondaryproxy: '',
  secondaryoutboundproxy: '',
  secondaryproxyport: null,
  primaryregistraserver: '',
  secondaryregistraserver: '',
  registerexpires: null,
  unregister: false,
  enablelinktest: false,
  linktestinterval: null,
  createdAt: now.toISOString(),
});

/**
 * A company made by registration: nothing of its own yet (no campaigns, products, profiles,
 * knowledge, refills or reports), a wallet at 0 and blank settings, company data and
 * representative to fill in. Wallet and settings are record 1 of the company, as the screens ask.
 */
export const emptyCompany = (now: Date): CompanyData => ({
  campaigns: [],
  products: [],
  categories: [],
  profiles: [],
  knowledgebases: [],
  questions: [],
  settings: [blankSettings(now)],
  wallets: [{ id: 1, total: 0, createdAt: now.toISOString() }],
  refills: [],
  consumption: [],
  ledger: [],
  inboundGraph: [],
  clientErrors: [],
  uploads: [],
  company: blankCompany(),
  representative: blankRepresentative(),
  sequences: { settings: 1, wallets: 1 },
});

export const createSeed = async ({
  now = new Date(),
  adminPassword = DEMO_PASSWORD,
}: {
  now?: Date;
  adminPassword?: string;
} = {}): Promise<Data> => ({
  companies: { [DEMO_COMPANY]: demoCompany(now) },
  users: [
    {
      id: 1,
      company: DEMO_COMPANY,
      roles: ['Administrativo'],
      username: DEMO_USERNAME,
      email: DEMO_EMAIL,
      passwordHash: await hashPassword(adminPassword),
      profile: demoSessionUser,
      createdAt: daysAgo(now, 90),
    },
  ],
  sessions: {},
  sequences: { companies: DEMO_COMPANY, users: 1 },
});
