/** The OpenAPI 3.1 document, built from the declared operations: paths, bodies (their yup schemas), answers. */
import { OWN_SESSION } from 'shared-ui/permissions';
import { listParameters } from '../lists/query';
import { isJsonBody, needsToken, type AnyOperation, type Success, TAGS } from '../operation';
import { ANSWERS, fromYup, type JsonSchema } from './schemas';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid body or query: {message, errors: {field: text}}, one Spanish text per field',
  401: 'Missing, unknown, expired or revoked token; wrong login',
  403: 'The session may not do this (its roles lack `x-permission`, or its password is temporary), or no session may, whatever it sends: {message} in Spanish',
  404: "Unknown route or id (a malformed id, or another company's, is an unknown one)",
  409: "Conflicts with what is stored: the profile's access exists already, its email is another account's login, or the company would lose its last Administrativo with access",
  413: 'Body over its size limit',
  429: 'Too many attempts: wait Retry-After seconds',
};

const DESCRIPTION = `The API the back-office apps use (DESIGN.md section 3). JSON in and out; bodies are validated with the same yup schemas as the forms, and an invalid one answers 400 with one Spanish text per field. Every answer carries Cache-Control: no-store. Secrets are write-only: the SMS gateway password is never sent back.

- **Types are not converted.** A number is a JSON number (the text "5" is refused), a boolean is true or false, a list is a list; a value of another type is refused with the field's message. The one leniency: an empty or blank text where a number goes reads as a missing number.
- **Texts are trimmed** before their limits are checked and before they are stored. A required text may not be blank.
- **Unknown fields are dropped**, never refused and never stored.
- **Rules between fields** are written with these keywords: \`x-same-as\` (the field equals the named sibling), \`x-end-after-start\` (the \`end\` fields, joined with "T", sort strictly after the \`start\` fields), and JSON Schema's own \`if\`/\`then\`, \`anyOf\` and \`dependentRequired\`.
- **Rules on stored data**, checked in the same write as the save; a breach is a 400 naming the field (409 for an account's email):
  - \`x-references: {list, field?, within?}\`: the value (each item, for a list of ids) is the \`field\` (default \`id\`) of a record that GET \`list\` answers, among those whose \`within\` field equals this body's;
  - \`x-unique: {list?, of?, field, within?, ignoring?, across?}\`: no other record of \`list\` (or of \`of\`) has it (\`ignoring\` case, and accents where it says so), nor another item of the body's \`across\` list;
  - \`x-verified\`: the value is checked against what the keyword names (the account's password).
  - \`x-resend-when-changed: {list, fields, field}\`: when the body changes any of \`fields\` of the record it saves (as GET \`list\` answers it), \`field\` must be sent, not blank (the gateway password: a stored secret never goes to a new place).
- **Attempt limits** answer 429 with Retry-After; every answer of a limited operation carries the RateLimit and RateLimit-Policy headers (IETF draft 8).
- **Roles.** Every operation with a session says what the session must be allowed (\`x-permission\`): a permission of the role table (\`campaigns.delete\`, \`wallet.topUp\`, …: Administrativo holds every one, Funcional the campaigns, products, categories and knowledge, and reading of profiles, wallet and company data, Agente reading of the content and company data; a person with several roles holds the union), \`signed-in\` (any role) or \`own-session\` (the session itself). Anything else is 403 with a Spanish message. The roles are read at every request: a change applies at the user's next request. A session opened with a temporary password may only change it (PUT /account/password) until it does. GET /auth/me and the login answer carry the permissions.
- **Companies.** Every record belongs to one client company, and every operation says whose data it touches (\`x-scope\`): \`company\` operations read and write only the records of the signed-in user's company, \`session\` ones only the session and its user, \`public\` ones need no session. Ids are numbered within each company (each has its wallet 1 and its settings record 1), so another company's record is simply not there: 404, never 403. The company never appears in a request or an answer: the session decides it.
- **Money.** No session sets a balance (PUT /walletuser/{id} is 403): it changes by a top-up, whose transaction number counts once per company, or by the provider's correction, a command on the API's machine. Every change leaves a row in GET /movimientos.`;

