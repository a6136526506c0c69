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
  return [...changed];
};
