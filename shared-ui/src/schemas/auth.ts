/** Login, registration, recovery and password-change schemas (SPEC.md section 5). */
import * as yup from 'yup';
import { LIMITS } from '../constants';
import { validation } from 'shared-ui/texts';
import { email, jsonSchema, requiredText } from './common';

const { login, password: pw, account } = validation;

/** At least 8 characters with a lowercase, an uppercase and one of @#$%^&+*=. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[@#$%^&+*=]).{8,}$/;

export const loginSchema = yup.object({
  username: requiredText(login.username),
  password: yup.string().required(login.password).max(LIMITS.shortText),
  remember: yup.boolean().default(false),
});

const newPassword = yup
  .string()
  .max(LIMITS.shortText)
  .test('not-blank', pw.newRequired, (v) => typeof v === 'string' && v.trim() !== '')
  .required(pw.newRequired)
  .test('format', pw.format, (v) => !v || v.trim() === '' || PASSWORD_PATTERN.test(v))
  .meta(jsonSchema({ pattern: PASSWORD_PATTERN.source }));

const confirmation = yup
  .string()
  .max(LIMITS.shortText)
  .test('not-blank', pw.confirmRequired, (v) => typeof v === 'string' && v.trim() !== '')
  .required(pw.confirmRequired)
  .test(
    'matches',
    pw.mismatch,
    (v, ctx) => !v || v.trim() === String(ctx.parent.password ?? '').trim(),
  )
  .meta(jsonSchema({ 'x-same-as': 'password' }));

export const registerSchema = yup.object({
  email: email(account.emailRequired),
  password: newPassword,
  confirm: confirmation,
});

export const recoverSchema = yup.object({
  email: email(account.emailRequired),
});

export const passwordChangeSchema = yup.object({
  current: yup
    .string()
    .max(LIMITS.shortText)
    .test('not-blank', pw.currentRequired, (v) => typeof v === 'string' && v.trim() !== '')
    .required(pw.currentRequired),
  password: newPassword,
  confirm: confirmation,
});
