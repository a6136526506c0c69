// Line chart of inbound and outbound calls per day. Loaded lazily with the dashboard.
import { Line } from '@ant-design/plots';
import { memo } from 'react';
import type { CallsPoint } from './dashboardData';

function CallsChart({ data }: { data: CallsPoint[] }) {
  return (
    <Line
      data={data}
      xField="day"
      yField="calls"
      colorField="series"
      height={300}
      autoFit
      // No enter animation: it keeps the CPU busy for a second after the data arrive,
      // which delays whatever the user opens next.
      animate={false}
      scale={{
        color: {
          domain: ['Llamadas entrantes', 'Llamadas salientes'],
          range: ['#1554c0', '#16a34a'],
        },
      }}
      axis={{
        x: { title: 'Fecha', labelAutoRotate: false, labelAutoHide: true },
        y: { title: 'Llamadas' },
      }}
      legend={{ color: { position: 'top' } }}
      point={{ size: 2 }}
    />
  );
}

// Memoised: a parent re-render with the same data must not redraw the chart.
export default memo(CallsChart);
