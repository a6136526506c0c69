// Bar chart of the active campaigns per channel, inbound and outbound side by side. Loaded lazily.
import { Column } from '@ant-design/plots';
import type { ChannelCount } from './dashboardData';

const integerTicks = (value: number) => (Number.isInteger(Number(value)) ? String(value) : '');

export default function CampaignSummaryChart({ data }: { data: ChannelCount[] }) {
  return (
    <Column
      data={data}
      xField="channel"
      yField="campaigns"
      colorField="type"
      group
      height={300}
      autoFit
      scale={{ color: { domain: ['Inbound', 'Outbound'], range: ['#1554c0', '#f59e0b'] } }}
      axis={{
        x: { title: 'Canal' },
        y: { title: 'Campañas activas', labelFormatter: integerTicks },
      }}
      legend={{ color: { position: 'top' } }}
      label={{ text: 'campaigns', position: 'inside', fill: '#fff' }}
    />
  );
}
