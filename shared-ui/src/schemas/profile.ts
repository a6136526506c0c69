/** Operator profile and CSV bulk-import schemas (SPEC.md section 5). */
import * as yup from 'yup';
import { LIMITS, ROLES } from '../constants';
import { validation } from 'shared-ui/texts';
import { email, jsonSchema, optionalText, requiredText } from './common';
import { maxItemsMessage } from './locale';

const m = validation.profile;

/** The phone rule, one message at a time: empty, then non-numeric, then not 10 digits. */
export const phoneMessage = (value: unknown): string | null => {
  const phone = typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
  if (phone === '') return m.phoneRequired;
  if (!/^\d+$/.test(phone)) return m.phoneNumeric;
  if (phone.length !== LIMITS.phoneDigits) return m.phoneIncomplete;
  return null;
};

export const phone = () =>
  yup
    .string()
    .trim()
    .default('')
    .required(m.phoneRequired)
    .test('phone', m.phoneRequired, function check(v) {
      const message = phoneMessage(v);
      return message ? this.createError({ message }) : true;
    })
    .meta(jsonSchema({ pattern: `^\\d{${LIMITS.phoneDigits}}$` }));

export const roleList = (message: string) =>
  yup
    .array(
      yup
        .string()
        .oneOf([...ROLES], validation.common.invalidOption)
        .required(),
    )
    .min(1, message)
    .max(ROLES.length, maxItemsMessage(ROLES.length))
    .required(message);

/** One contact: the fields a CSV row carries. */
export const contactSchema = yup.object({
  name: requiredText(m.name),
  lastName: requiredText(m.lastName),
  email: email(m.email),
  phone: phone(),
});

/** POST and PUT /profiles. */
export const profileSchema = contactSchema.shape({
  role: roleList(m.role),
  campain: optionalText(),
});

/** POST /profiles/bulk: up to 100 contacts that all get the same roles. */
export const bulkImportSchema = yup.object({
  profiles: yup
    .array(contactSchema.shape({ campain: optionalText() }))
    .min(1, validation.bulk.empty)
    .max(LIMITS.bulkContacts, validation.bulk.tooMany)
    .required(validation.bulk.empty),
  role: roleList(validation.bulk.roles),
});

/** The bulk import's role step: roles plus the required permission checkbox. */
export const bulkRolesSchema = yup.object({
  role: roleList(validation.bulk.roles),
  permission: yup
    .boolean()
    .oneOf([true], validation.bulk.permission)
    .required(validation.bulk.permission),
});
