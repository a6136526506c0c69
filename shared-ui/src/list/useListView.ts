/**
 * The view of a list kept in the URL: search text, status tab and sort column and direction. Hands
 * back the rows of that view (what the table shows and what 'Exportar CSV' writes), the columns
 * with their sort under control, and props for the search box and the table (or the phone's cards).
 */
import type { TableColumnsType, TableProps } from 'antd';
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';
import { matchesText } from '../format';
import { type UrlParam, type UrlSchema, urlParam, useUrlState } from './urlState';

export interface ListTab<T> {
  key: string;
  label: string;
  /** Whether a row belongs to the tab (lists in the page; a server list filters by `filter`). */
  match?: (row: T) => boolean;
  /** The API filter of the tab (a server list): `{ status: 'true' }`. */
  filter?: Readonly<Record<string, string>>;
  /** The empty state of this tab ('No hay campañas activas'). */
  empty?: string;
}

export type SortOrder = 'ascend' | 'descend';
export interface ListSort {
  key: string;
  order: SortOrder;
}

/** Query parameter names of a list; a page with two lists gives one of them other names. */
export const LIST_PARAMS = { search: 'buscar', sort: 'orden', tab: 'tab' } as const;

type Column<T> = TableColumnsType<T>[number];
type Compare<T> = (a: T, b: T) => number;

/** The key a column is known by in the URL: its `key`, else its `dataIndex`. */
export const columnKey = <T>(column: Column<T>): string | undefined => {
  const c = column as { key?: unknown; dataIndex?: unknown };
  const key = c.key ?? (Array.isArray(c.dataIndex) ? c.dataIndex.join('.') : c.dataIndex);
  return key === undefined || key === null ? undefined : String(key);
};

/** A column the view sorts by: a sorter function here, or `sorter: true` for the server's order. */
const isSortable = <T>(column: Column<T>) =>
  !!(column as { sorter?: unknown }).sorter && columnKey(column) !== undefined;

const compareOf = <T>(column: Column<T>): Compare<T> | undefined => {
  const sorter = (column as { sorter?: unknown }).sorter;
  if (typeof sorter === 'function') return sorter as Compare<T>;
  if (sorter && typeof sorter === 'object' && 'compare' in sorter)
    return (sorter as { compare: Compare<T> }).compare;
  return undefined;
};

/** '-price' is price descending, 'name' is name ascending; other keys are not sortable. */
export const sortParam = (keys: readonly string[], defaultValue?: ListSort) =>
  ({
    defaultValue,
    parse: (raw) => {
      const order: SortOrder = raw.startsWith('-') ? 'descend' : 'ascend';
      const key = raw.replace(/^-/, '');
      return keys.includes(key) ? { key, order } : undefined;
    },
    format: (v) => (v ? `${v.order === 'descend' ? '-' : ''}${v.key}` : ''),
  }) satisfies UrlParam<ListSort | undefined>;

export interface ListViewInput<T> extends Omit<ViewInput<T>, 'hasSearch'> {
  rows: readonly T[];
  /** The texts the search box matches (case- and accent-insensitive); omit for no search. */
  search?: (row: T) => (string | null | undefined)[];
}

/** Search, tab and sort applied to rows: the rows of a view, in the order shown. */
export function applyView<T>(
  rows: readonly T[],
  view: {
    query?: string;
    search?: (row: T) => (string | null | undefined)[];
    match?: (row: T) => boolean;
    compare?: Compare<T>;
    order?: SortOrder;
  },
): T[] {
  const { query = '', search, match, compare, order } = view;
  let out = rows.filter((r) => !match || match(r));
  if (search && query.trim() !== '')
    out = out.filter((r) => search(r).some((t) => matchesText(t, query)));
  if (compare) {
    const sign = order === 'descend' ? -1 : 1;
    out = [...out].sort((a, b) => sign * compare(a, b));
  }
  return out;
}

/**
 * Free text kept in the URL without a history entry per key. The box shows local state (a URL
 * update lands a moment later and would move the caret); back and forward still set it.
 */
function useUrlText(value: string, write: (text: string) => void) {
  const [text, setText] = useState(value);
  const written = useRef(value);
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    setText(value);
  }, [value]);
  const change = (next: string) => {
    setText(next);
    written.current = next;
    write(next);
  };
  return [text, change] as const;
}

/** What a list's view needs to know of it, whether its rows are in the page or on the server. */
export interface ViewInput<T> {
  columns: TableColumnsType<T>;
  /** Whether the list has a search box. */
  hasSearch: boolean;
  searchPlaceholder?: string;
  tabs?: readonly ListTab<T>[];
  /** Other names for the query parameters (defaults: LIST_PARAMS). */
  params?: Partial<Record<keyof typeof LIST_PARAMS, string>>;
}

/**
 * The URL half of a view: search text, tab and sort kept in the query string, the columns with
 * their sort under control, and the props of the search box and the table.
 */
