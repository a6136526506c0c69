/**
 * One declaration per operation: method, path, scope, body (a shared yup schema), query, answers,
 * summary, tag, attempt limits and handler. `mount.ts` mounts Express from these and validates
 * with them; the OpenAPI document and the README tables are built from them (`openapi/`), so a
 * route cannot exist undocumented, nor unscoped.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Permission, Requirement } from 'shared-ui/permissions';
import type { FieldErrors } from 'shared-ui/schemas';
import type { AnyObjectSchema, InferType } from 'yup';
import type { Context } from './context';
import type { EntityKey, Item, ListItem, Listed } from './db/types';
import type { CompanyDb } from './db/view';
import { CSV_BATCH, sendWindow, streamCsv } from './lists/answer';
import type { ParsedList, QueryShape } from './lists/query';
import type { CsvExport, ListSpec } from './lists/spec';
import type { ANSWERS, JsonSchema } from './openapi/schemas';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The document's tags, in the order its viewer and the README show them. */
export const TAGS = {
  Sistema: 'Health, this document and its viewer',
  Sesión: 'Login, logout, registration and password recovery',
  Cuenta: 'Company data, representative and password of the signed-in user',
  Campañas: 'Inbound and outbound campaigns',
  Productos: 'Products and their categories',
  Perfiles: 'Operator profiles, one by one or from a CSV file',
  Conocimiento: 'Knowledge bases and their questions and answers',
  Billetera: 'The prepaid wallet: balance, top-ups and consumption',
  Configuración: 'Voice and SMS gateway settings',
  Panel: 'Dashboard figures and the header search',
  Archivos: 'Uploaded images and documents',
  Errores: 'Error reports from the browser, and their list for operators',
} as const;
export type Tag = keyof typeof TAGS;

/** A JSON request body: the shared yup schema that validates it, and its name in the document. */
export interface JsonBody<S extends AnyObjectSchema = AnyObjectSchema> {
  /** Its component name in the document. */
  name: string;
  schema: S;
  /** A valid body (against the seed data): the document's example and the tests' starting point. */
  example: object;
  /** Refuse `{}` with api.emptyPatch before the schema runs (the PATCH-like operations). */
  patch?: boolean;
  /** The most its JSON may weigh, as express.json's `limit` (default '1mb'); more is a 413. */
  limit?: string;
  /** The message of a refusal, when the field messages need a summary (the CSV rows). */
  message?: (errors: FieldErrors) => string;
  /** Rules only the server can check (ids that must exist, names that must be unique), merged into the document. */
  rules?: JsonSchema;
}

/** A multipart body: its schema in the document, and the middleware that receives it. */
export interface MultipartBody {
  name: string;
  schema: JsonSchema;
  receive: (ctx: Context) => RequestHandler;
}

/** A query string, validated like a body (every parameter is optional text). */
export interface Query<Q extends AnyObjectSchema = AnyObjectSchema> {
  schema: Q;
  example: Record<string, string>;
}

/** An attempt limit: `limit` counted requests per `windowMs` and key, then 429 with Retry-After. */
export interface Limit {
  /** Names the counter in logs and headers. */
  name: string;
  /** A number, or one the server's configuration gives (an environment variable). */
  limit: number | ((ctx: Context) => number);
  /** Default 15 minutes. */
  windowMs?: number;
  /** Whose requests share a counter; default: the client's address. Runs after the body is parsed. */
  key?: (req: Request, res: Response, ctx: Context) => string;
  /** Which answers count: all (default), those with status >= 400, or the ones `counts` says. */
  counts?: 'all' | 'failures' | ((req: Request, res: Response) => boolean);
}

/** A list endpoint's query: the list's declaration, and which of its parts this endpoint takes. */
export interface ListDecl {
  /** The collection it lists. */
  key: Listed;
  spec: ListSpec;
  shape: QueryShape;
}

/** What a success answers: a component of `ANSWERS`, a list of one, or another kind of body. */
export type Success =
  | keyof typeof ANSWERS
  | `${keyof typeof ANSWERS}[]`
  | 'none'
  | 'file'
  | 'html'
  | 'javascript'
  | 'asset'
  | 'document'
  /** A CSV file (a list's export). */
  | 'csv';

type Maybe<T, V> = [T] extends [never] ? undefined : V;

/**
 * Whose data an operation touches, said by every declaration (a missing one is a type error, and
 * `mount` refuses it at start):
 * - `company`: the records of the session's company, through `call.db` only, a view that cannot
 *   reach another company's (an id of another company's record is simply not there: 404);
 * - `session`: the session itself or its user (log out, change one's password), no company data;
 * - `public`: no session at all (health, this document, sign-in, registration, uploaded files).
 */
