/**
 * The wallet's two histories: refills and the provider's corrections, read from the ledger
 * (Spanish date and time), and what campaigns consumed (date).
 */
import { byText, formatDate, formatDateTime, formatUsd } from 'shared-ui';
import type { Consumption, LedgerEntry } from 'shared-ui/types';
import { walletTexts as t } from '../../texts';
import { amountColumn, dateColumn, type History } from './HistoryTable';
import { methodLabel } from './paymentMethods';

/** How a change was paid: the method of a top-up, or that the provider corrected the balance. */
const howPaid = (entry: LedgerEntry) =>
  entry.kind === 'correction' ? t.correction : methodLabel(entry.method);

/** Top-ups and corrections, with what the ledger says of each: who paid how, and why. */
export const refillHistory: History<LedgerEntry> = {
  columns: [
    dateColumn(t.columns.date, formatDateTime),
    {
      title: t.columns.method,
      key: 'method',
      sorter: (a, b) => howPaid(a).localeCompare(howPaid(b), 'es'),
      render: (_: unknown, entry: LedgerEntry) => howPaid(entry),
    },
    { title: t.columns.transaction, dataIndex: 'transaction', render: (v?: string) => v || '—' },
    { title: t.columns.detail, dataIndex: 'reason', sorter: byText((r) => r.reason) },
    amountColumn(t.columns.amount, 'amount'),
  ],
  csv: [
    { header: t.columns.date, value: (r) => formatDateTime(r.date) },
    { header: t.columns.method, value: howPaid },
    { header: t.columns.transaction, value: (r) => r.transaction ?? '' },
    { header: t.columns.detail, value: (r) => r.reason },
    { header: t.columns.amount, value: (r) => formatUsd(r.amount) },
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
