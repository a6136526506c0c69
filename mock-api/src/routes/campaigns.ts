/** /campaings: list, detail, create, edit, status and associations, and the delete-to-draft rule. */
import { Router } from 'express';
import { campaignPatchSchema, campaignSchema } from 'shared-ui/schemas';
import type { Campaign } from 'shared-ui/types';
import type { InferType } from 'yup';
import type { Context } from '../context';
import { notFound, parse, parseId, patchBody, sendList, sent } from '../http';
import { checkLinks, unique } from './links';

type Body = InferType<typeof campaignSchema>;

const OPTIONAL_PARTS = ['profilesAssing', 'products', 'knowledgebases', 'script'] as const;

/** The stored campaign fields of a validated body, in a stable order. */
const fields = (v: Body): Omit<Campaign, 'id' | 'createdAt'> => ({
  typecampaing: v.typecampaing,
  name: v.name,
  description: v.description,
  objectives: v.objectives,
  actions: v.actions,
  channels: v.channels,
  tags: v.tags,
  // The level only applies to inbound campaigns.
  nivel: v.typecampaing === 1 ? (v.nivel ?? null) : null,
  initDate: v.initDate,
  initHour: v.initHour,
  finalitationDate: v.finalitationDate,
  finalitationHour: v.finalitationHour,
  frecuence: v.frecuence,
  profilesAssing: unique(v.profilesAssing ?? null),
  products: unique(v.products),
  knowledgebases: unique(v.knowledgebases),
  script: v.script,
  status: v.status ?? true,
  actionEmails: v.actionEmails ?? null,
  actionSms: v.actionSms ?? null,
  actionCall: v.actionCall ?? null,
  actionWebChat: v.actionWebChat ?? null,
  actionIM: v.actionIM ?? null,
  actionOparadores: v.actionOparadores ?? null,
});

export const campaignsRouter = ({ store }: Context) => {
  const router = Router();

  const existing = (raw: unknown) => {
    const campaign = store.find('campaigns', parseId(raw));
    if (!campaign) throw notFound();
    return campaign;
  };

  router.get('/', sendList(store, 'campaigns'));

  router.get('/:id', (req, res) => {
    res.json(existing(req.params.id));
  });

  router.post('/', async (req, res) => {
    const value = fields(await parse(campaignSchema, req.body));
    const campaign = await store.write((tx) => {
      checkLinks(tx, value);
      return tx.insert('campaigns', value);
    });
    res.status(201).json(campaign);
  });

  router.put('/:id', async (req, res) => {
    const id = existing(req.params.id).id;
    const value = fields(await parse(campaignSchema, req.body));
    const campaign = await store.write((tx) => {
      const current = tx.find('campaigns', id);
      if (!current) throw notFound();
      // Associations and script are edited on their own tabs: absent means unchanged.
      const next: Partial<Campaign> = { ...value };
      for (const part of OPTIONAL_PARTS) if (!sent(req, part)) delete next[part];
      checkLinks(tx, next);
      return tx.update('campaigns', id, next);
    });
    res.json(campaign);
  });

  router.patch('/:id', async (req, res) => {
    const id = existing(req.params.id).id;
    const value = await parse(campaignPatchSchema, patchBody(req));
    const patch: Partial<Campaign> = {};
    if (value.status !== undefined) patch.status = value.status;
    if (value.profilesAssing !== undefined) patch.profilesAssing = unique(value.profilesAssing);
    if (value.products !== undefined) patch.products = unique(value.products);
    if (value.knowledgebases !== undefined) patch.knowledgebases = unique(value.knowledgebases);
    if (value.script !== undefined) patch.script = value.script;
    const campaign = await store.write((tx) => {
      if (!tx.find('campaigns', id)) throw notFound();
      checkLinks(tx, patch);
      return tx.update('campaigns', id, patch);
    });
    res.json(campaign);
  });

  router.delete('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const result = await store.write((tx) => {
      const campaign = tx.find('campaigns', id);
      if (!campaign) throw notFound();
      // A draft goes for good; anything else is first moved back to draft.
      if (campaign.status === 'draft') {
        tx.remove('campaigns', id);
        return { deleted: true, id };
      }
      return {
        deleted: false,
        movedToDraft: true,
        campaign: tx.update('campaigns', id, { status: 'draft' }),
      };
    });
    res.json(result);
  });

  return router;
};
