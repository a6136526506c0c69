/**
 * An error report from the browser (POST /client-errors): which area failed, in which release, on
 * which route and in which phase, with the code the error page shows. It carries no user data:
 * the shell strips the message and the stack before it sends them (shell/src/errors/), and the
 * API keeps only these fields.
 */
import * as yup from 'yup';
import { validation } from 'shared-ui/texts';
import { CLIENT_ERROR_LIMITS } from '../constants';
import { jsonSchema } from './common';
import { isIsoDate } from './wallet';

const m = validation.clientError;

/** Where an error happened: loading an area's code, drawing a page, loading data, or any other time. */
export const CLIENT_ERROR_PHASES = ['load', 'render', 'data', 'runtime'] as const;
export type ClientErrorPhase = (typeof CLIENT_ERROR_PHASES)[number];

/** The most a report's JSON may weigh; more is a 413. */
export const CLIENT_ERROR_MAX_BYTES = 8 * 1024;

/**
 * The code the user reads out to support: 8 characters of Crockford's base 32 (no I, L, O or U),
 * in two groups ('K7QM-2XHD').
 */
export const ERROR_CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** An area's name as the registry keys it ('products'), or 'shell'. */
const AREA = /^[a-z][a-z0-9-]*$/;
/** A release id ('3f9a0c1b2d4e'), 'dev' for a dev server. */
const RELEASE = /^[A-Za-z0-9._-]+$/;

const { maxChars } = validation.common;

export const clientErrorSchema = yup.object({
  code: yup.string().required(m.code).matches(ERROR_CODE, m.code),
  area: yup
    .string()
    .required(m.area)
    .max(CLIENT_ERROR_LIMITS.area, maxChars(CLIENT_ERROR_LIMITS.area))
    .matches(AREA, m.area),
  release: yup
    .string()
    .max(CLIENT_ERROR_LIMITS.release, maxChars(CLIENT_ERROR_LIMITS.release))
    .matches(RELEASE, m.release)
    .nullable()
    .default(null),
  route: yup
    .string()
    .required(m.route)
    .max(CLIENT_ERROR_LIMITS.route, maxChars(CLIENT_ERROR_LIMITS.route))
    .test('path', m.route, (v) => !v || (v.startsWith('/') && !v.startsWith('//')))
    .meta(jsonSchema({ pattern: '^/(?!/)' })),
  phase: yup.string().required(m.phase).oneOf(CLIENT_ERROR_PHASES, m.phase),
  message: yup
    .string()
    .trim()
    .required(m.message)
    .max(CLIENT_ERROR_LIMITS.message, maxChars(CLIENT_ERROR_LIMITS.message)),
  stack: yup
    .string()
    .max(CLIENT_ERROR_LIMITS.stack, maxChars(CLIENT_ERROR_LIMITS.stack))
    .default(''),
  count: yup
    .number()
    .integer(m.count)
    .min(1, m.count)
    .max(CLIENT_ERROR_LIMITS.count, m.count)
    .default(1),
});

/** What the shell sends. */
export type ClientErrorReport = yup.InferType<typeof clientErrorSchema>;

/** What the API keeps and lists (GET /client-errors): the report, its id and when it arrived. */
export interface ClientErrorRecord extends ClientErrorReport {
  id: number;
  createdAt: string;
}

/**
 * GET /client-errors?since=…: only the reports received since that moment. A moment, with its
 * time and offset ('2026-03-01T10:00:00.000Z'), as the document's `date-time` says: a day alone
 * is refused.
 */
export const clientErrorQuerySchema = yup.object({
  since: yup
    .string()
    .test(
      'date-time',
      validation.common.invalidDate,
      (v) => v === undefined || (v.includes('T') && isIsoDate(v)),
    )
    .meta(jsonSchema({ format: 'date-time' })),
});
