/** The save bar under the product and category forms: back to the list unsaved, or submit. */
import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { actions } from '../texts';
import styles from './pages.module.css';

export interface SaveBarProps {
  /** The list 'Cancelar' goes back to. */
  cancelTo: string;
  submitLabel: string;
  submitting: boolean;
}

export function SaveBar({ cancelTo, submitLabel, submitting }: SaveBarProps) {
  const navigate = useNavigate();
  return (
    <Flex gap="small" justify="flex-end" wrap className={styles.formActions}>
      <Button onClick={() => navigate(cancelTo)}>{actions.cancel}</Button>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
