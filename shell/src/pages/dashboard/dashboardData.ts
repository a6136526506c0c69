// Turns the API's campaigns and call counts into the rows the two dashboard charts draw.
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { CHANNELS, campaignTypeLabel } from 'shared-ui';
import type { Campaign, InboundGraphPoint } from 'shared-ui/types';

export interface ChannelCount {
  channel: string;
  type: 'Inbound' | 'Outbound';
  campaigns: number;
}

export interface CallsPoint {
  /** '3 nov': the Spanish label on the x axis (one per day, in date order). */
  day: string;
  series: 'Llamadas entrantes' | 'Llamadas salientes';
  calls: number;
}

export const isActive = (campaign: Pick<Campaign, 'status'>) => campaign.status === true;

/** Active campaigns per channel they use, split into inbound and outbound (channels none use are left out). */
export function activeByChannel(campaigns: readonly Campaign[]): ChannelCount[] {
  const active = campaigns.filter(isActive);
  const rows: ChannelCount[] = [];
  for (const { field, label } of CHANNELS) {
    const using = active.filter((c) => c[field] != null);
    if (using.length === 0) continue;
    for (const type of ['Inbound', 'Outbound'] as const) {
      rows.push({
        channel: label,
        type,
        campaigns: using.filter((c) => campaignTypeLabel(c.typecampaing) === type).length,
      });
    }
  }
  return rows;
}

/** How many active campaigns there are of each type. */
export function activeTotals(campaigns: readonly Campaign[]) {
  const active = campaigns.filter(isActive);
  const inbound = active.filter((c) => campaignTypeLabel(c.typecampaing) === 'Inbound').length;
  return { total: active.length, inbound, outbound: active.length - inbound };
}

/** Two series per date, oldest first, with Spanish day labels. */
export function callsPerDay(points: readonly InboundGraphPoint[]): CallsPoint[] {
  return [...points]
    .filter((p) => dayjs(p.date).isValid())
    .sort((a, b) => a.date.localeCompare(b.date))
    .flatMap((p) => {
      const day = dayjs(p.date).locale('es').format('D MMM');
      return [
        { day, series: 'Llamadas entrantes' as const, calls: Number(p.callInbound) || 0 },
        { day, series: 'Llamadas salientes' as const, calls: Number(p.callOutbound) || 0 },
      ];
    });
}

/** Totals over the whole period, for the chart's caption. */
export function callTotals(points: readonly InboundGraphPoint[]) {
  return points.reduce(
    (sum, p) => ({
      inbound: sum.inbound + (Number(p.callInbound) || 0),
      outbound: sum.outbound + (Number(p.callOutbound) || 0),
    }),
    { inbound: 0, outbound: 0 },
  );
}
