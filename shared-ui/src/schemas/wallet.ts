/** Top-up and wallet schemas (SPEC.md section 5; DESIGN.md section 3). */
import * as yup from 'yup';
import { LIMITS } from '../constants';
import { validation } from 'shared-ui/texts';
import { optionalText, requiredNumber, requiredText } from './common';

const m = validation.topUp;

export const MAX_TOP_UP = 1_000_000;

/** The top-up form: amount and transaction number. */
export const topUpFormSchema = yup.object({
  mont: requiredNumber(m.amountRequired, m.amountPositive)
    .moreThan(0, m.amountPositive)
    .max(MAX_TOP_UP, `El monto máximo por recarga es ${MAX_TOP_UP}`),
  transaction: requiredText(m.transactionRequired, 100),
});

/** POST /recargas. */
export const topUpSchema = topUpFormSchema.shape({
  method: requiredText(m.methodRequired),
  date: yup
    .string()
    .trim()
    .max(40)
    .test('iso-date', validation.common.invalidDate, (v) => !v || !Number.isNaN(Date.parse(v)))
    .optional(),
  description: optionalText(LIMITS.shortText).default('Recarga'),
});

/** PUT /walletuser/:id (corrections). */
export const walletSchema = yup.object({
  total: requiredNumber(validation.common.required).min(0).max(1e12),
});