export type Scope = 'company' | 'session' | 'public';
export const SCOPES: readonly Scope[] = ['company', 'session', 'public'];

/**
 * The signed-in session of a request: its user, their company, the token's hash, and what the user
 * may do, read at this request (a change of roles applies at the next request, not the next login).
 */
export interface SessionInfo {
  userId: number;
  /** The user's email: who a change was made by. */
  email: string;
  companyId: number;
  tokenHash: string;
  /** The user's roles: their profile's, or their own for an account that is no profile's. */
  roles: string[];
  /** What those roles allow (shared-ui/permissions); only the password change while it is temporary. */
  permissions: Permission[];
  /** Signed in with a temporary password, not changed yet. */
  mustChangePassword: boolean;
}

/** What a handler gets: the validated body and query, the :id and its record, and the context. */
export interface Call<B = unknown, Q = unknown, R = unknown> {
  ctx: Context;
  req: Request;
  res: Response;
  body: B;
  query: Q;
  /** The path's :id (0 when it has none). */
  id: number;
  /** The record the :id names, when the operation declares `record`. */
  record: R;
  /** The session (company and session scopes). */
  session: SessionInfo;
  /** The session's company's data (company scope): the one way a handler reaches records. */
  db: CompanyDb;
  /** The list request read from the query (operations that declare `list`). */
  list: ParsedList;
}

/**
 * What a handler of each scope gets beside the request's parts. A company's handler reaches data
 * through `db` only: its context has no store.
 */
type Scoped<Sc extends Scope> = Sc extends 'company'
  ? { ctx: Omit<Context, 'store'>; session: SessionInfo; db: CompanyDb }
  : Sc extends 'session'
    ? { ctx: Context; session: SessionInfo; db?: never }
    : { ctx: Context; session?: never; db?: never };

type ScopedCall<B, Q, R, Sc extends Scope> = Omit<Call<B, Q, R>, 'ctx' | 'session' | 'db'> &
  Scoped<Sc>;

/**
 * What the session must be allowed: a permission of the role table (shared-ui/permissions), or
 * SIGNED_IN / OWN_SESSION; any other session gets 403 with `api.forbidden`. Required of every
 * operation with a session (a type error to leave out, and `mount` refuses it at start); a public
 * operation has none.
 */
type PermissionOf<Sc extends Scope> = [Sc] extends ['public']
  ? { permission?: never }
  : { permission: Requirement };

export type Operation<
  S extends AnyObjectSchema = never,
  Q extends AnyObjectSchema = never,
  K extends EntityKey = never,
  Sc extends Scope = Scope,
> = OperationFields<S, Q, K, Sc> & PermissionOf<Sc>;

interface OperationFields<
  S extends AnyObjectSchema,
  Q extends AnyObjectSchema,
  K extends EntityKey,
  Sc extends Scope,
> {
  /** Method and path, Express style: 'PUT /campaings/:id'. */
  route: `${Uppercase<Method>} /${string}`;
  summary: string;
  /** More than the summary says: shown in the document and the README. */
  description?: string;
  /** Whose data it touches; every scope but `public` needs `Authorization: Bearer <token>`. */
  scope: Sc;
  /**
   * Refused to every session with 403 and this message, right after the token is checked, whatever
   * is sent (an act that is the provider's, never a client's). The handler is never reached.
   */
  forbidden?: string;
  body?: JsonBody<S> | MultipartBody;
  query?: Query<Q>;
  /**
   * A list's query (json-server's conventions, from the list's declaration): parsed into
   * `call.list`, a bad parameter a 400; `shape` says which parts this endpoint takes.
   */
  list?: ListDecl;
  /** Schemas of path parameters other than `id` (a positive integer). */
  params?: Record<string, JsonSchema>;
  /**
   * The collection the :id names a record of, in the session's company: an unknown id (another
   * company's included) is a 404 before the body is read.
   */
  record?: Sc extends 'company' ? K : never;
  /** The success status (default 200). */
  status?: number;
  /**
   * For an operation that answers a repeated request with its first answer (status 200, nothing
   * done again): what makes a request a repeat. Documented as a second success.
   */
  repeated?: string;
  answer: Success;
  /** Statuses of outcomes beyond those auth, a path parameter, a body, a query or a limit imply. */
  errors?: number[];
  limits?: Limit[];
  /** Returns the answer's body (sent as JSON with `status`), or sends the answer itself. */
  handler: (
    call: ScopedCall<Maybe<S, InferType<S>>, Maybe<Q, InferType<Q>>, Maybe<K, Item<K>>, Sc>,
  ) => unknown;
}

/** A declared operation, as the mount and the document read it. */
export type AnyOperation = Omit<
  Operation,
  'route' | 'body' | 'query' | 'record' | 'handler' | 'scope' | 'permission'
