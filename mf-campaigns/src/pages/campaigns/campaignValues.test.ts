import { validCampaign } from 'shared-ui/fixtures';
import { describe, expect, it } from 'vitest';
import { aCampaign } from './sampleCampaign';
import {
  campaignToValues,
  channelsOf,
  emptyCampaignValues,
  toCampaignBody,
} from './campaignValues';

describe('campaign values', () => {
  it('lists the channels that are on, by their names', () => {
    expect(channelsOf({ ...emptyCampaignValues(), actionSms: 0, actionOparadores: 10 })).toEqual([
      'SMS',
      'Operadores',
    ]);
  });

  it('builds the body with the channel list, status true and no level for outbound', () => {
    const body = toCampaignBody({ ...validCampaign, typecampaing: 2, nivel: 2, name: '  X  ' });
    expect(body).toMatchObject({ typecampaing: 2, nivel: null, name: 'X', status: true });
    expect(body.channels).toEqual(['Emails', 'Operadores']);
    expect(body).not.toHaveProperty('script');
  });

  it('reads a stored campaign, any type other than 1 as Outbound', () => {
    const values = campaignToValues(aCampaign({ typecampaing: 9, nivel: 2 }));
    expect(values.typecampaing).toBe(2);
    expect(values.nivel).toBeNull();
    expect(values).not.toHaveProperty('script');
  });
});
