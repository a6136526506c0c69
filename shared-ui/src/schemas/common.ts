/** Building blocks for the yup schemas: blank handling, dates, hours, capped texts. */
import * as yup from 'yup';
import { LIMITS } from '../constants';
import { api, validation } from 'shared-ui/texts';
import { maxItemsMessage } from './locale';

/**
 * Rules the conversion to JSON Schema cannot read from a yup test (a custom `test`, a rule
 * between fields), written once beside the test as JSON Schema (`meta.jsonSchema`, which the
 * API's OpenAPI document merges in). `x-` keywords are ours: `x-same-as` (equal to a sibling
 * field) and `x-end-after-start` (end strictly after start, fields joined with 'T').
 */
export const jsonSchema = (extra: Record<string, unknown>) => ({ jsonSchema: extra });

const { common } = validation;

/** '' and whitespace-only become undefined, so `required` fires instead of a type error. */
export const blankToUndefined = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.trim() === '' ? undefined : value;

/** A required, trimmed text capped at `max` characters. */
export const requiredText = (message: string, max: number = LIMITS.shortText) =>
  yup.string().trim().required(message).max(max, common.maxChars(max));

/** An optional text ('' when absent) capped at `max` characters. */
export const optionalText = (max: number = LIMITS.shortText) =>
  yup.string().trim().max(max, common.maxChars(max)).default('');

/** A required number; blank input reads as missing, non-numbers as `typeMessage`. */
export const requiredNumber = (message: string, typeMessage: string = common.numeric) =>
  yup.number().transform(blankToUndefined).typeError(typeMessage).required(message);

/** Whether 'YYYY-MM-DD' names a day of the calendar ('2026-02-30' does not). */
export const isRealDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
};

/** A calendar date as 'YYYY-MM-DD'. */
export const dateString = (message: string) =>
  yup
    .string()
    .trim()
    .required(message)
    .matches(/^\d{4}-\d{2}-\d{2}$/, common.invalidDate)
    .test('real-date', common.invalidDate, (v) => !v || isRealDate(v))
    .meta(jsonSchema({ format: 'date' }));

/** A time of day as 'HH:mm'. */
export const hourString = (message: string) =>
  yup
    .string()
    .trim()
    .required(message)
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, common.invalidHour);

/** An email: required with `message`, then well-formed. */
export const email = (message: string) => requiredText(message).email(common.email);

/** Whether end (date, optional hour) falls strictly after start. Missing parts pass: `required` reports them. */
export const endsAfterStart = (
  startDate?: string,
  endDate?: string,
  startHour = '00:00',
  endHour = '23:59',
): boolean => {
  if (!startDate || !endDate) return true;
  return `${endDate}T${endHour}` > `${startDate}T${startHour}`;
};

/** The most ids one association list may hold (a campaign's products, profiles, bases). */
export const MAX_LINKED_IDS = 1000;

/** A list of ids, at most MAX_LINKED_IDS of them. */
export const idList = () =>
  yup
    .array(yup.number().integer().min(1).required())
    .max(MAX_LINKED_IDS, maxItemsMessage(MAX_LINKED_IDS))
    .default([]);

/**
 * A PATCH body: any of `schema`'s fields, at least one of them (api.emptyPatch otherwise); each
 * one sent is checked as in the whole body.
 */
export const someOf = <S extends yup.AnyObject>(schema: yup.ObjectSchema<S>) =>
  optionalFields(schema)
    .test('some-field', api.emptyPatch, (value) =>
      Object.values(value ?? {}).some((v) => v !== undefined),
    )
    .meta(
      jsonSchema({ anyOf: Object.keys(schema.fields).map((field) => ({ required: [field] })) }),
    );

/** `schema` with every field optional and without a default: what is not sent stays out. */
export const optionalFields = <S extends yup.AnyObject>(schema: yup.ObjectSchema<S>) =>
  schema
    .partial()
    .shape(
      Object.fromEntries(
        Object.entries(schema.fields).map(([key, field]) => [
          key,
          (field as yup.Schema).optional().default(undefined),
        ]),
      ),
    ) as unknown as yup.ObjectSchema<Partial<S>>;

/** The fields `schema` requires (those without a default that are not optional). */
export const requiredFields = (schema: { describe: () => yup.SchemaObjectDescription }) =>
  Object.entries(schema.describe().fields)
    .filter(([, field]) => !(field as { optional: boolean }).optional)
    .map(([key]) => key);

/** An option from a fixed list. */
export const oneOfText = <T extends string>(options: readonly T[], message: string) =>
  yup
    .string()
    .trim()
    .required(message)
    .oneOf([...options], validation.common.invalidOption);
