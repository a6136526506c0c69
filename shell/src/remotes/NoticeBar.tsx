// The notices' bar (Notices.tsx): fixed at the foot of the page, over the content, one line each.
import { Alert, Button } from 'antd';
import 'antd-static-css/full.css';
import styles from './NoticeBar.module.css';

export interface Notice {
  key: string;
  kind: 'override' | 'update' | 'registry';
  text: string;
  action: string;
  onAction: () => void;
}

export default function NoticeBar({ notices }: { notices: Notice[] }) {
  return (
    <div className={styles.bar} role="status" aria-live="polite">
      {notices.map((notice) => (
        <Alert
          key={notice.key}
          className={styles.notice}
          type={notice.kind === 'update' ? 'info' : 'warning'}
          showIcon
          title={notice.text}
          action={
            <Button size="small" type="primary" onClick={notice.onAction}>
              {notice.action}
            </Button>
          }
        />
      ))}
    </div>
  );
}
