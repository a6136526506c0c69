// Line chart of inbound and outbound calls per day. Loaded lazily with the dashboard.
import type { G2Spec } from '@antv/g2';
import { memo, useMemo } from 'react';
import type { CallsPoint } from './dashboardData';
import { useThemeMode } from 'shared-ui/session';
import { CHART_COLORS } from './chartColors';
import { G2Chart } from './G2Chart';

function CallsChart({ data }: { data: CallsPoint[] }) {
  const colors = CHART_COLORS[useThemeMode()];
  const spec = useMemo<G2Spec>(
    () => ({
      type: 'view',
      data,
      encode: { x: 'day', y: 'calls', color: 'series' },
      scale: {
        y: { nice: true },
        color: {
          domain: ['Llamadas entrantes', 'Llamadas salientes'],
          range: [colors.blue, colors.green],
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
    [data, colors],
  );
  return <G2Chart spec={spec} height={300} />;
}

// Memoised: a parent re-render with the same data must not redraw the chart.
export default memo(CallsChart);
