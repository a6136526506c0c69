/** /search?q=: the header search over campaigns, products, profiles and knowledge bases. */
import { Router } from 'express';
import { api } from 'shared-ui/texts';
import type { Context } from '../context';
import { invalid } from '../http';

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

export const searchRouter = ({ store }: Context) => {
  const router = Router();

  router.get('/', (req, res) => {
    const q = req.query.q ?? '';
    if (typeof q !== 'string' || q.length > MAX_QUERY) throw invalid({ q: api.invalidBody });
    const needle = fold(q);
    if (needle === '') {
      res.json([]);
      return;
    }
    const { campaigns, products, profiles, knowledgebases } = store.data;
    const sources: [Hit['type'], { id: number; name: string }[]][] = [
      ['campaign', campaigns],
      ['product', products],
      ['profile', profiles.map((p) => ({ id: p.id, name: `${p.name} ${p.lastName}` }))],
      ['knowledgebase', knowledgebases],
    ];
    const hits: Hit[] = [];
    for (const [type, items] of sources) {
      for (const item of items) {
        if (hits.length >= LIMIT) break;
        if (fold(item.name).includes(needle)) hits.push({ type, id: item.id, name: item.name });
      }
    }
    res.json(hits);
  });

  return router;
};
