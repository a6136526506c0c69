/** The fuzz pass's inputs: each route with a valid body, its required fields, and bad values. */
import { validCampaign, validProduct, validProfile } from 'shared-ui/fixtures';

const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

export type Kind = 'string' | 'number' | 'array' | 'boolean';
export interface Target {
  method: string;
  path: string;
  valid: Record<string, unknown>;
  /** Fields that are required, with their kind: any value from the kind's pool is invalid. */
  fields: Record<string, Kind>;
  token?: boolean;
}

export const POLLUTE =
  '"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}';
export const POLLUTED_VALUE = '@@polluted@@';

/** Values each kind of required field must refuse. */
export const INVALID: Record<Kind, unknown[]> = {
  string: [null, {}, [], [null], ['a'], '', '   ', 'x'.repeat(5000), POLLUTED_VALUE],
  number: [null, {}, [], [null], 'abc', '', -1, 'x'.repeat(5000), POLLUTED_VALUE],
  array: [null, {}, 'x', [], [{}], [null], [[['deep']]], POLLUTED_VALUE],
  boolean: [null, {}, [], 'true', 1, 'x'.repeat(5000), POLLUTED_VALUE],
};

const text = (...names: string[]) => Object.fromEntries(names.map((n) => [n, 'string' as Kind]));
const sms = {
  host: 'h',
  port: 5060,
  user: 'u',
  password: 'p',
  operator: 'tmobile',
  phone: '+584141112233',
};
const campaignFields: Record<string, Kind> = {
  ...text(
    'name',
    'description',
    'objectives',
    'initDate',
    'initHour',
    'finalitationDate',
    'finalitationHour',
    'frecuence',
  ),
  typecampaing: 'number',
  actions: 'array',
  tags: 'array',
};
const productFields: Record<string, Kind> = {
  ...text(
    'name',
    'description',
    'category',
    'sub_category',
    'initDate',
    'finalitationDate',
    'currency',
    'name_presentation',
    'geographic',
    'for_state',
    'state',
    'municipalities',
    'urbanizations',
  ),
  otherCategories: 'array',
  price: 'number',
  inventary: 'number',
};
const profileFields: Record<string, Kind> = {
  ...text('name', 'lastName', 'email', 'phone'),
  role: 'array',
};
const category = { name: 'Fibra', category: 'telecom' };
const question = { question: '¿Qué?', answers: 'Esto.', listId: 1 };

export const TARGETS: Target[] = [
  {
    method: 'POST',
    path: '/auth/login',
    valid: { username: 'admin', password: 'Admin123*' },
    fields: text('username', 'password'),
    token: false,
  },
  {
    method: 'POST',
    path: '/auth/register',
    valid: { email: 'a@b.com', password: 'Segura1*x', confirm: 'Segura1*x' },
    fields: text('email', 'password', 'confirm'),
    token: false,
  },
  {
    method: 'POST',
    path: '/auth/recover',
    valid: { email: 'a@b.com' },
    fields: text('email'),
    token: false,
  },
  {
    method: 'PUT',
    path: '/account/password',
    valid: { current: 'Admin123*', password: 'Nueva123*', confirm: 'Nueva123*' },
    fields: text('current', 'password', 'confirm'),
  },
  {
    method: 'PUT',
    path: '/account/company',
    valid: {},
    fields: text('razon_social', 'rif', 'country', 'city', 'address', 'email', 'sector'),
  },
  {
    method: 'PUT',
    path: '/account/representative',
    valid: {},
    fields: { ...text('name', 'lastName', 'gender', 'email_personal', 'cargo'), age: 'number' },
  },
  { method: 'POST', path: '/campaings', valid: validCampaign, fields: campaignFields },
  { method: 'PUT', path: '/campaings/1', valid: validCampaign, fields: campaignFields },
  { method: 'PATCH', path: '/campaings/1', valid: { status: true }, fields: { status: 'boolean' } },
  { method: 'POST', path: '/products', valid: validProduct, fields: productFields },
  { method: 'PUT', path: '/products/1', valid: validProduct, fields: productFields },
  { method: 'PATCH', path: '/products/1', valid: { status: true }, fields: { status: 'boolean' } },
  { method: 'POST', path: '/categories', valid: category, fields: text('name', 'category') },
  { method: 'PUT', path: '/categories/1', valid: category, fields: text('name', 'category') },
  {
    method: 'PATCH',
    path: '/categories/1',
    valid: { status: true },
    fields: { status: 'boolean' },
  },
  { method: 'POST', path: '/profiles', valid: validProfile, fields: profileFields },
  { method: 'PUT', path: '/profiles/1', valid: validProfile, fields: profileFields },
  {
    method: 'POST',
    path: '/profiles/bulk',
    valid: { profiles: [validProfile], role: ['Agente'] },
    fields: { profiles: 'array', role: 'array' },
  },
  { method: 'POST', path: '/knowledgebase', valid: { name: 'Base' }, fields: text('name') },
  { method: 'PATCH', path: '/knowledgebase/1', valid: { name: 'Base' }, fields: text('name') },
  {
    method: 'POST',
    path: '/questionsandanswers',
    valid: question,
    fields: { ...text('question', 'answers'), listId: 'number' },
  },
  {
    method: 'PATCH',
    path: '/questionsandanswers/1',
    valid: question,
    fields: { ...text('question', 'answers'), listId: 'number' },
  },
  { method: 'PUT', path: '/walletuser/1', valid: { total: 10 }, fields: { total: 'number' } },
  {
    method: 'POST',
    path: '/recargas',
    valid: { mont: 5, method: 'Zelle', transaction: 'T1' },
    fields: { mont: 'number', ...text('method', 'transaction') },
  },
  {
    method: 'PATCH',
    path: '/settings/1',
    valid: sms,
    fields: { ...text('host', 'user', 'password', 'operator', 'phone'), port: 'number' },
  },
];

