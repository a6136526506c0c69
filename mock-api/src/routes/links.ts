/** Campaign associations: checking that linked ids exist, and unlinking deleted items. */
import type { FieldErrors } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { CompanyTx as Tx } from '../db/view';
import type { EntityKey } from '../db/types';
import { invalid } from '../http';

const LINKS = {
  profilesAssing: 'profiles',
  products: 'products',
  knowledgebases: 'knowledgebases',
} as const satisfies Record<string, EntityKey>;

export type LinkField = keyof typeof LINKS;

/** The document's note of the rule below: each id listed must be one of the list's. */
export const LINK_RULES = {
  properties: {
    profilesAssing: { items: { 'x-references': { list: '/profiles' } } },
    products: { items: { 'x-references': { list: '/products' } } },
    knowledgebases: { items: { 'x-references': { list: '/knowledgebase' } } },
  },
};

/** Throws a 400 naming each association field that lists an id that does not exist. */
export const checkLinks = (tx: Tx, value: Partial<Record<LinkField, number[] | null>>) => {
  const errors: FieldErrors = {};
  for (const [field, key] of Object.entries(LINKS) as [LinkField, EntityKey][]) {
    const ids = value[field];
    if (ids?.some((id) => !tx.find(key, id))) errors[field] = api.unknownIds;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
};

/** Removes `id` from every campaign's `field` list (in the caller's write). */
export const unlink = (tx: Tx, field: LinkField, id: number) => {
  for (const campaign of tx.list('campaigns')) {
    const ids = campaign[field];
    if (ids?.includes(id)) {
      tx.update('campaigns', campaign.id, { [field]: ids.filter((x) => x !== id) });
    }
  }
};

/** Drops repeated ids, keeping the first of each. */
export const unique = <T extends number[] | null | undefined>(ids: T): T =>
  (ids ? [...new Set(ids)] : ids) as T;
