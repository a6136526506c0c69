/**
 * Where errors go to be reported, page-wide: the shell installs its reporter here (it knows the
 * areas, their releases and the route) and any app's error page asks it for the code to show.
 * In the shared entry, so the shell's reporter serves every remote's pages. A remote run alone
 * has no reporter: its error page shows no code.
 */
import type { ClientErrorPhase } from '../schemas/clientError';

export type { ClientErrorPhase };

/** What a reporter may be told beside the error: the area it belongs to, a better message. */
export interface ErrorDetails {
  area?: string;
  message?: string;
}

/** Reports `error` (once: the reporter collapses repeats) and returns its code, or nothing. */
export type ErrorReporter = (
  error: unknown,
  phase: ClientErrorPhase,
  details?: ErrorDetails,
) => string | undefined;

let reporter: ErrorReporter | undefined;
/** The code each error object was given: the error page of a reported error shows the same one. */
const codes = new WeakMap<object, string>();

export function setErrorReporter(next: ErrorReporter | undefined): void {
  reporter = next;
}

/**
 * Reports an error and returns the code the user can quote ('K7QM-2XHD'); the same error object
 * gets the same code, and is reported once.
 */
export function reportError(
  error: unknown,
  phase: ClientErrorPhase,
  details?: ErrorDetails,
): string | undefined {
  const keyed = typeof error === 'object' && error !== null;
  const known = keyed ? codes.get(error) : undefined;
  if (known) return known;
  const code = reporter?.(error, phase, details);
  if (code && keyed) codes.set(error, code);
  return code;
}
