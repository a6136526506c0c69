/** Consumption history: what campaigns charged to the wallet, newest first, sortable. */
import { Table, type TableColumnsType } from 'antd';
import { byText, EmptyState, formatDate, formatUsd } from 'shared-ui';
import type { Consumption } from 'shared-ui/types';
import { walletTexts as t } from '../../texts';

const byDate = (a: Consumption, b: Consumption) => Date.parse(a.date) - Date.parse(b.date);

const columns: TableColumnsType<Consumption> = [
  {
    title: t.columns.date,
    dataIndex: 'date',
    sorter: byDate,
    defaultSortOrder: 'descend',
    render: (date: string) => formatDate(date),
  },
  {
    title: t.columns.description,
    dataIndex: 'description',
    sorter: byText((r: Consumption) => r.description),
  },
  {
    title: t.columns.campaign,
    dataIndex: 'campaign',
    sorter: byText((r: Consumption) => r.campaign),
  },
  {
    title: t.columns.amount,
    dataIndex: 'amount',
    align: 'right',
    sorter: (a, b) => a.amount - b.amount,
    render: (amount: number) => formatUsd(amount),
  },
];

export function ConsumptionHistory({
  rows,
  loading,
}: {
  rows: readonly Consumption[];
  loading: boolean;
}) {
  return (
    <Table<Consumption>
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      rowKey="id"
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyState description={t.emptyConsumption} /> }}
    />
  );
}
