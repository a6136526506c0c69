/** HTTP helpers for the operations: typed errors, id parsing, cached JSON replies, a collection's reads. */
import type { Request, Response } from 'express';
import type { FieldErrors } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { EntityKey } from './db/types';
import type { CompanyDb } from './db/view';

/**
 * An error with the status and JSON body to answer with. A `cause` is an error of ours behind
 * the answer (yup throwing on a body): the error handler logs it, the client never sees it.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; errors?: FieldErrors },
    cause?: unknown,
  ) {
    super(body.message, cause === undefined ? undefined : { cause });
  }
}

export const notFound = () => new HttpError(404, { message: api.notFound });

export const invalid = (errors: FieldErrors, message: string = api.invalidBody, cause?: unknown) =>
  new HttpError(400, { message, errors }, cause);

/** A route id: a positive integer, otherwise the resource cannot exist. */
export const parseId = (raw: unknown): number => {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,8}$/.test(raw)) throw notFound();
  return Number(raw);
};

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the client sent `key` (PUT keeps stored values of optional parts it left out). */
export const sent = (req: Request, key: string) =>
  isPlainObject(req.body) && Object.hasOwn(req.body, key);

/** Sends already-serialised JSON, such as a cached collection. */
export const sendJson = (res: Response, json: Buffer, status = 200) => {
  res.status(status).type('application/json').send(json);
};

/** Below this size gzip is not worth a round of compression. */
const GZIP_MIN_BYTES = 1024;

type Listed = EntityKey | 'inboundGraph';

/**
 * GET of a company's whole collection: the committed JSON, served gzipped (cached) when the
 * client takes it.
 */
export const sendList = async (db: CompanyDb, key: Listed, req: Request, res: Response) => {
  res.vary('Accept-Encoding');
  const json = db.json(key);
  if (json.length < GZIP_MIN_BYTES || req.acceptsEncodings('gzip') !== 'gzip') {
    sendJson(res, json);
    return;
  }
  const body = await db.gzip(key);
  res.set('Content-Encoding', 'gzip');
  sendJson(res, body);
};

/** A handler answering with the whole of the session's company's `key`. */
export const listOf =
  (key: Listed) =>
  ({ db, req, res }: { db: CompanyDb; req: Request; res: Response }) =>
    sendList(db, key, req, res);
