/** Top-up and wallet schemas (SPEC.md section 5; DESIGN.md section 3). */
import * as yup from 'yup';
import { LIMITS } from '../constants';
import { validation } from 'shared-ui/texts';
import { isRealDate, jsonSchema, optionalText, requiredNumber, requiredText } from './common';

const m = validation.topUp;

export const MAX_TOP_UP = 1_000_000;

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
    .max(MAX_TOP_UP, `El monto máximo por recarga es ${MAX_TOP_UP}`),
  transaction: requiredText(m.transactionRequired, 100),
});

/** POST /recargas. */
export const topUpSchema = topUpFormSchema.shape({
  method: requiredText(m.methodRequired),
  date: yup
    .string()
    .trim()
    // Left out, it is the moment of the request; given, it must be a real one (blank is not).
    .test('iso-date', validation.common.invalidDate, (v) => v === undefined || isIsoDate(v))
    .meta(jsonSchema({ anyOf: [{ format: 'date' }, { format: 'date-time' }] }))
    .optional(),
  description: optionalText(LIMITS.shortText).default('Recarga'),
});

/** PUT /walletuser/:id (corrections). */
export const walletSchema = yup.object({
  total: requiredNumber(validation.common.required).min(0).max(1e12),
});
