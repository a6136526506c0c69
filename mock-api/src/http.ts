/** HTTP helpers for the operations: typed errors, id parsing, cached JSON replies, a collection's reads. */
import type { Request, Response } from 'express';
import type { FieldErrors } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { Store } from './db/store';
import type { Key } from './db/types';
import type { Call } from './operation';

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

/** GET of a whole collection: the committed JSON, served gzipped (cached) when the client takes it. */
export const sendList = async (store: Store, key: Key, req: Request, res: Response) => {
  res.vary('Accept-Encoding');
  const json = store.json(key);
  if (json.length < GZIP_MIN_BYTES || req.acceptsEncodings('gzip') !== 'gzip') {
    sendJson(res, json);
    return;
  }
  const body = await store.gzip(key);
  res.set('Content-Encoding', 'gzip');
  sendJson(res, body);
};

/** A handler answering with the whole of `key`. */
export const listOf =
  (key: Key) =>
  ({ ctx, req, res }: Call) =>
    sendList(ctx.store, key, req, res);
