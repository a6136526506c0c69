// The top bar of the private pages: menu toggle, search, balance, notifications and the user pop-up.
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { HeaderSearch } from './HeaderSearch';
import { Notifications, WalletBalance } from './HeaderWidgets';
import styles from './layout.module.css';
import { UserMenu } from './UserMenu';

interface AppHeaderProps {
  collapsed: boolean;
  onToggle: () => void;
  /** Id of the side menu the toggle controls. */
  menuId: string;
}

export function AppHeader({ collapsed, onToggle, menuId }: AppHeaderProps) {
  return (
    <Layout.Header className={styles.header}>
      <Button
        type="text"
        className={styles.headerButton}
        icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
        aria-label={collapsed ? 'Expandir menú' : 'Contraer menú'}
        aria-expanded={!collapsed}
        aria-controls={menuId}
        onClick={onToggle}
      />
      <HeaderSearch />
      <div className={styles.headerEnd}>
        <WalletBalance />
        <Notifications />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
