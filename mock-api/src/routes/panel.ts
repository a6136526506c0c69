/** /inbound-graph and /search: the dashboard's call figures and the header search. */
import { type Permission, SIGNED_IN } from 'shared-ui/permissions';
import * as yup from 'yup';
import { listOf } from '../http';
import { area } from '../operation';

const LIMIT = 20;
const MAX_QUERY = 200;

/** Lower case without accents, so 'campana' finds 'Campaña' and 'MENDEZ' finds 'Méndez'. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

type Hit = { type: 'campaign' | 'product' | 'profile' | 'knowledgebase'; id: number; name: string };

const { operation } = area('Panel');

export const panelOperations = [
  operation({
    route: 'GET /inbound-graph',
    summary: 'Calls per day, 30 days, oldest first',
    scope: 'company',
    permission: 'campaigns.read',
    answer: 'InboundGraphPoint[]',
    handler: listOf('inboundGraph'),
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
    handler: ({ db, query, session }) => {
      const needle = fold(query.q);
      if (needle === '') return [];
      const sources: [Hit['type'], Permission, () => readonly { id: number; name: string }[]][] = [
        ['campaign', 'campaigns.read', () => db.list('campaigns')],
        ['product', 'products.read', () => db.list('products')],
        [
          'profile',
          'profiles.read',
          () => db.list('profiles').map((p) => ({ id: p.id, name: `${p.name} ${p.lastName}` })),
        ],
        ['knowledgebase', 'knowledge.read', () => db.list('knowledgebases')],
      ];
      const hits: Hit[] = [];
      for (const [type, permission, list] of sources) {
        if (!session.permissions.includes(permission)) continue;
        const items = list();
        for (const item of items) {
          if (hits.length >= LIMIT) break;
          if (fold(item.name).includes(needle)) hits.push({ type, id: item.id, name: item.name });
        }
      }
      return hits;
    },
  }),
];
