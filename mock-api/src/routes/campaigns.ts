/** /campaings: list, detail, create, edit, status and associations, and the delete-to-draft rule. */
import { campaignPatchSchema, campaignSchema } from 'shared-ui/schemas';
import { validCampaign } from 'shared-ui/fixtures';
import type { Campaign } from 'shared-ui/types';
import type { InferType } from 'yup';
import { notFound, sent } from '../http';
import { campaignCsv } from '../lists/exports';
import { field, recordList } from '../lists/spec';
import { area, jsonBody } from '../operation';
import { checkLinks, LINK_RULES, unique } from './links';

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

const body = jsonBody('CampaignBody', campaignSchema, {
  example: { ...validCampaign, products: [1], knowledgebases: [1], profilesAssing: [1] },
  rules: LINK_RULES,
});

/** What the campaign list can be filtered, sorted and searched by (its tabs count by status). */
export const campaignList = recordList<Campaign>({
  fields: {
    name: field.text(),
    description: field.text(),
    typecampaing: field.integer(),
    status: field.enum([true, false, 'draft']),
    channels: field.texts(),
    tags: field.texts(),
    actions: field.texts(),
    initDate: field.date(),
    initHour: field.text(),
    finalitationDate: field.date(),
    finalitationHour: field.text(),
  },
  sort: ['name', 'typecampaing', 'status', 'initDate', 'initHour', 'finalitationDate', 'channels'],
  search: ['name'],
  countBy: ['status'],
  csv: campaignCsv,
});

const { operation, reads } = area('Campañas');

export const campaignOperations = [
  ...reads('campaigns', '/campaings', {
    answer: 'Campaign',
    plural: 'Campaigns',
    one: 'campaign',
    permission: 'campaigns.read',
    spec: campaignList,
  }),
  operation({
    route: 'POST /campaings',
    summary: 'Create a campaign',
    scope: 'company',
    permission: 'campaigns.create',
    description: '`nivel` is stored only for inbound campaigns (null otherwise).',
    body,
    status: 201,
    answer: 'Campaign',
    handler: ({ db, body }) => {
      const value = fields(body);
      return db.write((tx) => {
        checkLinks(tx, value);
        return tx.insert('campaigns', value);
      });
    },
  }),
  operation({
    route: 'PUT /campaings/:id',
    summary: 'Save a campaign',
    scope: 'company',
    permission: 'campaigns.edit',
    description: 'Associations and script left out keep their stored values.',
    record: 'campaigns',
    body,
    answer: 'Campaign',
    handler: ({ db, req, id, body }) =>
      db.write((tx) => {
        if (!tx.find('campaigns', id)) throw notFound();
        // Associations and script are edited on their own tabs: absent means unchanged.
        const next: Partial<Campaign> = fields(body);
        for (const part of OPTIONAL_PARTS) if (!sent(req, part)) delete next[part];
        checkLinks(tx, next);
        return tx.update('campaigns', id, next);
      }),
  }),
  operation({
    route: 'PATCH /campaings/:id',
    summary: 'Change status, associations or script',
    scope: 'company',
    permission: 'campaigns.edit',
    record: 'campaigns',
    body: jsonBody('CampaignPatch', campaignPatchSchema, {
      example: { status: false, products: [1], script: 'Buenos días' },
      patch: true,
      rules: LINK_RULES,
    }),
    answer: 'Campaign',
    handler: ({ db, id, body }) => {
      const patch: Partial<Campaign> = {};
      if (body.status !== undefined) patch.status = body.status;
      if (body.profilesAssing !== undefined) patch.profilesAssing = unique(body.profilesAssing);
      if (body.products !== undefined) patch.products = unique(body.products);
      if (body.knowledgebases !== undefined) patch.knowledgebases = unique(body.knowledgebases);
      if (body.script !== undefined) patch.script = body.script;
      return db.write((tx) => {
        if (!tx.find('campaigns', id)) throw notFound();
        checkLinks(tx, patch);
        return tx.update('campaigns', id, patch);
      });
    },
  }),
  operation({
    route: 'DELETE /campaings/:id',
    summary: 'Delete a campaign',
    scope: 'company',
    permission: 'campaigns.delete',
    description:
      'A draft is removed (`{deleted: true, id}`); any other status is moved to draft ' +
      '(`{deleted: false, movedToDraft: true, campaign}`).',
    record: 'campaigns',
    answer: 'CampaignDeleted',
    handler: ({ db, id }) =>
      db.write((tx) => {
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
      }),
  }),
];
