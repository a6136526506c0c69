// Why the user is back on the login: the API ended the session. Loaded only when shown.
import { session } from 'shared-ui/texts';
import { Alert } from '../../antd-public';
import styles from './PublicFrame.module.css';

export default function SessionExpiredNotice() {
  return (
    <Alert
      className={styles.notice}
      type="warning"
      showIcon
      role="status"
      title={session.expired}
    />
  );
}
