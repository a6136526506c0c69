/** A modal with an antd Result and a row of actions: the success screens of the flows. */
import { Button, Flex, Modal, Result } from 'antd';
import type { ReactNode } from 'react';
import { usePhone } from '../hooks/usePhone';

export interface ResultAction {
  label: string;
  onClick: () => void;
  primary?: boolean;
}

export interface ResultModalProps {
  open: boolean;
  status?: 'success' | 'error' | 'info' | 'warning';
  title: ReactNode;
  subTitle?: ReactNode;
  actions: ResultAction[];
  onClose: () => void;
  children?: ReactNode;
}

const PHONE_STYLES = { root: { padding: '24px 0 8px' }, body: { padding: 16 } };

export function ResultModal({
  open,
  status = 'success',
  title,
  subTitle,
  actions,
  onClose,
  children,
}: ResultModalProps) {
  // A phone's modal is narrow: antd's Result padding (32 px, then 40 px around its content) would
  // leave a summary table a few letters wide.
  const phone = usePhone();
  return (
    <Modal open={open} onCancel={onClose} footer={null} centered destroyOnHidden width={520}>
      <Result
        styles={phone ? PHONE_STYLES : undefined}
        status={status}
        title={title}
        subTitle={subTitle}
        extra={
          <Flex gap="small" justify="center" wrap>
            {actions.map((a) => (
              <Button key={a.label} type={a.primary ? 'primary' : 'default'} onClick={a.onClick}>
                {a.label}
              </Button>
            ))}
          </Flex>
        }
      >
        {children}
      </Result>
    </Modal>
  );
}