/** '/campaings/:id' as OpenAPI writes it: '/campaings/{id}'. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const operationId = (op: AnyOperation) =>
  [op.method, ...op.path.split(/[/:.{}-]+/).filter(Boolean)]
    .map((word, i) => (i === 0 ? word : `${word[0]?.toUpperCase()}${word.slice(1)}`))
    .join('');

const text = (type: string) => ({ [type]: { schema: { type: 'string' } } });

const successContent = (success: Success): Record<string, unknown> | undefined => {
  switch (success) {
    case 'none':
      return undefined;
    case 'file':
      return Object.fromEntries(
        ['image/png', 'image/jpeg', 'application/pdf'].map((type) => [
          type,
          { schema: { type: 'string', contentMediaType: type } },
        ]),
      );
    case 'html':
      return text('text/html');
    case 'javascript':
      return text('text/javascript');
    case 'csv':
      return text('text/csv');
    case 'asset':
      return {
        ...text('text/css'),
        ...text('application/javascript'),
        'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
      };
    case 'document':
      return {
        'application/json': {
          schema: {
            type: 'object',
            properties: { openapi: { const: '3.1.0' }, paths: { type: 'object' } },
            required: ['openapi', 'paths'],
          },
        },
      };
    default: {
      const schema = success.endsWith('[]')
        ? { type: 'array', items: ref(success.slice(0, -2)) }
        : ref(success);
      return { 'application/json': { schema } };
    }
  }
};

const RATE_HEADERS = {
  RateLimit: {
    description: 'What is left of the limit: "<name>";r=<requests left>;t=<seconds to reset>',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'The limit: "<name>";q=<requests>;w=<window in seconds>',
    schema: { type: 'string' },
  },
};

/** The statuses an operation answers beside its success, from what it declares. */
export const errorStatuses = (op: AnyOperation): number[] => {
  // Refused after the token, before anything else is read (a path the router cannot decode is
  // an unknown one before that).
  if (op.forbidden) return op.path.includes(':') ? [401, 403, 404] : [401, 403];
  const statuses = new Set(op.errors ?? []);
  if (needsToken(op)) statuses.add(401);
  // Refused to a session its roles do not allow, or whose password is temporary.
  if (op.permission && op.permission !== OWN_SESSION) statuses.add(403);
  if (op.path.includes(':')) statuses.add(404);
  if (op.body) statuses.add(400);
  if (isJsonBody(op.body)) statuses.add(413);
  if (op.query || op.list) statuses.add(400);
  if (op.limits?.length) statuses.add(429);
  return [...statuses].sort();
};

/** What a list's answer says beside its rows. */
const LIST_HEADERS = {
  'X-Total-Count': {
    description: 'How many rows match the query, over every window',
    schema: { type: 'integer', minimum: 0 },
  },
  Link: {
    description:
      'The first, previous, next and last windows (RFC 8288), asked the way this one was',
    schema: { type: 'string' },
  },
};

const successHeaders = (op: AnyOperation) => {
  const list = op.list?.shape.window
    ? LIST_HEADERS
    : op.answer === 'csv'
      ? {
          'X-Total-Count': LIST_HEADERS['X-Total-Count'],
          'Content-Disposition': {
            description: 'attachment, with the file name (the list and the date)',
            schema: { type: 'string' },
          },
        }
      : undefined;
  const limits = op.limits?.length ? RATE_HEADERS : undefined;
  return list || limits ? { ...list, ...limits } : undefined;
};

