/** Keeps a loaded file sound: missing keys are added, and derived counts recomputed. */
import type { Data, Key } from './types';

const EMPTY: Omit<Data, 'company' | 'representative'> = {
  campaigns: [],
  products: [],
  categories: [],
  profiles: [],
  knowledgebases: [],
  questions: [],
  settings: [],
  wallets: [],
  refills: [],
  consumption: [],
  inboundGraph: [],
  clientErrors: [],
  users: [],
  sessions: {},
  sequences: {},
};

/** Returns the keys it changed, so the store writes them back. */
export const repair = (data: Data, seed: Pick<Data, 'company' | 'representative'>): Key[] => {
  const changed = new Set<Key>();
  const record = data as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries({ ...EMPTY, ...seed })) {
    if (record[key] === undefined || record[key] === null) {
      record[key] = structuredClone(value);
      changed.add(key as Key);
    }
  }
  // knowledgebase.number is the count of its questions, whatever an older file says.
  const counts = new Map<number, number>();
  for (const q of data.questions) counts.set(q.listId, (counts.get(q.listId) ?? 0) + 1);
  for (const base of data.knowledgebases) {
    const count = counts.get(base.id) ?? 0;
    if (base.number !== count) {
      base.number = count;
      changed.add('knowledgebases');
    }
  }
  if (migrateOldSubCategory(data)) {
    changed.add('products');
    changed.add('categories');
    changed.add('sequences');
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
function migrateOldSubCategory(data: Data): boolean {
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
