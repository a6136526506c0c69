/** Runs a schema the way the API and the forms both need: all errors, unknown fields dropped. */
import {
  type AnyObjectSchema,
  ArraySchema,
  type InferType,
  ObjectSchema,
  type Schema,
  StringSchema,
  ValidationError,
} from 'yup';
import { SPANISH } from './locale';

export type FieldErrors = Record<string, string>;

export type Validated<S extends AnyObjectSchema> =
  | { ok: true; value: InferType<S> }
  | { ok: false; errors: FieldErrors };

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
 * What yup should see of `input`: unknown keys are dropped before it looks a field up by name
 * (yup would find `toString` on its field map's prototype and fail inside), an array is cut to
 * one item past its schema's maximum (so 250,000 ids fail the `max` test at once instead of
 * being checked one by one), and an object or array where a text belongs is reported here
 * (yup's trim would throw on it) and left out.
 */
export const prepare = (
  schema: Schema | undefined,
  input: unknown,
  errors: FieldErrors = {},
  path = '',
): unknown => {
  if (schema instanceof StringSchema && typeof input === 'object' && input !== null) {
    errors[path || '_'] ??= SPANISH.mixed.notType;
    return undefined;
  }
  if (Array.isArray(input)) {
    if (!(schema instanceof ArraySchema)) return input;
    const max = maxItems(schema);
    const items = max === undefined ? input : input.slice(0, max + 1);
    const inner = schema.innerType as Schema | undefined;
    return items.map((item, i) => prepare(inner, item, errors, `${path}[${i}]`));
  }
  // Only an object schema looks fields up by name; anything else gets the value as it is
  // (and the walk stays as deep as the schema, however deep the input).
  if (!isPlainObject(input) || !(schema instanceof ObjectSchema)) return input;
  const fields = schema.fields as Record<string, Schema>;
  const output: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (INHERITED.has(key) || !Object.hasOwn(fields, key)) continue;
    const prepared = prepare(fields[key], value, errors, path ? `${path}.${key}` : key);
    if (prepared !== undefined) output[key] = prepared;
  }
  return output;
};

/** A `ValidationError` becomes field errors; any other failure is a bug and is thrown. */
export const validate = async <S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<Validated<S>> => {
  const refused: FieldErrors = {};
  const prepared = prepare(schema, input, refused);
  try {
    const value = await schema.validate(prepared, { abortEarly: false, stripUnknown: true });
    if (Object.keys(refused).length > 0) return { ok: false, errors: refused };
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { ok: false, errors: { ...toFieldErrors(error), ...refused } };
  }
};
