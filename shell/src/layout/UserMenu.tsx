// The user pop-up: role and name, e-mail, the balance, account shortcuts and sign-out.
import {
  LockOutlined,
  LogoutOutlined,
  NotificationOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Divider, Popover, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd } from 'shared-ui';
import { useSession, useWalletStore } from 'shared-ui/session';
import { labels } from 'shared-ui/texts';
import styles from './layout.module.css';
import { useSignOut } from './signOut';

const LINKS = [
  {
    to: '/perfiles-roles/informacion-de-cuenta',
    label: 'Acceso y seguridad',
    icon: <LockOutlined aria-hidden />,
  },
  {
    to: '/campaigns/gestionar',
    label: 'Campañas activas',
    icon: <NotificationOutlined aria-hidden />,
  },
  { to: '/wallet', label: 'Recargar saldo', icon: <WalletOutlined aria-hidden /> },
];

export function UserMenu() {
  const session = useSession();
  const balance = useWalletStore((s) => s.balance);
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
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
      <Divider className={styles.divider} />
      <div className={styles.balanceRow}>
        <Typography.Text type="secondary">Saldo disponible</Typography.Text>
        <Typography.Text strong>{formatUsd(balance)}</Typography.Text>
      </div>
      <Divider className={styles.divider} />
      <nav aria-label="Mi cuenta">
        <ul className={styles.userLinks}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close}>
                {link.icon}
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
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
      placement="bottomRight"
      content={content}
    >
      <Button type="text" aria-expanded={open}>
        <Avatar size="small" aria-hidden>
          {initial}
        </Avatar>
        <span className={styles.srOnly}>Cuenta de </span>
        <span className={styles.wideOnly}>{firstName}</span>
      </Button>
    </Popover>
  );
}
