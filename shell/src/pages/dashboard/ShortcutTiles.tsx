// The three shortcut tiles of the dashboard: campaigns, products and marketing.
import { AppstoreOutlined, NotificationOutlined, RiseOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { IntentLink } from '../../remotes/IntentLink';
import { useLinkTo } from '../../remotes/hostContext';
import styles from './dashboard.module.css';

interface Tile {
  /** A named link (registry) or, for the shell's own pages, a path. */
  link?: string;
  to?: string;
  title: string;
  text: string;
  icon: ReactNode;
}

const TILES: Tile[] = [
  {
    link: 'campaigns.list',
    title: 'Gestionar campañas',
    text: 'Revise, active o suspenda sus campañas inbound y outbound.',
    icon: <NotificationOutlined />,
  },
  {
    link: 'products.list',
    title: 'Gestionar productos',
    text: 'Mantenga al día el catálogo, sus precios y categorías.',
    icon: <AppstoreOutlined />,
  },
  {
    to: '/dashboard',
    title: 'Marketing',
    text: 'Próximamente: sus acciones de marketing en un solo lugar.',
    icon: <RiseOutlined />,
  },
];

export function ShortcutTiles() {
  const linkTo = useLinkTo();
  return (
    <nav aria-label="Accesos directos">
      <div className={styles.tiles}>
        {TILES.map((tile) => {
          const to = tile.link ? linkTo(tile.link) : tile.to;
          // A tile whose area no remote offers is left out.
          return (
            to && (
              <IntentLink key={tile.title} to={to} className={styles.tile}>
                <span className={styles.tileIcon} aria-hidden>
                  {tile.icon}
                </span>
                <Typography.Title level={3} className={styles.tileTitle}>
                  {tile.title}
                </Typography.Title>
                <Typography.Text type="secondary">{tile.text}</Typography.Text>
              </IntentLink>
            )
          );
        })}
      </div>
    </nav>
  );
}
