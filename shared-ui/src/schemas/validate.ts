/** Runs a schema the way the API and the forms both need: all errors, unknown fields dropped. */
import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';

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

export const validate = async <S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<Validated<S>> => {
  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: toFieldErrors(error) };
    return { ok: false, errors: { _: String(error) } };
  }
};
