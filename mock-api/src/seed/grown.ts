/**
 * A company of its own grown to thousands of rows of products, profiles and campaigns, with its
 * own Administrativo account: the e2e run adds one to the API's file before the API starts
 * (e2e/global-setup.ts), and its large-list tests compute what the pages must show from the same
 * rows (`grownRows` is pure: the same size and `now` give the same rows).
 */
import type { Campaign, CampaignStatus, Product, Profile } from 'shared-ui/types';
import type { Data } from '../db/types';
import { hashPassword } from '../passwords';
import { emptyCompany } from '.';
import { profileSessionUser } from './account';
import { seedCampaigns } from './campaigns';
import { manyProducts } from './catalog';
import { seedProfiles } from './people';

/** The word some product names share, with an accent a search without it must still find. */
export const GROWN_WORD = 'Páramo';

export interface GrownRows {
  /** Newest first (the lists' own order): ids `size` down to 1. */
  products: Product[];
  profiles: Profile[];
  campaigns: Campaign[];
}

export interface GrownAccount {
  email: string;
  password: string;
}

/** Statuses of the campaigns, in turn: half active, a third inactive, a sixth drafts. */
const CAMPAIGN_STATUSES: CampaignStatus[] = [true, true, true, false, false, 'draft'];

/** The `createdAt` of row `id` of `size`: one second apart, the highest id newest. */
const created = (now: Date, size: number, id: number) =>
  new Date(now.getTime() - (size - id + 1) * 1000).toISOString();

/**
 * `size` rows of each list, ids 1..size, newest first. Products are `manyProducts`' plans with
 * every 7th inactive and every 9th named with GROWN_WORD; profiles and campaigns are the seed's
 * repeated, numbered, campaigns cycling through CAMPAIGN_STATUSES. Profile 1 is the account's.
 */
export const grownRows = (size: number, now: Date, account: { email: string }): GrownRows => {
  const products = manyProducts(size, now, 1).map((product) => ({
    ...product,
    name: product.id % 9 === 0 ? `Enlace ${GROWN_WORD} ${product.id}` : product.name,
    status: product.id % 7 !== 0,
  }));
  const people = seedProfiles(now).reverse();
  const profiles: Profile[] = [];
  for (let id = size; id >= 2; id -= 1) {
    const person = people[id % people.length] as Profile;
    profiles.push({
      ...person,
      id,
      lastName: `${person.lastName} ${id}`,
      email: `persona${id}@listas.example`,
      createdAt: created(now, size, id),
    });
  }
  profiles.push({
    id: 1,
    name: 'Laura',
    lastName: 'Listas',
    email: account.email,
    phone: '4141230000',
    role: ['Administrativo'],
    campain: '',
    createdAt: created(now, size, 1),
  });
  const plans = seedCampaigns(now).reverse();
  const campaigns: Campaign[] = [];
  for (let id = size; id >= 1; id -= 1) {
    const plan = plans[id % plans.length] as Campaign;
    campaigns.push({
      ...plan,
      id,
      name: `${plan.name} · ${id}`,
      status: CAMPAIGN_STATUSES[id % CAMPAIGN_STATUSES.length] as CampaignStatus,
      createdAt: created(now, size, id),
    });
  }
  return { products, profiles, campaigns };
};

/**
 * Adds to `data` a new company holding `grownRows(size, now, account)` and its first account,
 * an Administrativo signing in for profile 1, as `POST /auth/register` makes one; returns the
 * company's id.
 */
export const addGrownCompany = async (
  data: Data,
  { size, now, account }: { size: number; now: Date; account: GrownAccount },
): Promise<number> => {
  const id = (data.sequences.companies ?? 0) + 1;
  const userId = (data.sequences.users ?? 0) + 1;
  const records = emptyCompany(now);
  const rows = grownRows(size, now, account);
  records.company = { ...records.company, razon_social: 'Listas Grandes C.A.' };
  records.products = rows.products;
  records.profiles = rows.profiles;
  records.campaigns = rows.campaigns;
  records.sequences = { ...records.sequences, products: size, profiles: size, campaigns: size };
  data.companies[String(id)] = records;
  const owner = rows.profiles.find((profile) => profile.id === 1) as Profile;
  data.users.push({
    id: userId,
    company: id,
    profileId: owner.id,
    roles: [],
    username: account.email,
    email: account.email,
    passwordHash: await hashPassword(account.password),
    profile: { ...profileSessionUser(owner, id, records.company), id: userId },
    createdAt: now.toISOString(),
  });
  data.sequences = { ...data.sequences, companies: id, users: userId };
  return id;
};
