/** Cross-cutting middleware: the request log line, prototype keys, 404 and the error handler. */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { api } from 'shared-ui/texts';
import { HttpError } from './http';

export type Logger = (line: string) => void;

/** One line per request: method, path, status, milliseconds. */
export const requestLog =
  (log: Logger): RequestHandler =>
  (req, res, next) => {
    const start = process.hrtime.bigint();
    res.once('close', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      log(`${req.method} ${req.originalUrl.split('?')[0]} ${status} ${ms.toFixed(1)}ms`);
    });
    next();
  };

/** Keys that could reach an object's prototype never survive parsing. */
const POISON = ['__proto__', 'constructor', 'prototype'];

/**
 * Removes the POISON keys at any depth. A walk after parsing rather than a JSON.parse
 * reviver: the reviver is a call per value (250,000 ids cost the event loop 0.2-0.6 s on
 * this machine), the walk only looks into objects and arrays. It keeps its own stack, so
 * 400,000 nested brackets cannot overflow the call stack.
 */
export const dropPoison = (body: unknown): void => {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) pending.push(item);
      continue;
    }
    const record = value as Record<string, unknown>;
    for (const key of POISON) if (Object.hasOwn(record, key)) delete record[key];
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (typeof child === 'object' && child !== null) pending.push(child);
    }
  }
};

export const notFoundHandler: RequestHandler = () => {
  throw new HttpError(404, { message: api.notFound });
};

const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
}

/** Maps every failure to a JSON answer without a stack trace; unknown errors are 500s. */
export const errorHandler = (log: Logger = (line) => console.error(line)): ErrorRequestHandler =>
  function errorHandler(error: unknown, req, res, next) {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof HttpError) {
      // The body was refused, but something of ours threw on the way: the client gets its
      // answer, and the log gets the error to fix.
      if (error.cause !== undefined)
        log(`error: ${req.method} ${req.path}: ${describe(error.cause)}`);
      res.status(error.status).json(error.body);
      return;
    }
    // The router could not percent-decode a path parameter (`/products/%E0%A4%A`): no resource
    // has that id, so it is an unknown one like any other malformed id.
    if (error instanceof URIError) {
      res.status(404).json({ message: api.notFound });
      return;
    }
    const e = (typeof error === 'object' && error !== null ? error : {}) as HttpLikeError;
    const status = Number(e.status ?? e.statusCode);
    if (e.type === 'entity.parse.failed') {
      res.status(400).json({ message: api.malformedJson });
    } else if (e.type === 'entity.too.large' || status === 413) {
      res.status(413).json({ message: api.tooLarge });
    } else if (Number.isInteger(status) && status >= 400 && status < 500) {
      res.status(status).json({ message: api.invalidBody });
    } else {
      log(`error: ${req.method} ${req.path}: ${describe(error)}`);
      res.status(500).json({ message: api.internal });
    }
  };
