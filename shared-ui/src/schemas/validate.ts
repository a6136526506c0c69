/** Runs a schema the way the API and the forms both need: all errors, unknown fields dropped, types checked first. */
import {
  type AnyObjectSchema,
  ArraySchema,
  BooleanSchema,
  DateSchema,
  type InferType,
  NumberSchema,
  ObjectSchema,
  type Schema,
  StringSchema,
  ValidationError,
} from 'yup';
import { SPANISH } from './locale';

export type FieldErrors = Record<string, string>;

export type Validated<S extends AnyObjectSchema> =
  | { ok: true; value: InferType<S> }
  | { ok: false; errors: FieldErrors; thrown?: unknown };

/** Flattens a yup error into one message per field path (the first one wins, as in the forms). */
export const toFieldErrors = (error: ValidationError): FieldErrors => {
  const errors: FieldErrors = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const path = item.path || '_';
    if (!(path in errors)) errors[path] = item.message;
  }
  return errors;
};

/** Names every object inherits (toString, valueOf, __proto__ ...): never a field of ours. */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** The `max` of an array schema, if it has one. */
const maxItems = (schema: ArraySchema<unknown[] | undefined, unknown>): number | undefined => {
  for (const test of schema.tests) {
    const { name, params } = test.OPTIONS ?? {};
    if (name === 'max' && typeof params?.max === 'number') return params.max;
  }
  return undefined;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether `value` has the JSON type `schema` takes, so yup may look at it. There is no coercion
 * between types: '5' is not a number, 5 is not a text, 'true' is not a boolean, and an object
 * never stands for a scalar (yup would call its `toString` or `valueOf`, which need not be
 * functions: `{"toString": 1}` made it throw). The one exception is a blank text in a number
 * field, which the schemas read as missing (`blankToUndefined`), as the forms' empty inputs are.
 * null is left to the schema's nullability; other schemas (mixed) compare without converting.
 */
export const hasSchemaType = (schema: Schema, value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  if (schema instanceof StringSchema) return typeof value === 'string';
  if (schema instanceof NumberSchema) {
    return (
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && value.trim() === '')
    );
  }
  if (schema instanceof BooleanSchema) return typeof value === 'boolean';
  if (schema instanceof DateSchema) return typeof value === 'string' || value instanceof Date;
  if (schema instanceof ArraySchema) return Array.isArray(value);
  if (schema instanceof ObjectSchema) return isPlainObject(value);
  return true;
};

/** What `prepare` found on its walk: fields it refused itself, and fields yup must refuse. */
export interface Screened {
  /** One message per path, for values yup cannot even be shown (texts, lists, objects). */
  refused: FieldErrors;
  /** Paths handed to yup as NaN, which its type check refuses with the field's own message. */
  retyped: string[];
}

/**
 * What yup should see of `input`: unknown keys are dropped before it looks a field up by name
 * (yup would find `toString` on its field map's prototype and fail inside), an array is cut to
 * one item past its schema's maximum (so 250,000 ids fail the `max` test at once instead of
 * being checked one by one), and a value of the wrong type never reaches yup's conversions. A
 * wrong number, boolean or date becomes NaN, which every one of those schemas refuses with the
 * field's type message without converting it; a wrong text, list or object is refused here
 * (yup's trim or map would throw on it) and left out.
 */
export const prepare = (
  schema: Schema | undefined,
  input: unknown,
  screened: Screened = { refused: {}, retyped: [] },
  path = '',
): unknown => {
  if (schema && !hasSchemaType(schema, input)) {
    if (
      schema instanceof NumberSchema ||
      schema instanceof BooleanSchema ||
      schema instanceof DateSchema
    ) {
      screened.retyped.push(path || '_');
      return Number.NaN;
    }
    screened.refused[path || '_'] ??= SPANISH.mixed.notType;
    return undefined;
  }
  if (Array.isArray(input)) {
    if (!(schema instanceof ArraySchema)) return input;
    const max = maxItems(schema);
    const items = max === undefined ? input : input.slice(0, max + 1);
    const inner = schema.innerType as Schema | undefined;
    return items.map((item, i) => prepare(inner, item, screened, `${path}[${i}]`));
  }
  // Only an object schema looks fields up by name; anything else gets the value as it is
  // (and the walk stays as deep as the schema, however deep the input).
  if (!isPlainObject(input) || !(schema instanceof ObjectSchema)) return input;
  const fields = schema.fields as Record<string, Schema>;
  const output: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (INHERITED.has(key) || !Object.hasOwn(fields, key)) continue;
    const prepared = prepare(fields[key], value, screened, path ? `${path}.${key}` : key);
    if (prepared !== undefined) output[key] = prepared;
  }
  return output;
};

/**
 * Runs `schema` over `input` after `prepare`: the clean value, or one Spanish message per field.
 * Anything else yup throws is a failure of this body, not of the caller: it comes back as a
 * refusal of the whole body (`_`) with the error in `thrown`, for the API to log.
 */
export const validate = async <S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<Validated<S>> => {
  const screened: Screened = { refused: {}, retyped: [] };
  const prepared = prepare(schema, input, screened);
  let errors: FieldErrors = {};
  try {
    const value = await schema.validate(prepared, { abortEarly: false, stripUnknown: true });
    const clean = Object.keys(screened.refused).length === 0 && screened.retyped.length === 0;
    if (clean) return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) {
      return {
        ok: false,
        errors: { _: SPANISH.mixed.default, ...screened.refused },
        thrown: error,
      };
    }
    errors = toFieldErrors(error);
  }
  // A retyped field a condition made optional (or transformed away) is still of the wrong type.
  for (const path of screened.retyped) errors[path] ??= SPANISH.mixed.notType;
  return { ok: false, errors: { ...errors, ...screened.refused } };
};
