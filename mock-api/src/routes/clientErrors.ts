/** /client-errors: the browsers' error reports, kept bounded, and their list for operators. */
import { SIGNED_IN } from 'shared-ui/permissions';
import {
  CLIENT_ERROR_MAX_BYTES,
  clientErrorQuerySchema,
  clientErrorSchema,
} from 'shared-ui/schemas';
import { sendList } from '../http';
import { area, jsonBody } from '../operation';

/**
 * The most reports kept per company: a new one past it drops that company's oldest, in the same
 * write, so one company's flood never pushes out another's reports.
 */
export const CLIENT_ERRORS_KEPT = 500;

/** Reports one session may send per minute: a tab in an error loop cannot flood the file. */
export const CLIENT_ERROR_REPORTS = { limit: 30, windowMs: 60_000 } as const;

/**
 * Reports one company's sessions may send per minute together: many fresh sessions of one
 * company cannot do what one cannot, nor starve another company's reports.
 */
export const CLIENT_ERROR_REPORTS_PER_COMPANY = { limit: 120, windowMs: 60_000 } as const;

const { operation } = area('Errores');

export const clientErrorOperations = [
  operation({
    route: 'POST /client-errors',
    summary: 'Report an error seen in the browser',
    description:
      `At most ${CLIENT_ERROR_REPORTS.limit} reports a minute per session and ` +
      `${CLIENT_ERROR_REPORTS_PER_COMPANY.limit} per company. Only the report's fields are kept ` +
      `(with its id and the moment it arrived), and only the newest ${CLIENT_ERRORS_KEPT} reports ` +
      'of each company. Nothing is echoed back.',
    scope: 'company',
    permission: SIGNED_IN,
    body: jsonBody('ClientErrorReport', clientErrorSchema, {
      limit: `${CLIENT_ERROR_MAX_BYTES}b`,
      example: {
        code: 'K7QM-2XHD',
        area: 'products',
        release: '3f9a0c1b2d4e',
        route: '/productos/editar/:id',
        phase: 'render',
        message: "Cannot read properties of undefined (reading 'name')",
        stack: '',
        count: 1,
      },
    }),
    limits: [
      {
        name: 'client-errors',
        ...CLIENT_ERROR_REPORTS,
        // Per session (the token's hash; auth has run): every tab behind one address, such as
        // an office's, gets its own count, and one looping tab cannot silence the others.
        key: (_req, res) => `session ${res.locals.tokenHash}`,
      },
      {
        name: 'client-errors-company',
        ...CLIENT_ERROR_REPORTS_PER_COMPANY,
        key: (_req, res) => `company ${res.locals.session.companyId}`,
      },
    ],
    status: 204,
    answer: 'none',
    handler: ({ db, body }) =>
      db.write((tx) => {
        // Field by field: whatever else a report carried is not kept.
        const { code, area, release, route, phase, message, stack, count } = body;
        tx.insert('clientErrors', { code, area, release, route, phase, message, stack, count });
        const reports = tx.list('clientErrors');
        if (reports.length <= CLIENT_ERRORS_KEPT) return;
        // Newest first: the oldest are at the end.
        const dropped = new Set(reports.slice(CLIENT_ERRORS_KEPT).map((report) => report.id));
        tx.removeWhere('clientErrors', (report) => dropped.has(report.id));
      }),
  }),
  operation({
    route: 'GET /client-errors',
    summary: "The company's error reports, newest first",
    description: '`since` (a date-time) lists only those received at or after that moment.',
    scope: 'company',
    permission: 'status.read',
    query: { schema: clientErrorQuerySchema, example: { since: '2026-03-01T10:00:00.000Z' } },
    answer: 'ClientError[]',
    handler: ({ db, req, res, query: { since } }) => {
      if (since === undefined) return sendList(db, 'clientErrors', req, res);
      const from = Date.parse(since);
      return db.list('clientErrors').filter((report) => Date.parse(report.createdAt) >= from);
    },
  }),
];
