// A dashboard card holding one lazily loaded chart, with a text summary for screen readers.
// The frame and the summary paint at once; the chart loads and draws when its turn comes
// (on screen, browser idle, one chart at a time: chartTurns.ts).
import { Flex, Spin, Typography } from 'antd';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { EmptyState } from 'shared-ui';
import { useChartTurn } from './chartTurns';
import styles from './dashboard.module.css';

interface ChartCardProps {
  title: string;
  /** One sentence saying what the chart shows, visible under the title and read as its name. */
  summary: string;
  /** Shown at once instead of the chart when there is nothing to draw. */
  empty?: string;
  /** The (lazy) chart. */
  children: ReactNode;
}

/** Runs `onCommit` after the siblings before it have committed (their effects ran first). */
function AfterCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

function ChartLoading() {
  return (
    <Flex justify="center" align="center" className={styles.chartLoading}>
      <Spin description="Cargando gráfico…" />
    </Flex>
  );
}

function DeferredChart({ children }: { children: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  const { draw, drawn } = useChartTurn(area);
  return (
    <div ref={area}>
      {draw ? (
        <Suspense fallback={<ChartLoading />}>
          {children}
          <AfterCommit onCommit={drawn} />
        </Suspense>
      ) : (
        <ChartLoading />
      )}
    </div>
  );
}

export function ChartCard({ title, summary, empty, children }: ChartCardProps) {
  return (
    <section className={styles.chartCard}>
      <div className={styles.chartHead}>
        <span className={styles.chartTitle}>{title}</span>
      </div>
      <figure className={styles.figure}>
        <figcaption>
          <Typography.Text type="secondary">{summary}</Typography.Text>
        </figcaption>
        <div className={styles.chart} role="img" aria-label={`${title}. ${summary}`}>
          {empty ? <EmptyState description={empty} /> : <DeferredChart>{children}</DeferredChart>}
        </div>
      </figure>
    </section>
  );
}
