// The frame of the public pages (login, registro, recuperar-clave): one centred card in a <main>.
import type { ReactNode } from 'react';
import { useEffect, useLayoutEffect } from 'react';
import { Typography } from '../../antd-public';
import { APP_NAME } from 'shared-ui/texts';
import { dropFirstPaint } from '../../frame';
import 'antd-static-css/public.css';
import styles from './PublicFrame.module.css';

interface PublicFrameProps {
  title: string;
  intro?: ReactNode;
  /** Under the card's content: the links to the other public pages. */
  footer?: ReactNode;
  children: ReactNode;
}

export const BRAND = APP_NAME;

export function PublicFrame({ title, intro, footer, children }: PublicFrameProps) {
  useEffect(() => {
    document.title = `${title} · ${BRAND}`;
  }, [title]);
  // Drawn where index.html's first paint drew the card, which goes now.
  useLayoutEffect(dropFirstPaint, []);

  return (
    // The theme is the page's root one (bootstrap): the same as the private pages'.
    <main className={styles.page} data-page-ready="">
      {/* A plain box drawn like antd's Card: Card brings Tabs, Menu and Skeleton to the login. */}
      <div className={styles.card}>
        <Typography.Text className={styles.brand}>{BRAND}</Typography.Text>
        <Typography.Title level={1} className={styles.title}>
          {title}
        </Typography.Title>
        {intro && (
          <Typography.Text type="secondary" className={styles.intro}>
            {intro}
          </Typography.Text>
        )}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </main>
  );
}
