/** /client-errors: the browsers' error reports, kept bounded, and their list for operators. */
import { SIGNED_IN } from 'shared-ui/permissions';
import {
  CLIENT_ERROR_MAX_BYTES,
  CLIENT_ERROR_PHASES,
  type ClientErrorRecord,
  clientErrorQuerySchema,
  clientErrorSchema,
  texts,
} from 'shared-ui/schemas';
import { field, recordList } from '../lists/spec';
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

/** The reports operators list: by area, release, phase or code, and since a moment. */
const reportList = recordList<ClientErrorRecord>({
  fields: {
    code: field.text(),
    area: field.text(),
    release: field.text(),
    route: field.text(),
    phase: field.enum(CLIENT_ERROR_PHASES),
  },
  sort: ['area', 'phase', 'code'],
  search: ['code', 'message', 'route'],
  aliases: {
    since: {
      field: 'createdAt',
      op: 'gte',
      schema: { type: 'string', format: 'date-time' },
      example: '2026-03-01T10:00:00.000Z',
      description: 'Only the reports received at or after this moment (a date-time)',
      read: (raw) =>
        clientErrorQuerySchema.isValidSync({ since: raw })
          ? new Date(raw).toISOString()
          : undefined,
      error: texts.validation.common.invalidDate,
    },
  },
});

const { operation, list } = area('Errores');

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
  ...list('clientErrors', '/client-errors', {
    answer: 'ClientError',
    plural: 'Error reports',
    summary: "The company's error reports, newest first",
    description: '`since` (a date-time) lists only those received at or after that moment.',
    permission: 'status.read',
    spec: reportList,
  }),
];
