// The small header pieces: the wallet balance (a link to /wallet) and the notifications pop-up.
import { BellOutlined, WalletOutlined } from '@ant-design/icons';
import { Button, Empty, Popover } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd } from 'shared-ui';
import { useWalletStore } from 'shared-ui/session';
import { labels } from 'shared-ui/texts';
import styles from './layout.module.css';

export function WalletBalance() {
  const balance = useWalletStore((s) => s.balance);
  return (
    <Link to="/wallet" className={styles.wallet}>
      <WalletOutlined aria-hidden />
      <span className={`${styles.walletLabel} ${styles.wideOnly}`}>Saldo</span>{' '}
      <strong>{formatUsd(balance)}</strong>
    </Link>
  );
}

export function Notifications() {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title="Notificaciones"
      content={
        <div className={styles.panel}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={labels.noNotifications} />
        </div>
      }
    >
      <Button
        type="text"
        icon={<BellOutlined aria-hidden />}
        aria-label="Notificaciones"
        aria-expanded={open}
      />
    </Popover>
  );
}
