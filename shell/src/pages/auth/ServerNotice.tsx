// The notice a public form shows when the server cannot be reached (no field to put the error on).
// Loaded only when needed (see LazyServerNotice): `/` stays within its size budget.
import { errors } from 'shared-ui/texts';
import { Alert } from '../../antd-public';
import styles from './PublicFrame.module.css';

export default function ServerNotice() {
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
