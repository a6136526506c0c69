/** Test-only: sample campaigns for this folder's page tests, built from shared-ui's valid payload. */
import { validCampaign } from 'shared-ui/fixtures';
import type { Campaign } from 'shared-ui/types';

export const aCampaign = (over: Partial<Campaign> = {}): Campaign => ({
  ...validCampaign,
  id: 1,
  channels: ['Emails', 'Operadores'],
  profilesAssing: null,
  products: [],
  knowledgebases: [],
  script: '',
  status: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});
