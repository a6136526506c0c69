// The header search, from the remotes' search providers (registry data): each provider's list is
// fetched once per opening of the pop-up and searched here, so no remote has to load for it.
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

/** The providers' lists, each fetched once (per searcher) and searched for every query. */
export function createSearcher(providers: AreaSearchProvider[]) {
  const lists = new Map<string, Promise<Item[]>>();
  const listOf = (provider: AreaSearchProvider) => {
    let list = lists.get(provider.list);
    if (!list) {
      list = api.get<Item[]>(provider.list).then((items) => (Array.isArray(items) ? items : []));
      // A failed list is asked again by the next query.
      list.catch(() => lists.delete(provider.list));
      lists.set(provider.list, list);
    }
    return list;
  };

  return async function search(query: string): Promise<SearchHit[]> {
    const results = await Promise.all(providers.map(listOf));
    const hits: SearchHit[] = [];
    providers.forEach((provider, index) => {
      for (const item of results[index] ?? []) {
        if (hits.length >= MAX_HITS) return;
        const name = nameOf(provider, item);
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
