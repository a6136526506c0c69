// Line chart of inbound and outbound calls per day. Loaded lazily with the dashboard.
import { Line } from '@ant-design/plots';
import type { CallsPoint } from './dashboardData';

export default function CallsChart({ data }: { data: CallsPoint[] }) {
  return (
    <Line
      data={data}
      xField="day"
      yField="calls"
      colorField="series"
      height={300}
      autoFit
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
