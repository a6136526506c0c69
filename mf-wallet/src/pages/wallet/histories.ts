/** The wallet's two histories: refills (Spanish date and time) and what campaigns consumed (date). */
import { byText, formatDate, formatDateTime, formatUsd } from 'shared-ui';
import type { Consumption, Refill } from 'shared-ui/types';
import { walletTexts as t } from '../../texts';
import { amountColumn, dateColumn, type History } from './HistoryTable';
import { methodLabel } from './paymentMethods';

export const refillHistory: History<Refill> = {
  columns: [
    dateColumn(t.columns.date, formatDateTime),
    {
      title: t.columns.method,
      dataIndex: 'method',
      sorter: (a, b) => methodLabel(a.method).localeCompare(methodLabel(b.method), 'es'),
      render: (method: string) => methodLabel(method),
    },
    { title: t.columns.transaction, dataIndex: 'transaction', render: (v?: string) => v || '—' },
    amountColumn(t.columns.amount, 'mont'),
  ],
  csv: [
    { header: t.columns.date, value: (r) => formatDateTime(r.date) },
    { header: t.columns.method, value: (r) => methodLabel(r.method) },
    { header: t.columns.transaction, value: (r) => r.transaction },
    { header: t.columns.description, value: (r) => r.description },
    { header: t.columns.amount, value: (r) => formatUsd(r.mont) },
  ],
  csvName: 'recargas',
  empty: t.emptyRefills,
};

export const consumptionHistory: History<Consumption> = {
  columns: [
    dateColumn(t.columns.date, formatDate),
    {
      title: t.columns.description,
      dataIndex: 'description',
      sorter: byText((r) => r.description),
    },
    { title: t.columns.campaign, dataIndex: 'campaign', sorter: byText((r) => r.campaign) },
    amountColumn(t.columns.amount, 'amount'),
  ],
  csv: [
    { header: t.columns.date, value: (r) => formatDate(r.date) },
    { header: t.columns.description, value: (r) => r.description },
    { header: t.columns.campaign, value: (r) => r.campaign },
    { header: t.columns.amount, value: (r) => formatUsd(r.amount) },
  ],
  csvName: 'consumo',
  empty: t.emptyConsumption,
};
