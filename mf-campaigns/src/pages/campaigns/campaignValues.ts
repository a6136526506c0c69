/** The campaign form's values: blank ones for the wizard, a campaign's own for editing, and the API body. */
import { CHANNELS, campaignStep1Schema, campaignStep2Schema } from 'shared-ui/schemas';
import type { CampaignData } from 'shared-ui/schemas';
import type { Campaign, ChannelQuantities } from 'shared-ui/types';
import type { AnyObjectSchema } from 'yup';
import type { CampaignBody } from '../../api';

/** The wizard's data as the schemas validate it, with '' for the choices not made yet. */
export type CampaignValues = Omit<CampaignData, 'typecampaing' | 'objectives' | 'frecuence'> & {
  /** 1 Inbound, 2 Outbound; '' until chosen. */
  typecampaing: number | '';
  objectives: CampaignData['objectives'] | '';
  frecuence: CampaignData['frecuence'] | '';
};

/** Every rule of the campaign data: the wizard's two steps at once (the edit tab, the final submit). */
// Typed loosely: yup's concat type does not widen to AnyObjectSchema, which the form binding takes.
export const campaignDataSchema: AnyObjectSchema = campaignStep1Schema.concat(campaignStep2Schema);

export const emptyCampaignValues = (): CampaignValues => ({
  typecampaing: '',
  name: '',
  description: '',
  objectives: '',
  actions: [],
  tags: [],
  nivel: null,
  initDate: '',
  initHour: '',
  finalitationDate: '',
  finalitationHour: '',
  frecuence: '',
  actionEmails: null,
  actionSms: null,
  actionCall: null,
  actionWebChat: null,
  actionIM: null,
  actionOparadores: null,
});

/** The form values of a stored campaign (anything but 1 reads as Outbound). */
export const campaignToValues = (c: Campaign): CampaignValues => {
  const values = emptyCampaignValues();
  for (const key of Object.keys(values) as (keyof CampaignValues)[]) {
    (values as unknown as Record<string, unknown>)[key] = c[key] ?? values[key];
  }
  values.typecampaing = c.typecampaing === 1 ? 1 : 2;
  if (values.typecampaing !== 1) values.nivel = null;
  return values;
};

/** The names of the channels that are switched on. */
export const channelsOf = (values: ChannelQuantities): string[] =>
  CHANNELS.filter((c) => values[c.field] != null).map((c) => c.label);

/** The POST/PUT body: validated values, the channel list, and status true (SPEC.md section 4). */
export const toCampaignBody = (values: CampaignValues): CampaignBody => {
  const cast = campaignDataSchema.cast(values, { stripUnknown: true }) as Omit<
    CampaignBody,
    'channels' | 'status'
  >;
  return {
    ...cast,
    nivel: cast.typecampaing === 1 ? cast.nivel : null,
    channels: channelsOf(cast),
    status: true,
  };
};
