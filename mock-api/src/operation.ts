/**
 * One declaration per operation: method, path, scope, body (a shared yup schema), query, answers,
 * summary, tag, attempt limits and handler. `mount.ts` mounts Express from these and validates
 * with them; the OpenAPI document and the README tables are built from them (`openapi/`), so a
 * route cannot exist undocumented, nor unscoped.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { FieldErrors } from 'shared-ui/schemas';
import type { AnyObjectSchema, InferType } from 'yup';
import type { Context } from './context';
import type { EntityKey, Item } from './db/types';
import type { CompanyDb } from './db/view';
import { listOf } from './http';
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

/** What a success answers: a component of `ANSWERS`, a list of one, or another kind of body. */
export type Success =
  | keyof typeof ANSWERS
  | `${keyof typeof ANSWERS}[]`
  | 'none'
  | 'file'
  | 'html'
  | 'javascript'
  | 'asset'
  | 'document';

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

/** The signed-in session of a request: its user, their company, and the token's hash. */
export interface SessionInfo {
  userId: number;
  /** The user's email: who a change was made by. */
  email: string;
  companyId: number;
  tokenHash: string;
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

export interface Operation<
  S extends AnyObjectSchema = never,
  Q extends AnyObjectSchema = never,
  K extends EntityKey = never,
  Sc extends Scope = Scope,
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
  'route' | 'body' | 'query' | 'record' | 'handler' | 'scope'
> & {
  scope: Scope;
  method: Method;
  path: string;
  tag: Tag;
  body?: JsonBody | MultipartBody;
  query?: Query;
  record?: EntityKey;
  handler: (call: Call) => unknown;
};

/**
 * The declarations of one area of the API (one tag): `operation` types a handler from its body,
 * query and record; `reads` declares a collection's list and detail.
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
  const reads = <K extends EntityKey>(
    key: K,
    path: string,
    { answer, plural, one }: { answer: keyof typeof ANSWERS; plural: string; one: string },
  ) => [
    operation({
      route: `GET ${path}` as `GET /${string}`,
      summary: `${plural}, newest first`,
      scope: 'company',
      answer: `${answer}[]`,
      handler: listOf(key),
    }),
    operation({
      route: `GET ${path}/:id` as `GET /${string}`,
      summary: `One ${one}`,
      scope: 'company',
      record: key,
      answer,
      handler: ({ record }) => record,
    }),
  ];
  return { operation, reads };
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
