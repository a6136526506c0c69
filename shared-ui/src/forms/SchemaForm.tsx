/** Formik + a shared yup schema + antd layout: the one way forms are built. */
import Form from 'antd/es/form';
import {
  Formik,
  type FormikErrors,
  type FormikHelpers,
  type FormikProps,
  type FormikValues,
  prepareDataForValidation,
  setIn,
} from 'formik';
import { createContext, type ReactNode, useContext, useRef, useState } from 'react';
import type { AnyObjectSchema } from 'yup';
import { type FieldErrors, validate } from 'shared-ui/schemas';
import { ApiError } from 'shared-ui/session';
import { FormGuard } from './unsaved';

const FormIdContext = createContext('form');

/** The DOM id of a field, unique per form so labels tie to their inputs. */
export const useFieldId = (name: string) =>
  `${useContext(FormIdContext)}-${name.replace(/[^\w-]/g, '-')}`;

export interface SchemaFormProps<V extends FormikValues> {
  /** Prefix of the field ids; unique on the page. */
  id: string;
  schema: AnyObjectSchema;
  initialValues: V;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<unknown> | unknown;
  /** Inputs shown but not editable (the read-only frames). */
  disabled?: boolean;
  /** Re-initialise when `initialValues` changes (forms that load their record). */
  enableReinitialize?: boolean;
  /** Ask before leaving with unsaved changes (default); off for the public pages' forms. */
  guardUnsaved?: boolean;
  /**
   * Whether a successful submit saves the values (default), so leaving after it asks nothing;
   * false for a wizard's intermediate steps.
   */
  submitSaves?: boolean;
  children: (formik: FormikProps<V>) => ReactNode;
}

/** Per-path messages ('profiles[1].phone') as formik's nested errors. */
const nested = <V,>(fieldErrors: FieldErrors): FormikErrors<V> => {
  let errors = {};
  for (const [path, message] of Object.entries(fieldErrors)) errors = setIn(errors, path, message);
  return errors;
};

/** Puts the API's per-field messages (e.g. 'profiles[1].phone') on the form. */
export const applyFieldErrors = <V,>(
  error: unknown,
  helpers: Pick<FormikHelpers<V>, 'setErrors'>,
) => {
  if (!(error instanceof ApiError)) return;
  helpers.setErrors(nested<V>(error.fieldErrors));
};

/**
 * The form's errors from the validation step the API runs too (`validate`: types checked before
 * yup converts anything), after formik's own preparation (an empty input reads as missing).
 */
export const validateValues = async <V extends FormikValues>(
  schema: AnyObjectSchema,
  values: V,
): Promise<FormikErrors<V>> => {
  const result = await validate(schema, prepareDataForValidation(values));
  return result.ok ? {} : nested<V>(result.errors);
};

export function SchemaForm<V extends FormikValues>({
  id,
  schema,
  initialValues,
  onSubmit,
  disabled,
  enableReinitialize,
  guardUnsaved = true,
  submitSaves = true,
  children,
}: SchemaFormProps<V>) {
  const [savedJson, setSavedJson] = useState<string | null>(null);
  // Read at the end of the submit: a wizard step may change it while the submit runs.
  const saves = useRef(submitSaves);
  saves.current = submitSaves;
  return (
    <Formik<V>
      initialValues={initialValues}
      validate={(values) => validateValues(schema, values)}
      enableReinitialize={enableReinitialize}
      onSubmit={async (values, helpers) => {
        try {
          // Submit what the schema casts: trimmed texts, numbers from inputs, unknown keys dropped.
          const cast = schema.cast(values, { stripUnknown: true, assert: false }) as V;
          const savesValues = saves.current;
          await onSubmit(cast, helpers);
          if (savesValues) setSavedJson(JSON.stringify(values));
        } catch (error) {
          applyFieldErrors(error, helpers);
        }
      }}
    >
      {(formik) => (
        <FormIdContext.Provider value={id}>
          <form id={id} noValidate onSubmit={formik.handleSubmit} onReset={formik.handleReset}>
            <FormGuard<V> formId={id} savedJson={savedJson} enabled={guardUnsaved && !disabled} />
            <Form component={false} layout="vertical" disabled={disabled || formik.isSubmitting}>
              {children(formik)}
            </Form>
          </form>
        </FormIdContext.Provider>
      )}
    </Formik>
  );
}
