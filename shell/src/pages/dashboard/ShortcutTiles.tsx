// The three shortcut tiles of the dashboard: campaigns, products and marketing.
import { AppstoreOutlined, NotificationOutlined, RiseOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './dashboard.module.css';

interface Tile {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

const TILES: Tile[] = [
  {
    to: '/campaigns/gestionar',
    title: 'Gestionar campañas',
    text: 'Revise, active o suspenda sus campañas inbound y outbound.',
    icon: <NotificationOutlined />,
  },
  {
    to: '/productos/gestionar',
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
  return (
    <nav aria-label="Accesos directos">
      <Row gutter={[16, 16]} className={styles.tiles}>
        {TILES.map((tile) => (
          <Col key={tile.title} xs={24} md={8}>
            <Link to={tile.to} className={styles.tileLink}>
              <Card hoverable className={styles.tile}>
                <span className={styles.tileIcon} aria-hidden>
                  {tile.icon}
                </span>
                <Typography.Title level={3} className={styles.tileTitle}>
                  {tile.title}
                </Typography.Title>
                <Typography.Text type="secondary">{tile.text}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </nav>
  );
}
