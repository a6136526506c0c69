/**
 * Forms never lose work silently: each form reports whether it holds unsaved changes, and one
 * prompt per page asks before an in-app navigation leaves them (the browser asks on reload or
 * tab close, see session/unsaved.ts). A failed submit brings the first invalid field into view.
 * The prompt itself is in UnsavedChangesPrompt.tsx: pages with a form (the login) need no dialog.
 */
import { type FormikValues, useFormikContext } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { useUnsavedStore } from 'shared-ui/session';

/** Marks the calling component's work as unsaved while `dirty`; forgotten when it unmounts. */
export function useUnsavedChanges(dirty: boolean): void {
  const id = useId();
  const setDirty = useUnsavedStore((s) => s.setDirty);
  useEffect(() => {
    setDirty(id, dirty);
  }, [id, dirty, setDirty]);
  useEffect(() => () => setDirty(id, false), [id, setDirty]);
}

const INVALID = '.ant-form-item-has-error, [aria-invalid="true"]';
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), button:not([disabled])';

/** Scrolls to the first field in error inside `form` and focuses its input; false when none. */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  const invalid = form?.querySelector<HTMLElement>(INVALID);
  if (!invalid) return false;
  const target = invalid.matches(FOCUSABLE)
    ? invalid
    : (invalid.querySelector<HTMLElement>(FOCUSABLE) ?? invalid);
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Inside a SchemaForm: reports its unsaved changes (none while a submit runs, nor once the
 * values shown were saved) and, after a failed submit, focuses the first invalid field.
 */
export function FormGuard<V extends FormikValues>({
  formId,
  savedJson,
  enabled,
}: {
  formId: string;
  /** JSON of the values last saved by a submit, or null. */
  savedJson: string | null;
  enabled: boolean;
}) {
  const { dirty, isSubmitting, isValidating, submitCount, errors, values } = useFormikContext<V>();
  const unsavedWork =
    enabled &&
    dirty &&
    !isSubmitting &&
    (savedJson === null || JSON.stringify(values) !== savedJson);
  useUnsavedChanges(unsavedWork);

  const handledSubmit = useRef(0);
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (submitCount === handledSubmit.current || isSubmitting || isValidating) return;
    handledSubmit.current = submitCount;
    if (!hasErrors) return;
    // After the render that marks the fields in error.
    requestAnimationFrame(() => focusFirstInvalid(document.getElementById(formId)));
  }, [submitCount, isSubmitting, isValidating, hasErrors, formId]);
  return null;
}