const responses = (op: AnyOperation) => {
  const headers = op.limits?.length ? RATE_HEADERS : undefined;
  const success = successContent(op.answer);
  const okHeaders = successHeaders(op);
  const answers: Record<string, unknown> = op.forbidden
    ? {}
    : {
        [op.status ?? (op.answer === 'none' ? 204 : 200)]: {
          description: op.summary,
          ...(okHeaders ? { headers: okHeaders } : {}),
          ...(success ? { content: success } : {}),
        },
        ...(op.repeated
          ? {
              200: {
                description: op.repeated,
                ...(headers ? { headers } : {}),
                ...(success ? { content: success } : {}),
              },
            }
          : {}),
      };
  for (const status of errorStatuses(op)) {
    answers[status] = {
      description: ERROR_TEXT[status] ?? 'Error',
      ...(headers || status === 429
        ? {
            headers: {
              ...headers,
              ...(status === 429
                ? { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } }
                : {}),
            },
          }
        : {}),
      content: { 'application/json': { schema: ref('Error') } },
    };
  }
  return answers;
};

const parameters = (op: AnyOperation) => {
  const path = [...op.path.matchAll(/:(\w+)/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: op.params?.[name] ?? { type: 'integer', minimum: 1 },
  }));
  const query = Object.entries(op.query ? (fromYup(op.query.schema).properties ?? {}) : {}).map(
    ([name, schema]) => {
      const { default: _default, ...rest } = schema;
      return { name, in: 'query', required: false, schema: rest, example: op.query?.example[name] };
    },
  );
  const list = op.list
    ? listParameters(op.list.spec, op.list.shape).map((param) => ({
        name: param.name,
        in: 'query',
        required: false,
        description: param.description,
        schema: param.schema,
        // `id=1&id=2`: a repeated name is a list of values.
        ...(param.many ? { style: 'form', explode: true } : {}),
        example: param.example,
      }))
    : [];
  return [...path, ...query, ...list];
};

/** Deep-merges `extra` into `schema` (objects merge, anything else replaces). */
const merge = (schema: JsonSchema, extra: JsonSchema = {}): JsonSchema => {
  const out: JsonSchema = { ...schema };
  for (const [key, value] of Object.entries(extra)) {
    const base = out[key];
    const both = [base, value].every((v) => typeof v === 'object' && v && !Array.isArray(v));
    out[key] = both ? merge(base as JsonSchema, value as JsonSchema) : value;
  }
  return out;
};

/** The request bodies' schemas, by component name. */
export const bodySchemas = (operations: AnyOperation[]) => {
  const bodies: Record<string, JsonSchema> = {};
  for (const { body } of operations) {
    if (!body || body.name in bodies) continue;
    bodies[body.name] = isJsonBody(body) ? merge(fromYup(body.schema), body.rules) : body.schema;
  }
  return bodies;
};

const operationObject = (op: AnyOperation) => {
  const params = parameters(op);
  const body = op.body;
  return {
    operationId: operationId(op),
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    'x-scope': op.scope,
    ...(op.permission ? { 'x-permission': op.permission } : {}),
    ...(needsToken(op) ? {} : { security: [] }),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: isJsonBody(body)
              ? { 'application/json': { schema: ref(body.name), example: body.example } }
              : { 'multipart/form-data': { schema: ref(body.name) } },
          },
        }
      : {}),
    responses: responses(op),
  };
};

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, ReturnType<typeof operationObject>>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: unknown };
  [key: string]: unknown;
}

/** Builds the document (once per app). */
export const buildDocument = (operations: AnyOperation[], version = '1.0.0'): OpenApiDocument => {
  const paths: OpenApiDocument['paths'] = {};
  for (const op of operations) {
    const key = openApiPath(op.path);
    paths[key] ??= {};
    if (paths[key][op.method]) throw new Error(`${op.method} ${op.path} is declared twice`);
    paths[key][op.method] = operationObject(op);
  }
  const tags = new Set(operations.map((op) => op.tag));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Back-office mock API',
      version,
      description: DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The origin that serves this document' }],
    security: [{ bearer: [] }],
    tags: Object.entries(TAGS)
      .filter(([name]) => tags.has(name as keyof typeof TAGS))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { ...bodySchemas(operations), ...(ANSWERS as Record<string, JsonSchema>) },
    },
  };
};
