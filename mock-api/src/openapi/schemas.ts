/**
 * The JSON Schemas of the document. Bodies are converted from the yup schemas that validate
 * them (@sodaru/yup-to-json-schema over `describe()`, plus what a schema's `meta.jsonSchema`
 * adds), and stored entities are those bodies plus what the server adds; only shapes no form has
 * (session user, history rows) are written here by hand.
 */
import { convertSchema } from '@sodaru/yup-to-json-schema';
import {
  bulkImportSchema,
  campaignSchema,
  categorySchema,
  clientErrorSchema,
  companySchema,
  knowledgeBaseSchema,
  productSchema,
  profileSchema,
  questionSchema,
  representativeSchema,
  ROLES,
  smsSettingsUpdateSchema,
  topUpSchema,
  voiceSettingsSchema,
  walletSchema,
} from 'shared-ui/schemas';
import { PERMISSIONS } from 'shared-ui/permissions';
import type { AnyObjectSchema } from 'yup';

export type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

interface Described {
  type: string;
  tests?: { name?: string }[];
  fields?: Record<string, Described>;
  innerType?: Described;
}

/**
 * A text the schema requires may not be empty, nor blank when it is trimmed or checked not to
 * be: what yup's `required` means, and the converter leaves out. Walks the schema's description
 * beside its conversion.
 */
const requireTexts = (described: Described, json: JsonSchema | undefined) => {
  if (!json) return;
  const tests = new Set(described.tests?.map((test) => test.name));
  if (described.type === 'string' && (tests.has('required') || tests.has('not-blank'))) {
    json.minLength = Math.max(1, Number(json.minLength ?? 0));
    if ((tests.has('trim') || tests.has('not-blank')) && !json.pattern) json.pattern = '\\S';
  }
  for (const [key, field] of Object.entries(described.fields ?? {})) {
    requireTexts(field, json.properties?.[key]);
  }
  if (described.innerType) requireTexts(described.innerType, json.items as JsonSchema);
};

/** A yup object schema as JSON Schema, without the object-level default yup reports. */
export const fromYup = (schema: AnyObjectSchema): JsonSchema => {
  const { default: _default, ...json } = convertSchema(schema) as JsonSchema;
  requireTexts(schema.describe() as Described, json);
  return json;
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const id = { type: 'integer', minimum: 1 };
const timestamp = { type: 'string', format: 'date-time' };

/**
 * A stored entity: the body's fields plus `id` and `createdAt`, every field present in an
 * answer. `extra` names the fields the server adds.
 */
const entity = (body: AnyObjectSchema, extra: Record<string, unknown> = {}): JsonSchema => {
  const properties: Record<string, unknown> = {
    id,
    ...fromYup(body).properties,
    ...extra,
    createdAt: timestamp,
  };
  // Constraints on input (defaults) say nothing about answers.
  for (const value of Object.values(properties)) delete (value as JsonSchema).default;
  return { type: 'object', properties, required: Object.keys(properties) } as JsonSchema;
};

const object = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
});

const sessionUser = object({
  id,
  firstName: { type: 'string' },
  lastName: { type: 'string' },
  client_id: id,
  email: { type: 'string' },
  mobile: { type: 'string' },
  company: { type: 'string' },
  locations: { type: 'array', items: { type: 'string' } },
  client_city: object({
    name: { type: 'string' },
    country: object({ name: { type: 'string' } }),
  }),
  client_locations: { type: 'array', items: object({ address: { type: 'string' } }) },
  labor_data: object({
    email: { type: 'string' },
    post: { type: 'string' },
    group: { type: 'string' },
    phone: { type: 'string' },
  }),
});

const sms = fromYup(smsSettingsUpdateSchema);
const voice = fromYup(voiceSettingsSchema);
const { password: _password, ...smsVisible } = sms.properties ?? {};
const voiceFields = voice.properties ?? {};

const typesOf = (schema: JsonSchema) => [schema.type ?? []].flat() as string[];

/**
 * A field of a record not filled in yet (a new company's data, representative and settings): an
 * empty text, no number (null), a switch as it is.
 */
const blankField = (schema: JsonSchema): JsonSchema => {
  const types = typesOf(schema);
  if (types.includes('string')) return { const: '' };
  if (types.includes('number') || types.includes('integer')) return { type: 'null' };
  return schema;
};
const blankFields = (fields: Record<string, JsonSchema>) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, blankField(field)]));

/** A field's type, whether filled in or blank. */
const eitherField = (schema: JsonSchema): JsonSchema => {
  const types = typesOf(schema);
  if (types.includes('number') || types.includes('integer')) return { type: [...types, 'null'] };
  return types.length > 0 ? { type: types.length === 1 ? types[0] : types } : {};
};
const eitherFields = (fields: Record<string, JsonSchema>) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, eitherField(field)]));

/** A record as saved by its form, or blank as a new company gets it. */
const savedOrBlank = (json: JsonSchema, description: string): JsonSchema => {
  const fields = json.properties ?? {};
  return {
    description,
    anyOf: [
      { ...json, additionalProperties: false },
      {
        type: 'object',
        properties: blankFields(fields),
        required: Object.keys(fields),
        additionalProperties: false,
      },
    ],
  };
};

/** What a sign-in and GET /auth/me say the user may do now. */
const access = {
  roles: { type: 'array', items: { enum: [...ROLES] } },
  permissions: {
    type: 'array',
    items: { enum: [...PERMISSIONS] },
    description:
      'What the roles allow (the role table of shared-ui/permissions), read at every request; ' +
      'only password.change while the password is temporary',
  },
  mustChangePassword: {
    type: 'boolean',
    description: 'Signed in with a temporary password: only PUT /account/password until changed',
  },
};

