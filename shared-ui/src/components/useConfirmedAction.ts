/** The one flow of actions that ask first (delete, activate, suspend ...), for lists and edit pages. */
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { type ConfirmOptions, useBusy, useFeedback } from './feedback';

/** What the user is told once the call has succeeded. */
export type ActionOutcome =
  /** A success modal with 'Aceptar' (and optional details below the title). */
  | { success: string; content?: ReactNode }
  /** A short message at the top of the page. */
  | { message: string }
  /** SPEC.md's error modal with these details: the call ran, but part of it failed (bulk deletes). */
  | { failed: ReactNode };

export interface ConfirmedAction<R> extends Omit<ConfirmOptions, 'onConfirm'> {
  /** The request. A throw means it failed: the API client has already shown SPEC.md's error modal. */
  call: () => Promise<R>;
  /** What to tell from the call's answer; nothing when the page shows the result itself. */
  done?: (result: R) => ActionOutcome | undefined;
}

/**
 * `run(key, action)` asks `action`'s question, runs `call` while the dialog's OK button spins,
 * tells the outcome and then `refresh`es. The key (a row id, 'delete' ...) is busy from the first
 * click until the refresh has ended, and a run for a busy key does nothing: a double click on the
 * row's button or on the dialog's OK never sends a second request. `isBusy(key)` drives the
 * button's loading or disabled state.
 *
 * `run` resolves true when the call succeeded, false when it was cancelled, failed or already
 * running.
 */
export function useConfirmedAction<K = number>(refresh?: () => Promise<unknown>) {
  const feedback = useFeedback();
  const { run: once, isBusy, busy } = useBusy<K>();

  const run = useCallback(
    async <R>(key: K, { call, done, ...question }: ConfirmedAction<R>): Promise<boolean> =>
      (await once(key, async () => {
        let answer: { result: R } | undefined;
        await feedback.confirm({
          ...question,
          onConfirm: async () => {
            try {
              answer = { result: await call() };
            } catch {
              // The API client has already shown the error modal.
            }
          },
        });
        if (!answer) return false;
        const outcome = done?.(answer.result);
        if (outcome && 'success' in outcome)
          void feedback.success(outcome.success, outcome.content);
        else if (outcome && 'message' in outcome) void feedback.message.success(outcome.message);
        else if (outcome) feedback.sendError(outcome.failed);
        await refresh?.();
        return true;
      })) ?? false,
    [once, feedback, refresh],
  );

  return { run, isBusy, busy };
}
