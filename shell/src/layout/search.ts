// The header search, from the remotes' search providers (registry data): each query asks each
// provider's list for its first matches (`q`, as the API searches that list, accents and case
// aside), so no remote has to load for it and no list is downloaded whole.
import { matchesText } from 'shared-ui';
import { api } from 'shared-ui/session';
import type { AreaSearchProvider, RemoteRegistry } from 'shared-ui/types';

export interface SearchHit {
  /** The provider's type and the id: unique in one result list. */
  key: string;
  /** What was found ('Producto'). */
  label: string;
  name: string;
  /** The page that opens it. */
  path: string;
}

/** Shortest query searched. */
export const MIN_QUERY = 2;
/** Most hits shown, over all providers. */
export const MAX_HITS = 20;

/** Every provider of every registered remote, in the registry's order. */
export const searchProviders = (registry: RemoteRegistry): AreaSearchProvider[] =>
  Object.values(registry.remotes).flatMap((remote) => remote.search ?? []);

type Item = Record<string, unknown>;

/** The name a provider shows for an item: its fields, joined by a space. */
const nameOf = (provider: AreaSearchProvider, item: Item) =>
  provider.fields
    .map((field) => item[field])
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join(' ');

/**
 * A provider's first rows matching `query`: the API searches its list's text fields and answers a
 * window of at most MAX_HITS rows, newest first.
 */
const matchesOf = (provider: AreaSearchProvider, query: string) =>
  api
    .get<Item[]>(provider.list, { params: { q: query, _start: 0, _end: MAX_HITS } })
    .then((items) => (Array.isArray(items) ? items : []));

/** Searches the providers' lists through the API, one request per provider and query. */
export function createSearcher(providers: AreaSearchProvider[]) {
  return async function search(query: string): Promise<SearchHit[]> {
    const results = await Promise.all(providers.map((provider) => matchesOf(provider, query)));
    const hits: SearchHit[] = [];
    providers.forEach((provider, index) => {
      for (const item of results[index] ?? []) {
        if (hits.length >= MAX_HITS) return;
        const name = nameOf(provider, item);
        // The API matched any of its list's text fields; a hit shows the provider's, which must
        // hold the query too (as they did when the lists were searched here).
        if (typeof item.id !== 'number' || !matchesText(name, query)) continue;
        hits.push({
          key: `${provider.type}-${item.id}`,
          label: provider.label,
          name,
          path: provider.open.replace('{id}', String(item.id)),
        });
      }
    });
    return hits;
  };
}
