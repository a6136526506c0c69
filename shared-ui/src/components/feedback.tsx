/** Confirmation, success and error modals through antd's App context (never the static API). */
import { App } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { errors } from 'shared-ui/texts';

export interface ConfirmOptions {
  title: string;
  content?: React.ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
  /**
   * The work the confirmation is for. While it runs the OK button shows its spinner and
   * cannot be pressed again, and the dialog closes once it settles. It should handle its own
   * failures (the API client has shown the error modal by then).
   */
  onConfirm?: () => Promise<unknown>;
}

export function useFeedback() {
  const { modal, message } = App.useApp();
  return useMemo(
    () => ({
      /** Resolves true when the user confirms (after `onConfirm` settles), false when they cancel or close. */
      confirm: ({
        title,
        content,
        okText = 'Confirmar',
        cancelText = 'Cancelar',
        danger,
        onConfirm,
      }: ConfirmOptions) =>
        new Promise<boolean>((resolve) => {
          // The work runs once per dialog: a press while it runs, or on the closing dialog once
          // it is done, gets the same promise back and starts nothing.
          let confirmed: Promise<void> | undefined;
          modal.confirm({
            title,
            content,
            okText,
            cancelText,
            okButtonProps: { danger },
            // A promise keeps antd's OK button loading (and deaf to clicks) until it settles.
            onOk: () => {
              confirmed ??= (
                onConfirm ? onConfirm().catch(() => undefined) : Promise.resolve()
              ).then(() => resolve(true));
              return confirmed;
            },
            onCancel: () => resolve(false),
          });
        }),
      success: (title: string, content?: React.ReactNode) =>
        new Promise<void>((resolve) => {
          modal.success({ title, content, okText: 'Aceptar', onOk: () => resolve() });
        }),
      /** SPEC.md section 8's modal, for failures the client did not report itself, with optional details. */
      sendError: (details?: React.ReactNode) => {
        modal.error({
          title: errors.sendTitle,
          content: details ? (
            <>
              <p>{errors.sendBody}</p>
              {details}
            </>
          ) : (
            errors.sendBody
          ),
          okText: errors.back,
        });
      },
      message,
    }),
    [modal, message],
  );
}

/**
 * One run at a time per key (a row id, 'delete' ...): while an action runs, from its
 * confirmation to its answer, calling it again for the same key does nothing, so a double
 * click cannot send a second DELETE. `isBusy(key)` drives the button's disabled or loading
 * state.
 */
export function useBusy<K = number>() {
  // The ref answers at once (two clicks in one frame); the state re-renders the buttons.
  const running = useRef(new Set<K>());
  const [busy, setBusy] = useState<ReadonlySet<K>>(() => new Set());
  const run = useCallback(async <T,>(key: K, task: () => Promise<T>): Promise<T | undefined> => {
    if (running.current.has(key)) return undefined;
    running.current.add(key);
    setBusy(new Set(running.current));
    try {
      return await task();
    } finally {
      running.current.delete(key);
      setBusy(new Set(running.current));
    }
  }, []);
  return { run, busy, isBusy: (key: K) => busy.has(key) };
}
