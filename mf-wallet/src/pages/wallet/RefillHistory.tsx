/** Refill history: newest first, sortable, Spanish dates; a failed load reads as an empty history. */
import { Flex, Table, type TableColumnsType } from 'antd';
import {
  type CsvColumn,
  EmptyState,
  ExportCsvButton,
  formatDateTime,
  formatUsd,
  useListView,
} from 'shared-ui';
import type { Refill } from 'shared-ui/types';
import { methodLabel } from './paymentMethods';
import { walletTexts as t } from '../../texts';

const byDate = (a: { date: string }, b: { date: string }) =>
  Date.parse(a.date) - Date.parse(b.date);

const columns: TableColumnsType<Refill> = [
  {
    title: t.columns.date,
    key: 'date',
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

/** 'Exportar CSV': the table as shown (Spanish date and time, amount in USD). */
const csv: CsvColumn<Refill>[] = [
  { header: t.columns.date, value: (r) => formatDateTime(r.date) },
  { header: t.columns.method, value: (r) => methodLabel(r.method) },
  { header: t.columns.transaction, value: (r) => r.transaction },
  { header: t.columns.description, value: (r) => r.description },
  { header: t.columns.amount, value: (r) => formatUsd(r.mont) },
];

export function RefillHistory({ rows, loading }: { rows: readonly Refill[]; loading: boolean }) {
  const view = useListView<Refill>({ rows, columns });
  return (
    <Flex vertical gap="small">
      <Flex justify="flex-end">
        <ExportCsvButton name="recargas" rows={view.rows} columns={csv} disabled={loading} />
      </Flex>
      <Table<Refill>
        {...view.tableProps}
        dataSource={view.rows}
        loading={loading}
        rowKey="id"
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState description={t.emptyRefills} /> }}
      />
    </Flex>
  );
}
