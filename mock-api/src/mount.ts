/**
 * Mounts the declared operations on Express. Each gets, in this order: the token check, the
 * refusal of a forbidden act, the check of the permission it needs, the session's company's data
 * view, the :id (and its record in that company), its body parser (JSON only where a body is
 * declared, with its own size bound), its attempt limits, the validation of body and query, and
 * the handler.
 */
import express, { type Express, type Request, type RequestHandler } from 'express';
import { ipKeyGenerator, type RateLimitInfo, rateLimit } from 'express-rate-limit';
import {
  isPermission,
  meets,
  OWN_SESSION,
  type Requirement,
  SIGNED_IN,
} from 'shared-ui/permissions';
import { type FieldErrors, validate } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { CompanyDb } from './db/view';
import type { AnyObjectSchema } from 'yup';
import { requireAuth } from './auth';
import type { Context } from './context';
import { HttpError, invalid, isPlainObject, notFound, parseId } from './http';
import { parseListQuery } from './lists/query';
import { dropPoison } from './middleware';
import {
  type AnyOperation,
  isJsonBody,
  type JsonBody,
  type Limit,
  type ListDecl,
  needsToken,
  SCOPES,
  type SessionInfo,
} from './operation';
import { apiTexts } from './texts';

const MINUTE = 60_000;
export const LIMIT_WINDOW_MS = 15 * MINUTE;

/** The client's address (an IPv6 one by its /56), the default key of a limit. */
export const address = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

const limiter = ({ counts, ...spec }: Limit, ctx: Context): RequestHandler =>
  rateLimit({
    windowMs: spec.windowMs ?? LIMIT_WINDOW_MS,
    limit: typeof spec.limit === 'function' ? spec.limit(ctx) : spec.limit,
    identifier: spec.name,
    // Counted in the database when the API runs on one (every process counts the same attempts).
    ...(ctx.limits ? { store: ctx.limits(spec.name) } : {}),
    keyGenerator: (req, res) => `${spec.name}|${spec.key?.(req, res, ctx) ?? address(req)}`,
    // RateLimit / RateLimit-Policy on every answer, and Retry-After on a 429.
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: counts !== undefined && counts !== 'all',
    ...(typeof counts === 'function'
      ? { requestWasSuccessful: (req, res) => !counts(req, res) }
      : {}),
    handler: (req, res) => {
      const info = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
      const reset = info?.resetTime?.getTime() ?? Date.now() + (spec.windowMs ?? LIMIT_WINDOW_MS);
      const minutes = Math.max(1, Math.ceil((reset - Date.now()) / MINUTE));
      res.status(429).json({ message: apiTexts.tooManyRequests(minutes) });
    },
  });

/** An act no session may take: 403 with its message, before anything of the request is read. */
const refuse =
  (message: string): RequestHandler =>
  () => {
    throw new HttpError(403, { message });
  };

/**
 * What the session's user may do, as their roles stand at this request: 403 otherwise, before
 * anything of the request is read. A session signed in with a temporary password gets only the
 * change of it (and its own session) until it is changed.
 */
const allow =
  (need: Requirement): RequestHandler =>
  (_req, res, next) => {
    const session = res.locals.session as SessionInfo;
    if (!meets(session, need)) {
      const message = session.mustChangePassword ? api.mustChangePassword : api.forbidden;
      throw new HttpError(403, { message });
    }
    next();
  };

/** The session's company's data: the one view company-scoped steps and handlers use. */
const companyView =
  (ctx: Context): RequestHandler =>
  (_req, res, next) => {
    const { companyId } = res.locals.session as SessionInfo;
    const db = ctx.store.company(companyId);
    // A session whose company is gone is no session.
    if (!db) throw new HttpError(401, { message: api.unauthorized });
    res.locals.db = db;
    next();
  };

/**
 * The :id as a number, and the record it names in the session's company when the operation
 * declares one: 404 otherwise (another company's id included: it is not in this company's view).
 */
const findRecord =
  (op: AnyOperation): RequestHandler =>
  (req, res, next) => {
    const id = parseId(req.params.id);
    res.locals.id = id;
    if (op.record) {
      res.locals.record = (res.locals.db as CompanyDb).find(op.record, id);
      if (!res.locals.record) throw notFound();
    }
    next();
  };

const jsonParser = (limit = '1mb'): RequestHandler[] => [
  express.json({ limit }),
  (req, _res, next) => {
    dropPoison(req.body);
    next();
  },
];

/** A refusal: a body refused as a whole (`_` alone) says so in its message too. */
const refused = (body: Pick<JsonBody, 'message'>, errors: FieldErrors, thrown?: unknown) => {
  const whole = Object.keys(errors).length === 1 && thrown === undefined ? errors._ : undefined;
  return invalid(errors, body.message?.(errors) ?? whole ?? api.invalidBody, thrown);
};