export const MALFORMED = [
  '{',
  '{"a":}',
  "{'a':1}",
  '[1,]',
  'NaN',
  '{"a":1}}',
  '\u0000',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":"${'x'.repeat(1_100_000)}"}`,
];
/** Valid JSON nested deeper than a recursive walk could follow (the stack ends near 10,000). */
export const DEEP = [
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `{"name":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`,
];
export const WHOLE = ['null', '"texto"', '123', 'true', '[]', '[{}]', '{}', `{${POLLUTE}}`];
export const ODD_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  'abc',
  '__proto__',
  'constructor',
  '%00',
  '..',
  '9'.repeat(20),
  '%E0%A4%A',
  '%',
  '%C0%AF',
  'toString',
  'hasOwnProperty',
];
export const ID_ROUTES = [
  '/campaings',
  '/products',
  '/categories',
  '/profiles',
  '/knowledgebase',
  '/questionsandanswers',
  '/walletuser',
  '/settings',
];

/** Raw multipart bodies that break the format in the ways a parser sees: each must be a 400. */
const BOUNDARY = 'XyZ0123456789';
const part = (headers: string, bytes: Buffer | string = PNG_BYTES) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(bytes)]);
const end = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const disposition = (name: string) =>
  `Content-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: image/png`;

export const MALFORMED_MULTIPART: [string, string, Buffer][] = [
  [
    'NUL in the file name',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([part(disposition('a\0.png')), end]),
  ],
  ['no boundary', 'multipart/form-data', Buffer.concat([part(disposition('a.png')), end])],
  [
    'wrong boundary',
    'multipart/form-data; boundary=otra',
    Buffer.concat([part(disposition('a.png')), end]),
  ],
  ['truncated body', `multipart/form-data; boundary=${BOUNDARY}`, part(disposition('a.png'))],
  [
    'header line without a colon',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([part(`${disposition('a.png')}\r\nsin dos puntos`), end]),
  ],
  ['empty body', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.alloc(0)],
  [
    '100k-character part header',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([part(`${disposition('a.png')}\r\nX-Largo: ${'x'.repeat(100_000)}`), end]),
  ],
  [
    'a boundary of 200 characters',
    `multipart/form-data; boundary=${'b'.repeat(200)}`,
    Buffer.from(`--${'b'.repeat(200)}--\r\n`),
  ],
  [
    'garbage after the type',
    `multipart/form-data; boundary=${BOUNDARY}; charset=\u00ff\u00fe`,
    Buffer.concat([part(disposition('a.png')), end]),
  ],
  [
    'no part headers at all',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.from(`--${BOUNDARY}\r\n\r\n\r\n--${BOUNDARY}--\r\n`),
  ],
];

/** Keys every object inherits: unknown fields, to be dropped without reaching yup's field map. */
export const INHERITED_KEYS = [
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'isPrototypeOf',
];
