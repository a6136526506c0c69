// The user pop-up: role and name, e-mail, the balance, account shortcuts and sign-out.
import {
  DeploymentUnitOutlined,
  LockOutlined,
  LogoutOutlined,
  NotificationOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Divider, Popover, Switch, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd } from 'shared-ui';
import { useCan, useSession, useThemeStore, useWalletStore } from 'shared-ui/session';
import { labels } from 'shared-ui/texts';
import { IntentLink } from '../remotes/IntentLink';
import { AREA_STATUS_PATH, STATUS_PERMISSION } from '../pages/status/paths';
import { statusTexts } from '../pages/status/texts';
import { useLinkTo } from '../remotes/hostContext';
import styles from './layout.module.css';
import { usePopupPlacement } from './popupPlacement';
import { useSignOut } from './signOut';

// Named links: the remotes say where they go (registry); one no remote offers is not shown.
const LINKS = [
  { link: 'account.security', label: 'Acceso y seguridad', icon: <LockOutlined aria-hidden /> },
  {
    link: 'campaigns.list',
    label: 'Campañas activas',
    icon: <NotificationOutlined aria-hidden />,
  },
  { link: 'wallet.home', label: 'Recargar saldo', icon: <WalletOutlined aria-hidden /> },
];

export function UserMenu() {
  const linkTo = useLinkTo();
  const session = useSession();
  const can = useCan();
  const balance = useWalletStore((s) => s.balance);
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const placement = usePopupPlacement('bottomRight');
  const dark = useThemeStore((s) => s.mode === 'dark');
  const setMode = useThemeStore((s) => s.setMode);
  if (!session) return null;

  const { user, role } = session;
  const firstName = user.firstName || user.email;
  const initial = firstName.charAt(0).toUpperCase();
  const close = () => setOpen(false);

  const content = (
    <div className={styles.panel}>
      <div className={styles.userHead}>
        <Avatar size={48}>{initial}</Avatar>
        <div className={styles.userText}>
          <Typography.Text strong>{`${labels.superAdmin} ${role}`}</Typography.Text>
          <Typography.Text>{firstName}</Typography.Text>
          <Typography.Text type="secondary" ellipsis>
            {user.email}
          </Typography.Text>
        </div>
      </div>
      {can('wallet.read') && (
        <>
          <Divider className={styles.divider} />
          <div className={styles.balanceRow}>
            <Typography.Text type="secondary">Saldo disponible</Typography.Text>
            <Typography.Text strong>{formatUsd(balance)}</Typography.Text>
          </div>
        </>
      )}
      <Divider className={styles.divider} />
      <nav aria-label="Mi cuenta">
        <ul className={styles.userLinks}>
          {LINKS.map(({ link, label, icon }) => {
            const to = linkTo(link);
            return (
              to && (
                <li key={link}>
                  <IntentLink to={to} onClick={close}>
                    {icon}
                    {label}
                  </IntentLink>
                </li>
              )
            );
          })}
          {can(STATUS_PERMISSION) && (
            <li>
              {/* For whoever looks after the app: each area's release and its recent errors. */}
              <Link to={AREA_STATUS_PATH} onClick={close}>
                <DeploymentUnitOutlined aria-hidden />
                {statusTexts.title}
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <Divider className={styles.divider} />
      <div className={styles.balanceRow}>
        <Typography.Text id="tema-oscuro">Modo oscuro</Typography.Text>
        <Switch
          size="small"
          aria-labelledby="tema-oscuro"
          checked={dark}
          onChange={(on) => setMode(on ? 'dark' : 'light')}
        />
      </div>
      <Divider className={styles.divider} />
      <Button block icon={<LogoutOutlined aria-hidden />} onClick={signOut}>
        Cerrar sesión
      </Button>
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement={placement}
      content={content}
    >
      <Button type="text" className={styles.userButton} aria-expanded={open}>
        {/* The initial as the avatar's "icon": a text avatar hides its letter until it has measured
            it (a forced layout of the whole page in the first render's task); one letter needs no
            scaling. */}
        <Avatar size="small" icon={initial} aria-hidden />
        <span className={styles.srOnly}>Cuenta de </span>
        <span className={styles.wideOnly}>{firstName}</span>
      </Button>
    </Popover>
  );
}
