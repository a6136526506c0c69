/**
 * A list split into status tabs (Activas / Inactivas / En borrador, Activos / Inactivos): one search
 * over every tab, counts in the tab labels, an empty state per tab, and optional row selection with
 * actions over the ticked rows. Only the active tab's table is mounted.
 */
import { Flex, Input, Table, type TableColumnsType, Tabs, Typography } from 'antd';
import type { Key, ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPTY_TEXT } from '../hooks/emptyText';
import { useTextFilter } from '../hooks/useTextFilter';
import { useVirtualTable } from '../hooks/useVirtualTable';
import { EmptyState } from './states';

export interface StatusTab<T> {
  key: string;
  label: string;
  match: (row: T) => boolean;
  /** The empty state of this tab ('No hay campañas activas'). */
  empty?: string;
}

export interface StatusTabsTableProps<T extends { id: number | string }> {
  rows: readonly T[];
  loading?: boolean;
  tabs: StatusTab<T>[];
  columns: TableColumnsType<T>;
  /** The texts the search box matches (case- and accent-insensitive); omit for no search. */
  searchText?: (row: T) => (string | null | undefined)[];
  searchPlaceholder?: string;
  /** Filters or buttons beside the search box. */
  toolbar?: ReactNode;
  /** Turns on row selection: the buttons acting on the ticked rows of the active tab. */
  selectionActions?: (selected: T[], clear: () => void) => ReactNode;
  /** The accessible name of a row's checkbox ('Seleccionar Campaña X'). */
  rowLabel?: (row: T) => string;
  /** Keep the active tab in this URL query parameter (survives reloads and back). */
  urlParam?: string;
  /** Table width below which it scrolls sideways (its minimum width). */
  scrollWidth?: number;
  /** Row density of the table. */
  size?: 'small' | 'middle' | 'large';
}

/** The active tab: in the URL when `urlParam` is set, else in state. */
function useActiveTab(keys: string[], urlParam?: string) {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState(keys[0] ?? '');
  const fromUrl = urlParam ? params.get(urlParam) : null;
  const active = urlParam ? (fromUrl && keys.includes(fromUrl) ? fromUrl : keys[0]) : local;
  const setActive = (key: string) => {
    if (!urlParam) return setLocal(key);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(urlParam, key);
        return next;
      },
      { replace: true },
    );
  };
  return [active ?? '', setActive] as const;
}

export function StatusTabsTable<T extends { id: number | string }>({
  rows,
  loading,
  tabs,
  columns,
  searchText,
  searchPlaceholder = 'Buscar por nombre',
  toolbar,
  selectionActions,
  rowLabel,
  urlParam,
  scrollWidth = 900,
  size,
}: StatusTabsTableProps<T>) {
  const [active, setActive] = useActiveTab(
    tabs.map((t) => t.key),
    urlParam,
  );
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const search = useTextFilter(rows, searchText ?? (() => []), searchPlaceholder);
  const searching = !!searchText && search.query.trim() !== '';

  const byTab = useMemo(
    () => new Map(tabs.map((t) => [t.key, search.filtered.filter(t.match)])),
    [tabs, search.filtered],
  );
  const tab = tabs.find((t) => t.key === active) ?? tabs[0];
  const shown = (tab && byTab.get(tab.key)) ?? [];
  // Ticks survive a reload only for rows still on this tab.
  const selected = shown.filter((r) => selectedKeys.includes(r.id));
  const clear = () => setSelectedKeys([]);
  const virtual = useVirtualTable(shown.length, scrollWidth);
  // Short lists scroll sideways in a wrapper rather than with `scroll.x`: antd then renders no hidden
  // measuring row, whose copy of the select-all checkbox would be focusable inside aria-hidden.
  const tableScroll = virtual.virtual ? virtual : {};

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
      <div style={virtual.virtual ? undefined : { overflowX: 'auto' }}>
        <Table<T>
          {...tableScroll}
          style={virtual.virtual ? undefined : { minWidth: scrollWidth }}
          rowKey="id"
          size={size}
          columns={columns}
          dataSource={shown}
          loading={loading}
          pagination={false}
          locale={{
            emptyText: (
              <EmptyState
                description={
                  searching
                    ? 'Ningún registro coincide con la búsqueda'
                    : (tab?.empty ?? EMPTY_TEXT)
                }
              />
            ),
          }}
          rowSelection={
            selectionActions
              ? {
                  selectedRowKeys: selected.map((r) => r.id),
                  onChange: (keys) => setSelectedKeys(keys),
                  getCheckboxProps: rowLabel
                    ? (row) => ({ 'aria-label': rowLabel(row) }) as object
                    : undefined,
                }
              : undefined
          }
        />
      </div>
    </Flex>
  );

  return (
    <Flex vertical gap="small">
      {(searchText || toolbar) && (
        <Flex gap="small" wrap align="center">
          {searchText && <Input.Search {...search.searchProps} style={{ maxWidth: 360 }} />}
          {toolbar}
        </Flex>
      )}
      <Tabs
        activeKey={tab?.key}
        onChange={(key) => {
          setActive(key);
          clear();
        }}
        destroyOnHidden
        items={tabs.map((t) => ({
          key: t.key,
          label:
            loading && rows.length === 0
              ? t.label
              : `${t.label} (${byTab.get(t.key)?.length ?? 0})`,
          children: t.key === tab?.key ? table : null,
        }))}
      />
    </Flex>
  );
}
