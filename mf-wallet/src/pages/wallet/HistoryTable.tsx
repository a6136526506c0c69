/** One wallet history (refills or consumption): a table sorted in the URL, newest first, with 'Exportar CSV'. */
import { Flex, type TableColumnsType } from 'antd';
import {
  type CsvColumn,
  EmptyState,
  ExportCsvButton,
  formatUsd,
  useListView,
  ViewTable,
} from 'shared-ui';

/** What one history shows; the rows come from the page, which also totals them. */
export interface History<T> {
  /** Sortable columns are sortable in the URL (`orden`); the one with `defaultSortOrder` leads. */
  columns: TableColumnsType<T>;
  /** 'Exportar CSV': the table as shown. */
  csv: readonly CsvColumn<T>[];
  /** Start of the CSV file name ('recargas' gives 'recargas-2026-11-23.csv'). */
  csvName: string;
  /** The empty state ('No hay recargas registradas'). */
  empty: string;
}

/** The date column a history opens with: sorted by date, newest first unless the URL says otherwise. */
export const dateColumn = <T extends { date: string }>(
  title: string,
  format: (date: string) => string,
): TableColumnsType<T>[number] => ({
  title,
  key: 'date',
  dataIndex: 'date',
  sorter: (a: T, b: T) => Date.parse(a.date) - Date.parse(b.date),
  defaultSortOrder: 'descend',
  render: (date: string) => format(date),
});

/** The keys of T that hold numbers. */
type AmountKey<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T] & string;

/** An amount in USD, right-aligned and sortable. */
export const amountColumn = <T,>(
  title: string,
  dataIndex: AmountKey<T>,
): TableColumnsType<T>[number] => ({
  title,
  dataIndex,
  align: 'right',
  sorter: (a: T, b: T) => (a[dataIndex] as number) - (b[dataIndex] as number),
  render: (amount: number) => formatUsd(amount),
});

interface HistoryTableProps<T> {
  history: History<T>;
  rows: readonly T[];
  loading: boolean;
}

export function HistoryTable<T extends { id: number }>({
  history,
  rows,
  loading,
}: HistoryTableProps<T>) {
  const view = useListView<T>({ rows, columns: history.columns });
  return (
    <Flex vertical gap="small">
      <Flex justify="flex-end">
        <ExportCsvButton
          name={history.csvName}
          rows={view.rows}
          columns={history.csv}
          disabled={loading}
        />
      </Flex>
      <ViewTable<T>
        view={view}
        {...view.tableProps}
        dataSource={view.rows}
        loading={loading}
        rowKey="id"
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState description={history.empty} /> }}
      />
    </Flex>
  );
}
