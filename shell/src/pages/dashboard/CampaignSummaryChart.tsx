// Bar chart of the active campaigns per channel, inbound and outbound side by side. Loaded lazily.
import { Bar } from '@ant-design/plots';
import type { ChannelCount } from './dashboardData';

export default function CampaignSummaryChart({ data }: { data: ChannelCount[] }) {
  const most = Math.max(1, ...data.map((row) => row.campaigns));
  return (
    <Bar
      data={data}
      xField="channel"
      yField="campaigns"
      colorField="type"
      group
      height={300}
      autoFit
      scale={{
        color: { domain: ['Inbound', 'Outbound'], range: ['#1554c0', '#f59e0b'] },
        // Whole campaigns only: one tick per unit up to five.
        y: { nice: true, tickCount: Math.min(most, 5) },
      }}
      axis={{
        x: { title: false },
        y: { title: 'Campañas activas' },
      }}
      legend={{ color: { position: 'top' } }}
      label={{
        // A count at the end of each bar; none for an empty one.
        text: (row: ChannelCount) => (row.campaigns > 0 ? String(row.campaigns) : ''),
        position: 'right',
        dx: 6,
        fill: '#333',
      }}
    />
  );
}
