// The small header pieces: the wallet balance (a link to the wallet area when a remote offers
// one) and the notifications pop-up.
import { BellOutlined, WalletOutlined } from '@ant-design/icons';
import { Button, Empty, Popover } from 'antd';
import { useState } from 'react';
import { formatUsd } from 'shared-ui';
import { useWalletStore } from 'shared-ui/session';
import { labels } from 'shared-ui/texts';
import { IntentLink } from '../remotes/IntentLink';
import { linkTo } from '../remotes/registry';
import styles from './layout.module.css';

/** The balance; a link to the wallet when a remote offers one ('wallet.home'). */
export function WalletBalance() {
  const balance = useWalletStore((s) => s.balance);
  const wallet = linkTo('wallet.home');
  const content = (
    <>
      <WalletOutlined aria-hidden />
      <span className={`${styles.walletLabel} ${styles.wideOnly}`}>Saldo</span>{' '}
      <strong>{formatUsd(balance)}</strong>
    </>
  );
  return wallet ? (
    <IntentLink to={wallet} className={styles.wallet}>
      {content}
    </IntentLink>
  ) : (
    <span className={styles.wallet}>{content}</span>
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
