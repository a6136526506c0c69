/** HTTP helpers for the routes: typed errors, id parsing, body validation, cached JSON replies. */
import type { Request, RequestHandler, Response } from 'express';
import { type FieldErrors, validate } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { AnyObjectSchema, InferType } from 'yup';
import type { Store } from './db/store';
import type { Key } from './db/types';

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

/** The request body as an object with at least one key, or a 400. */
export const patchBody = (req: Request): Record<string, unknown> => {
  const body: unknown = req.body;
  if (!isPlainObject(body)) throw invalid({ _: api.invalidBody });
  if (Object.keys(body).length === 0) throw invalid({ _: api.emptyPatch }, api.emptyPatch);
  return body;
};

/** Validates `input` with a shared schema: the clean value, or a 400 with one message per field. */
export const parse = async <S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<InferType<S>> => {
  // A body that is not an object (array, string, missing) fails as a whole, not field by field.
  if (!isPlainObject(input)) throw invalid({ _: api.invalidBody });
  const result = await validate(schema, input);
  if (!result.ok) throw invalid(result.errors, api.invalidBody, result.thrown);
  return result.value;
};

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
export const sendList =
  (store: Store, key: Key): RequestHandler =>
  async (req, res) => {
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
