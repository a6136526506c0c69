/** HTTP helpers for the operations: typed errors, id parsing, and what a request sent. */
import type { Request } from 'express';
import type { FieldErrors } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';

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
