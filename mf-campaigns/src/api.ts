/** Typed calls to the API for the campaigns area (the pickers of its associations search the lists themselves). */
import { api } from 'shared-ui/session';
import type { Campaign, Id } from 'shared-ui/types';

/** The body of POST and PUT /campaings (associations and script are saved on their own tabs). */
export type CampaignBody = Omit<
  Campaign,
  'id' | 'createdAt' | 'profilesAssing' | 'products' | 'knowledgebases' | 'script'
>;

/** PATCH /campaings/:id: the status and/or one association or the script. */
export type CampaignPatch = Partial<
  Pick<Campaign, 'profilesAssing' | 'products' | 'knowledgebases' | 'script'> & { status: boolean }
>;

/** What DELETE /campaings/:id did: a draft is removed, anything else moves to draft. */
export type DeleteOutcome =
  | { deleted: true; id: Id }
  | { deleted: false; movedToDraft: true; campaign: Campaign };

/** The campaign list's endpoint (its windows, counts and CSV export). */
export const CAMPAIGNS_PATH = '/campaings';

const path = (id: Id) => `${CAMPAIGNS_PATH}/${id}`;

export const campaignsApi = {
  get: (id: Id) => api.get<Campaign>(path(id)),
  create: (body: CampaignBody) => api.post<Campaign>(CAMPAIGNS_PATH, body),
  update: (id: Id, body: CampaignBody) => api.put<Campaign>(path(id), body),
  patch: (id: Id, patch: CampaignPatch) => api.patch<Campaign>(path(id), patch),
  /** Silent: the list reports every row's outcome in one summary instead of one modal per row. */
  remove: (id: Id) => api.delete<DeleteOutcome>(path(id), { silent: true }),
};
