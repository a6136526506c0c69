/** A card of readable width around a form. */
import { Card } from 'antd';
import type { ReactNode } from 'react';
import styles from './FormCard.module.css';

export function FormCard({ children }: { children: ReactNode }) {
  return <Card className={styles.card}>{children}</Card>;
}

export const formCardStyles = styles;
