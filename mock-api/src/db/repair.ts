/**
 * Keeps a loaded file sound: a file from before companies is moved under the demo company, missing
 * keys are added, and derived values recomputed. Returns the fragments it changed, so the store
 * writes them back.
 */
import { blankCompany, blankRepresentative, DEMO_EMAIL } from '../seed/account';
import { ledgerOf } from '../seed/wallet';
import { partOf } from './fragment-file';
import { COMPANY_KEYS, type CompanyData, type CompanyKey, type Data, DEMO_COMPANY } from './types';

/** What a company lacking a key gets: an empty list, or blank records. */
const emptyValue = (key: CompanyKey): unknown => {
  if (key === 'company') return blankCompany();
  if (key === 'representative') return blankRepresentative();
  if (key === 'sequences') return {};
  return [];
};

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every fragment of `data`: the top-level keys and each company's parts. */
const allFragments = (data: Data) => [
  'users',
  'sessions',
  'sequences',
  ...Object.entries(data.companies).flatMap(([id, records]) =>
    Object.keys(records).map((key) => partOf('companies', id, key)),
  ),
];

/**
 * A file from before companies held one company's records at its top level: they become the demo
 * company's (every account of such a file saw them all, so each stays in it with every role), and
 * its history of refills and consumption becomes the ledger.
 */
const moveUnderDemoCompany = (
  data: Data,
  seed: Pick<CompanyData, 'company' | 'representative'>,
): boolean => {
  const flat = data as unknown as Loose;
  if (isObject(flat.companies)) return false;
  const records: Loose = {};
  for (const key of COMPANY_KEYS) {
    if (key === 'sequences' || key === 'ledger') continue;
    records[key] = flat[key] ?? structuredClone(seed[key as 'company'] ?? emptyValue(key));
    delete flat[key];
  }
  const sequences = isObject(flat.sequences) ? (flat.sequences as Record<string, number>) : {};
  const { users, ...collections } = sequences;
  records.sequences = collections;
  const company = records as unknown as CompanyData;
  const total = company.wallets[0]?.total ?? 0;
  const credited = company.refills.reduce((sum, r) => sum + r.mont, 0);
  const spent = company.consumption.reduce((sum, c) => sum + c.amount, 0);
  const firstUser = (Array.isArray(flat.users) ? flat.users : [])[0] as { email?: string };
  company.ledger = ledgerOf(
    company.refills,
    company.consumption,
    firstUser?.email ?? DEMO_EMAIL,
    Math.round((total - credited + spent) * 100) / 100,
  );
  data.companies = { [DEMO_COMPANY]: company };
  data.users ??= [];
  data.sessions ??= {};
  data.sequences = {
    companies: DEMO_COMPANY,
    ...(users === undefined ? {} : { users }),
  };
  for (const user of data.users ?? []) {
    user.company ??= DEMO_COMPANY;
    user.roles ??= ['Administrativo'];
  }
  return true;
};

export const repair = (
  data: Data,
  seed: Pick<CompanyData, 'company' | 'representative'>,
): string[] => {
  const loose = data as unknown as Loose;
  if (moveUnderDemoCompany(data, seed)) return allFragments(data);
  const changed = new Set<string>();
  for (const key of ['users', 'sessions', 'sequences'] as const) {
    if (loose[key] === undefined || loose[key] === null) {
      loose[key] = key === 'users' ? [] : {};
      changed.add(key);
    }
  }
  for (const [id, records] of Object.entries(data.companies)) {
    const part = (key: CompanyKey) => partOf('companies', id, key);
    const record = records as unknown as Loose;
    for (const key of COMPANY_KEYS) {
      if (record[key] === undefined || record[key] === null) {
        record[key] = emptyValue(key);
        changed.add(part(key));
      }
    }
    // knowledgebase.number is the count of its questions, whatever an older file says.
    const counts = new Map<number, number>();
    for (const q of records.questions) counts.set(q.listId, (counts.get(q.listId) ?? 0) + 1);
    for (const base of records.knowledgebases) {
      const count = counts.get(base.id) ?? 0;
      if (base.number !== count) {
        base.number = count;
        changed.add(part('knowledgebases'));
      }
    }
    if (migrateOldSubCategory(records)) {
      for (const key of ['products', 'categories', 'sequences'] as const) changed.add(part(key));
    }
  }
  return [...changed];
};

/** The slug older files stored as every product's sub-category, before it named a category. */
const OLD_SUB_CATEGORY = 'servicios-de-internet';
const SUB_CATEGORY = 'Servicios de internet';

/**
 * Files written before products pointed at the managed categories hold the slug: they get the
 * category it stood for (created if missing), so those products can be saved again.
 */
function migrateOldSubCategory(data: CompanyData): boolean {
  const stale = data.products.filter((p) => p.sub_category === OLD_SUB_CATEGORY);
  if (stale.length === 0) return false;
  for (const product of stale) product.sub_category = SUB_CATEGORY;
  const parents = new Set(stale.map((p) => p.category));
  for (const parent of parents) {
    if (data.categories.some((c) => c.name === SUB_CATEGORY && c.category === parent)) continue;
    const last =
      data.sequences.categories ?? data.categories.reduce((max, c) => Math.max(max, c.id), 0);
    data.sequences.categories = last + 1;
    data.categories.push({
      id: last + 1,
      name: SUB_CATEGORY,
      category: parent,
      status: true,
      createdAt: new Date().toISOString(),
    });
  }
  return true;
}
