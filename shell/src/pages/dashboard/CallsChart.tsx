// Line chart of inbound and outbound calls per day. Loaded lazily with the dashboard.
import type { G2Spec } from '@antv/g2';
import { memo, useMemo } from 'react';
import type { CallsPoint } from './dashboardData';
import { G2Chart } from './G2Chart';

function CallsChart({ data }: { data: CallsPoint[] }) {
  const spec = useMemo<G2Spec>(
    () => ({
      type: 'view',
      data,
      encode: { x: 'day', y: 'calls', color: 'series' },
      scale: {
        y: { nice: true },
        color: {
          domain: ['Llamadas entrantes', 'Llamadas salientes'],
          range: ['#1554c0', '#16a34a'],
        },
      },
      axis: {
        x: { title: 'Fecha', labelAutoRotate: false, labelAutoHide: true },
        y: { title: 'Llamadas' },
      },
      legend: { color: { position: 'top', itemMarker: 'circle' } },
      interaction: { tooltip: { shared: true } },
      // No enter animation: it keeps the CPU busy for a second after the data arrive,
      // which delays whatever the user opens next.
      children: [
        { type: 'line', animate: false },
        {
          type: 'point',
          encode: { size: 2, shape: 'point' },
          animate: false,
          tooltip: false,
        },
      ],
    }),
    [data],
  );
  return <G2Chart spec={spec} height={300} />;
}

// Memoised: a parent re-render with the same data must not redraw the chart.
export default memo(CallsChart);
