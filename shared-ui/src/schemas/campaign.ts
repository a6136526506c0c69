/** Campaign schemas: the wizard's two steps, the full API body, and the edit tabs (SPEC.md section 5). */
import * as yup from 'yup';
import { ACTIONS, CAMPAIGN_LEVELS, CHANNELS, FREQUENCIES, LIMITS, OBJECTIVES } from '../constants';
import { validation } from 'shared-ui/texts';
import {
  blankToUndefined,
  dateString,
  endsAfterStart,
  hourString,
  idList,
  jsonSchema,
  MAX_LINKED_IDS,
  oneOfText,
  requiredText,
  someOf,
} from './common';
import { maxItemsMessage } from './locale';

const m = validation.campaign;

const channelQuantity = (max: number) =>
  yup
    .number()
    .transform(blankToUndefined)
    .typeError(validation.common.numeric)
    .integer(validation.common.numeric)
    .min(0)
    .max(max)
    .nullable()
    .default(null);

const channelFields = Object.fromEntries(
  CHANNELS.map((c) => [c.field, channelQuantity(c.max)]),
) as Record<(typeof CHANNELS)[number]['field'], ReturnType<typeof channelQuantity>>;

/** Step 1: type, name, description, objective, actions, tags, and the level for inbound. */
export const campaignStep1Schema = yup.object({
  typecampaing: yup
    .number()
    .transform(blankToUndefined)
    .typeError(m.type)
    .required(m.type)
    .oneOf([1, 2], m.type),
  name: requiredText(m.name, LIMITS.campaignName),
  description: requiredText(m.description, LIMITS.campaignDescription),
  objectives: oneOfText(OBJECTIVES, m.objectives),
  actions: yup
    .array(
      yup
        .string()
        .oneOf([...ACTIONS], validation.common.invalidOption)
        .required(),
    )
    .min(1, m.actions)
    .max(ACTIONS.length, maxItemsMessage(ACTIONS.length))
    .required(m.actions),
  tags: yup
    .array(yup.string().trim().max(LIMITS.shortText).required())
    .min(1, m.tags)
    .max(50, maxItemsMessage(50))
    .required(m.tags),
  nivel: yup
    .number()
    .transform(blankToUndefined)
    .nullable()
    .default(null)
    .when('typecampaing', ([type], s) =>
      type === 1
        ? s
            .typeError(m.level)
            .required(m.level)
            .oneOf([...CAMPAIGN_LEVELS], m.level)
        : s.transform(() => null),
    ),
});

/** Step 2: dates, hours, frequency and per-channel quantities (null when the channel is off). */
export const campaignStep2Schema = yup
  .object({
    initDate: dateString(m.initDate),
    initHour: hourString(m.initHour),
    finalitationDate: dateString(m.endDate),
    finalitationHour: hourString(m.endHour),
    frecuence: oneOfText(FREQUENCIES, m.frequency),
    ...channelFields,
  })
  .test('end-after-start', m.endAfterStart, function check(v) {
    if (endsAfterStart(v.initDate, v.finalitationDate, v.initHour, v.finalitationHour)) return true;
    return this.createError({ path: 'finalitationDate', message: m.endAfterStart });
  });

const associations = {
  profilesAssing: idList().nullable().default(null),
  products: idList(),
  knowledgebases: idList(),
  script: yup.string().max(LIMITS.script, validation.common.maxChars(LIMITS.script)).default(''),
};

/** The body of POST and PUT /campaings. */
export const campaignSchema = campaignStep1Schema
  .concat(campaignStep2Schema)
  .shape({
    ...associations,
    channels: yup
      .array(yup.string().max(LIMITS.shortText).required())
      .max(20, maxItemsMessage(20))
      .default([]),
    status: yup
      .mixed<true | false | 'draft'>()
      .oneOf([true, false, 'draft'], validation.common.invalidOption)
      .default(true),
  })
  .meta(
    jsonSchema({
      // The level applies to inbound campaigns (type 1) only; for outbound it is stored as null.
      // `unevaluatedProperties: true` is JSON Schema's default, said out loud for checkers of
      // examples that assume false (Redocly), which would refuse every other field here.
      if: { properties: { typecampaing: { const: 1 } }, required: ['typecampaing'] },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword, not a thenable.
      then: {
        properties: { nivel: { enum: [...CAMPAIGN_LEVELS] } },
        required: ['nivel'],
        unevaluatedProperties: true,
      },
      'x-end-after-start': {
        start: ['initDate', 'initHour'],
        end: ['finalitationDate', 'finalitationHour'],
      },
    }),
  );

/** A campaign's fields as the API takes and stores them: the one source of the Campaign type. */
export type CampaignFields = yup.InferType<typeof campaignSchema>;

/** The wizard's data (both steps) as validated. */
export type CampaignData = yup.InferType<typeof campaignStep1Schema> &
  yup.InferType<typeof campaignStep2Schema>;

/** PATCH /campaings/:id: status and/or associations and script. */
export const campaignPatchSchema = someOf(
  yup.object({
    status: yup.boolean().strict(),
    profilesAssing: idList().nullable().optional().default(undefined),
    products: idList().optional().default(undefined),
    knowledgebases: idList().optional().default(undefined),
    script: yup.string().max(LIMITS.script, validation.common.maxChars(LIMITS.script)).optional(),
  }),
);

/** The associate-profiles tab. */
export const campaignProfilesSchema = yup.object({
  profilesAssing: yup
    .array(yup.number().required())
    .min(1, m.profiles)
    .max(MAX_LINKED_IDS, maxItemsMessage(MAX_LINKED_IDS))
    .required(m.profiles),
});

/** The script tab: required, at most 1000 characters. */
export const campaignScriptSchema = yup.object({
  script: requiredText(m.script, LIMITS.script),
});
