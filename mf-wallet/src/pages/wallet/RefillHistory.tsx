/** Refill history: newest first, sortable, Spanish dates; a failed load reads as an empty history. */
import { Table, type TableColumnsType } from 'antd';
import { EmptyState, formatDateTime, formatUsd } from 'shared-ui';
import type { Refill } from 'shared-ui/types';
import { methodLabel } from './paymentMethods';
import { walletTexts as t } from '../../texts';

const byDate = (a: { date: string }, b: { date: string }) =>
  Date.parse(a.date) - Date.parse(b.date);

const columns: TableColumnsType<Refill> = [
  {
    title: t.columns.date,
    dataIndex: 'date',
    sorter: byDate,
    defaultSortOrder: 'descend',
    render: (date: string) => formatDateTime(date),
  },
  {
    title: t.columns.method,
    dataIndex: 'method',
    sorter: (a, b) => methodLabel(a.method).localeCompare(methodLabel(b.method), 'es'),
    render: (method: string) => methodLabel(method),
  },
  { title: t.columns.transaction, dataIndex: 'transaction', render: (v?: string) => v || '—' },
  {
    title: t.columns.amount,
    dataIndex: 'mont',
    align: 'right',
    sorter: (a, b) => a.mont - b.mont,
    render: (mont: number) => formatUsd(mont),
  },
];

export function RefillHistory({ rows, loading }: { rows: readonly Refill[]; loading: boolean }) {
  return (
    <Table<Refill>
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      rowKey="id"
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyState description={t.emptyRefills} /> }}
    />
  );
}
