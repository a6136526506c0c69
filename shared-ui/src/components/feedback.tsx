/** Confirmation, success and error modals through antd's App context (never the static API). */
import { App } from 'antd';
import { useMemo } from 'react';
import { errors } from '../texts';

export interface ConfirmOptions {
  title: string;
  content?: React.ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
}

export function useFeedback() {
  const { modal, message } = App.useApp();
  return useMemo(
    () => ({
      /** Resolves true when the user confirms, false when they cancel or close. */
      confirm: ({
        title,
        content,
        okText = 'Confirmar',
        cancelText = 'Cancelar',
        danger,
      }: ConfirmOptions) =>
        new Promise<boolean>((resolve) => {
          modal.confirm({
            title,
            content,
            okText,
            cancelText,
            okButtonProps: { danger },
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
      success: (title: string, content?: React.ReactNode) =>
        new Promise<void>((resolve) => {
          modal.success({ title, content, okText: 'Aceptar', onOk: () => resolve() });
        }),
      /** SPEC.md section 8's modal, for failures the client did not report itself. */
      sendError: () => {
        modal.error({ title: errors.sendTitle, content: errors.sendBody, okText: errors.back });
      },
      message,
    }),
    [modal, message],
  );
}