/**
 * A company's first user's profile is made at registration from the email alone: its last name
 * and phone are blank until someone fills them in.
 */
function ownProfileBlanks(profile: JsonSchema): JsonSchema {
  const properties = { ...profile.properties };
  for (const key of ['lastName', 'phone']) {
    properties[key] = { anyOf: [properties[key] as JsonSchema, { const: '' }] };
  }
  return { ...profile, properties };
}

/** Answer bodies, by component name. */
export const ANSWERS = {
  Error: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      errors: {
        type: 'object',
        description: "One Spanish text per field path ('profiles[3].phone'); '_' for the body",
        additionalProperties: { type: 'string' },
      },
    },
    required: ['message'],
    additionalProperties: false,
  },
  Message: object({ message: { type: 'string' } }),
  Health: object({ status: { const: 'ok' } }),
  SessionUser: sessionUser,
  LoginResult: object({
    token: { type: 'string' },
    user: ref('SessionUser'),
    role: { const: 'client' },
    ...access,
  }),
  Me: object({ user: ref('SessionUser'), role: { const: 'client' }, ...access }),
  Access: object({
    access: { type: 'boolean', description: "Whether the profile's person signs in" },
    pending: {
      type: 'boolean',
      description: 'Given access, they have not chosen their password yet',
    },
  }),
  GrantedAccess: object({
    access: { const: true },
    pending: { const: true },
    username: { type: 'string', description: "What they sign in with: the profile's email" },
    password: {
      type: 'string',
      description: 'The temporary password: in this answer only, never again',
    },
  }),
  Company: savedOrBlank(
    fromYup(companySchema),
    'As last saved; a new company gets it blank (every text empty) until it first saves it',
  ),
  Representative: savedOrBlank(
    fromYup(representativeSchema),
    'As last saved; a new company gets it blank (texts empty, age null) until it first saves it',
  ),
  Campaign: entity(campaignSchema),
  CampaignDeleted: {
    oneOf: [
      object({ deleted: { const: true }, id }),
      object({
        deleted: { const: false },
        movedToDraft: { const: true },
        campaign: ref('Campaign'),
      }),
    ],
  },
  Product: entity(productSchema),
  Category: entity(categorySchema),
  Profile: ownProfileBlanks(entity(profileSchema)),
  BulkResult: object({
    created: { type: 'array', items: ref('Profile') },
    count: { type: 'integer', minimum: 1 },
    role: fromYup(bulkImportSchema).properties?.role,
  }),
  KnowledgeBase: entity(knowledgeBaseSchema, { number: { type: 'integer', minimum: 0 } }),
  KnowledgeBaseDeleted: object({
    deleted: { const: true },
    id,
    deletedQuestions: { type: 'integer', minimum: 0 },
  }),
  Question: entity(questionSchema, { namelist: { type: 'string' } }),
  Deleted: object({ deleted: { const: true }, id }),
  Wallet: entity(walletSchema),
  Refill: entity(topUpSchema, { date: timestamp }),
  TopUpResult: object({ refill: ref('Refill'), total: { type: 'number' } }),
  /** A change of the balance: when, who, before, after, why. */
  LedgerEntry: object({
    id,
    date: timestamp,
    kind: { enum: ['top-up', 'correction', 'consumption'] },
    amount: { type: 'number' },
    before: { type: 'number', minimum: 0 },
    after: { type: 'number', minimum: 0 },
    by: { type: 'string' },
    reason: { type: 'string' },
    method: { type: ['string', 'null'] },
    transaction: { type: ['string', 'null'] },
    createdAt: timestamp,
  }),
  Consumption: object({
    id,
    date: { type: 'string' },
    description: { type: 'string' },
    campaign: { type: 'string' },
    amount: { type: 'number' },
    createdAt: timestamp,
  }),
  /**
   * The gateway password is write-only: never in an answer, only whether one is set. Each tab is
   * as last saved, or blank (a new company's, until it saves that tab).
   */
  Settings: {
    type: 'object',
    properties: {
      id,
      ...eitherFields(smsVisible),
      passwordSet: { type: 'boolean' },
      ...eitherFields(voiceFields),
      createdAt: timestamp,
    },
    required: [
      'id',
      ...Object.keys(smsVisible),
      'passwordSet',
      ...Object.keys(voiceFields),
      'createdAt',
    ],
    additionalProperties: false,
    allOf: [
      { anyOf: [{ properties: smsVisible }, { properties: blankFields(smsVisible) }] },
      { anyOf: [{ properties: voiceFields }, { properties: blankFields(voiceFields) }] },
    ],
  },
  InboundGraphPoint: object({
    date: { type: 'string' },
    callInbound: { type: 'integer', minimum: 0 },
    callOutbound: { type: 'integer', minimum: 0 },
  }),
  /** How many rows of a list match its query, and per value of the field `_by` names. */
  Counts: {
    type: 'object',
    properties: {
      total: { type: 'integer', minimum: 0 },
      by: {
        type: 'object',
        description: "Rows per value of the `_by` field, the value as text ('true', 'draft')",
        additionalProperties: { type: 'integer', minimum: 0 },
      },
    },
    required: ['total'],
    additionalProperties: false,
  },
  SearchHit: object({
    type: { enum: ['campaign', 'product', 'profile', 'knowledgebase'] },
    id,
    name: { type: 'string' },
  }),
  UploadedFile: object({
    name: { type: 'string' },
    url: { type: 'string', format: 'uri' },
    type: { enum: ['image/png', 'image/jpeg', 'application/pdf'] },
    size: { type: 'integer', minimum: 0 },
  }),
  /** An error report as kept: the report's fields only, its id and when it arrived. */
  ClientError: { ...entity(clientErrorSchema), additionalProperties: false },
} satisfies Record<string, unknown>;
