// Bar chart of the active campaigns per channel, inbound and outbound side by side. Loaded lazily.
import { Bar } from '@ant-design/plots';
import { memo } from 'react';
import type { ChannelCount } from './dashboardData';

// A count at the end of each bar; none for an empty one.
const barLabel = (row: ChannelCount) => (row.campaigns > 0 ? String(row.campaigns) : '');

function CampaignSummaryChart({ data }: { data: ChannelCount[] }) {
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
      // No enter animation: it keeps the CPU busy for a second after the data arrive,
      // which delays whatever the user opens next.
      animate={false}
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
        text: barLabel,
        position: 'right',
        dx: 6,
        fill: '#333',
      }}
    />
  );
}

// Memoised: a parent re-render with the same data must not redraw the chart.
export default memo(CampaignSummaryChart);
