/**
 * A list's antd Table, or on a phone the same list as cards (ListCards): the rows, columns, sort
 * and empty state of its view, with each row's buttons in reach rather than off the right edge.
 * Takes the Table's props, spread as the page did on the Table. A list the server holds
 * (useServerListView) is drawn by WindowedTable: only the rows near the viewport.
 */
import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { usePhone } from '../hooks/usePhone';
import type { ListView } from '../list/useListView';
import { ListCards } from './ListCards';
import { EmptyState } from './states';
import { WindowedTable } from './WindowedTable';

export type ViewTableProps<T extends { id: number | string }> = TableProps<T> & {
  view: ListView<T>;
};

export function ViewTable<T extends { id: number | string }>({
  view,
  ...table
}: ViewTableProps<T>) {
  const phone = usePhone();
  // A server list draws the rows near the viewport, unless the page moves its range itself.
  if (!phone && view.server && !view.server.manual)
    return <WindowedTable<T> {...table} server={view.server} />;
  if (!phone) return <Table<T> {...table} />;
  return (
    <ListCards<T>
      view={view}
      rows={table.dataSource ?? view.rows}
      loading={!!table.loading}
      empty={(table.locale?.emptyText as ReactNode) ?? <EmptyState />}
    />
  );
}
