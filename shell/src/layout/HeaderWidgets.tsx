// The small header pieces: the wallet balance (a link to the wallet area when a remote offers
// one) and the notifications pop-up.
import { BellOutlined, WalletOutlined } from '@ant-design/icons';
import { Button, Empty, Popover } from 'antd';
import { useState } from 'react';
import { formatDollars, formatUsd } from 'shared-ui';
import { useCan, useWalletStore } from 'shared-ui/session';
import { labels } from 'shared-ui/texts';
import { IntentLink } from '../remotes/IntentLink';
import { useLinkTo } from '../remotes/hostContext';
import styles from './layout.module.css';
import { usePopupPlacement } from './popupPlacement';

/**
 * The balance; a link to the wallet when a remote offers one ('wallet.home'). On a phone it shows
 * the amount alone ('$1.537,30'); its name is 'Saldo USD $1.537,30' everywhere. Busy until read.
 * Nothing for a user without wallet rights.
 */
export function WalletBalance() {
  const balance = useWalletStore((s) => s.balance);
  const loaded = useWalletStore((s) => s.loaded);
  const wallet = useLinkTo()('wallet.home');
  // Without wallet rights there is no balance to show (the API would refuse it).
  if (!useCan()('wallet.read')) return null;
  const content = (
    <>
      <WalletOutlined aria-hidden className={styles.phoneHidden} />
      <span className={`${styles.walletLabel} ${styles.wideOnly}`}>Saldo</span>{' '}
      <strong className={styles.walletAmount}>
        <span className={styles.phoneHidden}>USD </span>
        {formatDollars(balance)}
      </strong>
    </>
  );
  const name = `Saldo ${formatUsd(balance)}`;
  return wallet ? (
    <IntentLink to={wallet} className={styles.wallet} aria-label={name} aria-busy={!loaded}>
      {content}
    </IntentLink>
  ) : (
    <span className={styles.wallet} aria-busy={!loaded}>
      <span className={styles.srOnly}>{name}</span>
      <span aria-hidden className={styles.walletInner}>
        {content}
      </span>
    </span>
  );
}

export function Notifications() {
  const [open, setOpen] = useState(false);
  const placement = usePopupPlacement('bottomRight');
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement={placement}
      title="Notificaciones"
      content={
        <div className={styles.panel}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={labels.noNotifications} />
        </div>
      }
    >
      <Button
        type="text"
        className={styles.headerButton}
        icon={<BellOutlined aria-hidden />}
        aria-label="Notificaciones"
        aria-expanded={open}
      />
    </Popover>
  );
}