const checkBody =
  (body: JsonBody): RequestHandler =>
  async (req, res, next) => {
    const input: unknown = req.body;
    // A body that is not an object (array, text, missing) fails as a whole, not field by field.
    if (!isPlainObject(input)) throw refused({}, { _: api.invalidBody });
    if (body.patch && Object.keys(input).length === 0) throw refused({}, { _: api.emptyPatch });
    const result = await validate(body.schema, input);
    if (!result.ok) throw refused(body, result.errors, result.thrown);
    res.locals.body = result.value;
    next();
  };

const checkQuery =
  (schema: AnyObjectSchema): RequestHandler =>
  async (req, res, next) => {
    const result = await validate(schema, { ...req.query });
    if (!result.ok) throw refused({}, result.errors, result.thrown);
    res.locals.query = result.value;
    next();
  };

/** A list's query: its window, order, filters and `q`, or a 400 naming each bad parameter. */
const checkList =
  ({ spec, shape }: ListDecl): RequestHandler =>
  (req, res, next) => {
    res.locals.list = parseListQuery(spec, shape, req.query as Record<string, unknown>);
    next();
  };

const handle =
  (op: AnyOperation, ctx: Context): RequestHandler =>
  async (req, res) => {
    const { body, query, id = 0, record, session, db, list } = res.locals;
    const answer = await op.handler({ ctx, req, res, body, query, id, record, session, db, list });
    if (res.headersSent) return;
    if (answer === undefined) res.status(op.status ?? 204).end();
    else res.status(op.status ?? 200).json(answer);
  };

/** Names a step, so a test walking the router can tell what each route does. */
const step = (name: string, handler: RequestHandler) =>
  Object.defineProperty(handler, 'name', { value: name });

/** The steps a request of `op` goes through, handler last, each named for what it does. */
export const steps = (op: AnyOperation, ctx: Context, rateLimited: boolean): RequestHandler[] => [
  ...(needsToken(op) ? [step('auth', requireAuth(ctx))] : []),
  ...(op.forbidden ? [step('forbidden', refuse(op.forbidden))] : []),
  ...(op.permission ? [step('permission', allow(op.permission))] : []),
  ...(op.scope === 'company' ? [step('company', companyView(ctx))] : []),
  ...(op.path.includes(':id') ? [step('record', findRecord(op))] : []),
  ...(isJsonBody(op.body)
    ? jsonParser(op.body.limit).map((handler) => step('json', handler))
    : op.body
      ? [step('multipart', op.body.receive(ctx))]
      : []),
  ...(rateLimited
    ? (op.limits ?? []).map((spec) => step(`limit ${spec.name}`, limiter(spec, ctx)))
    : []),
  ...(isJsonBody(op.body) ? [step('body', checkBody(op.body))] : []),
  ...(op.query ? [step('query', checkQuery(op.query.schema))] : []),
  ...(op.list ? [step('query', checkList(op.list))] : []),
  step('handler', handle(op, ctx)),
];

const isRequirement = (value: unknown) =>
  value === SIGNED_IN || value === OWN_SESSION || isPermission(value);

/**
 * Throws for a declaration that does not say how it is scoped or what permission it needs
 * (TypeScript refuses one too; this catches a cast), or that reads a record or acts on data
 * outside a company.
 */
export const checkScope = (op: AnyOperation) => {
  const where = `${op.method.toUpperCase()} ${op.path}`;
  if (!SCOPES.includes(op.scope)) {
    throw new Error(`${where} does not say how it is scoped (scope: ${SCOPES.join(', ')})`);
  }
  if (op.record && op.scope !== 'company') {
    throw new Error(`${where} reads a record, so its scope must be 'company'`);
  }
  if (op.forbidden && !needsToken(op)) {
    throw new Error(`${where} is forbidden to sessions, so it must need one`);
  }
  if (needsToken(op) && !isRequirement(op.permission)) {
    throw new Error(
      `${where} does not say what permission it needs (one of shared-ui/permissions, ${SIGNED_IN} or ${OWN_SESSION})`,
    );
  }
  if (!needsToken(op) && op.permission !== undefined) {
    throw new Error(`${where} is public: it cannot need a permission`);
  }
  if (op.list && op.query) {
    throw new Error(`${where} reads its query both as a list's and by a schema: one of them`);
  }
};

/** Mounts every operation; `rateLimited` false (env RATE_LIMIT=off) leaves their limits out. */
export const mount = (
  app: Express,
  operations: AnyOperation[],
  ctx: Context,
  rateLimited: boolean,
) => {
  // Every declaration is checked before any is mounted: a bad one stops the start.
  for (const op of operations) checkScope(op);
  for (const op of operations) app[op.method](op.path, ...steps(op, ctx, rateLimited));
};
