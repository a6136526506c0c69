/** Top-up and wallet schemas (SPEC.md section 5; DESIGN.md section 3). */
import * as yup from 'yup';
import { LIMITS, PAYMENT_METHODS } from '../constants';
import { validation } from 'shared-ui/texts';
import { isRealDate, jsonSchema, optionalText, requiredNumber, requiredText } from './common';

const m = validation.topUp;

/** The most one top-up may credit (USD): a larger payment is notified in parts. */
export const MAX_TOP_UP = 1_000_000;
/** The most a balance may hold (USD). */
export const MAX_BALANCE = 1e12;

/** The methods a top-up may name: what the wallet's drawer lists, by their Spanish names. */
export const PAYMENT_METHOD_NAMES = PAYMENT_METHODS.map((method) => method.label);

/**
 * A day ('2026-03-01') or a moment as `Date#toISOString` writes it, or with an offset
 * ('2026-03-01T10:00:00-04:00').
 */
const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?(Z|[+-]\d{2}:\d{2}))?$/;
export const isIsoDate = (v: string) =>
  ISO_DATE.test(v) && isRealDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v));

/** The top-up form: amount and transaction number. */
export const topUpFormSchema = yup.object({
  // Amounts are kept in cents: the least is one.
  mont: requiredNumber(m.amountRequired, m.amountPositive)
    .min(0.01, m.amountPositive)
    .max(MAX_TOP_UP, m.amountMax),
  transaction: requiredText(m.transactionRequired, 100),
});

/** POST /recargas. */
export const topUpSchema = topUpFormSchema.shape({
  // A test rather than oneOf: yup checks oneOf before `required`, and an empty method must read
  // as missing, not as unknown.
  method: requiredText(m.methodRequired)
    .test('listed-method', m.methodUnknown, (v) => !v || PAYMENT_METHOD_NAMES.includes(v as never))
    .meta(jsonSchema({ enum: PAYMENT_METHOD_NAMES })),
  date: yup
    .string()
    .trim()
    // Left out, it is the moment of the request; given, it must be a real one (blank is not).
    .test('iso-date', validation.common.invalidDate, (v) => v === undefined || isIsoDate(v))
    .meta(jsonSchema({ anyOf: [{ format: 'date' }, { format: 'date-time' }] }))
    .optional(),
  description: optionalText(LIMITS.shortText).default('Recarga'),
});

/** A balance as stored (corrections are the provider's command, never a client's call). */
export const walletSchema = yup.object({
  total: requiredNumber(validation.common.required).min(0).max(MAX_BALANCE),
});
