/** /inbound-graph and /search: the dashboard's call figures and the header search. */
import { type Permission, SIGNED_IN } from 'shared-ui/permissions';
import type { InboundGraphPoint } from 'shared-ui/types';
import * as yup from 'yup';
import { fold } from '../lists/fold';
import { field, type ListSpec } from '../lists/spec';
import { area } from '../operation';
import { campaignList } from './campaigns';
import { baseList } from './knowledge';
import { productList } from './products';
import { profileList } from './profiles';

const LIMIT = 20;
const MAX_QUERY = 200;

type Hit = { type: 'campaign' | 'product' | 'profile' | 'knowledgebase'; id: number; name: string };

type Named = { id: number; name: string; lastName?: string };

/** What the header search looks in, in its order: each list's own `q`, and the name a hit shows. */
const SOURCES: [
  Hit['type'],
  'campaigns' | 'products' | 'profiles' | 'knowledgebases',
  ListSpec,
  (row: Named) => string,
  Permission,
][] = [
  ['campaign', 'campaigns', campaignList, (c) => c.name, 'campaigns.read'],
  ['product', 'products', productList, (p) => p.name, 'products.read'],
  ['profile', 'profiles', profileList, (p) => `${p.name} ${p.lastName ?? ''}`, 'profiles.read'],
  ['knowledgebase', 'knowledgebases', baseList, (b) => b.name, 'knowledge.read'],
];

/** The call series: one point a day, oldest first. */
const inboundList: ListSpec<InboundGraphPoint> = {
  fields: { date: field.date(), callInbound: field.integer(), callOutbound: field.integer() },
  sort: ['date', 'callInbound', 'callOutbound'],
  search: [],
  order: [{ field: 'date', order: 'asc' }],
};

const { operation, list } = area('Panel');

export const panelOperations = [
  ...list('inboundGraph', '/inbound-graph', {
    answer: 'InboundGraphPoint',
    plural: 'Call figures',
    summary: 'Calls per day, 30 days, oldest first',
    permission: 'campaigns.read',
    spec: inboundList,
  }),
  operation({
    route: 'GET /search',
    summary: 'Header search: up to 20 hits, case and accents aside',
    description: 'Only among the records the session may read.',
    scope: 'company',
    permission: SIGNED_IN,
    query: {
      schema: yup.object({ q: yup.string().max(MAX_QUERY).default('') }),
      example: { q: 'fibra' },
    },
    answer: 'SearchHit[]',
    handler: async ({ db, query, session }) => {
      const search = fold(query.q);
      if (search === '') return [];
      const hits: Hit[] = [];
      // Each list the session may read, by its own search (its folded texts, kept by the store), newest first.
      for (const [type, key, spec, name, permission] of SOURCES) {
        if (hits.length >= LIMIT) break;
        if (!session.permissions.includes(permission)) continue;
        const { rows } = await db.window(key, spec, {
          filters: [],
          search,
          sort: [...spec.order],
          start: 0,
          end: LIMIT - hits.length,
          paging: { by: 'range' },
        });
        for (const row of rows) hits.push({ type, id: row.id, name: name(row as never) });
      }
      return hits;
    },
  }),
];
