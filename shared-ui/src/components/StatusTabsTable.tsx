/**
 * A list split into status tabs (Activas / Inactivas / En borrador, Activos / Inactivos): one search
 * over every tab, counts in the tab labels, an empty state per tab, and optional row selection with
 * actions over the ticked rows. Only the active tab's table is mounted. On a phone the rows are
 * cards (ListCards) with the same actions, sort and selection, rather than a table to scroll
 * sideways to reach a row's buttons.
 */
import { Flex, Input, Table, type TableProps, Tabs, Typography } from 'antd';
import type { Key, ReactNode } from 'react';
import { useState } from 'react';
import { formatCount } from '../format';
import { EMPTY_TEXT } from '../hooks/emptyText';
import { usePhone } from '../hooks/usePhone';
import { useVirtualTable } from '../hooks/useVirtualTable';
import type { ListTab, ListView } from '../list/useListView';
import { ListCards } from './ListCards';
import { EmptyState } from './states';
import { WindowedTable } from './WindowedTable';

export type StatusTab<T> = ListTab<T>;

export interface StatusTabsTableProps<T extends { id: number | string }> {
  /** The list's view (useListView with `tabs`): rows, search, tab and sort, kept in the URL. */
  view: ListView<T>;
  /** Whether the rows are loading (the first load shows no counts). */
  loading?: boolean;
  /** Filters or buttons beside the search box. */
  toolbar?: ReactNode;
  /** Turns on row selection: the buttons acting on the ticked rows of the active tab. */
  selectionActions?: (selected: T[], clear: () => void) => ReactNode;
  /** The accessible name of a row's checkbox ('Seleccionar Campaña X'). */
  rowLabel?: (row: T) => string;
  /** Table width below which it scrolls sideways (its minimum width). */
  scrollWidth?: number;
  /** Row density of the table. */
  size?: 'small' | 'middle' | 'large';
}

export function StatusTabsTable<T extends { id: number | string }>({
  view,
  loading,
  toolbar,
  selectionActions,
  rowLabel,
  scrollWidth = 900,
  size,
}: StatusTabsTableProps<T>) {
  const [ticked, setTicked] = useState<ReadonlyMap<Key, T>>(new Map());
  const { tab, tabs, searching, server } = view;
  const shown = view.rows;
  // Ticks survive a reload only for rows still on this tab (a server list draws some of its rows
  // only: its ticks stay while the rows scroll out of sight).
  const selected = server ? [...ticked.values()] : shown.filter((r) => ticked.has(r.id));
  const clear = () => setTicked(new Map());
  const setSelectedKeys = (keys: readonly Key[]) => {
    const byKey = new Map<Key, T>(shown.map((r) => [r.id, r]));
    setTicked(
      new Map(
        keys.flatMap((key) => {
          const row = byKey.get(key) ?? ticked.get(key);
          return row ? [[key, row] as const] : [];
        }),
      ),
    );
  };
  const virtual = useVirtualTable(server ? 0 : shown.length, scrollWidth);
  // Short lists scroll sideways in a wrapper rather than with `scroll.x`: antd then renders no hidden
  // measuring row, whose copy of the select-all checkbox would be focusable inside aria-hidden.
  const tableScroll = virtual.virtual ? virtual : {};
  const phone = usePhone();
  // Ticks of a server list's rows that scroll out of sight are kept (preserveSelectedRowKeys).
  const rowSelection: TableProps<T>['rowSelection'] = selectionActions
    ? {
        selectedRowKeys: selected.map((r) => r.id),
        preserveSelectedRowKeys: !!server,
        onChange: (keys) => setSelectedKeys(keys),
        getCheckboxProps: rowLabel
          ? (row) => ({ 'aria-label': rowLabel(row) }) as object
          : undefined,
      }
    : undefined;
  const empty = (
    <EmptyState
      description={
        searching ? 'Ningún registro coincide con la búsqueda' : (tab?.empty ?? EMPTY_TEXT)
      }
    />
  );

  const table = (
    <Flex vertical gap="small">
      {selectionActions && (
        <Flex gap="small" align="center" wrap>
          {selectionActions(selected, clear)}
          <Typography.Text aria-live="polite">
            {selected.length > 0 ? `${selected.length} seleccionada(s)` : ''}
          </Typography.Text>
        </Flex>
      )}
      {phone ? (
        <ListCards<T>
          view={view}
          loading={loading}
          empty={empty}
          selection={
            selectionActions
              ? { keys: selected.map((r) => r.id), onChange: setSelectedKeys, rowLabel }
              : undefined
          }
        />
      ) : server ? (
        <div style={{ overflowX: 'auto' }}>
          <WindowedTable<T>
            {...view.tableProps}
            server={server}
            style={{ minWidth: scrollWidth }}
            rowKey="id"
            size={size}
            dataSource={shown}
            loading={loading}
            locale={{ emptyText: empty }}
            rowSelection={rowSelection}
          />
        </div>
      ) : (
        <div style={virtual.virtual ? undefined : { overflowX: 'auto' }}>
          <Table<T>
            {...tableScroll}
            {...view.tableProps}
            style={virtual.virtual ? undefined : { minWidth: scrollWidth }}
            rowKey="id"
            size={size}
            dataSource={shown}
            loading={loading}
            pagination={false}
            locale={{ emptyText: empty }}
            rowSelection={rowSelection}
          />
        </div>
      )}
    </Flex>
  );

  // A list in the page has no counts before its first load; a server list, until the API counts.
  const countLabel = (label: string, key: string) => {
    const count = view.countOf(key);
    if (count === undefined || (!server && loading && view.searched.length === 0)) return label;
    return `${label} (${formatCount(count)})`;
  };

  return (
    <Flex vertical gap="small">
      {(view.hasSearch || toolbar) && (
        <Flex gap="small" wrap align="center">
          {view.hasSearch && <Input.Search {...view.searchProps} style={{ maxWidth: 360 }} />}
          {toolbar}
        </Flex>
      )}
      <Tabs
        activeKey={tab?.key}
        onChange={(key) => {
          view.setTab(key);
          clear();
        }}
        destroyOnHidden
        items={tabs.map((t) => ({
          key: t.key,
          label: countLabel(t.label, t.key),
          children: t.key === tab?.key ? table : null,
        }))}
      />
    </Flex>
  );
}
