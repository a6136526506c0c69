/** The card of readable width around the bases and questions forms, and its note style. */
import { Card } from 'antd';
import type { ReactNode } from 'react';
import styles from './FormCard.module.css';

export function FormCard({ children }: { children: ReactNode }) {
  return <Card className={styles.card}>{children}</Card>;
}

export const formCardStyles = styles;
