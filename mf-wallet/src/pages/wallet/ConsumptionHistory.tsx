/** Consumption history: what campaigns charged to the wallet, newest first, sortable. */
import { Flex, Table, type TableColumnsType } from 'antd';
import {
  byText,
  type CsvColumn,
  EmptyState,
  ExportCsvButton,
  formatDate,
  formatUsd,
  useListView,
} from 'shared-ui';
import type { Consumption } from 'shared-ui/types';
import { walletTexts as t } from '../../texts';

const byDate = (a: Consumption, b: Consumption) => Date.parse(a.date) - Date.parse(b.date);

const columns: TableColumnsType<Consumption> = [
  {
    title: t.columns.date,
    key: 'date',
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

/** 'Exportar CSV': the table as shown (Spanish date, amount in USD). */
const csv: CsvColumn<Consumption>[] = [
  { header: t.columns.date, value: (r) => formatDate(r.date) },
  { header: t.columns.description, value: (r) => r.description },
  { header: t.columns.campaign, value: (r) => r.campaign },
  { header: t.columns.amount, value: (r) => formatUsd(r.amount) },
];

export function ConsumptionHistory({
  rows,
  loading,
}: {
  rows: readonly Consumption[];
  loading: boolean;
}) {
  const view = useListView<Consumption>({ rows, columns });
  return (
    <Flex vertical gap="small">
      <Flex justify="flex-end">
        <ExportCsvButton name="consumo" rows={view.rows} columns={csv} disabled={loading} />
      </Flex>
      <Table<Consumption>
        {...view.tableProps}
        dataSource={view.rows}
        loading={loading}
        rowKey="id"
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState description={t.emptyConsumption} /> }}
      />
    </Flex>
  );
}
