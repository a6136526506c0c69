// Bar chart of the active campaigns per channel, inbound and outbound side by side. Loaded lazily.
import type { G2Spec } from '@antv/g2';
import { memo, useMemo } from 'react';
import type { ChannelCount } from './dashboardData';
import { useThemeMode } from 'shared-ui/session';
import { CHART_COLORS } from './chartColors';
import { G2Chart } from './G2Chart';

// A count at the end of each bar; none for an empty one.
const barLabel = (row: ChannelCount) => (row.campaigns > 0 ? String(row.campaigns) : '');

function CampaignSummaryChart({ data }: { data: ChannelCount[] }) {
  const colors = CHART_COLORS[useThemeMode()];
  const spec = useMemo<G2Spec>(() => {
    const most = Math.max(1, ...data.map((row) => row.campaigns));
    return {
      // Horizontal bars: an interval mark, transposed, the two types side by side (dodgeX).
      type: 'interval',
      data,
      encode: { x: 'channel', y: 'campaigns', color: 'type' },
      transform: [{ type: 'dodgeX' }],
      coordinate: { transform: [{ type: 'transpose' }] },
      scale: {
        color: { domain: ['Inbound', 'Outbound'], range: [colors.blue, colors.amber] },
        // Whole campaigns only: one tick per unit up to five.
        y: { nice: true, tickCount: Math.min(most, 5) },
      },
      axis: { x: { title: false }, y: { title: 'Campañas activas' } },
      legend: { color: { position: 'top' } },
      labels: [{ text: barLabel, position: 'right', dx: 6, fill: colors.label }],
      // No enter animation: it keeps the CPU busy for a second after the data arrive.
      animate: false,
    };
  }, [data, colors]);
  return <G2Chart spec={spec} height={300} />;
}

// Memoised: a parent re-render with the same data must not redraw the chart.
export default memo(CampaignSummaryChart);