> & {
  scope: Scope;
  permission?: Requirement;
  method: Method;
  path: string;
  tag: Tag;
  body?: JsonBody | MultipartBody;
  query?: Query;
  record?: EntityKey;
  handler: (call: Call) => unknown;
};

interface ListOptions<K extends Listed> {
  /** The component of one row. */
  answer: keyof typeof ANSWERS;
  summary: string;
  description?: string;
  /** What the rows are called in the other endpoints' summaries ('Products'). */
  plural: string;
  /** What reading the list (its windows, counts and export) needs. */
  permission: Permission;
  spec: ListSpec;
  /** What a client sees of a row (settings: no password), when not the row itself. */
  show?: (row: ListItem<K>) => unknown;
}

/**
 * The declarations of one area of the API (one tag): `operation` types a handler from its body,
 * query and record; `list` declares a list endpoint (windows, and its counts and CSV export when
 * its declaration has them); `reads` declares a collection's list and detail.
 */
export const area = (tag: Tag) => {
  const operation = <
    S extends AnyObjectSchema = never,
    Q extends AnyObjectSchema = never,
    K extends EntityKey = never,
    Sc extends Scope = never,
  >({
    route,
    ...op
  }: Operation<S, Q, K, Sc>): AnyOperation => {
    const [method, path] = route.split(' ') as [Uppercase<Method>, string];
    return {
      ...(op as unknown as AnyOperation),
      method: method.toLowerCase() as Method,
      path,
      tag,
    };
  };
  const list = <K extends Listed>(
    key: K,
    path: string,
    { answer, summary, description, plural, permission, spec, show }: ListOptions<K>,
  ): AnyOperation[] => [
    operation({
      route: `GET ${path}` as `GET /${string}`,
      summary,
      ...(description ? { description } : {}),
      scope: 'company',
      permission,
      list: { key, spec, shape: { window: true, sort: true } },
      answer: `${answer}[]`,
      handler: async ({ ctx, db, req, res, list: { query } }) => {
        const window = await db.window(key, spec, query);
        const rows = show ? window.rows.map(show) : window.rows;
        await sendWindow(req, res, ctx.publicUrl, { rows, total: window.total }, query);
      },
    }),
    ...(spec.countBy?.length
      ? [
          operation({
            route: `GET ${path}/counts` as `GET /${string}`,
            summary: `How many ${plural.toLowerCase()} match, in all and per value of \`_by\``,
            description:
              'The same filters and `q` as the list; the tabs of a list show these counts.',
            scope: 'company',
            permission,
            list: { key, spec, shape: { by: true } },
            answer: 'Counts',
            handler: ({ db, list: { query, by } }) => db.count(key, spec, query, by),
          }),
        ]
      : []),
    ...(spec.csv
      ? [
          operation({
            route: `GET ${path}.csv` as `GET /${string}`,
            summary: `${plural} as a CSV file for a Spanish Excel, every row the query matches`,
            description:
              'The same filters, `q` and order as the list, without a window: UTF-8 with a BOM, ' +
              "';' between fields, Spanish headers, dates and amounts as the screen shows them.",
            scope: 'company',
            permission,
            list: { key, spec, shape: { sort: true } },
            answer: 'csv',
            handler: async ({ ctx, db, req, res, list: { query } }) => {
              // The declaration's columns read this list's rows.
              const csv = spec.csv as unknown as CsvExport<ListItem<K>>;
              const { total } = await db.count(key, spec, query);
              const batches = db.rows(key, spec, query, CSV_BATCH);
              await streamCsv(req, res, csv, { total, batches }, ctx.now());
            },
          }),
        ]
      : []),
  ];
  const reads = <K extends EntityKey>(
    key: K,
    path: string,
    options: Omit<ListOptions<K>, 'summary'> & { one: string },
  ) => [
    ...list(key, path, { ...options, summary: `${options.plural}, newest first` }),
    operation({
      route: `GET ${path}/:id` as `GET /${string}`,
      summary: `One ${options.one}`,
      scope: 'company',
      permission: options.permission,
      record: key,
      answer: options.answer,
      handler: ({ record }) => record,
    }),
  ];
  return { operation, list, reads };
};

/** A JSON body declared once for the operations that share it (POST and PUT). */
export const jsonBody = <S extends AnyObjectSchema>(
  name: string,
  schema: S,
  options: Omit<JsonBody<S>, 'name' | 'schema'>,
): JsonBody<S> => ({ name, schema, ...options });

export const isJsonBody = (body: AnyOperation['body']): body is JsonBody =>
  !!body && 'example' in body;

/** Whether the operation needs `Authorization: Bearer <token>`: every scope but `public`. */
export const needsToken = (op: Pick<AnyOperation, 'scope'>) => op.scope !== 'public';
