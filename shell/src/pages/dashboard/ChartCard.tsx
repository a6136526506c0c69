// A dashboard card holding one lazily loaded chart, with a text summary for screen readers.
import { Card, Flex, Spin, Typography } from 'antd';
import { type ReactNode, Suspense } from 'react';
import styles from './dashboard.module.css';

interface ChartCardProps {
  title: string;
  /** One sentence saying what the chart shows, visible under the title and read as its name. */
  summary: string;
  children: ReactNode;
}

export function ChartCard({ title, summary, children }: ChartCardProps) {
  return (
    <Card title={title} className={styles.chartCard}>
      <figure className={styles.figure}>
        <figcaption>
          <Typography.Text type="secondary">{summary}</Typography.Text>
        </figcaption>
        <div className={styles.chart} role="img" aria-label={`${title}. ${summary}`}>
          <Suspense
            fallback={
              <Flex justify="center" align="center" className={styles.chartLoading}>
                <Spin description="Cargando gráfico…" />
              </Flex>
            }
          >
            {children}
          </Suspense>
        </div>
      </figure>
    </Card>
  );
}
