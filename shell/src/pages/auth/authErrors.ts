// What a public form does with a failed call: field messages go on the form, anything else is a notice.
import { ApiError } from 'shared-ui/session';

/** True when the API rejected the input field by field (400/409 with `errors`). */
export const hasFieldErrors = (error: unknown): error is ApiError =>
  error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;
