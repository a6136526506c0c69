// The notice a public form shows when the server cannot be reached (no field to put the error on).
import { errors } from 'shared-ui/texts';
import { Alert } from '../../antd-public';
import styles from './PublicFrame.module.css';

export function ServerNotice() {
  return (
    <Alert
      className={styles.notice}
      type="error"
      showIcon
      role="alert"
      title={errors.sendTitle}
      description={errors.sendBody}
    />
  );
}