export function useViewState<T>({
  columns,
  hasSearch,
  searchPlaceholder = 'Buscar por nombre',
  tabs = [],
  params: names = {},
}: ViewInput<T>) {
  const p = { ...LIST_PARAMS, ...names };
  const sortable = columns.filter(isSortable);
  const defaultColumn = columns.find((c) => (c as { defaultSortOrder?: unknown }).defaultSortOrder);
  const defaultSort: ListSort | undefined = defaultColumn
    ? {
        key: columnKey(defaultColumn) ?? '',
        order: (defaultColumn as { defaultSortOrder: SortOrder }).defaultSortOrder,
      }
    : undefined;
  const tabKeys = tabs.map((t) => t.key);
  const [state, setState] = useUrlState({
    [p.search]: urlParam.text(),
    [p.sort]: sortParam(
      sortable.map((c) => columnKey(c) ?? ''),
      defaultSort,
    ),
    [p.tab]: urlParam.oneOf(tabKeys, tabKeys[0] ?? ''),
  } as UrlSchema);
  const [query, setQuery] = useUrlText(state[p.search] as string, (text) =>
    setState({ [p.search]: text }, { replace: true }),
  );
  const sort = state[p.sort] as ListSort | undefined;
  const tab = tabs.find((t) => t.key === state[p.tab]) ?? tabs[0];
  const sortColumn = sort && sortable.find((c) => columnKey(c) === sort.key);

  // The table shows the sort from the URL and leaves the sorting to the view (one order, on
  // screen and in the export). The default column never goes unsorted: it flips instead.
  const controlled = columns.map((c) => {
    const key = columnKey(c);
    if (!isSortable(c) || !key) return c;
    const { defaultSortOrder: _, ...rest } = c as Column<T> & { defaultSortOrder?: unknown };
    return {
      ...rest,
      sorter: true,
      sortOrder: sort?.key === key ? sort.order : null,
      ...(defaultSort?.key === key
        ? { sortDirections: ['ascend', 'descend', 'ascend'] as SortOrder[] }
        : {}),
    } as Column<T>;
  });

  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = one?.columnKey ?? (one?.field as string | undefined);
    const next =
      one?.order && key !== undefined ? { key: String(key), order: one.order } : undefined;
    setState({ [p.sort]: next ?? defaultSort });
  };

  return {
    query,
    setQuery,
    hasSearch,
    searching: hasSearch && query.trim() !== '',
    tabs,
    tab,
    setTab: (key: string) => setState({ [p.tab]: key }),
    sort,
    /** The compare function of the sorted column (a sorter function, or `true` on the server). */
    compare: sortColumn ? compareOf(sortColumn) : undefined,
    /** Sorts by `next` (a sort control other than the table's headers); none: the default sort. */
    setSort: (next?: ListSort) => setState({ [p.sort]: next ?? defaultSort }),
    columns: controlled,
    /** Spread on an antd Input.Search / Input. */
    searchProps: {
      value: query,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setQuery(e.target.value),
      placeholder: searchPlaceholder,
      allowClear: true,
      'aria-label': searchPlaceholder,
    },
    /** Spread on the antd Table (with `dataSource={view.rows}`). */
    tableProps: { columns: controlled, onChange },
  };
}

export function useListView<T>({ rows, search, ...input }: ListViewInput<T>) {
  const { compare, ...state } = useViewState<T>({ ...input, hasSearch: !!search });
  const { query, tab, tabs, sort } = state;
  // Callers pass `search` inline; a ref keeps the memo keyed on the rows and the text only.
  const searchRef = useRef(search);
  searchRef.current = search;
  const searched = useMemo(
    () => applyView(rows, { query, search: searchRef.current }),
    [rows, query],
  );
  const shown = useMemo(
    () =>
      applyView(searched, {
        match: tab?.match,
        compare: typeof compare === 'function' ? compare : undefined,
        order: sort?.order,
      }),
    [searched, tab, compare, sort?.order],
  );

  return {
    ...state,
    /** The rows of the view, in the order shown. */
    rows: shown,
    /** Rows that match the search, over every tab (for counts). */
    searched,
    /** How many rows of the tab match the search; undefined while unknown. */
    countOf: (key: string): number | undefined => {
      const t = tabs.find((x) => x.key === key);
      return t ? searched.filter((row) => !t.match || t.match(row)).length : 0;
    },
    /** Set on a list whose rows come from the server in windows (useServerListView). */
    server: undefined as ServerRows | undefined,
  };
}

/**
 * A list whose rows the server holds: the rows drawn are those of `range` (the table reports
 * the rows near the viewport), the windows around them fetched as needed.
 */
export interface ServerRows {
  /** Rows matching the view, over the API; undefined until the first window answers. */
  total: number | undefined;
  /** The index in the whole view of `rows[0]`. */
  offset: number;
  /** Asks for the rows from `first` to `last` (indexes in the whole view). */
  setRange: (first: number, last: number) => void;
  /** Rows a window holds. */
  pageSize: number;
  /** Whether a window of the current view is on its way. */
  fetching: boolean;
  /** The page sets the range itself ('Mostrar más registros'), not the table as it scrolls. */
  manual: boolean;
  /** What the rows match (search, tab, filters, sort): another view starts at its first row. */
  view: string;
}

export type ListView<T> = ReturnType<typeof useListView<T>>;
